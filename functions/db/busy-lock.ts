import { acquireLock, releaseLock, type LockedTable } from './locks';
import { ApiError, notFound } from '../lib/errors';

export const BUSY_MESSAGE = 'Another change to this subscription is in progress. Please try again in a moment.';
export const busyError = () => new ApiError(409, 'busy', BUSY_MESSAGE);

/**
 * Runs `fn` holding the record's busy lock: 404 when the record is not the customer's (another
 * customer's id looks exactly like a missing one), 409 `busy` while another action holds it.
 * `fn`'s change batch should release the lock in its last statement (releaseLockStatement);
 * the release here covers every other way out.
 */
export async function withBusyLock<T>(
  db: D1Database,
  table: LockedTable,
  id: string,
  customerId: string,
  fn: (lockToken: string) => Promise<T>,
  now = new Date(),
): Promise<T> {
  const lock = await acquireLock(db, table, id, customerId, now);
  if (!lock.ok) throw lock.reason === 'busy' ? busyError() : notFound(table === 'subscriptions' ? 'No such subscription.' : 'No such legacy subscription.');
  try {
    return await fn(lock.token);
  } finally {
    await releaseLock(db, table, id, lock.token);
  }
}
