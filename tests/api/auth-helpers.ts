/**
 * Test factories for accounts, for every API test that needs a logged-in customer:
 *
 *   const { headers } = await loginAs(DEMO.customerId);
 *   await SELF.fetch('http://localhost/api/pets', { headers });
 *
 * Calls go through the real routes (a one-time token, then POST /api/auth/verify).
 */
import { env, SELF } from 'cloudflare:test';
import { DEMO } from '../../functions/db/demo';
import { LOCAL_SHOP_SHARED_SECRET } from '../../functions/config/local-secrets';
import { sha256Hex } from '../../functions/lib/ids';
import { signCustomerInfo } from '../../functions/lib/shop-signature';
import type { MailKind } from '../../functions/mail/mailer';

export { DEMO };

export const BASE = 'http://localhost';

/** JSON POST as a page on our own origin would send it. */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}, base = BASE): Request {
  return new Request(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(base).origin, ...headers },
    body: JSON.stringify(body),
  });
}

/** The `name=value` part of a Set-Cookie header, to send back as a Cookie header. */
export function cookiePair(res: Response, name = 'mfb_session'): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!line) throw new Error(`no ${name} cookie in the answer`);
  return line.split(';')[0]!;
}

/** The links of one kind of mail (login links unless said) sent to `email` through the outbox, newest first. */
export async function mailedLinks(email: string, kind: MailKind = 'login-link'): Promise<string[]> {
  const { results } = await env.DB.prepare('SELECT links FROM outbox WHERE to_email = ?1 AND kind = ?2 ORDER BY created_at DESC, rowid DESC')
    .bind(email, kind)
    .all<{ links: string }>();
  return results.flatMap((r) => JSON.parse(r.links) as string[]);
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Requests a login link for `email` (as the form does) and answers the token it mailed. */
export async function requestLinkToken(email: string = DEMO.email): Promise<string> {
  const res = await SELF.fetch(postJson('/api/auth/request-link', { email }));
  if (res.status !== 200) throw new Error(`request-link answered ${res.status}`);
  const [link] = await mailedLinks(email);
  if (!link) throw new Error(`no login link mailed to ${email}`);
  return tokenOf(link);
}

let lastTimestampMs = 0;
/** Now in milliseconds, never the same twice: a shop signature is single use, so each login signs anew. */
const freshTimestampMs = () => (lastTimestampMs = Math.max(Date.now(), lastTimestampMs + 1));

/** Signed customer info as the shop's theme makes it (local shared secret, fresh timestamp). */
export async function signedCustomerInfo(customer: { customerId: string; customerEmail: string }, opts: { timestamp?: number; secret?: string } = {}) {
  const timestamp = opts.timestamp ?? freshTimestampMs();
  const signature = await signCustomerInfo(opts.secret ?? LOCAL_SHOP_SHARED_SECRET, { ...customer, timestamp });
  return { ...customer, timestamp, signature };
}

/** Logs a customer in through generate-magic-link and verify; answers headers for later calls. */
export async function loginAs(customerId: string = DEMO.customerId) {
  const row = await env.DB.prepare('SELECT email FROM customers WHERE id = ?1').bind(customerId).first<{ email: string }>();
  if (!row) throw new Error(`no customer ${customerId}`);
  const minted = await SELF.fetch(postJson('/api/auth/generate-magic-link', await signedCustomerInfo({ customerId, customerEmail: row.email })));
  const { token } = await minted.json<{ token: string }>();
  const res = await SELF.fetch(postJson('/api/auth/verify', { token }, { 'x-auth-transport': 'bearer' }));
  if (res.status !== 200) throw new Error(`verify answered ${res.status}`);
  const { sessionToken } = await res.json<{ sessionToken: string }>();
  const cookie = cookiePair(res);
  return { cookie, sessionToken, headers: { cookie, origin: BASE } };
}

/** The stored session row for a session secret (looked up by its hash). */
export async function sessionRow(secret: string) {
  return env.DB.prepare('SELECT customer_id, expires_at, ended_at FROM sessions WHERE id_hash = ?1')
    .bind(await sha256Hex(secret))
    .first<{ customer_id: string; expires_at: string; ended_at: string | null }>();
}

/** Moves a login token's expiry into the past, as if it was never spent in time. */
export async function expireLoginToken(token: string): Promise<void> {
  await env.DB.prepare("UPDATE login_tokens SET expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 second') WHERE token_hash = ?1")
    .bind(await sha256Hex(token))
    .run();
}
