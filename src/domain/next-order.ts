/**
 * What the dashboard shows for a subscription's next order (spec 001 §2 'My Next Order', §4
 * 'Next delivery stale'): the date, or 'update pending' when it is missing or stale.
 */
import { nextDeliveryOf, type BillingAttemptLike } from './billing';
import { formatLongDateUS, isNextDateStale } from './dates';

/** Shown instead of a next order date that is missing or more than a day in the past. */
export const UPDATE_PENDING_LABEL = 'update pending';

type NextDeliverySubject = { billing_attempts?: readonly BillingAttemptLike[] | null; next_charge_scheduled_at?: string | null };

/**
 * The next delivery every screen speaks of: nextDeliveryOf's date when it is known and not
 * stale, else null ('update pending': a declined attempt awaiting its retry, or no date). The
 * My Next Order card, Skip, the plan-fit sentence and the mobile card all read it here, so
 * one card never says 'update pending' beside 'the next delivery on December 24' (issue 39).
 *
 * @example
 * knownNextDelivery({ billing_attempts: [], next_charge_scheduled_at: '2025-06-10' }, new Date('2025-06-01')) // '2025-06-10'
 * knownNextDelivery({ billing_attempts: [{ date: '2025-05-20', status: 'error' }], next_charge_scheduled_at: '2025-06-17' }, new Date('2025-06-01')) // null
 */
export function knownNextDelivery(subscription: NextDeliverySubject, now: Date): string | null {
  const date = nextDeliveryOf(subscription, now);
  return date && !isNextDateStale(date, now) ? date : null;
}

/**
 * @example
 * nextOrderDisplay({ billing_attempts: [], next_charge_scheduled_at: '2025-06-10' }, new Date('2025-06-01'))
 * // { stale: false, date: '2025-06-10', label: 'June 10, 2025' }
 * nextOrderDisplay({ next_charge_scheduled_at: null }, now) // { stale: true, date: null, label: 'update pending' }
 */
export function nextOrderDisplay(subscription: NextDeliverySubject, now: Date): { stale: boolean; date: string | null; label: string } {
  const date = knownNextDelivery(subscription, now);
  return { stale: date === null, date, label: date ? formatLongDateUS(date) : UPDATE_PENDING_LABEL };
}
