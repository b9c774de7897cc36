import type { SessionCustomer } from '../env';
import { toSessionCustomer } from './customers';

/** Sessions are looked up by the SHA-256 of their secret id; the secret itself is never stored. */

export async function insertSession(db: D1Database, s: { idHash: string; customerId: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db
    .prepare('INSERT INTO sessions (id_hash, customer_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(s.idHash, s.customerId, s.createdAt.toISOString(), s.expiresAt.toISOString())
    .run();
}

const SELECT_SESSION_CUSTOMER = `
  SELECT c.id, c.email, c.first_name, c.last_name
    FROM sessions s JOIN customers c ON c.id = s.customer_id
   WHERE s.id_hash = ?1 AND s.ended_at IS NULL AND s.expires_at > ?2`;

/**
 * The statement that finds the customer of a live session (not ended, not expired); read its
 * answer with `sessionCustomerOf`. A statement rather than a call, so a logged-in read can run
 * it in the same batch as its own statements (one D1 round trip instead of two).
 */
export const sessionCustomerStatement = (db: D1Database, idHash: string, now: Date): D1PreparedStatement =>
  db.prepare(SELECT_SESSION_CUSTOMER).bind(idHash, now.toISOString());

export function sessionCustomerOf(result: D1Result): SessionCustomer | null {
  const row = result.results[0] as { id: string; email: string; first_name: string; last_name: string } | undefined;
  return row ? toSessionCustomer(row) : null;
}

/**
 * Whom a read is for: a customer by id, or the customer of a live session, written as a
 * subquery so the read needs no earlier lookup. `sql` is an expression for the customer id
 * whose parameters are `?1` (and `?2`), bound from `params`.
 */
export type CustomerRef = { id: string } | { sessionHash: string; now: Date };

export function customerIdSql(ref: CustomerRef): { sql: string; params: string[] } {
  if ('id' in ref) return { sql: '?1', params: [ref.id] };
  return {
    sql: '(SELECT customer_id FROM sessions WHERE id_hash = ?1 AND ended_at IS NULL AND expires_at > ?2)',
    params: [ref.sessionHash, ref.now.toISOString()],
  };
}

/** The customer of a live session (not ended, not expired), or null. */
export async function findSessionCustomer(db: D1Database, idHash: string, now = new Date()): Promise<SessionCustomer | null> {
  return sessionCustomerOf(await sessionCustomerStatement(db, idHash, now).all());
}

/** Ends a session; later lookups of it find nothing. Ending an unknown or ended session is a no-op. */
export async function endSession(db: D1Database, idHash: string, now = new Date()): Promise<void> {
  await db.prepare('UPDATE sessions SET ended_at = ?2 WHERE id_hash = ?1 AND ended_at IS NULL').bind(idHash, now.toISOString()).run();
}

/** Sessions past their expiry (the cron job's clean-up). */
export function deleteExpiredSessionsStatement(db: D1Database, now: Date): D1PreparedStatement {
  return db.prepare('DELETE FROM sessions WHERE expires_at < ?1').bind(now.toISOString());
}
