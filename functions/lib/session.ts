import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { AppEnv, SessionCustomer } from '../env';
import { endSession, findSessionCustomer, insertSession } from '../db/sessions';
import { ApiError } from './errors';
import { newSecret, sha256Hex } from './ids';

/**
 * Sessions: a random 256-bit id, given to the browser as an HttpOnly cookie and, for frames
 * whose cookies the browser refuses, as a bearer token; stored only as its SHA-256.
 *
 * Other routers use:
 *   `.use(requireCustomer)` (or `.get('/x', requireCustomer, handler)`), then
 *   `c.var.customer` — typed as present after requireCustomer.
 * `sessionMiddleware` runs for every request in functions/app.ts and sets `customer` when the
 * request carries a live session; it never rejects on its own.
 */

export const SESSION_COOKIE = 'mfb_session';
export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

/**
 * Cookie attributes. Over https: `Secure; SameSite=None; Partitioned`, so the cookie works in
 * the shop's iframe (CHIPS: kept per top-level site, accepted where third-party cookies are
 * blocked). Over plain http (local loopback only) a browser refuses `SameSite=None` without
 * `Secure`, so the cookie is `SameSite=Lax`; loopback ports are one site, so the demo shop's
 * frame still gets it, and the bearer token covers the rest.
 */
export function sessionCookieOptions(c: Context<AppEnv>, maxAgeSeconds: number): CookieOptions {
  const secure = new URL(c.req.url).protocol === 'https:' || !c.var.config.local;
  const base = { path: '/', httpOnly: true, maxAge: maxAgeSeconds } as const;
  return secure ? { ...base, secure: true, sameSite: 'None', partitioned: true } : { ...base, sameSite: 'Lax' };
}

/** The session secret the request carries: `Authorization: Bearer …` first, else the cookie. */
export function requestSessionSecret(c: Context<AppEnv>): string | undefined {
  const auth = c.req.header('authorization');
  const bearer = auth?.match(/^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i)?.[1];
  return bearer ?? getCookie(c, SESSION_COOKIE) ?? undefined;
}

/**
 * Starts a session for a customer and sets the cookie. Returns the secret, which the caller
 * hands out as a bearer token only when the client asked for one.
 */
export async function startSession(c: Context<AppEnv>, customerId: string, now = new Date()): Promise<string> {
  const secret = newSecret(32);
  await insertSession(c.env.DB, {
    idHash: await sha256Hex(secret),
    customerId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
  });
  setCookie(c, SESSION_COOKIE, secret, sessionCookieOptions(c, SESSION_MS / 1000));
  return secret;
}

/**
 * Ends the request's session server-side (if any). With `clearCookie`, also tells the browser
 * to drop the cookie (logout); a new login skips that because its new cookie replaces it.
 */
export async function endRequestSession(c: Context<AppEnv>, opts: { clearCookie: boolean }, now = new Date()): Promise<void> {
  const secret = requestSessionSecret(c);
  if (secret) await endSession(c.env.DB, await sha256Hex(secret), now);
  if (opts.clearCookie && getCookie(c, SESSION_COOKIE) !== undefined) deleteCookie(c, SESSION_COOKIE, sessionCookieOptions(c, 0));
}

/** Sets `c.var.customer` when the request carries a live session (cookie or bearer token). */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const secret = requestSessionSecret(c);
  if (secret) {
    const customer = await findSessionCustomer(c.env.DB, await sha256Hex(secret));
    if (customer) c.set('customer', customer);
  }
  await next();
};

export const UNAUTHENTICATED_MESSAGE = 'Please log in to continue.';

/**
 * Lets only logged-in customers through; others get 401 `{ error, code: 'unauthenticated' }`.
 * After it, `c.var.customer` is typed as present.
 */
export const requireCustomer: MiddlewareHandler<{ Variables: { customer: SessionCustomer } }> = async (c, next) => {
  if (!c.var.customer) throw new ApiError(401, 'unauthenticated', UNAUTHENTICATED_MESSAGE);
  await next();
};
