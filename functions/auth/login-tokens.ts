import { insertLoginToken, LOGIN_TOKEN_MINUTES, type LoginTokenPurpose } from '../db/login-tokens';
import { newSecret, sha256Hex } from '../lib/ids';

/**
 * Mints a one-time login token: 256 random bits, of which only the SHA-256 is stored, valid
 * for `minutes` (LOGIN_TOKEN_MINUTES) and usable once (POST /auth/verify). Answers the token itself.
 */
export async function mintLoginToken(
  db: D1Database,
  customerId: string,
  purpose: LoginTokenPurpose,
  now = new Date(),
  minutes = LOGIN_TOKEN_MINUTES,
): Promise<string> {
  const token = newSecret(32);
  await insertLoginToken(db, {
    tokenHash: await sha256Hex(token),
    customerId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
  });
  return token;
}

/**
 * The dashboard link that logs in with `token` (the page verifies it, then drops it from the address).
 *
 * @example
 * dashboardLoginLink('https://plans.furbaby.co.nz', 'abc') // 'https://plans.furbaby.co.nz/dashboard?token=abc'
 */
export function dashboardLoginLink(publicOrigin: string, token: string): string {
  return new URL(`/dashboard?token=${encodeURIComponent(token)}`, publicOrigin).href;
}
