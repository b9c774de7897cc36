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
import { familyDailyGrams, planFitStatus, type PlanFitPet, type PlanFitStatus } from './plan-fit';
import { addInterval, fixedIntervalDays, intervalDaysEndingOn } from './renewals';
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

/** A calendar day as a whole number of days since 1970-01-01 (UTC: whole days only). */
const dayNumber = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / 86_400_000;
const dayOfNumber = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

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
  const start = startDay(s, today);
  const out: string[] = [];
  const step = fixedIntervalDays(s.frequency, s.unit);
  if (start !== null && step !== null) {
    // Days and weeks step by a fixed count: plain arithmetic, no calendar.
    for (let n = dayNumber(start), last = dayNumber(end); n < last; n += step) out.push(dayOfNumber(n));
  } else {
    for (let day = start; day !== null && day < end; day = addInterval(day, s.frequency, s.unit)) out.push(day);
  }
  return out.filter((day) => !s.skippedDays.includes(day));
}

/**
 * How many of those days it ships (`first` and `last` as day numbers, `last` excluded), counted
 * without listing them where the step is fixed: the console counts them for every subscription.
 */
function deliveryCount(p: Prepared, today: string, days: number, last: number): number {
  if (p.step === null) return deliveryDays(p.s, today, days).length;
  if (p.first >= last) return 0;
  const step = p.step;
  const scheduled = Math.ceil((last - p.first) / step);
  return scheduled - p.skipped.filter((n) => n < last && (n - p.first) % step === 0).length;
}

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

/** What a subscription brings to every window: worked out once, however many windows. */
interface Prepared {
  s: ForecastSubscription;
  /** The first delivery day and the first day the dogs eat from it, as day numbers. */
  first: number;
  feeding: number;
  /** Days between deliveries where that is fixed (days, weeks); null for months. */
  step: number | null;
  /** Its skipped days from the first delivery on, as day numbers, each once. */
  skipped: number[];
  /** Grams a day the dogs eat of its kibble, and whether its bag fits them (plan fit). */
  dailyGrams: number;
  status: PlanFitStatus;
  /** Grams a day the plan delivers (bag kg ÷ days between deliveries). */
  deliveredGrams: number;
}

function prepare(subs: readonly ForecastSubscription[], today: string): Prepared[] {
  // A family's daily grams of one kibble, once per family and kibble (a family's subscriptions share its dogs).
  const grams = new Map<readonly PlanFitPet[], Map<number, number>>();
  const dailyGramsOf = (pets: readonly PlanFitPet[], kcalPerKg: number) => {
    const byKcal = grams.get(pets) ?? new Map<number, number>();
    grams.set(pets, byKcal);
    const known = byKcal.get(kcalPerKg);
    if (known !== undefined) return known;
    const g = familyDailyGrams(pets, kcalPerKg);
    byKcal.set(kcalPerKg, g);
    return g;
  };
  return subs.flatMap((s) => {
    const start = startDay(s, today);
    if (start === null) return [];
    const step = fixedIntervalDays(s.frequency, s.unit);
    const frequency = step ?? intervalDaysEndingOn(start, s.frequency, s.unit);
    const dailyGrams = dailyGramsOf(s.pets, s.kcalPerKg);
    const bagKg = s.bagKg * s.bags;
    const first = dayNumber(start);
    return [
      {
        s,
        first,
        feeding: dayNumber(feedingStart(s, today)!),
        step,
        skipped: [...new Set(s.skippedDays.map(dayNumber))].filter((n) => n >= first),
        dailyGrams,
        status: planFitStatus(dailyGrams, bagKg, frequency),
        deliveredGrams: (bagKg * 1000) / frequency,
      },
    ];
  });
}

/**
 * The forecast of `subs` for the `days` from `today`.
 *
 * @example
 * forecast([chicken15Every28], '2026-12-01', 7).ship // [{ recipe: 'Chicken Dog Box', bagKg: 15, bags: 1, kg: 15 }]
 */
export function forecast(subs: readonly ForecastSubscription[], today: string, days: ForecastWindow): Forecast {
  return forecasts(subs, today, [days])[0]!;
}

/**
 * The forecasts of `subs` for each of `windows` from `today` (the console's 7, 30 and 90 days):
 * each subscription's schedule and plan fit worked out once.
 *
 * @example
 * forecasts(subs, '2026-12-01', FORECAST_WINDOWS).map((f) => f.days) // [7, 30, 90]
 */
export function forecasts(subs: readonly ForecastSubscription[], today: string, windows: readonly ForecastWindow[]): Forecast[] {
  const prepared = prepare(subs, today);
  return windows.map((days) => windowOf(prepared, today, days));
}

function windowOf(prepared: readonly Prepared[], today: string, days: ForecastWindow): Forecast {
  const last = dayNumber(today) + days;
  const ship = new Map<string, ForecastLine>();
  const recipes = new Map<string, { recipe: string; shipKg: number; eatKg: number }>();
  const early = { subscriptions: 0, kg: 0 };
  const over = { subscriptions: 0, kg: 0 };
  for (const p of prepared) {
    const { s } = p;
    if (p.first >= last) continue;
    const deliveries = deliveryCount(p, today, days, last);
    const key = `${s.recipe}|${s.bagKg}`;
    const line = ship.get(key) ?? { recipe: s.recipe, bagKg: s.bagKg, bags: 0, kg: 0 };
    line.bags += deliveries * s.bags;
    line.kg += deliveries * s.bags * s.bagKg;
    if (deliveries > 0) ship.set(key, line);
    const feedingDays = last - p.feeding;
    const recipe = recipes.get(s.recipe) ?? { recipe: s.recipe, shipKg: 0, eatKg: 0 };
    recipe.shipKg += deliveries * s.bags * s.bagKg;
    recipe.eatKg += (p.dailyGrams * feedingDays) / 1000;
    recipes.set(s.recipe, recipe);
    if (p.status !== 'fits') {
      const gapKg = (Math.abs(p.dailyGrams - p.deliveredGrams) * feedingDays) / 1000;
      const bucket = p.status === 'runs_out_early' ? early : over;
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
