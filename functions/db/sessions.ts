import type { SessionCustomer } from '../env';
import { toSessionCustomer } from './customers';

/** Sessions are looked up by the SHA-256 of their secret id; the secret itself is never stored. */

export async function insertSession(
  db: D1Database,
  s: { idHash: string; customerId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .prepare('INSERT INTO sessions (id_hash, customer_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)')
    .bind(s.idHash, s.customerId, s.createdAt.toISOString(), s.expiresAt.toISOString())
    .run();
}

/** The customer of a live session (not ended, not expired), or null. */
export async function findSessionCustomer(db: D1Database, idHash: string, now = new Date()): Promise<SessionCustomer | null> {
  const row = await db
    .prepare(
      `SELECT c.id, c.email, c.first_name, c.last_name
         FROM sessions s JOIN customers c ON c.id = s.customer_id
        WHERE s.id_hash = ?1 AND s.ended_at IS NULL AND s.expires_at > ?2`,
    )
    .bind(idHash, now.toISOString())
    .first<{ id: string; email: string; first_name: string; last_name: string }>();
  return row ? toSessionCustomer(row) : null;
}

/** Ends a session; later lookups of it find nothing. Ending an unknown or ended session is a no-op. */
export async function endSession(db: D1Database, idHash: string, now = new Date()): Promise<void> {
  await db
    .prepare('UPDATE sessions SET ended_at = ?2 WHERE id_hash = ?1 AND ended_at IS NULL')
    .bind(idHash, now.toISOString())
    .run();
}
