/**
 * Declined renewals still open (status 'error', neither paid nor skipped), read through the
 * partial index billing_attempts_open_declines: what the dunning job works through
 * (functions/billing/dunning.ts) and the console's Today lists (./console/today.ts).
 */

/**
 * How many automatic retries of the billing attempt `a` were declined: the payment attempts the
 * dunning job recorded for it (plan.failedAttemptId, plan.automatic).
 */
export const AUTOMATIC_RETRIES_DECLINED = `(SELECT COUNT(*) FROM payment_attempts p WHERE p.subscription_id = a.subscription_id AND p.status = 'declined'
  AND json_extract(p.plan, '$.failedAttemptId') = a.id AND json_extract(p.plan, '$.automatic') = 1)`;

export interface OpenDecline {
  attempt_id: string;
  subscription_id: string;
  customer_id: string;
  date: string;
  /** Automatic retries declined so far. */
  retries: number;
}

/**
 * One page of the open declines of ACTIVE subscriptions the dunning job may act on, in (date, id)
 * order after `after`: each its subscription's latest cycle (no later one billed: paid, pending or
 * failed in turn) and its subscription with no renewal due by `dueDay` (that renewal comes first).
 * Whether one is due today is the schedule's (src/domain/billing.ts declineDueOn), not the SQL's.
 */
export async function pageOpenDeclines(db: D1Database, dueDay: string, after: OpenDecline | null, limit: number): Promise<OpenDecline[]> {
  const { results } = await db
    .prepare(
      `SELECT a.id AS attempt_id, a.subscription_id, s.customer_id, a.date, ${AUTOMATIC_RETRIES_DECLINED} AS retries
         FROM billing_attempts a JOIN subscriptions s ON s.id = a.subscription_id
        WHERE a.status = 'error' AND a.completed_at IS NULL AND a.skipped_on IS NULL AND s.status = 'ACTIVE'
          AND (s.next_charge_scheduled_at IS NULL OR substr(s.next_charge_scheduled_at, 1, 10) > ?1)
          AND NOT EXISTS (SELECT 1 FROM billing_attempts l WHERE l.subscription_id = a.subscription_id AND l.date > a.date AND l.status <> 'skipped')
          AND (?2 IS NULL OR (a.date, a.id) > (?2, ?3))
        ORDER BY a.date, a.id LIMIT ?4`,
    )
    .bind(dueDay, after?.date ?? null, after?.attempt_id ?? null, limit)
    .all<OpenDecline>();
  return results;
}
