/**
 * App Bridge ID tokens (Shopify's session tokens): the console's only credential. App Bridge
 * hands the embedded page a JWT signed HS256 with the app's client secret; we accept it only for
 * our app (`aud` = client id), for our one shop (`dest` = https://<shop>, `iss` its /admin), and
 * within its lifetime (`nbf` … `exp`, Shopify's library allows 10 seconds of clock skew). The
 * checks are Shopify's library's (functions/shopify/app/library.ts); signing one, for the local
 * stand-in of App Bridge and the tests, is ours.
 * https://shopify.dev/docs/apps/build/authentication-authorization/session-tokens
 */
import type { ConsoleAuth } from '../../env';
import { SESSION_TOKEN_SKEW_SECONDS, verifySessionToken, type SessionTokenCheck, type SessionTokenClaims, type SessionTokenRefusal } from './library';

/** The claims we rely on, after verification (the library module's own type). */
export type IdTokenClaims = SessionTokenClaims;

export type IdTokenRefusal = SessionTokenRefusal;

/** Clocks of Shopify and Cloudflare may differ by a little: the library allows this much. */
export const ID_TOKEN_SKEW_SECONDS = SESSION_TOKEN_SKEW_SECONDS;

export type IdTokenCheck = SessionTokenCheck;

const encoder = new TextEncoder();

const hmacKey = (secret: string) => crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);

/**
 * Verifies an ID token for `auth`, now: Shopify's library checks HS256, the signature, `exp`
 * and `nbf` and `aud` (functions/shopify/app/library.ts verifySessionToken), and we check that
 * `dest` and `iss` are our one shop.
 *
 * @example
 * const check = await verifyIdToken(token, { clientId, appSecret, shopDomain: 'furbaby.myshopify.com' });
 * if (!check.ok) return unauthorised(check.reason);
 */
export const verifyIdToken = (token: string, auth: ConsoleAuth): Promise<IdTokenCheck> =>
  verifySessionToken({ clientId: auth.clientId, secret: auth.appSecret }, token, auth.shopDomain);

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
  const key = await hmacKey(auth.appSecret);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(unsigned)));
  return `${unsigned}.${base64Url(signature)}`;
}
