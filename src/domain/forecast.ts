/**
 * The kibble forecast (issue 36): for the next 7, 30 and 90 days, the kilograms and bags of
 * each recipe and bag size the subscriptions will ship, beside the kilograms their dogs will eat
 * (plan fit's daily grams, ./plan-fit.ts: one formula), and the subscriptions whose bags run out
 * early or oversupply with the kilograms at stake.
 *
 * - Shipped: every delivery day in [today, today + days) from the schedule: an ACTIVE
 *   subscription from its next charge day (today when that has passed), a PAUSED one with a
 *   pause-until date from that date (the day the scheduled job resumes it,
 *   functions/billing/pause-until.ts), an indefinitely paused or cancelled one never; a skipped
 *   day ships nothing and the schedule goes on.
 * - Eaten: the dogs' daily grams for each day the subscription feeds them in the window (from
 *   today, or from the end of a pause).
 * - At stake: for a plan that runs out early or oversupplies (plan fit's status), the gap
 *   between what the dogs eat a day and what the plan delivers a day (bag kg ÷ frequency), over
 *   the days it feeds them in the window.
 */
import { planFit, type PlanFitPet } from './plan-fit';
import { addInterval, intervalDaysEndingOn } from './renewals';
import { FORECAST_WINDOWS, type ForecastWindow } from './console-limits';

export { FORECAST_WINDOWS, type ForecastWindow };

/** What the forecast needs of one subscription. */
export interface ForecastSubscription {
  status: string;
  frequency: number;
  unit: string;
  /** Next charge day 'YYYY-MM-DD', or null. */
  next: string | null;
  pausedUntil: string | null;
  recipe: string;
  kcalPerKg: number;
  bagKg: number;
  /** Bags per delivery (the main line's quantity). */
  bags: number;
  /** Days the customer skipped. */
  skippedDays: readonly string[];
  /** The customer's dogs. */
  pets: readonly PlanFitPet[];
}

export interface ForecastLine {
  recipe: string;
  bagKg: number;
  bags: number;
  kg: number;
}

export interface Forecast {
  days: ForecastWindow;
  /** Per recipe and bag size, most kg first. */
  ship: ForecastLine[];
  /** Per recipe: kg to ship and kg the dogs eat. */
  recipes: { recipe: string; shipKg: number; eatKg: number }[];
  runsOutEarly: { subscriptions: number; kg: number };
  oversupplies: { subscriptions: number; kg: number };
}

/** Kilograms to one decimal, as the console shows them. */
export const roundKg = (kg: number) => Math.round(kg * 10) / 10;

/**
 * The first day a subscription feeds its dogs in the window, or null when it does not.
 *
 * @example
 * startDay({ status: 'PAUSED', pausedUntil: '2026-12-10', next: null }, '2026-12-01') // '2026-12-10'
 */
export function startDay(s: Pick<ForecastSubscription, 'status' | 'next' | 'pausedUntil'>, today: string): string | null {
  if (s.status === 'ACTIVE') return s.next === null ? null : s.next < today ? today : s.next;
  if (s.status === 'PAUSED' && s.pausedUntil) return s.pausedUntil < today ? today : s.pausedUntil;
  return null;
}

/**
 * The days in [today, today + days) a subscription ships, skipped days left out.
 *
 * @example
 * deliveryDays({ status: 'ACTIVE', next: '2026-12-03', pausedUntil: null, frequency: 28, unit: 'day', skippedDays: ['2026-12-31'] }, '2026-12-01', 90)
 * // ['2026-12-03', '2027-01-28', '2027-02-25']
 */
