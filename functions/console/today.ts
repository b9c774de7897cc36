/**
 * The console's Today: what the renewals did and will do, what is stuck, and whether the cron
 * and the webhooks run. One D1 round trip; every statement reads an index (tests/api/query-plans).
 */
import { nextPaymentRetryDay } from '../../src/domain/billing';
import { addInterval, shopToday } from '../../src/domain/renewals';
import type { ConsoleToday, ScheduledRun } from '../../src/domain/schemas/console';
import { latestScheduledRunStatement } from '../db/scheduled-runs';

/** How many days "this week" covers, today included. */
export const WEEK_DAYS = 7;

interface CustomerColumns {
  customer_id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
}
const customerOf = (r: CustomerColumns) => ({ id: r.customer_id, email: r.email, name: [r.first_name, r.last_name].filter(Boolean).join(' ') });

/** Counts automatic retries the way the dunning run does (functions/billing/dunning.ts). */
const RETRIES_DONE = `(SELECT COUNT(*) FROM payment_attempts p WHERE p.subscription_id = a.subscription_id AND p.status = 'declined'
  AND json_extract(p.plan, '$.failedAttemptId') = a.id AND json_extract(p.plan, '$.automatic') = 1)`;

/** The statements of Today, in the order todayOf reads them. */
export function todayStatements(db: D1Database, now: Date): D1PreparedStatement[] {
  const today = shopToday(now);
  const weekEnd = addInterval(today, WEEK_DAYS, 'day');
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
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
      `SELECT a.subscription_id, a.date, a.error_message, s.customer_id, c.email, c.first_name, c.last_name, ${RETRIES_DONE} AS retries,
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

type Row = Record<string, unknown>;

/** Today at `now`, from one batch. */
export async function todayOf(db: D1Database, now: Date): Promise<ConsoleToday> {
  const [due, billed, failed, dead, received, webhookDead, run] = (await db.batch<Row>(todayStatements(db, now))).map((r) => r.results);
  const count = (rows: Row[] | undefined, key = 'n') => Number(rows?.[0]?.[key] ?? 0);
  const lastRun = run?.[0] as { started_at: string; finished_at: string | null; outcome: ScheduledRun['outcome']; error: string | null } | undefined;
  return {
    today: shopToday(now),
    renewals: { dueToday: count(due, 'due_today'), dueThisWeek: count(due, 'due_week'), billedToday: count(billed) },
    failed: (
      failed as unknown as (CustomerColumns & { subscription_id: string; date: string; error_message: string | null; retries: number; amount: number })[]
    ).map((r) => ({
      subscriptionId: r.subscription_id,
      customer: customerOf(r),
      day: r.date,
      amountCents: r.amount,
      reason: r.error_message,
      nextRetry: nextPaymentRetryDay(r.date, r.retries),
    })),
    deadLettered: (
      dead as unknown as (CustomerColumns & { id: string; subscription_id: string; created_at: string; day: string; retry_requested_at: string | null })[]
    ).map((r) => ({
      eventId: r.id,
      subscriptionId: r.subscription_id,
      customer: customerOf(r),
      day: r.day,
      deadLetteredAt: r.created_at,
      retryRequestedAt: r.retry_requested_at,
    })),
    webhooks: { received24h: count(received), failed24h: count(webhookDead) },
    lastRun: lastRun ? { startedAt: lastRun.started_at, finishedAt: lastRun.finished_at, outcome: lastRun.outcome, error: lastRun.error } : null,
  };
}
