/**
 * App Bridge ID tokens (Shopify's session tokens): the console's only credential. App Bridge
 * hands the embedded page a JWT signed HS256 with the app's client secret; we accept it only for
 * our app (`aud` = client id), for our one shop (`dest` = https://<shop>, `iss` its /admin), and
 * within its lifetime (`nbf` … `exp`, a few seconds' clock skew either side). The signature is
 * checked by WebCrypto's HMAC verify, which compares in constant time.
 * https://shopify.dev/docs/apps/build/authentication-authorization/session-tokens
 */
import type { ConsoleAuth } from '../env';

/** The claims we rely on, after verification. */
export interface IdTokenClaims {
  iss: string;
  dest: string;
  aud: string;
  /** The staff member's Shopify user id. */
  sub: string;
  exp: number;
  nbf: number;
  iat: number;
  jti: string;
  sid?: string;
}

/** Clocks of Shopify and Cloudflare may differ by a little. */
export const ID_TOKEN_SKEW_SECONDS = 5;

export type IdTokenRefusal = 'malformed' | 'algorithm' | 'signature' | 'expired' | 'not-yet-valid' | 'audience' | 'shop';

export type IdTokenCheck = { ok: true; claims: IdTokenClaims } | { ok: false; reason: IdTokenRefusal };

const encoder = new TextEncoder();

function base64UrlBytes(part: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (part.length % 4)) % 4);
  try {
    return Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

function base64UrlJson(part: string): Record<string, unknown> | null {
  const bytes = base64UrlBytes(part);
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const hmacKey = (secret: string, usage: KeyUsage) => crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

function hasClaims(p: Record<string, unknown>): p is Record<string, unknown> & IdTokenClaims {
  const strings = ['iss', 'dest', 'aud', 'sub', 'jti'] as const;
  const numbers = ['exp', 'nbf', 'iat'] as const;
  return strings.every((k) => typeof p[k] === 'string') && numbers.every((k) => Number.isFinite(p[k]));
}

/**
 * Verifies an ID token for `auth` at `now`.
 *
 * @example
 * const check = await verifyIdToken(token, { clientId, appSecret, shopDomain: 'furbaby.myshopify.com' }, new Date());
 * if (!check.ok) return unauthorised(check.reason);
 */
export async function verifyIdToken(token: string, auth: ConsoleAuth, now: Date): Promise<IdTokenCheck> {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  const header = base64UrlJson(headerPart);
  if (!header) return { ok: false, reason: 'malformed' };
  // Only HS256: never "none", never a key the token names.
  if (header.alg !== 'HS256') return { ok: false, reason: 'algorithm' };
  const signature = base64UrlBytes(signaturePart);
  if (!signature) return { ok: false, reason: 'malformed' };
  const key = await hmacKey(auth.appSecret, 'verify');
  const signed = await crypto.subtle.verify('HMAC', key, signature, encoder.encode(`${headerPart}.${payloadPart}`));
  if (!signed) return { ok: false, reason: 'signature' };
  const payload = base64UrlJson(payloadPart);
  if (!payload || !hasClaims(payload)) return { ok: false, reason: 'malformed' };
  const seconds = Math.floor(now.getTime() / 1000);
  if (payload.exp + ID_TOKEN_SKEW_SECONDS <= seconds) return { ok: false, reason: 'expired' };
  if (payload.nbf - ID_TOKEN_SKEW_SECONDS > seconds) return { ok: false, reason: 'not-yet-valid' };
  if (payload.aud !== auth.clientId) return { ok: false, reason: 'audience' };
  const shop = `https://${auth.shopDomain}`;
  if (payload.dest !== shop || payload.iss !== `${shop}/admin`) return { ok: false, reason: 'shop' };
  return { ok: true, claims: payload };
}

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const jsonPart = (value: unknown) => base64Url(encoder.encode(JSON.stringify(value)));

/**
 * Signs an ID token as App Bridge's would be: for the local stand-in of App Bridge (local mode
 * only) and the tests. Lives for a minute, as Shopify's do.
 *
 * @example
 * const token = await signIdToken(auth, new Date(), { sub: '1' });
 */
export async function signIdToken(auth: ConsoleAuth, now: Date, overrides: Partial<IdTokenClaims> = {}): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const shop = `https://${auth.shopDomain}`;
  const claims: IdTokenClaims = {
    iss: `${shop}/admin`,
    dest: shop,
    aud: auth.clientId,
    sub: '1',
    exp: iat + 60,
    nbf: iat,
    iat,
    jti: crypto.randomUUID(),
    sid: crypto.randomUUID(),
    ...overrides,
  };
  const unsigned = `${jsonPart({ alg: 'HS256', typ: 'JWT' })}.${jsonPart(claims)}`;
  const key = await hmacKey(auth.appSecret, 'sign');
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(unsigned)));
  return `${unsigned}.${base64Url(signature)}`;
}
