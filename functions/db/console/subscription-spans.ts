/**
 * Every subscription's start and end, for the Subscribers charts (functions/console/subscriber-trends.ts).
 * This is the console's one deliberate read of the whole subscriptions table: a cohort's first
 * order and a week's active count depend on subscriptions of any age, so no index narrows it. It
 * runs in the scheduled run's snapshot, not per console open; tests/api/query-plans.test.ts names
 * it as the exception.
 */

/** A cancelled subscription without its cancel time (written before the column was kept) ended when last changed. */
export const SUBSCRIPTION_SPANS_SQL = `SELECT customer_id, created_at, CASE WHEN status IN ('CANCELLED', 'EXPIRED') THEN COALESCE(cancelled_at, updated_at) END AS ended_at FROM subscriptions`;

export interface SubscriptionSpanRow {
  customer_id: string;
  created_at: string;
  ended_at: string | null;
}

export async function readSubscriptionSpans(db: D1Database): Promise<SubscriptionSpanRow[]> {
  return (await db.prepare(SUBSCRIPTION_SPANS_SQL).all<SubscriptionSpanRow>()).results;
}
