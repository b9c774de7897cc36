/**
 * Payments behind one small interface. Adapters: `local` (the default; charges succeed unless
 * the customer's `payment_card_ok` is 0, so tests and the demo can decline a card) and `shop`
 * (the placeholder for the shop's real payment provider); with Shopify as the record, its billing
 * attempts (functions/shopify/payments/billing-attempts.ts). `paymentGatewayFor` in
 * functions/backends.ts picks one.
 */

export interface ChargeRequest {
  customerId: string;
  amountCents: number;
  currency: 'NZD';
  /**
   * The same key for a retried charge of the same thing (e.g. `renewal:<sub>:<day>`), so a
   * real provider charges once however often we ask.
   */
  idempotencyKey: string;
  description: string;
  /** The subscription charged for (a Shopify billing attempt is made on its contract). */
  subscriptionId: string | null;
}

export type ChargeResult =
  | { ok: true; chargeId: string }
  /** The card was declined: recorded as a failed billing attempt and shown on the banner. */
  | { ok: false; code: string; message: string };

export interface PaymentGateway {
  readonly name: 'local' | 'shop' | 'shopify';
  /**
   * Charges the customer's saved card. Resolves with the outcome (a decline is an outcome);
   * rejects only when the provider could not be reached, in which case nothing was charged
   * and nothing is recorded.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Where the customer updates their card: the subscription's edit_url and the payment-update e-mail's link. */
  paymentMethodUrl(customerId: string): string;
  /**
   * Whether it can charge a legacy subscription, which has no contract in the shop. Shopify bills
   * only a contract's saved payment method, so there a legacy customer orders through Confirm &
   * Pay (the shop's checkout) and Reorder Now is not offered (issue 59 §7).
   */
  readonly chargesLegacy: boolean;
}

/** Thrown by an adapter that cannot charge at all (not configured, provider down). */
export class PaymentUnavailableError extends Error {}

/**
 * Thrown when the provider took the charge but has not decided it yet (a Shopify billing attempt
 * not ready): money may still be taken, so the attempt stays recorded and is asked again with the
 * same idempotency key (the cron job), never forgotten.
 */
export class PaymentPendingError extends Error {}
