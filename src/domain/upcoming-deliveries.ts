/**
 * The deliveries ahead of a subscription (issue 47 §5): the next three, each with its day, what it
 * holds and its price, and the skipped days among them. The skip rules (./skips.ts) accept any of
 * these three, so what the dashboard lists and what the API takes are one rule.
 *
 * The schedule is the subscription's rhythm from its next charge day: next, next + interval, …
 * A skipped day is a billing attempt with status 'skipped'; the renewal job passes over a day that
 * has an attempt (functions/billing/renewals.ts), so a skipped later day is never charged.
 */
import { DEFAULT_SHIPPING_CENTS, dollarsToCents } from './money';
import { addInterval, subscriptionNextOrderDiscountCents } from './renewals';

/** How many deliveries ahead the dashboard lists, and the customer may skip. */
export const UPCOMING_DELIVERIES_SHOWN = 3;

/** A skipped delivery's status (a CHECK in migrations/0004_subscriptions.sql). */
const SKIPPED = 'skipped';

/** What the schedule reads of a subscription. */
export interface ScheduleSubject {
  next_charge_scheduled_at: string | null;
  order_interval_frequency: number;
  order_interval_unit: string;
  attempts: readonly { date: string; status: string }[];
}

/** One day of the schedule: scheduled, or skipped by the customer. */
export interface ScheduleDay {
  day: string;
  skipped: boolean;
}

const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : null);

/** The skipped days from `today` on, soonest first. */
function skippedDaysFrom(attempts: ScheduleSubject['attempts'], today: string): string[] {
  return attempts
    .filter((a) => a.status === SKIPPED && a.date.slice(0, 10) >= today)
    .map((a) => a.date.slice(0, 10))
    .sort();
}

/**
 * The schedule ahead until it holds `count` scheduled deliveries: the next charge day and the
 * days one interval apart after it, with the skipped days ahead among them (also one before the
 * next day: a skipped next delivery moved the next day on). Empty without a next charge day.
 *
 * @example
 * const sub = { next_charge_scheduled_at: '2026-12-01', order_interval_frequency: 28, order_interval_unit: 'day', attempts: [{ date: '2026-12-29', status: 'skipped' }] };
 * deliverySchedule(sub, '2026-11-25', 3)
 * // [{ day: '2026-12-01', skipped: false }, { day: '2026-12-29', skipped: true }, { day: '2027-01-26', skipped: false }, { day: '2027-02-23', skipped: false }]
 */
export function deliverySchedule(s: ScheduleSubject, today: string, count: number = UPCOMING_DELIVERIES_SHOWN): ScheduleDay[] {
  const next = dayOf(s.next_charge_scheduled_at);
  if (!next || count <= 0) return [];
  const skipped = new Set(skippedDaysFrom(s.attempts, today));
  const days = new Set<string>([...skipped].filter((d) => d < next));
  let day = next;
  let scheduled = 0;
  // Bounded: every step adds a day, and at most `skipped.size` of them are skipped.
  for (let i = 0; scheduled < count && i < count + skipped.size + 1; i++) {
    days.add(day);
    if (!skipped.has(day)) scheduled++;
    day = addInterval(day, s.order_interval_frequency, s.order_interval_unit);
  }
  const last = [...days].sort().at(-1)!;
  for (const d of skipped) if (d <= last) days.add(d);
  return [...days].sort().map((d) => ({ day: d, skipped: skipped.has(d) }));
}

/**
 * The next `count` scheduled (not skipped) delivery days.
 *
 * @example
 * upcomingDeliveryDays({ next_charge_scheduled_at: '2026-12-01', order_interval_frequency: 28, order_interval_unit: 'day', attempts: [] }, '2026-11-25')
 * // ['2026-12-01', '2026-12-29', '2027-01-26']
 */
export function upcomingDeliveryDays(s: ScheduleSubject, today: string, count: number = UPCOMING_DELIVERIES_SHOWN): string[] {
  return deliverySchedule(s, today, count)
    .filter((d) => !d.skipped)
    .map((d) => d.day);
}

/**
 * The first scheduled day after `day`, passing over skipped ones: where the next delivery goes
 * when `day` (the next one) is skipped.
 *
 * @example
 * dayAfterSkipping({ next_charge_scheduled_at: '2026-12-01', order_interval_frequency: 28, order_interval_unit: 'day', attempts: [{ date: '2026-12-29', status: 'skipped' }] }, '2026-12-01') // '2027-01-26'
 */
export function dayAfterSkipping(s: ScheduleSubject, day: string): string {
  const skipped = new Set(s.attempts.filter((a) => a.status === SKIPPED).map((a) => a.date.slice(0, 10)));
  let next = addInterval(day, s.order_interval_frequency, s.order_interval_unit);
  // Bounded by the skips there are: each one passed over is one of them.
  for (let i = 0; skipped.has(next) && i <= skipped.size; i++) next = addInterval(next, s.order_interval_frequency, s.order_interval_unit);
  return next;
}

/** An item as a subscription's answer carries it. */
export interface DeliveryItemLike {
  id: string;
  title: string;
  quantity: number;
  final_price?: number | string | null;
  price?: number | string | null;
  one_time?: boolean | null;
  is_main?: boolean | null;
}

/** One upcoming delivery as the dashboard lists it. */
export interface UpcomingDelivery {
  day: string;
  skipped: boolean;
  /** Only the next delivery holds the one-time items. */
  items: { id: string; title: string; quantity: number }[];
  /** What it is charged: its items less `discountCents`, with shipping. */
  totalCents: number;
  /** The next-order discount it takes (0 but on the first delivery charged). */
  discountCents: number;
}

/**
 * The deliveries the dashboard lists: the schedule's days, each with the items it holds (one-time
 * items only in the first scheduled one) and its total with shipping; the first one charged also
 * takes the next-order discount (`nextOrderDiscountPercent`, the trial's 25 % or a stay offer),
 * as the renewal charges it.
 *
 * @example
 * upcomingDeliveries(sub, items, '7.99', '2026-11-25')[1] // { day: '2026-12-29', skipped: false, items: [...], totalCents: 7694, discountCents: 0 }
 */
export function upcomingDeliveries(
  s: ScheduleSubject,
  items: readonly DeliveryItemLike[],
  shippingPrice: number | string | null | undefined,
  today: string,
  nextOrderDiscountPercent: number | null = null,
): UpcomingDelivery[] {
  const shipping = dollarsToCents(shippingPrice) ?? DEFAULT_SHIPPING_CENTS;
  let first = true;
  return deliverySchedule(s, today).map(({ day, skipped }) => {
    const held = items.filter((i) => !i.one_time || (first && !skipped));
    const subtotal = held.reduce((sum, i) => sum + (dollarsToCents(i.final_price) ?? dollarsToCents(i.price) ?? 0) * i.quantity, 0);
    const discountCents = first && !skipped ? Math.min(subtotal, subscriptionNextOrderDiscountCents(held, nextOrderDiscountPercent)) : 0;
    if (!skipped) first = false;
    return {
      day,
      skipped,
      items: held.map((i) => ({ id: i.id, title: i.title, quantity: i.quantity })),
      totalCents: subtotal - discountCents + shipping,
      discountCents,
    };
  });
}
