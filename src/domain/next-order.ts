/**
 * What the dashboard shows for a subscription's next order (spec 001 §2 'My Next Order', §4
 * 'Next delivery stale'): the date, or 'update pending' when it is missing or stale.
 */
import { nextDeliveryOf, type BillingAttemptLike } from './billing';
import { formatLongDateUS, isNextDateStale } from './dates';

/** Shown instead of a next order date that is missing or more than a day in the past. */
export const UPDATE_PENDING_LABEL = 'update pending';

/**
 * @example
 * nextOrderDisplay({ billing_attempts: [], next_charge_scheduled_at: '2025-06-10' }, new Date('2025-06-01'))
 * // { stale: false, date: '2025-06-10', label: 'June 10, 2025' }
 * nextOrderDisplay({ next_charge_scheduled_at: null }, now) // { stale: true, date: null, label: 'update pending' }
 */
export function nextOrderDisplay(
  subscription: { billing_attempts?: readonly BillingAttemptLike[] | null; next_charge_scheduled_at?: string | null },
  now: Date,
): { stale: boolean; date: string | null; label: string } {
  const date = nextDeliveryOf(subscription, now);
  const stale = isNextDateStale(date, now);
  return { stale, date, label: stale || !date ? UPDATE_PENDING_LABEL : formatLongDateUS(date) };
}
