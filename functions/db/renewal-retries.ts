/**
 * `renewal_retries`: one row per dead-lettered renewal that the shop's staff queued again
 * ("Retry now", functions/console/retry-renewal.ts). Its primary key is the dead letter's event,
 * so a dead letter is queued once however often it is clicked.
 */

export interface RenewalRetry {
  deadLetterEventId: string;
  subscriptionId: string;
  day: string;
  requestedBy: string;
  requestedAt: string;
}

/** Records the retry; true only for the call whose insert made the row (it sends the message). */
export async function insertRenewalRetry(db: D1Database, r: RenewalRetry): Promise<boolean> {
  const inserted = await db
    .prepare(
      `INSERT INTO renewal_retries (dead_letter_event_id, subscription_id, day, requested_by, requested_at)
       VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING`,
    )
    .bind(r.deadLetterEventId, r.subscriptionId, r.day, r.requestedBy, r.requestedAt)
    .run();
  return inserted.meta.changes !== 0;
}

/** Forgets the retry of a dead letter (its message could not be queued: the next click tries again). */
export async function deleteRenewalRetry(db: D1Database, deadLetterEventId: string): Promise<void> {
  await db.prepare('DELETE FROM renewal_retries WHERE dead_letter_event_id = ?1').bind(deadLetterEventId).run();
}
