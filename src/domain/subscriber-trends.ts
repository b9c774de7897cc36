/**
 * The Subscribers charts (issue 49): the subscriptions week by week, and retention by cohort.
 * Both read a subscription as its start and end days (the shop's days): subscribed from the day
 * it started until the day it was cancelled. A pause does not end it: a paused customer is still
 * a subscriber, which is what a merchant counts and what the save offers try to win.
 *
 * - Weeks: the 26 weeks of 7 days ending today. Per week, the subscriptions that started and the
 *   ones cancelled in it, and the active ones (started, not cancelled) at its last day.
 * - Retention: the customers by the month of their first order (the start of their first
 *   subscription), for the 12 months before this one; after n = 1…12 months, how many of them
 *   still had a subscription n months after their own first order. A cell is null until every
 *   customer of its month has reached n months, so no cell mixes the known and the unknown.
 */
import { addInterval } from './renewals';

export const SUBSCRIBER_WEEKS = 26;
export const RETENTION_MONTHS = 12;

/** What the charts need of one subscription. */
export interface SubscriptionSpan {
  customerId: string;
  /** The shop's day it started (its first order). */
  started: string;
  /** The shop's day it was cancelled; null while it runs. */
  ended: string | null;
}

export interface SubscriberWeek {
  /** The week's first day; the last is 6 days on (the last week ends today). */
  start: string;
  active: number;
  started: number;
  cancelled: number;
}

export interface RetentionCohort {
  /** 'YYYY-MM': the month of the customers' first order. */
  month: string;
  customers: number;
  /** After 1…12 months: how many still subscribed, or null while not all have got there. */
  still: (number | null)[];
  /** The same as a percentage of `customers`, one decimal; null with it (or with no customers). */
  shares: (number | null)[];
}

const inWeek = (day: string | null, start: string, end: string) => day !== null && day >= start && day <= end;
const subscribedOn = (s: SubscriptionSpan, day: string) => s.started <= day && (s.ended === null || s.ended > day);

/**
 * The 26 weeks ending `today`, oldest first.
 *
 * @example
 * subscriberWeeks([{ customerId: 'c', started: '2026-11-27', ended: null }], '2026-11-28', 1)
 * // [{ start: '2026-11-22', active: 1, started: 1, cancelled: 0 }]
 */
export function subscriberWeeks(subs: readonly SubscriptionSpan[], today: string, weeks = SUBSCRIBER_WEEKS): SubscriberWeek[] {
  return Array.from({ length: weeks }, (_, i) => {
    const end = addInterval(today, -7 * (weeks - 1 - i), 'day');
    const start = addInterval(end, -6, 'day');
    let active = 0;
    let started = 0;
    let cancelled = 0;
    for (const s of subs) {
      if (subscribedOn(s, end)) active++;
      if (inWeek(s.started, start, end)) started++;
      if (inWeek(s.ended, start, end)) cancelled++;
    }
    return { start, active, started, cancelled };
  });
}

const monthOf = (day: string) => day.slice(0, 7);
const lastDayOf = (month: string) => addInterval(addInterval(`${month}-01`, 1, 'month'), -1, 'day');

/**
 * The cohorts of the 12 months before `today`'s month, oldest first.
 *
 * @example
 * retentionCohorts([{ customerId: 'c', started: '2026-09-10', ended: '2026-11-01' }], '2026-11-28')[9]
 * // { month: '2026-09', customers: 1, still: [1, null, …], shares: [100, null, …] }
 */
export function retentionCohorts(subs: readonly SubscriptionSpan[], today: string, months = RETENTION_MONTHS): RetentionCohort[] {
  const byCustomer = new Map<string, SubscriptionSpan[]>();
  for (const s of subs) byCustomer.set(s.customerId, [...(byCustomer.get(s.customerId) ?? []), s]);
  const cohorts = new Map<string, { first: string; spans: SubscriptionSpan[] }[]>();
  for (const spans of byCustomer.values()) {
    const first = spans.reduce((min, s) => (s.started < min ? s.started : min), spans[0]!.started);
    cohorts.set(monthOf(first), [...(cohorts.get(monthOf(first)) ?? []), { first, spans }]);
  }
  const thisMonth = `${monthOf(today)}-01`;
  return Array.from({ length: months }, (_, i) => {
    const month = monthOf(addInterval(thisMonth, i - months, 'month'));
    const customers = cohorts.get(month) ?? [];
    const still = Array.from({ length: RETENTION_MONTHS }, (_, k) => {
      const n = k + 1;
      if (addInterval(lastDayOf(month), n, 'month') > today) return null;
      return customers.filter(({ first, spans }) => spans.some((s) => subscribedOn(s, addInterval(first, n, 'month')))).length;
    });
    const shares = still.map((x) => (x === null || customers.length === 0 ? null : Math.round((x / customers.length) * 1000) / 10));
    return { month, customers: customers.length, still, shares };
  });
}
