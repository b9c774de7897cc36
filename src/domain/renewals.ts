/**
 * The renewal schedule and the subscription actions' state rules (spec 001 §4, §7, §9):
 * when a charge is due, where the next date moves after a charge or a pause, which statuses
 * each action accepts, and when an order counts as recent (Reorder Now disabled).
 *
 * Calendar days are 'YYYY-MM-DD' in the shop's fixed zone (+12:00, the zone date changes are
 * sent in); a day's charge falls due at 07:00 of that day, the time date changes are sent with.
 */
import { addDays, addMonths, addWeeks, differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { KibbleProduct, KibbleVariant } from './catalogue';
import { DATE_CHANGE_TIME, DATE_CHANGE_TIMEZONE } from './dates';
import { dollarsToCents, RENEWAL_PERCENT_OF_LIST } from './money';
import { roundTo } from './rounding';

/**
 * An order placed for a subscription within this many days counts as recent, and Reorder Now
 * (ship-now) is refused: a reorder after 2pm on a Friday ships on Monday, so three days covers
 * every order that may not have left the warehouse yet.
 */
export const RECENT_ORDER_WINDOW_DAYS = 3;

export const INTERVAL_UNITS = ['day', 'week', 'month'] as const;
export type IntervalUnit = (typeof INTERVAL_UNITS)[number];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** ±HH:MM → minutes east of UTC. */
function offsetMinutes(zone: string): number {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(zone);
  if (!m) throw new Error(`Not a UTC offset: ${zone}`);
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/** HH:MM → minutes after midnight. */
function timeMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

const SHOP_OFFSET_MS = offsetMinutes(DATE_CHANGE_TIMEZONE) * 60_000;
const CHARGE_TIME_MS = timeMinutes(DATE_CHANGE_TIME) * 60_000;

/** The UTC calendar day of an instant, 'YYYY-MM-DD'. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Today in the shop's zone (+12:00).
 *
 * @example
 * shopToday(new Date('2025-06-01T13:00:00Z')) // '2025-06-02'
 */
export function shopToday(now: Date): string {
  return utcDay(now.getTime() + SHOP_OFFSET_MS);
}

/**
 * The shop's calendar day as a local midnight: the day a customer's date picker counts from
 * (`subscriptionDateLimits`, `legacyDateLimits`) when the server checks a picked day. The
 * Worker's own clock is UTC, which is still on the day before New Zealand's from its noon to
 * midnight.
 *
 * @example
 * subscriptionDateLimits(shopCalendarToday(new Date('2025-06-01T13:00:00Z'))).min // 2025-06-02, local midnight
 */
export function shopCalendarToday(now: Date): Date {
  return parseISO(shopToday(now));
}

/**
 * The shop-zone calendar day an instant falls on.
 *
 * @example
 * shopDayOf('2025-05-31T19:00:00.000Z') // '2025-06-01' (07:00 +12:00)
 */
export function shopDayOf(instant: string | Date): string | null {
  const ms = new Date(instant).getTime();
  return Number.isFinite(ms) ? utcDay(ms + SHOP_OFFSET_MS) : null;
}

/**
 * The latest day whose charge is due at `now`: a day falls due at 07:00 +12:00 on that day.
 *
 * @example
 * latestDueDay(new Date('2025-05-31T18:59:00Z')) // '2025-05-31' (06:59 on 1 June in +12:00)
 * latestDueDay(new Date('2025-05-31T19:00:00Z')) // '2025-06-01'
 */
export function latestDueDay(now: Date): string {
  return utcDay(now.getTime() + SHOP_OFFSET_MS - CHARGE_TIME_MS);
}

/**
 * Whether a subscription's next charge day has come.
 *
 * @example
 * isChargeDue('2025-06-01', new Date('2025-05-31T19:00:00Z')) // true
 * isChargeDue(null, new Date()) // false
 */
export function isChargeDue(nextDay: string | null | undefined, now: Date): boolean {
  return Boolean(nextDay) && nextDay!.slice(0, 10) <= latestDueDay(now);
}

/** 'YYYY-MM-DD' → a local Date at noon (clear of any midnight daylight-saving gap). */
function fromDay(day: string): Date {
  const m = DAY.exec(day.slice(0, 10));
  if (!m) throw new Error(`Not a calendar day: ${day}`);
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
}
const toDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** 'days', 'Week', 'month' → 'day', 'week', 'month' (Shopify and our rows spell units either way). */
const unitOf = (unit: string) => unit.toLowerCase().replace(/s$/, '');

/**
 * The days an interval spans when that does not depend on the calendar (days and weeks), or
 * null for months (28–31 days: `addInterval` and `intervalDaysEndingOn` count them).
 *
 * @example
 * fixedIntervalDays(2, 'week') // 14
 * fixedIntervalDays(1, 'month') // null
 */
export function fixedIntervalDays(count: number, unit: string = 'day'): number | null {
  const u = unitOf(unit);
  return u === 'week' ? count * 7 : u === 'month' ? null : count;
}

/**
 * A calendar day moved on by an interval; months keep the day of month where it exists.
 *
 * @example
 * addInterval('2025-01-31', 1, 'month') // '2025-02-28'
 * addInterval('2025-06-01', 28, 'day') // '2025-06-29'
 */
export function addInterval(day: string, count: number, unit: string = 'day'): string {
  const from = fromDay(day);
  switch (unitOf(unit)) {
    case 'week':
      return toDay(addWeeks(from, count));
    case 'month':
      return toDay(addMonths(from, count));
    default:
      return toDay(addDays(from, count));
  }
}

/**
 * How many days the interval ending on `day` spans: `count` days, `count` weeks, or the
 * calendar months before `day` (a month is 28–31 days, so the day it ends on decides).
 *
 * @example
 * intervalDaysEndingOn('2025-06-01', 28, 'day') // 28
 * intervalDaysEndingOn('2025-03-01', 1, 'month') // 28 (February 2025)
 */
export function intervalDaysEndingOn(day: string, count: number, unit: string = 'day'): number {
  return differenceInCalendarDays(fromDay(day), fromDay(addInterval(day, -count, unit)));
}

/**
 * The next charge day after charging `chargedDay`: one interval on, so the cadence holds even
 * when the job runs late; if that day has already passed (a long outage), one interval from
 * today instead, so a customer is never charged twice to catch up.
 *
 * @example
 * nextChargeDayAfter('2025-06-01', 28, 'day', '2025-06-01') // '2025-06-29'
 * nextChargeDayAfter('2025-01-01', 28, 'day', '2025-06-01') // '2025-06-29'
 */
export function nextChargeDayAfter(chargedDay: string, frequency: number, unit: string, today: string): string {
  const next = addInterval(chargedDay, frequency, unit);
  return next > today ? next : addInterval(today, frequency, unit);
}

/**
 * A pause of `days`: the next delivery moves that many days later than it was (from today
 * when it had no future date). An indefinite pause (null) has no next day.
 *
 * @example
 * pausedNextDay('2025-06-10', 14, '2025-06-01') // '2025-06-24'
 * pausedNextDay(null, 7, '2025-06-01') // '2025-06-08'
 */
export function pausedNextDay(currentNext: string | null | undefined, days: number | null, today: string): string | null {
  if (days === null) return null;
  const base = currentNext && currentNext.slice(0, 10) >= today ? currentNext.slice(0, 10) : today;
  return addInterval(base, days, 'day');
}

/**
 * Whether an order placed at `orderCreatedAt` is recent enough to disable Reorder Now.
 *
 * @example
 * isRecentOrder('2025-06-01T00:00:00Z', new Date('2025-06-03T23:00:00Z')) // true
 * isRecentOrder('2025-06-01T00:00:00Z', new Date('2025-06-04T01:00:00Z')) // false
 */
export function isRecentOrder(orderCreatedAt: string | null | undefined, now: Date): boolean {
  if (!orderCreatedAt) return false;
  const at = new Date(orderCreatedAt).getTime();
  return Number.isFinite(at) && now.getTime() - at < RECENT_ORDER_WINDOW_DAYS * 24 * 60 * 60 * 1000;
}

/** The instant before which an order is no longer recent, ISO UTC (for a database query). */
export function recentOrderCutoff(now: Date): string {
  return new Date(now.getTime() - RECENT_ORDER_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

/**
 * The discount a subscription's next order takes off its main bag (the trial's 25 % off the
 * first full order, `subscriptions.next_order_discount_percent`), in cents per bag. The
 * discounted price is rounded once from the list price, like every discounted price
 * (money.ts), so 25 % gives exactly `firstOrderPriceCents`.
 *
 * @example
 * nextOrderDiscountCents(12499, 10999, 25) // 2750 (10999 − 8249)
 * nextOrderDiscountCents(12499, 10999, 0) // 0
 */
export function nextOrderDiscountCents(mainListCents: number, mainFinalCents: number, percent: number): number {
  if (!(percent > 0)) return 0;
  const discounted = roundTo((mainListCents * RENEWAL_PERCENT_OF_LIST * (100 - Math.min(percent, 100))) / 10_000);
  return Math.max(0, mainFinalCents - discounted);
}

/** A subscription's line as the API answers it (dollars), for the discount below. */
export interface DiscountedItemLike {
  price?: number | string | null;
  final_price?: number | string | null;
  quantity?: number | null;
  is_main?: boolean | null;
}

/**
 * The next-order discount of a subscription as the API answers it, in cents: its main bag(s)
 * less `percent` (the trial's first full order, a stay offer). What the renewal charges
 * (functions/billing/charge.ts), Retry Payment, the next order and the upcoming deliveries say.
 *
 * @example
 * subscriptionNextOrderDiscountCents([{ price: 124.99, final_price: 109.99, quantity: 1, is_main: true }], 25) // 2750
 */
export function subscriptionNextOrderDiscountCents(items: readonly DiscountedItemLike[] | null | undefined, percent: number | null | undefined): number {
  const main = items?.find((i) => i.is_main);
  if (!main || !(percent && percent > 0)) return 0;
  const listCents = dollarsToCents(main.price) ?? 0;
  return nextOrderDiscountCents(listCents, dollarsToCents(main.final_price) ?? listCents, percent) * (main.quantity ?? 1);
}

/**
 * A kibble bag's title as items and orders carry it; `parseBagSizeKg` reads the size back.
 *
 * @example
 * kibbleVariantTitle({ title: 'Chicken Dog Box' }, { bagSizeKg: 15 }) // 'Chicken Dog Box 15kg'
 */
export function kibbleVariantTitle(product: Pick<KibbleProduct, 'title'>, variant: Pick<KibbleVariant, 'bagSizeKg'>): string {
  return `${product.title} ${variant.bagSizeKg}kg`;
}

/** The legacy panel's actions (spec 001 §2, §7). */
export type LegacyAction =
  'shipToday' | 'addItems' | 'removeItem' | 'updateDate' | 'updateFrequency' | 'cancel' | 'updateAddress' | 'changeProduct' | 'quickCheckout';

/**
 * An inactive legacy subscription "will not renew unless you restart it by clicking
 * Confirm & Pay" (spec 001 §4): it accepts only Confirm & Pay's checkout link and an
 * address change; everything else needs it active.
 */
export const LEGACY_INACTIVE_ACTIONS: readonly LegacyAction[] = ['quickCheckout', 'updateAddress'];

/**
 * @example
 * isLegacyActionAllowed('updateDate', false) // false
 * isLegacyActionAllowed('quickCheckout', false) // true
 */
export function isLegacyActionAllowed(action: LegacyAction, isActive: boolean): boolean {
  return isActive || LEGACY_INACTIVE_ACTIONS.includes(action);
}
