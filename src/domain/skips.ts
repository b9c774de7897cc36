/**
 * Skip and unskip a delivery (issue 21): the rule of which day can be skipped or put back, and
 * where the next delivery goes. A skipped delivery is a billing attempt of that day with status
 * 'skipped' and `skipped_on` the shop day the customer skipped it (the spec's field, spec 001 §3),
 * so the next-delivery rule (billing.ts) already passes over it and the renewal job never bills a
 * day that has an attempt (functions/billing/renewals.ts).
 *
 * - Any of the next three deliveries can be skipped (./upcoming-deliveries.ts), each only before its
 *   charge falls due (07:00 +12:00 on the day). Skipping the next one moves the next delivery on to
 *   the first day after it that is not skipped; skipping a later one leaves the next delivery where
 *   it is. Skipping a day already skipped changes nothing (idempotent).
 * - A skipped day can be put back while its charge has not fallen due: the skip is removed and the
 *   next delivery is that day again (unless the next delivery is already earlier). Unskipping a day
 *   that is not skipped changes nothing (idempotent).
 */
import { failedTo } from '../copy/messages';
import { isChargeDue, shopToday } from './renewals';
import { UPCOMING_DELIVERIES_SHOWN, dayAfterSkipping, upcomingDeliveryDays } from './upcoming-deliveries';

/** A billing attempt's status for a skipped delivery (a CHECK in migrations/0004_subscriptions.sql). */
export const SKIPPED_STATUS = 'skipped';

/** What the customer reads when the shop could not take the skip (the actions' 'Failed to …' toast). */
export const SKIP_FAILED = failedTo('skip the delivery');
export const UNSKIP_FAILED = failedTo('unskip the delivery');

/** Moving the next delivery (date change, resume, pause until) onto a day the customer skipped. */
export const SKIPPED_DAY_MESSAGE = 'That delivery is skipped. Put it back first, or choose another date.';
export const CHARGE_DUE_MESSAGE = 'That delivery is already being charged, so it can no longer be skipped or put back.';
export const ALREADY_CHARGED_MESSAGE = 'That delivery has already been charged.';
export const NO_NEXT_DELIVERY_MESSAGE = 'This subscription has no upcoming delivery to skip.';

/**
 * @example
 * notUpcomingDeliveryMessage(['2026-12-01', '2026-12-29', '2027-01-26'])
 * // 'Only the next 3 deliveries (2026-12-01, 2026-12-29, 2027-01-26) can be skipped.'
 */
export const notUpcomingDeliveryMessage = (days: readonly string[]) =>
  `Only the next ${UPCOMING_DELIVERIES_SHOWN} deliveries (${days.join(', ')}) can be skipped.`;

/** What the skip rules read of a subscription. */
export interface SkipSubject {
  next_charge_scheduled_at: string | null;
  order_interval_frequency: number;
  order_interval_unit: string;
  attempts: readonly { date: string; status: string }[];
}

export type SkipPlan =
  { kind: 'unchanged' } | { kind: 'change'; next: string } | { kind: 'refused'; code: 'not_next_delivery' | 'charge_due'; message: string };

const dayOf = (value: string | null) => (value ? value.slice(0, 10) : null);
const isSkippedOn = (s: SkipSubject, day: string) => s.attempts.some((a) => a.date === day && a.status === SKIPPED_STATUS);

/**
 * Skipping `day`: unchanged when it is skipped already; else `day` must be one of the next three
 * deliveries and not yet due. The next delivery moves on past it when it is the next one, and
 * stays where it is when it is a later one.
 *
 * @example
 * const sub = { next_charge_scheduled_at: '2026-12-01', order_interval_frequency: 28, order_interval_unit: 'day', attempts: [] };
 * planSkip(sub, '2026-12-01', new Date('2026-11-25T00:00:00Z')) // { kind: 'change', next: '2026-12-29' }
 * planSkip(sub, '2026-12-29', new Date('2026-11-25T00:00:00Z')) // { kind: 'change', next: '2026-12-01' }
 * planSkip(sub, '2027-02-23', new Date('2026-11-25T00:00:00Z')).kind // 'refused' (not one of the next three)
 */
export function planSkip(s: SkipSubject, day: string, now: Date): SkipPlan {
  if (isSkippedOn(s, day)) return { kind: 'unchanged' };
  const next = dayOf(s.next_charge_scheduled_at);
  if (!next) return { kind: 'refused', code: 'not_next_delivery', message: NO_NEXT_DELIVERY_MESSAGE };
  const upcoming = upcomingDeliveryDays(s, shopToday(now));
  if (!upcoming.includes(day)) return { kind: 'refused', code: 'not_next_delivery', message: notUpcomingDeliveryMessage(upcoming) };
  if (isChargeDue(day, now)) return { kind: 'refused', code: 'charge_due', message: CHARGE_DUE_MESSAGE };
  // A day billed already (the date was moved back onto it) is passed over by the renewal job anyway.
  if (s.attempts.some((a) => a.date === day && a.status !== 'error')) return { kind: 'refused', code: 'charge_due', message: ALREADY_CHARGED_MESSAGE };
  return { kind: 'change', next: day === next ? dayAfterSkipping(s, day) : next };
}

/**
 * Unskipping `day`: unchanged when it is not skipped; else, while its charge has not fallen due,
 * the next delivery is `day` again (or stays where it is when that is earlier).
 *
 * @example
 * const skipped = { next_charge_scheduled_at: '2026-12-29', order_interval_frequency: 28, order_interval_unit: 'day', attempts: [{ date: '2026-12-01', status: 'skipped' }] };
 * planUnskip(skipped, '2026-12-01', new Date('2026-11-25T00:00:00Z')) // { kind: 'change', next: '2026-12-01' }
 * planUnskip(skipped, '2026-12-08', new Date('2026-11-25T00:00:00Z')) // { kind: 'unchanged' }
 */
export function planUnskip(s: SkipSubject, day: string, now: Date): SkipPlan {
  if (!isSkippedOn(s, day)) return { kind: 'unchanged' };
  if (isChargeDue(day, now)) return { kind: 'refused', code: 'charge_due', message: CHARGE_DUE_MESSAGE };
  const next = dayOf(s.next_charge_scheduled_at);
  return { kind: 'change', next: next && next < day ? next : day };
}

/**
 * The skipped deliveries a customer can still put back: skipped days from `today` on, soonest
 * first ('YYYY-MM-DD').
 *
 * @example
 * upcomingSkippedDays([{ date: '2026-12-01', status: 'skipped' }, { date: '2026-11-01', status: 'skipped' }], '2026-11-25') // ['2026-12-01']
 */
export function upcomingSkippedDays(attempts: readonly { date: string; status: string }[] | null | undefined, today: string): string[] {
  return (attempts ?? [])
    .filter((a) => a.status === SKIPPED_STATUS && a.date.slice(0, 10) >= today)
    .map((a) => a.date.slice(0, 10))
    .sort();
}
