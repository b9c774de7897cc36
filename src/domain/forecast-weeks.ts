/**
 * The kibble forecast by week (issue 49's chart): kilograms to ship in each of the next 13 weeks,
 * by recipe and bag size. The schedule is the forecast's own (./forecast.ts deliveryDays: the
 * pauses, the skipped days and the months as the billing run sees them), so a week's figures add
 * up to what the 90-day window ships, plus the 91st day.
 */
import { addInterval } from './renewals';
import { deliveryDays, roundKg, type ForecastSubscription } from './forecast';

/** Weeks the chart shows: a quarter. */
export const FORECAST_WEEKS = 13;

export interface ForecastWeek {
  /** The week's first day: today, then every 7 days ('YYYY-MM-DD', the shop's day). */
  start: string;
  /** Per recipe and bag size shipped that week, in ./forecast.ts's order (most kg first); none when nothing ships. */
  lines: { recipe: string; bagKg: number; bags: number; kg: number }[];
}

/**
 * Kilograms and bags to ship each week from `today`, for `weeks` weeks.
 *
 * @example
 * forecastWeeks([chicken15Every28NextIn2Days], '2026-12-01', 2)
 * // [{ start: '2026-12-01', lines: [{ recipe: 'Chicken Dog Box', bagKg: 15, bags: 1, kg: 15 }] }, { start: '2026-12-08', lines: [] }]
 */
export function forecastWeeks(subs: readonly ForecastSubscription[], today: string, weeks = FORECAST_WEEKS): ForecastWeek[] {
  const starts = Array.from({ length: weeks }, (_, i) => addInterval(today, 7 * i, 'day'));
  const byWeek = starts.map(() => new Map<string, ForecastWeek['lines'][number]>());
  for (const s of subs) {
    for (const day of deliveryDays(s, today, 7 * weeks)) {
      // Days sort as text: the week is the last start on or before the day.
      let i = starts.length - 1;
      while (i > 0 && starts[i]! > day) i--;
      const key = `${s.recipe}|${s.bagKg}`;
      const line = byWeek[i]!.get(key) ?? { recipe: s.recipe, bagKg: s.bagKg, bags: 0, kg: 0 };
      line.bags += s.bags;
      line.kg += s.bags * s.bagKg;
      byWeek[i]!.set(key, line);
    }
  }
  return starts.map((start, i) => ({
    start,
    lines: [...byWeek[i]!.values()]
      .map((l) => ({ ...l, kg: roundKg(l.kg) }))
      .sort((a, b) => b.kg - a.kg || a.recipe.localeCompare(b.recipe) || a.bagKg - b.bagKg),
  }));
}
