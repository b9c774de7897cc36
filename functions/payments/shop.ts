import { PaymentUnavailableError, type ChargeRequest, type ChargeResult, type PaymentGateway } from './gateway';

/**
 * The placeholder for the shop's real payments (the store's saved customer cards). Until it
 * is connected every charge rejects with PaymentUnavailableError: an action answers 503 and
 * the scheduled job leaves the subscription due for the next run, so no customer is shown a
 * decline they did not have and no order is created without a payment.
 */
export function shopPaymentGateway(storeDomain: string): PaymentGateway {
  return {
    name: 'shop',
    // Not connected yet: its 503 is the honest answer until it is.
    chargesLegacy: true,
    async charge(_request: ChargeRequest): Promise<ChargeResult> {
      throw new PaymentUnavailableError('The shop payment adapter is not connected yet.');
    },
    // The store's own account pages, where customers manage their saved cards.
    paymentMethodUrl: () => `https://${storeDomain}/account`,
  };
}
