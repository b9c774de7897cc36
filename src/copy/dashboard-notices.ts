/**
 * The dashboard's confirmations and the few texts the spec leaves to us (spec 001 §2 is silent
 * on success messages): one copy, shared by the islands and their tests.
 */
import { formatLongDateUS } from '../domain/dates';

export const DASHBOARD_NOTICES = {
  reorderPlaced: 'Your order has been placed.',
  dateChanged: 'Your next order date has been updated.',
  frequencyChanged: 'Your delivery frequency has been updated.',
  addressChanged: 'Your delivery address has been updated.',
  productChanged: 'Your subscription has been updated.',
  paused: 'Your subscription has been paused.',
  pausedUntilResumed: 'Your subscription is paused until you resume it.',
  resumed: 'Your subscription has been resumed.',
  cancelled: 'Your subscription has been cancelled.',
  treatAdded: 'Treat added to your subscription.',
  itemRemoved: 'Item removed from your subscription.',
  paymentRetried: 'Thank you! Your payment went through and your order is on its way.',
  /** Retry payment failed without a reason from the server. */
  paymentRetryFailed: 'We could not retry the payment. Please try again.',
  /** A second action while one is running (the server's 409 busy, or a click during one). */
  busy: 'Please wait for the current change to finish.',
} as const;

/** After a pause until a day: 'Your subscription is paused until June 1, 2026. …' */
export function pausedUntilNotice(day: string): string {
  return `Your subscription is paused until ${formatLongDateUS(day)}. Deliveries start again by themselves that day.`;
}

/**
 * After a resume while a payment was owed (decision 0037): the resume closed that delivery, so
 * the notice says it is not charged and when the first charge is.
 *
 * @example
 * resumedClosingUnpaidNotice('2026-11-24', '2026-12-12')
 * // 'Your subscription has been resumed. The unpaid delivery of November 24, 2026 is closed and will not be charged; your next delivery, on December 12, 2026, is charged that day.'
 */
export function resumedClosingUnpaidNotice(unpaidDay: string, nextDay: string): string {
  return `${DASHBOARD_NOTICES.resumed} The unpaid delivery of ${formatLongDateUS(unpaidDay)} is closed and will not be charged; your next delivery, on ${formatLongDateUS(nextDay)}, is charged that day.`;
}

/** After Skip: 'The delivery of December 1, 2026 is skipped. Your next order is on December 29, 2026.' */
export function skippedNotice(day: string, next: string | null): string {
  return `The delivery of ${formatLongDateUS(day)} is skipped.${next ? ` Your next order is on ${formatLongDateUS(next)}.` : ''}`;
}

/** After Unskip: 'The delivery of December 1, 2026 is back on.' */
export function unskippedNotice(day: string): string {
  return `The delivery of ${formatLongDateUS(day)} is back on.`;
}

/** The cards' skip controls (issue 21). */
export const SKIP_TEXTS = {
  skip: 'Skip this delivery',
  unskip: 'Unskip',
  /** 'Skipped: December 1, 2026' */
  skipped: (day: string) => `Skipped: ${formatLongDateUS(day)}`,
} as const;

/** My Subscriptions' Next Order for a subscription paused until a day: 'Resumes June 1, 2026'. */
export function resumesOnLabel(day: string): string {
  return `Resumes ${formatLongDateUS(day)}`;
}

/** What 'Email Sent Successfully' says after the card-update e-mail. */
export function billingEmailSentText(email: string): string {
  return `We've sent an email to ${email} with a secure link to update your card details.`;
}

/** What 'Email Sent Successfully' says after the feeding-plan e-mail. */
export function planEmailSentText(email: string): string {
  return `Your feeding plan is on its way to ${email}.`;
}

/** A subscription whose bag the shop no longer sells (issue 60): nothing is charged until it changes. */
export function bagNotSoldNotice(productName: string | null): { headline: string; detail: string; action: string } {
  const bag = productName ? `${productName} is` : 'Your subscription’s bag is';
  return {
    headline: `${bag} no longer sold by the shop`,
    detail: 'Nothing is charged or sent for it. Choose another bag to keep your deliveries coming.',
    action: 'Choose another bag',
  };
}
