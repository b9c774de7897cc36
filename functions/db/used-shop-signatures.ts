/**
 * Shop signatures already used (migrations/0010): POST /auth/generate-magic-link accepts each
 * signature once. Rows live until the signature would be stale anyway; the cron deletes them.
 */
import { sha256Hex } from '../lib/ids';

/**
 * Records `signature` as used. True for its first use; false when it was used before. One
 * INSERT decides, so of two concurrent requests with the same signature exactly one wins.
 */
export async function claimShopSignature(db: D1Database, signature: string, expiresAt: Date): Promise<boolean> {
  const hash = await sha256Hex(signature.trim().toLowerCase());
  const row = await db
    .prepare(
      `INSERT INTO used_shop_signatures (signature_hash, expires_at) VALUES (?1, ?2)
       ON CONFLICT (signature_hash) DO NOTHING RETURNING signature_hash`,
    )
    .bind(hash, expiresAt.toISOString())
    .first<{ signature_hash: string }>();
  return row !== null;
}
