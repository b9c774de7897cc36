/**
 * Dates of deliveries and orders (spec 001 §4, §5, §7, §9). Every rule takes `now` as a
 * parameter: a pure function cannot read the clock, and tests need a fixed one.
 *
 * Storage and the API use ISO-8601 UTC; a delivery date the customer picks is a calendar
 * date ('YYYY-MM-DD') sent with the shop's fixed 07:00 +12:00.
 */
import { addDays, addMonths, format, isValid, parseISO, startOfDay } from 'date-fns';

/** The subscription date picker reaches about a year ahead. */
export const DATE_PICKER_HORIZON_DAYS = 365;
/** The legacy date picker reaches three months ahead. */
export const LEGACY_DATE_PICKER_HORIZON_MONTHS = 3;
/** A date change lands at 07:00 New Zealand standard time. */
export const DATE_CHANGE_TIME = '07:00';
/** New Zealand standard time; the shop schedules in it all year. */
export const DATE_CHANGE_TIMEZONE = '+12:00';
/** The `action` of every date-change and ship-now body. */
export const RESCHEDULE_ACTION = 'reschedule';
/** One day in milliseconds, for rules that compare instants. */
export const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** A next date more than this far in the past shows 'update pending'. */
export const STALE_NEXT_DATE_MS = MS_PER_DAY;
/** Dates on the screens are shown in the shop's zone, whatever the machine's. */
export const SHOP_TIME_ZONE = 'Pacific/Auckland';

/** The first and last selectable day of a date picker (local midnight). */
export interface DateLimits {
  min: Date;
  max: Date;
}

/**
 * Subscription picker: today to 365 days ahead (local calendar days).
 *
 * @example
 * subscriptionDateLimits(new Date(2025, 0, 10, 15)) // { min: 2025-01-10 00:00, max: 2026-01-10 00:00 }
 */
export function subscriptionDateLimits(now: Date): DateLimits {
  const today = startOfDay(now);
  return { min: today, max: addDays(today, DATE_PICKER_HORIZON_DAYS) };
}

/**
 * Legacy picker: tomorrow to three months ahead.
 *
 * @example
 * legacyDateLimits(new Date(2025, 0, 31)) // { min: 2025-02-01, max: 2025-04-30 }
 */
export function legacyDateLimits(now: Date): DateLimits {
  const today = startOfDay(now);
  return { min: addDays(today, 1), max: addMonths(today, LEGACY_DATE_PICKER_HORIZON_MONTHS) };
}

/**
 * Whether a picked calendar day lies within the limits (both ends included).
 *
 * @example
 * isWithinDateLimits(new Date(2025, 0, 10, 23), subscriptionDateLimits(new Date(2025, 0, 10))) // true
 */
export function isWithinDateLimits(date: Date, limits: DateLimits): boolean {
  const day = startOfDay(date).getTime();
  return day >= limits.min.getTime() && day <= limits.max.getTime();
}

/**
 * A calendar date 'YYYY-MM-DD' from a local Date (or passed through when already one).
 *
 * @example
 * toIsoDate(new Date(2025, 5, 1, 23, 30)) // '2025-06-01'
 */
export function toIsoDate(date: Date | string): string {
  if (typeof date === 'string') return date.slice(0, 10);
  return format(date, 'yyyy-MM-dd');
}

/** The body of POST …/changeDate and …/ship-now (spec 001 §7). */
export interface DateChangeBody {
  date: string;
  time: string;
  timezone: string;
  action: typeof RESCHEDULE_ACTION;
  reset_schedule: boolean;
}

/**
 * The body of change-date and ship-now calls.
 *
 * @example
 * dateChangeBody('2025-06-01') // { date: '2025-06-01', time: '07:00', timezone: '+12:00', action: 'reschedule', reset_schedule: false }
 */
export function dateChangeBody(date: Date | string, resetSchedule = false): DateChangeBody {
  return {
    date: toIsoDate(date),
    time: DATE_CHANGE_TIME,
    timezone: DATE_CHANGE_TIMEZONE,
    action: RESCHEDULE_ACTION,
    reset_schedule: resetSchedule,
  };
}

/**
 * Ship now: today, with the schedule restarting from this delivery.
 *
 * @example
 * shipNowBody(new Date(2025, 5, 1)).reset_schedule // true
 */
export function shipNowBody(now: Date): DateChangeBody {
  return dateChangeBody(now, true);
}

