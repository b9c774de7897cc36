/**
 * The reads of the console's Today (functions/console/today.ts) in one batch, one D1 round trip;
 * every statement reads an index (tests/api/query-plans.test.ts).
 */
import type { ScheduledRun } from '../../../src/domain/schemas/console';
import { AUTOMATIC_RETRIES_DECLINED } from '../open-declines';
import { latestScheduledRunStatement } from '../scheduled-runs';

/** The days Today reads: the shop's today, the end of its week (exclusive), and 24 hours ago (ISO). */
export interface TodayBounds {
  today: string;
  weekEnd: string;
  dayAgo: string;
}

export interface CustomerColumns {
  customer_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
}

export interface OpenDeclineRow extends CustomerColumns {
  subscription_id: string;
  date: string;
  error_message: string | null;
  retries: number;
  amount: number;
}

export interface DeadLetterRow extends CustomerColumns {
  id: string;
  subscription_id: string;
  created_at: string;
  day: string;
  retry_requested_at: string | null;
}

export interface ScheduledRunRow {
  started_at: string;
  finished_at: string | null;
  outcome: ScheduledRun['outcome'];
  error: string | null;
}

export interface TodayRows {
  dueToday: number;
  dueThisWeek: number;
  billedToday: number;
  /** Open declines of subscriptions still active, oldest first. */
  declines: OpenDeclineRow[];
  /** Dead-lettered renewals whose day was not billed since, oldest first. */
  deadLettered: DeadLetterRow[];
  webhooksReceived: number;
  webhooksDeadLettered: number;
  lastRun: ScheduledRunRow | null;
}

type Row = Record<string, unknown>;

function todayStatements(db: D1Database, { today, weekEnd, dayAgo }: TodayBounds): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `SELECT COALESCE(SUM(next_charge_scheduled_at = ?1), 0) AS due_today, COUNT(*) AS due_week FROM subscriptions
          WHERE status = 'ACTIVE' AND next_charge_scheduled_at >= ?1 AND next_charge_scheduled_at < ?2`,
      )
      .bind(today, weekEnd),
    db.prepare(`SELECT COUNT(*) AS n FROM billing_attempts WHERE date = ?1 AND status = 'success'`).bind(today),
    // Open declines (the partial index billing_attempts_open_declines) of subscriptions still active.
    db.prepare(
      `SELECT a.subscription_id, a.date, a.error_message, s.customer_id, c.email, c.first_name, c.last_name, ${AUTOMATIC_RETRIES_DECLINED} AS retries,
         s.shipping_cents + (SELECT COALESCE(SUM(i.final_price_cents * i.quantity), 0) FROM subscription_items i WHERE i.subscription_id = s.id) AS amount
       FROM billing_attempts a JOIN subscriptions s ON s.id = a.subscription_id JOIN customers c ON c.id = s.customer_id
       WHERE a.status = 'error' AND a.completed_at IS NULL AND a.skipped_on IS NULL AND s.status = 'ACTIVE'
       ORDER BY a.date, a.id`,
    ),
    // Dead-lettered renewals whose day was not billed since (a retry that went through drops it).
    db.prepare(
      `SELECT e.id, e.subscription_id, e.customer_id, e.created_at, json_extract(e.after_json, '$.details.day') AS day, c.email, c.first_name, c.last_name,
         r.requested_at AS retry_requested_at
       FROM subscription_events e JOIN customers c ON c.id = e.customer_id LEFT JOIN renewal_retries r ON r.dead_letter_event_id = e.id
       WHERE e.action = 'renewal-dead-lettered'
         AND NOT EXISTS (SELECT 1 FROM billing_attempts b WHERE b.subscription_id = e.subscription_id
                           AND b.date = json_extract(e.after_json, '$.details.day') AND b.status = 'success')
       ORDER BY e.created_at`,
    ),
    db.prepare('SELECT COUNT(*) AS n FROM shopify_webhook_deliveries WHERE received_at >= ?1').bind(dayAgo),
    db.prepare(`SELECT COUNT(*) AS n FROM subscription_events WHERE action = 'webhook-dead-lettered' AND created_at >= ?1`).bind(dayAgo),
    latestScheduledRunStatement(db),
  ];
}

/** Everything Today shows, read in one batch. */
export async function readToday(db: D1Database, bounds: TodayBounds): Promise<TodayRows> {
  const [due, billed, failed, dead, received, webhookDead, run] = (await db.batch<Row>(todayStatements(db, bounds))).map((r) => r.results);
  const count = (rows: Row[] | undefined, key = 'n') => Number(rows?.[0]?.[key] ?? 0);
  return {
    dueToday: count(due, 'due_today'),
    dueThisWeek: count(due, 'due_week'),
    billedToday: count(billed),
    declines: (failed ?? []) as unknown as OpenDeclineRow[],
    deadLettered: (dead ?? []) as unknown as DeadLetterRow[],
    webhooksReceived: count(received),
    webhooksDeadLettered: count(webhookDead),
    lastRun: (run?.[0] as ScheduledRunRow | undefined) ?? null,
  };
}
