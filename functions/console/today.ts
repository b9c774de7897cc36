/**
 * The console's Today: what the renewals did and will do, what is stuck, and whether the cron
 * and the webhooks run. One D1 round trip (functions/db/console/today.ts); every statement reads
 * an index (tests/api/query-plans).
 */
import { nextPaymentRetryDay } from '../../src/domain/billing';
import { addInterval, shopToday } from '../../src/domain/renewals';
import type { ConsoleToday } from '../../src/domain/schemas/console';
import { readToday, type CustomerColumns } from '../db/console/today';

/** How many days "this week" covers, today included. */
export const WEEK_DAYS = 7;

const customerOf = (r: CustomerColumns) => ({ id: r.customer_id, email: r.email, name: [r.first_name, r.last_name].filter(Boolean).join(' ') });

/** Today at `now`, from one batch. */
export async function todayOf(db: D1Database, now: Date): Promise<ConsoleToday> {
  const today = shopToday(now);
  const rows = await readToday(db, {
    today,
    weekEnd: addInterval(today, WEEK_DAYS, 'day'),
    dayAgo: new Date(now.getTime() - 86_400_000).toISOString(),
  });
  const lastRun = rows.lastRun;
  return {
    today,
    renewals: { dueToday: rows.dueToday, dueThisWeek: rows.dueThisWeek, billedToday: rows.billedToday },
    failed: rows.declines.map((r) => ({
      subscriptionId: r.subscription_id,
      customer: customerOf(r),
      day: r.date,
      amountCents: r.amount,
      reason: r.error_message,
      nextRetry: nextPaymentRetryDay(r.date, r.retries),
    })),
    deadLettered: rows.deadLettered.map((r) => ({
      eventId: r.id,
      subscriptionId: r.subscription_id,
      customer: customerOf(r),
      day: r.day,
      deadLetteredAt: r.created_at,
      retryRequestedAt: r.retry_requested_at,
    })),
    webhooks: { received24h: rows.webhooksReceived, failed24h: rows.webhooksDeadLettered },
    lastRun: lastRun ? { startedAt: lastRun.started_at, finishedAt: lastRun.finished_at, outcome: lastRun.outcome, error: lastRun.error } : null,
  };
}
