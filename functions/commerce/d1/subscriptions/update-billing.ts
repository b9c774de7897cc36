/** Update billing: mails the customer a link to update the card we charge. */
import { MESSAGES } from '../../../../src/copy/messages';
import { ApiError } from '../../../lib/errors';
import type { CustomerCtx } from '../../../http/record-params';
import { mailerFor } from '../../../mail';
import { paymentUpdateMail } from '../../../mail/templates';
import { remoteOf } from '../../remote';
import { gatewayOf, onSubscription } from '../kinds';

export async function updateBilling(c: CustomerCtx, subscriptionId: string): Promise<{ success: true }> {
  const customer = c.get('customer');
  await onSubscription(c, subscriptionId, 'updateBilling', 'update-billing', async (rec, commit) => {
    // Shopify mails its own secure card-update link for the contract's payment method.
    if (await remoteOf(c, 'updateBilling').sendCardUpdate(rec)) return commit([], { mailed_to: customer.email, by: 'shop' });
    const link = gatewayOf(c).paymentMethodUrl(customer.id);
    try {
      await mailerFor(c.get('config'), c.env.DB).send(paymentUpdateMail(customer.email, customer.firstName, link));
    } catch (err) {
      console.error('payment-update mail failed', err);
      throw new ApiError(502, 'mail_failed', MESSAGES.failedToUpdateBilling);
    }
    await commit([], { mailed_to: customer.email, link });
  });
  return { success: true as const };
}
