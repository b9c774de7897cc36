/**
 * Billing attempts (spec 001 §3, §4, §8): the next delivery they imply, the failed-payment
 * rule and the payment banner.
 */
import { parseIsoDate } from './dates';
import { addInterval, shopToday } from './renewals';

/** What the billing rules read of an attempt; the schema's `BillingAttempt` satisfies it. */
export interface BillingAttemptLike {
  date: string;
  completed_at?: string | null;
  skipped_on?: string | null;
  error_code?: string | null;
  error_message?: string | null;
  status?: string | null;
}

/**
 * A declined renewal is charged again by the scheduled job this many days after its day, once
 * per entry (3 and 7: past most "insufficient funds" and a card's replacement in the post).
 * When the last of them is declined too, the subscription is paused: no more orders go out
 * unpaid, the banner stays, and the customer resumes it once their card works.
 */
export const PAYMENT_RETRY_DAYS = [3, 7] as const;

/**
 * The day the next automatic retry of a renewal declined on `day` is due, after `retriesDone`
 * declined retries; null when none is left (the subscription is paused).
 *
 * @example
 * nextPaymentRetryDay('2026-11-01', 0) // '2026-11-04'
 * nextPaymentRetryDay('2026-11-01', 1) // '2026-11-08'
 * nextPaymentRetryDay('2026-11-01', 2) // null
 */
export function nextPaymentRetryDay(day: string, retriesDone: number): string | null {
  const after = PAYMENT_RETRY_DAYS[retriesDone];
  return after === undefined ? null : addInterval(day, after, 'day');
}

/**
 * A decline older than the whole schedule plus this many days is the customer's to settle: a
 * run that missed it does not charge it that late.
 */
export const PAYMENT_RETRY_GRACE_DAYS = 14;

/**
 * The oldest decline day the schedule still charges on `today` (YYYY-MM-DD, the shop's): the
 * last retry's days plus PAYMENT_RETRY_GRACE_DAYS before it.
 *
 * @example
 * paymentRetriesSince('2026-11-30') // '2026-11-09'
 */
export function paymentRetriesSince(today: string): string {
  return addInterval(today, -(PAYMENT_RETRY_DAYS.at(-1)! + PAYMENT_RETRY_GRACE_DAYS), 'day');
}

/**
 * What the scheduled job owes a declined renewal on a day: `retry` (charge it again), `pause`
 * (the last retry was declined: the subscription pauses) or `age-out` (a run missed its retries
 * and it is now past paymentRetriesSince: paused and flagged, never charged that late).
 */
export type DeclineDue = 'retry' | 'pause' | 'age-out';

/**
 * The retry schedule, the one rule the dunning job (functions/billing/dunning.ts) follows: what
 * a renewal declined on `day`, after `retriesDone` declined automatic retries, is due for on
 * `today`; null while nothing is. A retry is due from its day (nextPaymentRetryDay) on. A decline
 * whose retries all ran and that is past the window is left alone: it was paused then, and a
 * customer who resumed it since is not paused again for it (the banner still asks them to pay).
 *
 * @example
 * declineDueOn('2026-11-01', 0, '2026-11-03') // null
 * declineDueOn('2026-11-01', 0, '2026-11-04') // 'retry'
 * declineDueOn('2026-11-01', 1, '2026-11-08') // 'retry'
 * declineDueOn('2026-11-01', 2, '2026-11-08') // 'pause'
 * declineDueOn('2026-11-01', 0, '2026-12-01') // 'age-out'
 * declineDueOn('2026-11-01', 2, '2026-12-01') // null
 */
export function declineDueOn(day: string, retriesDone: number, today: string): DeclineDue | null {
  const inWindow = day >= paymentRetriesSince(today);
  const next = nextPaymentRetryDay(day, retriesDone);
  if (next === null) return inWindow ? 'pause' : null;
  if (!inWindow) return 'age-out';
  return next <= today ? 'retry' : null;
}

/**
 * The records the actions and the scheduled job read carry a subscription's billing attempts of
 * the last this many days, and any failed one still owed whatever its age (issue 38): a
 * renewal's retries (PAYMENT_RETRY_DAYS), today's attempt and the skips ahead all lie inside it,
 * and it stays the same size however many years of renewals a subscription has behind it.
 */
export const RECENT_ATTEMPT_DAYS = 90;

/**
 * The first shop day (YYYY-MM-DD, +12:00) of the recent-attempts window at `now`.
 *
 * @example
 * recentAttemptsSince(new Date('2026-11-26T00:00:00Z')) // '2026-08-28'
 */
export function recentAttemptsSince(now: Date): string {
  return addInterval(shopToday(now), -RECENT_ATTEMPT_DAYS, 'day');
}

/**
 * Whether a subscription's answer shows the attempt: one dated `today` (a shop day) or later —
 * today's renewal, the next delivery, the skipped deliveries ahead — or a failure still owed, the
 * payment banner's. That is all the screens read of `billing_attempts` (spec 001 §3); the paid
 * and skipped past is the order history's.
 *
 * @example
 * isCurrentAttempt({ date: '2026-12-01', status: 'skipped', skipped_on: '2026-11-20' }, '2026-11-26') // true
 * isCurrentAttempt({ date: '2026-10-01', status: 'error', error_code: 'card_declined' }, '2026-11-26') // true
 * isCurrentAttempt({ date: '2026-11-20', status: 'success', completed_at: '2026-11-20T07:00:00Z' }, '2026-11-26') // false
 */