/**
 * The instant a date change names, as ISO UTC.
 *
 * @example
 * scheduledInstant({ date: '2025-06-01', time: '07:00', timezone: '+12:00' }) // '2025-05-31T19:00:00.000Z'
 */
export function scheduledInstant(body: Pick<DateChangeBody, 'date' | 'time' | 'timezone'>): string | null {
  const instant = parseISO(`${body.date}T${body.time}:00${body.timezone}`);
  return isValid(instant) ? instant.toISOString() : null;
}

/**
 * @example
 * toIsoUtc(new Date(Date.UTC(2025, 5, 1, 7))) // '2025-06-01T07:00:00.000Z'
 */
export function toIsoUtc(date: Date): string {
  return date.toISOString();
}

/**
 * Reads an ISO date or date-time; null when missing or unreadable.
 *
 * @example
 * parseIsoDate('2025-06-01T07:00:00Z')?.toISOString() // '2025-06-01T07:00:00.000Z'
 */
export function parseIsoDate(value: string | Date | null | undefined): Date | null {
  if (value == null || value === '') return null;
  const date = value instanceof Date ? value : (calendarDate(value) ?? parseISO(value));
  return isValid(date) ? date : null;
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A plain 'YYYY-MM-DD' read as parseISO reads it (local midnight; a day the month lacks is
 * invalid), without parseISO's general parser: the subscription list sorts and checks each of
 * its dates this way, 50 of them for a large customer. Anything else (or a year before 1000,
 * which `new Date(y, …)` would shift) is left to parseISO.
 *
 * @example
 * calendarDate('2026-02-29') // Invalid Date
 */
function calendarDate(value: string): Date | undefined {
  const m = CALENDAR_DATE.exec(value);
  if (!m) return undefined;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1000) return undefined;
  const date = new Date(year, month - 1, day);
  return date.getMonth() === month - 1 && date.getDate() === day ? date : new Date(NaN);
}

/**
 * 'update pending': the next date is missing or more than one day in the past.
 *
 * @example
 * isNextDateStale(null, now) // true
 * isNextDateStale('2025-05-30T00:00:00Z', new Date('2025-06-01T00:00:00Z')) // true
 */
export function isNextDateStale(next: string | Date | null | undefined, now: Date): boolean {
  const date = parseIsoDate(next);
  return date === null || now.getTime() - date.getTime() > STALE_NEXT_DATE_MS;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The date styles we show, and the time of day; their formatters are made once per time zone. */
const DATE_STYLES = {
  short: { year: 'numeric', month: 'numeric', day: 'numeric' },
  long: { year: 'numeric', month: 'long', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

// Making an Intl.DateTimeFormat costs far more than formatting with one: a table of orders
// made one per date, a long task on a phone (docs/performance.md).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: keyof typeof DATE_STYLES, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...DATE_STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date-only value names a calendar day, so it is formatted in UTC to stay that day. */
function formatIn(value: string | Date, style: keyof typeof DATE_STYLES, timeZone: string): string {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = dateOnly ? parseISO(`${value}T00:00:00Z`) : parseIsoDate(value);
  if (!date) return '';
  return formatterFor(style, dateOnly ? 'UTC' : timeZone).format(date);
}

/**
 * The mobile 'Next delivery' date: en-US short date; '' when unreadable.
 *
 * @example
 * formatShortDateUS('2025-06-01') // '6/1/2025'
 * formatShortDateUS('2025-05-31T19:00:00Z') // '6/1/2025' (07:00 in Auckland)
 */
export function formatShortDateUS(value: string | Date, timeZone: string = SHOP_TIME_ZONE): string {
  return formatIn(value, 'short', timeZone);
}

/**
 * Order dates on the dashboard: long US-style.
 *
 * @example
 * formatLongDateUS('2025-06-01') // 'June 1, 2025'
 */
export function formatLongDateUS(value: string | Date, timeZone: string = SHOP_TIME_ZONE): string {
  return formatIn(value, 'long', timeZone);
}

/**
 * An instant's time of day in the shop's zone, 24-hour HH:MM (the console's "As of").
 *
 * @example
 * formatShopTime('2025-05-31T19:05:00Z') // '07:05' (+12:00)
 */
export function formatShopTime(value: string | Date, timeZone: string = SHOP_TIME_ZONE): string {
  return formatIn(value, 'time', timeZone);
}
