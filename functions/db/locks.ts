/**
 * The server-side busy lock: one action at a time per subscription (spec 001 §4 "Busy lock").
 * Taking it is one atomic UPDATE that succeeds only while the lock is free or expired, so of
 * two concurrent actions exactly one gets it; the other answers 409 `busy` before it reads or
 * writes anything. The change batch releases it in its last statement; `releaseLock` is the
 * fallback for actions that end without a change.
 */
import { newId } from '../lib/ids';

export type LockedTable = 'subscriptions' | 'legacy_subscriptions';

/**
 * A lock outlives a crashed request by at most this long. Actions finish in well under a
 * second; the longest, a charge, waits at most the payment provider's timeout.
 */
export const LOCK_TTL_MS = 30_000;

export type LockResult = { ok: true; token: string } | { ok: false; reason: 'not_found' | 'busy' };

/**
 * Takes the lock of a customer's record. `not_found` when the record does not exist or
 * belongs to someone else (the caller answers 404 for both), `busy` while another action holds it.
 */
export async function acquireLock(db: D1Database, table: LockedTable, id: string, customerId: string, now = new Date()): Promise<LockResult> {
  const token = newId('lock');
  const at = now.toISOString();
  const taken = await db
    .prepare(
      `UPDATE ${table} SET lock_token = ?1, lock_expires_at = ?2
        WHERE id = ?3 AND customer_id = ?4 AND (lock_token IS NULL OR lock_expires_at <= ?5)
        RETURNING id`,
    )
    .bind(token, new Date(now.getTime() + LOCK_TTL_MS).toISOString(), id, customerId, at)
    .first();
  if (taken) return { ok: true, token };
  const exists = await db.prepare(`SELECT 1 AS x FROM ${table} WHERE id = ?1 AND customer_id = ?2`).bind(id, customerId).first();
  return { ok: false, reason: exists ? 'busy' : 'not_found' };
}

/**
 * The scheduled job's lock: taken only while the subscription is still ACTIVE and due
 * (its next day ≤ `dueDay`), so a run never renews what a customer just changed.
 * Answers the subscription's customer and next day, or null.
 */
export async function acquireDueRenewalLock(
  db: D1Database,
  id: string,
  dueDay: string,
  now = new Date(),
): Promise<{ token: string; customerId: string; nextDay: string } | null> {
  const token = newId('lock');
  const row = await db
    .prepare(
      `UPDATE subscriptions SET lock_token = ?1, lock_expires_at = ?2
        WHERE id = ?3 AND status = 'ACTIVE' AND next_charge_scheduled_at IS NOT NULL
          AND substr(next_charge_scheduled_at, 1, 10) <= ?4
          AND (lock_token IS NULL OR lock_expires_at <= ?5)
        RETURNING customer_id, substr(next_charge_scheduled_at, 1, 10) AS next_day`,
    )
    .bind(token, new Date(now.getTime() + LOCK_TTL_MS).toISOString(), id, dueDay, now.toISOString())
    .first<{ customer_id: string; next_day: string }>();
  return row ? { token, customerId: row.customer_id, nextDay: row.next_day } : null;
}

/** Releases the lock (only if still ours) and marks the record updated: the last statement of a change batch. */
export function releaseLockStatement(db: D1Database, table: LockedTable, id: string, token: string, touchedAt: Date | null): D1PreparedStatement {
  return touchedAt
    ? db
        .prepare(`UPDATE ${table} SET lock_token = NULL, lock_expires_at = NULL, updated_at = ?3 WHERE id = ?1 AND lock_token = ?2`)
        .bind(id, token, touchedAt.toISOString())
    : db.prepare(`UPDATE ${table} SET lock_token = NULL, lock_expires_at = NULL WHERE id = ?1 AND lock_token = ?2`).bind(id, token);
}

/** Releases the lock without marking a change (a refused or failed action). A no-op once released. */
export async function releaseLock(db: D1Database, table: LockedTable, id: string, token: string): Promise<void> {
  await releaseLockStatement(db, table, id, token, null).run();
}
