/**
 * The days a customer may pick (spec 001 §5), counted from the shop's calendar day (+12:00,
 * decision 0005): the one rule the date pickers offer and the API checks. A browser's own
 * calendar is a day behind New Zealand's for half of every day in UTC (and more in the
 * Americas), so a picker counting from it offered a day the server refused (issue 39).
 */
import { formatLongDateUS, legacyDateLimits, subscriptionDateLimits, toIsoDate, type DateLimits } from './dates';
import { shopCalendarToday } from './renewals';

/**
 * A subscription's next order: the shop's today to 365 days ahead.
 *
 * @example
 * toIsoDate(subscriptionPickLimits(new Date('2025-06-01T13:00:00Z')).min) // '2025-06-02' (01:00 in Auckland)
 */
export function subscriptionPickLimits(now: Date): DateLimits {
  return subscriptionDateLimits(shopCalendarToday(now));
}

/**
 * A legacy subscription's next delivery: the shop's tomorrow to three months ahead.
 *
 * @example
 * toIsoDate(legacyPickLimits(new Date('2025-06-01T13:00:00Z')).min) // '2025-06-03'
 */
export function legacyPickLimits(now: Date): DateLimits {
  return legacyDateLimits(shopCalendarToday(now));
}

/**
 * What a picker says, and what the API answers when a day is outside the limits.
 *
 * @example
 * dateRangeMessage(subscriptionPickLimits(new Date('2025-06-01T00:00:00Z'))) // 'Please choose a date between June 1, 2025 and June 1, 2026'
 */
export function dateRangeMessage(limits: DateLimits): string {
  return `Please choose a date between ${formatLongDateUS(toIsoDate(limits.min))} and ${formatLongDateUS(toIsoDate(limits.max))}`;
}