export function isCurrentAttempt(attempt: BillingAttemptLike, today: string): boolean {
  return attempt.date >= today || isFailedAttempt(attempt);
}

/** The attempt status that marks a failed charge. */
export const BILLING_ERROR_STATUS = 'error';

/**
 * Failed: status 'error' or an error code, and neither completed nor skipped.
 *
 * @example
 * isFailedAttempt({ date: '2025-06-01', error_code: 'card_declined' }) // true
 * isFailedAttempt({ date: '2025-06-01', status: 'error', completed_at: '2025-06-02' }) // false
 */
export function isFailedAttempt(attempt: BillingAttemptLike): boolean {
  return (attempt.status === BILLING_ERROR_STATUS || Boolean(attempt.error_code)) && !attempt.completed_at && !attempt.skipped_on;
}

/** An attempt still to be made: no completion, no skip, no error. */
function isPending(attempt: BillingAttemptLike): boolean {
  return !attempt.completed_at && !attempt.skipped_on && !attempt.error_code && attempt.status !== BILLING_ERROR_STATUS;
}

function byDate(a: BillingAttemptLike, b: BillingAttemptLike): number {
  return (parseIsoDate(a.date)?.getTime() ?? Infinity) - (parseIsoDate(b.date)?.getTime() ?? Infinity);
}

/**
 * The earliest unresolved failed attempt (the one the banner reports), or null.
 *
 * @example
 * firstFailedAttempt([{ date: '2025-06-01', status: 'error' }])?.date // '2025-06-01'
 */
export function firstFailedAttempt<A extends BillingAttemptLike>(attempts: readonly A[] | null | undefined): A | null {
  return [...(attempts ?? [])].filter(isFailedAttempt).sort(byDate)[0] ?? null;
}

/**
 * The failed cycle still owed, the one the banner reports and Retry Payment pays: the latest
 * failed attempt. Paying it closes every earlier one (issue 47: once a later cycle is paid the
 * earlier ones are not owed), so a customer behind on two cycles gets one delivery, not two.
 *
 * @example
 * owedFailedAttempt([{ date: '2025-06-01', status: 'error' }, { date: '2025-06-29', status: 'error' }])?.date // '2025-06-29'
 */
export function owedFailedAttempt<A extends BillingAttemptLike>(attempts: readonly A[] | null | undefined): A | null {
  return [...(attempts ?? [])].filter(isFailedAttempt).sort(byDate).at(-1) ?? null;
}

/**
 * The next delivery date from billing attempts: an unresolved failed attempt's date when one
 * exists (that order is still owed), else the earliest future attempt with no completion,
 * skip or error; null when neither exists.
 *
 * @example
 * nextDeliveryFromAttempts([{ date: '2025-06-10' }, { date: '2025-07-10' }], new Date('2025-06-01')) // '2025-06-10'
 */
export function nextDeliveryFromAttempts(attempts: readonly BillingAttemptLike[] | null | undefined, now: Date): string | null {
  const failed = firstFailedAttempt(attempts);
  if (failed) return failed.date;
  const upcoming = [...(attempts ?? [])].filter((a) => isPending(a) && (parseIsoDate(a.date)?.getTime() ?? -Infinity) > now.getTime()).sort(byDate);
  return upcoming[0]?.date ?? null;
}

/**
 * A subscription's next delivery: from its billing attempts, else its scheduled charge date.
 *
 * @example
 * nextDeliveryOf({ billing_attempts: [], next_charge_scheduled_at: '2025-06-10' }, now) // '2025-06-10'
 */
export function nextDeliveryOf(
  subscription: {
    billing_attempts?: readonly BillingAttemptLike[] | null;
    next_charge_scheduled_at?: string | null;
  },
  now: Date,
): string | null {
  return nextDeliveryFromAttempts(subscription.billing_attempts, now) ?? subscription.next_charge_scheduled_at ?? null;
}

/** The payment banner's first sentence (spec 001 §8). */
export const PAYMENT_BANNER_HEADLINE = 'Your last order was NOT processed as we were unable to charge your credit card.';
/** Shown when a failed attempt carries no error message. */
export const UNKNOWN_PAYMENT_ERROR = 'Unknown payment error';
/** The banner's closing sentence; 'click here' links to the subscription's edit_url. */
export const PAYMENT_BANNER_ACTION = 'Please check your card details and retry the payment. If you need to update your card click here.';
/** The words of `PAYMENT_BANNER_ACTION` that link to the subscription's edit_url. */
export const PAYMENT_BANNER_LINK_TEXT = 'click here';

/**
 * The banner's three parts for a failed attempt, in order.
 *
 * @example
 * paymentBanner({ date: '2025-06-01', status: 'error' }).detail // 'Unknown payment error'
 */
export function paymentBanner(attempt: BillingAttemptLike): {
  headline: string;
  detail: string;
  action: string;
} {
  return {
    headline: PAYMENT_BANNER_HEADLINE,
    detail: attempt.error_message?.trim() || UNKNOWN_PAYMENT_ERROR,
    action: PAYMENT_BANNER_ACTION,
  };
}
