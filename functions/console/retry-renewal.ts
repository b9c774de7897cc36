/**
 * "Retry now" on a dead-lettered renewal: its message goes back on the renewal queue, once per
 * dead letter. The row in renewal_retries is inserted only if none exists (its primary key), and
 * only the call that inserted it sends the message, so a double click or two staff at once
 * queue it once. The billing itself is once per subscription and day whatever arrives
 * (functions/billing/renewals.ts). If the retry fails every attempt again, it is dead-lettered
 * anew under a new event, which can be retried in turn.
 */
import type { RenewalMessage } from '../billing/renewal-queue';
import { deleteRenewalRetry, insertRenewalRetry } from '../db/renewal-retries';
import { deadLetteredRenewal } from '../db/subscription-events';
import { ApiError } from '../lib/errors';

export type RetryOutcome = 'queued' | 'already-queued';

export async function retryDeadRenewal(
  db: D1Database,
  queue: Queue<RenewalMessage>,
  eventId: string,
  staff: string,
  now: Date,
): Promise<{ outcome: RetryOutcome; subscriptionId: string; day: string }> {
  const dead = await deadLetteredRenewal(db, eventId);
  if (!dead?.day) throw new ApiError(404, 'not_found', 'No such dead-lettered renewal.');
  const at = now.toISOString();
  const inserted = await insertRenewalRetry(db, {
    deadLetterEventId: eventId,
    subscriptionId: dead.subscription_id,
    day: dead.day,
    requestedBy: staff,
    requestedAt: at,
  });
  const answer = { subscriptionId: dead.subscription_id, day: dead.day };
  if (!inserted) return { outcome: 'already-queued', ...answer };
  try {
    await queue.send({ subscriptionId: dead.subscription_id, dueDay: dead.day, scheduledAt: at });
  } catch (err) {
    // Not queued: let the next click try again.
    await deleteRenewalRetry(db, eventId);
    throw err;
  }
  return { outcome: 'queued', ...answer };
}
