/**
 * What Retry Payment pays for (issue 47): the failed delivery the banner reports
 * (owedFailedAttempt) and the amount it charges, the subscription's order as it stands now
 * (functions/billing/charge.ts subscriptionOrderPlan: items at their final prices, the
 * next-order discount on the main bag, shipping). The banner and the button say both.
 */
import { formatLongDateUS } from './dates';
import { formatNzdCents } from './money';
import { subscriptionNextOrderDiscountCents } from './renewals';
import { subscriptionTotals } from './subscriptions';

/** What the amount is read from: a subscription as the API answers it (dollars). */
export interface RetrySubscriptionLike {
  items?: readonly { price?: number | string | null; final_price?: number | string | null; quantity?: number | null; is_main?: boolean | null }[] | null;
  shippingPrice?: number | string | null;
  next_order_discount_percent?: number | null;
}

/**
 * The amount a retry charges, in cents: the order total less the next-order discount.
 *
 * @example
 * paymentRetryCents({ items: [{ price: 61.59, final_price: 54.2, quantity: 1, is_main: true }], shippingPrice: 6.99 }) // 6119
 */
export function paymentRetryCents(subscription: RetrySubscriptionLike): number {
  const totals = subscriptionTotals(subscription);
  const discount = subscriptionNextOrderDiscountCents(subscription.items, subscription.next_order_discount_percent);
  return totals.totalCents - Math.min(discount, totals.subtotalCents);
}

/**
 * The banner's line naming the delivery and the amount Retry Payment pays.
 *
 * @example
 * paymentRetryLine('2026-11-27', 18946) // 'Retry Payment pays $189.46 for your delivery of November 27, 2026.'
 */
export function paymentRetryLine(day: string, amountCents: number): string {
  return `Retry Payment pays ${formatNzdCents(amountCents)} for your delivery of ${formatLongDateUS(day)}.`;
}

/** The button's accessible name: the action, the amount and the delivery. */
export function paymentRetryLabel(day: string, amountCents: number): string {
  return `Retry Payment of ${formatNzdCents(amountCents)} for the delivery of ${formatLongDateUS(day)}`;
}

/**
 * Retry Payment of a cycle closed by a later paid one (409 `payment_cycle_closed`).
 *
 * @example
 * paymentCycleClosedMessage('2026-11-27') // 'Nothing to pay: your delivery of November 27, 2026 …'
 */
export function paymentCycleClosedMessage(day: string): string {
  return `Nothing to pay: your delivery of ${formatLongDateUS(day)} is no longer owed because a later delivery has been paid. You have not been charged.`;
}
