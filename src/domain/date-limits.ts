/**
 * The days a customer may pick (spec 001 §5), counted from the shop's calendar day (+12:00,
 * decision 0005): the one rule the date pickers offer and the API checks. A browser's own
 * calendar is a day behind New Zealand's for half of every day in UTC (and more in the
 * Americas), so a picker counting from it offered a day the server refused (issue 39).
 */
import { addDays } from 'date-fns';
import { formatLongDateUS, legacyDateLimits, parseIsoDate, subscriptionDateLimits, toIsoDate, type DateLimits } from './dates';
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
 * The day a pause ends (`{ until }`): a subscription's limits, from the day after its next order
 * on, the rule the pause call checks (a resume before that day would charge sooner and undo a
 * skip). `nextDay` null (no day known): the subscription's limits.
 *
 * @example
 * toIsoDate(pauseUntilPickLimits(new Date('2025-06-01T00:00:00Z'), '2025-06-20').min) // '2025-06-21'
 */
export function pauseUntilPickLimits(now: Date, nextDay: string | null): DateLimits {
  const limits = subscriptionPickLimits(now);
  const next = nextDay ? parseIsoDate(nextDay) : null;
  if (!next) return limits;
  const after = addDays(next, 1);
  return after > limits.min ? { min: after, max: limits.max } : limits;
}

/**
 * Why a pause cannot end on or before the next delivery (409 `pause_until_too_soon`, and the
 * customer account page's field).
 *
 * @example
 * pauseUntilTooSoonMessage('2025-06-20') // 'Please choose a date after your next delivery (June 20, 2025)'
 */
export const pauseUntilTooSoonMessage = (nextDelivery: string) => `Please choose a date after your next delivery (${formatLongDateUS(nextDelivery)})`;

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
