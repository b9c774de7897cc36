/**
 * The Subscribers charts' figures (src/domain/subscriber-trends.ts): every subscription's start
 * and end, read once. This is the console's one deliberate read of the whole subscriptions
 * table: a cohort's first order and a week's active count depend on subscriptions of any age, so
 * no index narrows it. It runs in the scheduled run's snapshot (./snapshots.ts), not per
 * console open; tests/api/query-plans.test.ts names it as the exception.
 */
import { shopToday } from '../../src/domain/renewals';
import { retentionCohorts, subscriberWeeks, type SubscriptionSpan } from '../../src/domain/subscriber-trends';
import type { ConsoleSubscribers } from '../../src/domain/schemas/console';

/** A cancelled subscription without its cancel time (written before the column was kept) ended when last changed. */
export const SUBSCRIPTION_SPANS_SQL = `SELECT customer_id, created_at, CASE WHEN status IN ('CANCELLED', 'EXPIRED') THEN COALESCE(cancelled_at, updated_at) END AS ended_at FROM subscriptions`;

export async function subscriberTrendsOf(db: D1Database, now: Date): Promise<Pick<ConsoleSubscribers, 'weeks' | 'retention'>> {
  const { results } = await db.prepare(SUBSCRIPTION_SPANS_SQL).all<{ customer_id: string; created_at: string; ended_at: string | null }>();
  // Instants to the shop's days: a subscription started at 23:30 in Auckland started that day.
  const spans: SubscriptionSpan[] = results.map((r) => ({
    customerId: r.customer_id,
    started: shopToday(new Date(r.created_at)),
    ended: r.ended_at === null ? null : shopToday(new Date(r.ended_at)),
  }));
  const today = shopToday(now);
  return { weeks: subscriberWeeks(spans, today), retention: retentionCohorts(spans, today) };
}