export function deliveryDays(
  s: Pick<ForecastSubscription, 'status' | 'next' | 'pausedUntil' | 'frequency' | 'unit' | 'skippedDays'>,
  today: string,
  days: number,
): string[] {
  const end = addInterval(today, days, 'day');
  const out: string[] = [];
  for (let day = startDay(s, today); day !== null && day < end; day = addInterval(day, s.frequency, s.unit)) {
    if (!s.skippedDays.includes(day)) out.push(day);
  }
  return out;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * The first day of the window the dogs eat from a subscription: today for an active one (they
 * eat from the bag they have), the end of a pause-until; null when it feeds them none.
 *
 * @example
 * feedingStart({ status: 'ACTIVE', next: '2026-12-03', pausedUntil: null }, '2026-12-01') // '2026-12-01'
 */
export function feedingStart(s: Pick<ForecastSubscription, 'status' | 'next' | 'pausedUntil'>, today: string): string | null {
  const start = startDay(s, today);
  return start !== null && s.status === 'ACTIVE' ? today : start;
}

/**
 * The forecast of `subs` for the `days` from `today`.
 *
 * @example
 * forecast([chicken15Every28], '2026-12-01', 7).ship // [{ recipe: 'Chicken Dog Box', bagKg: 15, bags: 1, kg: 15 }]
 */
export function forecast(subs: readonly ForecastSubscription[], today: string, days: ForecastWindow): Forecast {
  const end = addInterval(today, days, 'day');
  const ship = new Map<string, ForecastLine>();
  const recipes = new Map<string, { recipe: string; shipKg: number; eatKg: number }>();
  const early = { subscriptions: 0, kg: 0 };
  const over = { subscriptions: 0, kg: 0 };
  for (const s of subs) {
    const start = startDay(s, today);
    if (start === null || start >= end) continue;
    const deliveries = deliveryDays(s, today, days).length;
    const line = ship.get(`${s.recipe}|${s.bagKg}`) ?? { recipe: s.recipe, bagKg: s.bagKg, bags: 0, kg: 0 };
    line.bags += deliveries * s.bags;
    line.kg += deliveries * s.bags * s.bagKg;
    if (deliveries > 0) ship.set(`${s.recipe}|${s.bagKg}`, line);
    const feedingDays = daysBetween(feedingStart(s, today) ?? end, end);
    const frequency = intervalDaysEndingOn(start, s.frequency, s.unit);
    const fit = planFit({ pets: s.pets, kcalPerKg: s.kcalPerKg, bagKg: s.bagKg * s.bags, frequency, nextDelivery: start });
    const recipe = recipes.get(s.recipe) ?? { recipe: s.recipe, shipKg: 0, eatKg: 0 };
    recipe.shipKg += deliveries * s.bags * s.bagKg;
    recipe.eatKg += (fit.dailyGrams * feedingDays) / 1000;
    recipes.set(s.recipe, recipe);
    if (fit.status !== 'fits') {
      const gapKg = (Math.abs(fit.dailyGrams - (s.bagKg * s.bags * 1000) / frequency) * feedingDays) / 1000;
      const bucket = fit.status === 'runs_out_early' ? early : over;
      bucket.subscriptions += 1;
      bucket.kg += gapKg;
    }
  }
  return {
    days,
    ship: [...ship.values()].map((l) => ({ ...l, kg: roundKg(l.kg) })).sort((a, b) => b.kg - a.kg || a.recipe.localeCompare(b.recipe) || a.bagKg - b.bagKg),
    recipes: [...recipes.values()].map((r) => ({ ...r, shipKg: roundKg(r.shipKg), eatKg: roundKg(r.eatKg) })).sort((a, b) => a.recipe.localeCompare(b.recipe)),
    runsOutEarly: { ...early, kg: roundKg(early.kg) },
    oversupplies: { ...over, kg: roundKg(over.kg) },
  };
}

/** The CSV's header; one row per window, recipe and bag size. */
export const FORECAST_CSV_HEADER = 'days,recipe,bag_kg,bags,kg_to_ship';

/**
 * The forecasts' shipping lines as CSV (RFC 4180: quoted fields, CRLF).
 *
 * @example
 * forecastCsv([forecast7]) // 'days,recipe,bag_kg,bags,kg_to_ship\r\n7,"Chicken Dog Box",15,1,15\r\n'
 */
export function forecastCsv(forecasts: readonly Forecast[]): string {
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const rows = forecasts.flatMap((f) => f.ship.map((l) => [f.days, quote(l.recipe), l.bagKg, l.bags, l.kg].join(',')));
  return [FORECAST_CSV_HEADER, ...rows].map((r) => `${r}\r\n`).join('');
}
