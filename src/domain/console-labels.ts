/**
 * How the console names its figures' rows and columns (issue 49): pure, so the console's charts
 * and tables and the E2E that compares them with the API's figures use the same names.
 */
import type { ConsoleForecast } from './schemas/console';

type Week = ConsoleForecast['weeks'][number];

/**
 * A recipe and bag size as a merchant names the line.
 *
 * @example
 * lineName({ recipe: 'Chicken Dog Box', bagKg: 15 }) // 'Chicken Dog Box 15 kg'
 */
export const lineName = (l: { recipe: string; bagKg: number }) => `${l.recipe} ${l.bagKg} kg`;

/** The lines shipped in any of the weeks, by recipe, then bag size, as the table's columns. */
export function weekLines(weeks: readonly Week[]): string[] {
  const lines = new Map(weeks.flatMap((w) => w.lines.map((l) => [lineName(l), l] as const)));
  return [...lines.values()].sort((a, b) => a.recipe.localeCompare(b.recipe) || a.bagKg - b.bagKg).map(lineName);
}

/** Month names spelled out here: Intl's short months differ between engines (Sep, Sept). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'YYYY-MM' as the console's month.
 *
 * @example
 * cohortMonth('2026-10') // 'Oct 2026'
 */
export const cohortMonth = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1] ?? ''} ${month.slice(0, 4)}`;
