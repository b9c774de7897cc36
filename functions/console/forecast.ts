/**
 * The console's kibble forecast: reads the schedule (ACTIVE and PAUSED subscriptions with their
 * main bag), the skipped days ahead and the subscribers' dogs in one D1 round trip, each on an
 * index (functions/db/console/forecast.ts); the figures are src/domain/forecast.ts. It reads
 * every subscription's schedule, so the console and its CSV read it from the snapshot
 * (./snapshots.ts).
 */
import { findKibbleVariant } from '../../src/domain/catalogue';
import { currentCatalogue } from '../catalogue/reader';
import { FORECAST_WINDOWS, forecasts, type ForecastSubscription } from '../../src/domain/forecast';
import { FORECAST_WEEKS, forecastWeeks } from '../../src/domain/forecast-weeks';
import type { PlanFitPet } from '../../src/domain/plan-fit';
import { addInterval, shopToday } from '../../src/domain/renewals';
import type { ConsoleForecast } from '../../src/domain/schemas/console';
import { readForecastRows } from '../db/console/forecast';

/** The skipped days to read: the longest window, or the weeks' chart's 13 weeks (91 days). */
const LONGEST = Math.max(...FORECAST_WINDOWS, 7 * FORECAST_WEEKS);

/** The forecasts for 7, 30 and 90 days from the shop's today at `now`. */
export async function forecastOf(db: D1Database, now: Date): Promise<ConsoleForecast> {
  const today = shopToday(now);
  const [rows, catalogue] = await Promise.all([readForecastRows(db, today, addInterval(today, LONGEST, 'day')), currentCatalogue(db)]);
  const skipped = new Map<string, string[]>();
  for (const r of rows.skips) skipped.set(r.subscription_id, [...(skipped.get(r.subscription_id) ?? []), r.date]);
  const dogs = new Map<string, PlanFitPet[]>();
  for (const p of rows.pets) {
    const pet: PlanFitPet = {
      weight: p.weight_kg,
      life_stage: p.life_stage,
      activity_level: p.activity_level,
      body_condition: p.body_condition,
      percent_kibble: p.percent_kibble,
      includeInFamilyFeedingPlan: p.include_in_plan === 1,
    };
    dogs.set(p.customer_id, [...(dogs.get(p.customer_id) ?? []), pet]);
  }
  const input: ForecastSubscription[] = rows.subscriptions.flatMap((r) => {
    const bag = findKibbleVariant(catalogue, r.variant_id);
    // A bag we do not sell (a contract edited in the shop's admin) has no recipe or kcal to forecast.
    if (!bag) return [];
    return [
      {
        status: r.status,
        frequency: r.frequency,
        unit: r.unit,
        next: r.next?.slice(0, 10) ?? null,
        pausedUntil: r.paused_until?.slice(0, 10) ?? null,
        recipe: bag.product.title,
        kcalPerKg: bag.product.kcalPerKg,
        bagKg: bag.variant.bagSizeKg,
        bags: r.quantity,
        skippedDays: skipped.get(r.id) ?? [],
        pets: dogs.get(r.customer_id) ?? [],
      },
    ];
  });
  return { asOf: now.toISOString(), today, windows: forecasts(input, today, FORECAST_WINDOWS), weeks: forecastWeeks(input, today) };
}
