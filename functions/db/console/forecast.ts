/**
 * The reads of the console's kibble forecast (functions/console/forecast.ts) in one batch: the
 * schedule (ACTIVE and PAUSED subscriptions with their main bag), the skipped days in a range and
 * the subscribers' dogs, each on an index.
 */

export interface ForecastSubscriptionRow {
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

export interface ForecastPetRow {
  customer_id: string;
  weight_kg: number;
  life_stage: string;
  activity_level: string;
  body_condition: string;
  percent_kibble: number;
  include_in_plan: number;
}

export interface ForecastRows {
  subscriptions: ForecastSubscriptionRow[];
  skips: { subscription_id: string; date: string }[];
  pets: ForecastPetRow[];
}

function forecastStatements(db: D1Database, from: string, to: string): D1PreparedStatement[] {
  return [
    db.prepare(
      `SELECT s.id, s.customer_id, s.status, s.order_interval_frequency AS frequency, s.order_interval_unit AS unit,
         s.next_charge_scheduled_at AS next, s.paused_until, i.variant_id, i.quantity
       FROM subscriptions s JOIN subscription_items i ON i.subscription_id = s.id AND i.is_main = 1
       WHERE s.status IN ('ACTIVE', 'PAUSED')`,
    ),
    db.prepare(`SELECT subscription_id, date FROM billing_attempts WHERE date >= ?1 AND date < ?2 AND status = 'skipped'`).bind(from, to),
    db.prepare(
      `SELECT p.customer_id, p.weight_kg, p.life_stage, p.activity_level, p.body_condition, p.percent_kibble, p.include_in_plan
       FROM pets p WHERE p.customer_id IN (SELECT customer_id FROM subscriptions WHERE status IN ('ACTIVE', 'PAUSED'))`,
    ),
  ];
}

/** The schedule, the days skipped from `from` to before `to`, and the dogs, in one batch. */
export async function readForecastRows(db: D1Database, from: string, to: string): Promise<ForecastRows> {
  const [subs, skips, pets] = (await db.batch(forecastStatements(db, from, to))).map((r) => r.results);
  return {
    subscriptions: (subs ?? []) as unknown as ForecastSubscriptionRow[],
    skips: (skips ?? []) as { subscription_id: string; date: string }[],
    pets: (pets ?? []) as unknown as ForecastPetRow[],
  };
}
