/**
 * Idempotency keys (ship-now, retry-payment, legacy ship-today): a repeated request with the
 * same `Idempotency-Key` answers the first answer instead of acting again. A key is claimed
 * with one atomic INSERT; the action's change batch marks it done in the same transaction as
 * the order it creates, so "order exists" and "key done" can never disagree.
 */

export type IdempotencyClaim =
  | { state: 'new' }
  | { state: 'pending'; createdAt: string }
  | { state: 'done'; status: number; response: string | null }
  /** The key was used for another action or subscription (`scope`) or another body (`fingerprint`). */
  | { state: 'mismatch'; reason: 'scope' | 'body' };

/**
 * Claims `key` for `scope` (e.g. 'ship-now:sub_1') and the request's `fingerprint`
 * (functions/lib/request-fingerprint.ts), or tells what became of an earlier claim.
 */
export async function claimIdempotencyKey(
  db: D1Database,
  customerId: string,
  key: string,
  scope: string,
  fingerprint: string,
  now = new Date(),
): Promise<IdempotencyClaim> {
  const inserted = await db
    .prepare(
      `INSERT INTO idempotency_keys (customer_id, key, scope, fingerprint, status, response, created_at)
       VALUES (?1, ?2, ?3, ?4, NULL, NULL, ?5)
       ON CONFLICT (customer_id, key) DO NOTHING RETURNING key`,
    )
    .bind(customerId, key, scope, fingerprint, now.toISOString())
    .first();
  if (inserted) return { state: 'new' };
  const row = await db
    .prepare('SELECT scope, fingerprint, status, response, created_at FROM idempotency_keys WHERE customer_id = ?1 AND key = ?2')
    .bind(customerId, key)
    .first<{ scope: string; fingerprint: string | null; status: number | null; response: string | null; created_at: string }>();
  if (!row) return claimIdempotencyKey(db, customerId, key, scope, fingerprint, now); // released in between
  if (row.scope !== scope) return { state: 'mismatch', reason: 'scope' };
  // NULL: a key claimed before fingerprints were kept (migration 0009); it expires within a day.
  if (row.fingerprint !== null && row.fingerprint !== fingerprint) return { state: 'mismatch', reason: 'body' };
  if (row.status === null) return { state: 'pending', createdAt: row.created_at };
  return { state: 'done', status: row.status, response: row.response };
}

/**
 * Takes over a claim whose request never finished (older than `staleBefore`): only one
 * caller wins, by matching the old created_at.
 */
export async function takeOverStaleClaim(db: D1Database, customerId: string, key: string, oldCreatedAt: string, now = new Date()): Promise<boolean> {
  const row = await db
    .prepare(
      `UPDATE idempotency_keys SET created_at = ?4
        WHERE customer_id = ?1 AND key = ?2 AND status IS NULL AND created_at = ?3 RETURNING key`,
    )
    .bind(customerId, key, oldCreatedAt, now.toISOString())
    .first();
  return row !== null;
}

/** Marks the key done with `status`; part of the action's change batch. */
export function completeIdempotencyKeyStatement(db: D1Database, customerId: string, key: string, status: number): D1PreparedStatement {
  return db.prepare('UPDATE idempotency_keys SET status = ?3 WHERE customer_id = ?1 AND key = ?2').bind(customerId, key, status);
}

/** Stores the answer a repeat will get (after the change batch). */
export async function storeIdempotentResponse(db: D1Database, customerId: string, key: string, status: number, response: string): Promise<void> {
  await db.prepare('UPDATE idempotency_keys SET status = ?3, response = ?4 WHERE customer_id = ?1 AND key = ?2').bind(customerId, key, status, response).run();
}

/** Forgets an unfinished claim after an action that changed nothing, so the key can be used again. */
export async function releaseIdempotencyKey(db: D1Database, customerId: string, key: string): Promise<void> {
  await db.prepare('DELETE FROM idempotency_keys WHERE customer_id = ?1 AND key = ?2 AND status IS NULL').bind(customerId, key).run();
}

/** Idempotency keys are kept this long; the scheduled job deletes older ones. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export function deleteOldIdempotencyKeysStatement(db: D1Database, now = new Date()): D1PreparedStatement {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 60 * 60 * 1000).toISOString();
  return db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?1').bind(cutoff);
}
