/**
 * "Retry now" on a dead-lettered renewal: its message goes back on the renewal queue, once per
 * dead letter. The row in renewal_retries is inserted only if none exists (its primary key), and
 * only the call that inserted it sends the message, so a double click or two staff at once
 * queue it once. The billing itself is once per subscription and day whatever arrives
 * (functions/billing/renewals.ts). If the retry fails every attempt again, it is dead-lettered
 * anew under a new event, which can be retried in turn.
 */
import type { RenewalMessage } from '../billing/renewal-queue';
import { ApiError } from '../lib/errors';

export type RetryOutcome = 'queued' | 'already-queued';

export async function retryDeadRenewal(
  db: D1Database,
  queue: Queue<RenewalMessage>,
  eventId: string,
  staff: string,
  now: Date,
): Promise<{ outcome: RetryOutcome; subscriptionId: string; day: string }> {
  const dead = await db
    .prepare(
      `SELECT subscription_id, json_extract(after_json, '$.details.day') AS day FROM subscription_events
        WHERE id = ?1 AND action = 'renewal-dead-lettered'`,
    )
    .bind(eventId)
    .first<{ subscription_id: string; day: string | null }>();
  if (!dead?.day) throw new ApiError(404, 'not_found', 'No such dead-lettered renewal.');
  const inserted = await db
    .prepare(
      `INSERT INTO renewal_retries (dead_letter_event_id, subscription_id, day, requested_by, requested_at)
       VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING`,
    )
    .bind(eventId, dead.subscription_id, dead.day, staff, now.toISOString())
    .run();
  const answer = { subscriptionId: dead.subscription_id, day: dead.day };
  if (inserted.meta.changes === 0) return { outcome: 'already-queued', ...answer };
  try {
    await queue.send({ subscriptionId: dead.subscription_id, dueDay: dead.day, scheduledAt: now.toISOString() });
  } catch (err) {
    // Not queued: let the next click try again.
    await db.prepare('DELETE FROM renewal_retries WHERE dead_letter_event_id = ?1').bind(eventId).run();
    throw err;
  }
  return { outcome: 'queued', ...answer };
}
