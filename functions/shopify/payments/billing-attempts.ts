/**
 * Payments when Shopify is the record (COMMERCE=shopify): a charge is a billing attempt on the
 * subscription's contract (`subscriptionBillingAttemptCreate`), keyed by our idempotency key so
 * Shopify charges once however often we ask, charged to the contract's saved payment method.
 * Shopify decides asynchronously: we look again for a few seconds; an attempt still undecided
 * is PaymentPendingError (its webhook, or the next ask with the same key, brings the outcome).
 */
import { contractIdOf } from '../../db/subscriptions';
import type { ShopifyConfig } from '../../env';
import { sleep } from '../../lib/sleep';
import { accepted, ShopifyRefused, ShopifyUnavailable } from '../clients/admin-client';
import { shopAdmin } from '../clients/shop-admin';
import { BILLING_ATTEMPT_CREATE, BILLING_ATTEMPT_QUERY } from '../operations/admin';
import { PaymentPendingError, PaymentUnavailableError, type ChargeResult, type PaymentGateway } from '../../payments/gateway';

/** How often, and how far apart, an undecided attempt is looked at again within one request. */
export const ATTEMPT_POLLS = 6;
export const ATTEMPT_POLL_MS = 500;

interface Attempt {
  id: string;
  ready: boolean;
  errorCode: string | null;
  errorMessage: string | null;
  order: { id: string } | null;
}

type CreatePayload = { subscriptionBillingAttempt: Attempt | null; userErrors: ShopifyRefused['userErrors'] };

/** A decided attempt as a charge result; null while Shopify is still deciding. */
export function chargeResultOf(attempt: Attempt): ChargeResult | null {
  if (!attempt.ready) return null;
  if (attempt.errorCode) {
    return { ok: false, code: attempt.errorCode.toLowerCase(), message: attempt.errorMessage || 'Your card was declined.' };
  }
  return attempt.order ? { ok: true, chargeId: attempt.order.id } : null;
}

export function shopifyPaymentGateway(config: ShopifyConfig, db: D1Database, storeDomain: string, fetcher?: typeof fetch): PaymentGateway {
  const api = shopAdmin(config, db, fetcher);
  return {
    name: 'shopify',
    chargesLegacy: false,
    async charge(request): Promise<ChargeResult> {
      const contractId = request.subscriptionId ? await contractIdOf(db, request.subscriptionId) : null;
      if (!contractId) throw new PaymentUnavailableError('No Shopify contract to bill (a legacy subscription, or one not linked to the shop).');
      try {
        const created = await api.request<{ subscriptionBillingAttemptCreate: CreatePayload | null }>(BILLING_ATTEMPT_CREATE, {
          contractId,
          input: { idempotencyKey: request.idempotencyKey, originTime: new Date().toISOString() },
        });
        let attempt = accepted(created.subscriptionBillingAttemptCreate).subscriptionBillingAttempt;
        for (let poll = 0; attempt && !chargeResultOf(attempt) && poll < ATTEMPT_POLLS; poll++) {
          await sleep(ATTEMPT_POLL_MS);
          attempt = (await api.request<{ subscriptionBillingAttempt: Attempt | null }>(BILLING_ATTEMPT_QUERY, { id: attempt.id })).subscriptionBillingAttempt;
        }
        const result = attempt && chargeResultOf(attempt);
        if (!result) throw new PaymentPendingError(`Shopify billing attempt ${attempt?.id ?? '?'} not decided yet`);
        return result;
      } catch (err) {
        // Refused or unreachable before an attempt existed: nothing was charged.
        if (err instanceof ShopifyRefused || err instanceof ShopifyUnavailable) throw new PaymentUnavailableError(err.message);
        throw err;
      }
    },
    // Shopify e-mails its own card-update link (update billing); its customer account shows the cards.
    paymentMethodUrl: () => `https://${storeDomain}/account`,
  };
}
