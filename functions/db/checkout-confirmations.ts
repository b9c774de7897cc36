/**
 * Checkouts waiting for the mailbox's owner (migrations/0008): the validated details and the
 * SHA-256 of a one-time confirmation token. A checkout keeps only its newest confirmation
 * usable; older ones are marked used when a new one is made.
 */
import type { NzAddress } from '../../src/domain/schemas/checkout';

export interface PendingCheckoutDetails {
  firstName: string;
  lastName: string;
  email: string;
  address: NzAddress;
}

export interface PendingConfirmation {
  checkoutId: string;
  customerId: string;
  details: PendingCheckoutDetails;
  cardLast4: string;
}

/** Confirmations made for a checkout so far (used or not): the cap on mails per checkout. */
export async function countCheckoutConfirmations(db: D1Database, checkoutId: string): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM checkout_confirmations WHERE checkout_id = ?1').bind(checkoutId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** Stores a new confirmation and retires the checkout's earlier ones, in one batch. */
export async function insertCheckoutConfirmation(
  db: D1Database,
  c: PendingConfirmation & { tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  const at = c.createdAt.toISOString();
  await db.batch([
    db.prepare('UPDATE checkout_confirmations SET used_at = ?2 WHERE checkout_id = ?1 AND used_at IS NULL').bind(c.checkoutId, at),
    db
      .prepare(
        `INSERT INTO checkout_confirmations (token_hash, checkout_id, customer_id, details, card_last4, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)`,
      )
      .bind(c.tokenHash, c.checkoutId, c.customerId, JSON.stringify(c.details), c.cardLast4, at, c.expiresAt.toISOString()),
  ]);
}

/**
 * Uses a confirmation of `checkoutId`: marks it used and answers what it holds, in one
 * statement, so two requests racing with the same token cannot both win. Null when unknown,
 * of another checkout, used, replaced or expired.
 */
export async function consumeCheckoutConfirmation(
  db: D1Database,
  checkoutId: string,
  tokenHash: string,
  now = new Date(),
): Promise<PendingConfirmation | null> {
  const at = now.toISOString();
  const row = await db
    .prepare(
      `UPDATE checkout_confirmations SET used_at = ?3
        WHERE token_hash = ?1 AND checkout_id = ?2 AND used_at IS NULL AND expires_at > ?3
        RETURNING checkout_id, customer_id, details, card_last4`,
    )
    .bind(tokenHash, checkoutId, at)
    .first<{ checkout_id: string; customer_id: string; details: string; card_last4: string }>();
  if (!row) return null;
  return { checkoutId: row.checkout_id, customerId: row.customer_id, details: JSON.parse(row.details) as PendingCheckoutDetails, cardLast4: row.card_last4 };
}

/** Forgets a checkout's confirmations (and the details they hold) once its order exists. */
export function deleteCheckoutConfirmationsStatement(db: D1Database, checkoutId: string): D1PreparedStatement {
  return db.prepare('DELETE FROM checkout_confirmations WHERE checkout_id = ?1').bind(checkoutId);
}
