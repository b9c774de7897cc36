/**
 * Days for tests, as 'YYYY-MM-DD'. Two calendars matter: the shop's (+12:00), by which the
 * server schedules orders and renewals, and this machine's, which a browser's date picker shows.
 * Around midnight in either they differ, so a test names the one it means.
 */
import { addInterval, shopToday } from '../../src/domain/renewals';

/** Today + `days` in the shop's calendar. */
export const shopDayFromToday = (days: number): string => addInterval(shopToday(new Date()), days, 'day');

/** `hh:mm` on a shop calendar day (+12:00), as the fixed clock of a scheduled run. */
export const shopTime = (day: string, time: string): Date => new Date(`${day}T${time}:00+12:00`);

/** The shop's calendar day of an ISO instant (null stays null), as the server reads a stored timestamp. */
export const shopDayOf = (iso: string | null): string | null => (iso ? shopToday(new Date(iso)) : null);

/** Today + `days` in this machine's calendar (the browser's too). */
export function localDayFromToday(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
