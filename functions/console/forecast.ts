/**
 * The console's kibble forecast: reads the schedule (ACTIVE and PAUSED subscriptions with their
 * main bag), the skipped days ahead and the subscribers' dogs in one D1 round trip, each on an
 * index; the figures are src/domain/forecast.ts. It reads every subscription's schedule, so the
 * console and its CSV read it from the snapshot (./snapshots.ts).
 */
import { findKibbleVariant } from '../../src/domain/catalogue';
import { FORECAST_WINDOWS, forecasts, type ForecastSubscription } from '../../src/domain/forecast';
import { FORECAST_WEEKS, forecastWeeks } from '../../src/domain/forecast-weeks';
import type { PlanFitPet } from '../../src/domain/plan-fit';
import { addInterval, shopToday } from '../../src/domain/renewals';
import type { ConsoleForecast } from '../../src/domain/schemas/console';

interface SubRow {
  id: string;
  customer_id: string;
  status: string;
  frequency: number;
  unit: string;
  next: string | null;
  paused_until: string | null;
  variant_id: string;
  quantity: number;
}

interface PetRow {
  customer_id: string;
  weight_kg: number;
  life_stage: string;
  activity_level: string;
  body_condition: string;
  percent_kibble: number;
  include_in_plan: number;
}

/** The skipped days to read: the longest window, or the weeks' chart's 13 weeks (91 days). */
const LONGEST = Math.max(...FORECAST_WINDOWS, 7 * FORECAST_WEEKS);

export function forecastStatements(db: D1Database, today: string): D1PreparedStatement[] {
  return [
    db.prepare(
      `SELECT s.id, s.customer_id, s.status, s.order_interval_frequency AS frequency, s.order_interval_unit AS unit,
         s.next_charge_scheduled_at AS next, s.paused_until, i.variant_id, i.quantity
       FROM subscriptions s JOIN subscription_items i ON i.subscription_id = s.id AND i.is_main = 1
       WHERE s.status IN ('ACTIVE', 'PAUSED')`,
    ),
    db
      .prepare(`SELECT subscription_id, date FROM billing_attempts WHERE date >= ?1 AND date < ?2 AND status = 'skipped'`)
      .bind(today, addInterval(today, LONGEST, 'day')),
    db.prepare(
      `SELECT p.customer_id, p.weight_kg, p.life_stage, p.activity_level, p.body_condition, p.percent_kibble, p.include_in_plan
       FROM pets p WHERE p.customer_id IN (SELECT customer_id FROM subscriptions WHERE status IN ('ACTIVE', 'PAUSED'))`,
    ),
  ];
}

/** The forecasts for 7, 30 and 90 days from the shop's today at `now`. */
export async function forecastOf(db: D1Database, now: Date): Promise<ConsoleForecast> {
  const today = shopToday(now);
  const [subs, skips, pets] = (await db.batch(forecastStatements(db, today))).map((r) => r.results);
  const skipped = new Map<string, string[]>();
  for (const r of skips as { subscription_id: string; date: string }[]) skipped.set(r.subscription_id, [...(skipped.get(r.subscription_id) ?? []), r.date]);
  const dogs = new Map<string, PlanFitPet[]>();
  for (const p of pets as unknown as PetRow[]) {
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
  const input: ForecastSubscription[] = (subs as unknown as SubRow[]).flatMap((r) => {
    const bag = findKibbleVariant(r.variant_id);
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
