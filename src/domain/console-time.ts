/**
 * The console's one date format (issue 49): every day and time in the shop's time zone, written
 * the same way everywhere, with the zone named where a time could be read as the viewer's own.
 *
 * @example
 * consoleDay('2026-06-01') // '1 Jun 2026'
 * consoleDateTime('2026-05-31T19:05:00Z') // '1 Jun 2026, 07:05 NZST'
 */
import { SHOP_TIME_ZONE } from './dates';

const DAY = new Intl.DateTimeFormat('en-NZ', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SHOP_TIME_ZONE,
  timeZoneName: 'short',
});

/** A calendar day ('YYYY-MM-DD', the shop's day) as '1 Jun 2026'; '' when unreadable. */
export function consoleDay(day: string | null | undefined): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}/.test(day)) return '';
  const d = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? '' : DAY.format(d);
}

/** An instant as the shop's day and time with its zone: '1 Jun 2026, 07:05 NZST'; '' when unreadable. */
export function consoleDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const parts = DATE_TIME.formatToParts(d);
  const get = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('day')} ${get('month')} ${get('year')}, ${get('hour')}:${get('minute')} ${get('timeZoneName')}`;
}
