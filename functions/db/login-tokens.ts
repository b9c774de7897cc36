/**
 * One-time login tokens (magic links and shop-vouched logins), kept as SHA-256 hashes.
 * `purpose`: 'login' for e-mailed links, 'shop' for tokens minted for the shop's signed customer info.
 */
export type LoginTokenPurpose = 'login' | 'shop';

/** One-time login tokens live 15 minutes. */
export const LOGIN_TOKEN_MINUTES = 15;
/**
 * A theme block's login ticket (GET /api/auth/app-proxy/token) lives 2 minutes: the shop page
 * hands it to our frame, which spends it at once; a ticket left in a log is soon worthless.
 */
export const LOGIN_TICKET_MINUTES = 2;

export async function insertLoginToken(
  db: D1Database,
  t: { tokenHash: string; customerId: string; purpose: LoginTokenPurpose; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .prepare('INSERT INTO login_tokens (token_hash, customer_id, purpose, created_at, expires_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(t.tokenHash, t.customerId, t.purpose, t.createdAt.toISOString(), t.expiresAt.toISOString())
    .run();
}

/**
 * Uses a token: marks it used and answers its customer id, in one statement, so two requests
 * racing with the same token cannot both win. Null when unknown, used or expired.
 */
export async function consumeLoginToken(db: D1Database, tokenHash: string, now = new Date()): Promise<string | null> {
  const at = now.toISOString();
  const row = await db
    .prepare(
      `UPDATE login_tokens SET used_at = ?2
        WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2
        RETURNING customer_id`,
    )
    .bind(tokenHash, at)
    .first<{ customer_id: string }>();
  return row?.customer_id ?? null;
}

/**
 * Whose a usable token is, without using it: the customer's id and e-mail, or null when the
 * token is unknown, used or expired. A read only (POST /api/auth/link-info asks before a
 * logged-in page decides whether to spend a link).
 */
export async function peekLoginToken(db: D1Database, tokenHash: string, now = new Date()): Promise<{ customerId: string; email: string } | null> {
  const row = await db
    .prepare(
      `SELECT c.id AS customer_id, c.email FROM login_tokens t JOIN customers c ON c.id = t.customer_id
        WHERE t.token_hash = ?1 AND t.used_at IS NULL AND t.expires_at > ?2`,
    )
    .bind(tokenHash, now.toISOString())
    .first<{ customer_id: string; email: string }>();
  return row ? { customerId: row.customer_id, email: row.email } : null;
}

/** Tokens past their expiry, used or not (the cron job's clean-up). */
export function deleteExpiredLoginTokensStatement(db: D1Database, now: Date): D1PreparedStatement {
  return db.prepare('DELETE FROM login_tokens WHERE expires_at < ?1').bind(now.toISOString());
}
