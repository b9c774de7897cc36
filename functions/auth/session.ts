import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type { AppEnv, SessionCustomer } from '../env';
import { endSession, findSessionCustomer, insertSession, sessionCustomerOf, sessionCustomerStatement, type CustomerRef } from '../db/sessions';
import { ApiError, notFound } from '../lib/errors';
import { newSecret, sha256Hex } from '../lib/ids';
import { proxiedCustomer } from './proxied-request';

/**
 * Sessions: a random 256-bit id, given to the browser as an HttpOnly cookie and, for frames
 * whose cookies the browser refuses, as a bearer token; stored only as its SHA-256.
 *
 * Other routers use:
 *   `.use(requireCustomer)` (or `.get('/x', requireCustomer, handler)`), then
 *   `c.var.customer` — typed as present after requireCustomer;
 *   `await sessionCustomer(c)` where being logged in is optional;
 *   `batchAsCustomer(c, …)` for a read that should cost one D1 round trip.
 * `sessionMiddleware` runs for every request in functions/app.ts; it never rejects on its own.
 * Through Shopify's app proxy there is no session at all: the customer is the one the proxy's
 * signature vouches for (functions/auth/proxied-request.ts), set before any router runs.
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
  const secure = new URL(c.req.url).protocol === 'https:' || !c.get('config').local;
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

/**
 * Notes the hash of the session secret the request carries (cookie or bearer token) as
 * `c.var.sessionHash`. It reads nothing: a call that needs the customer looks the session up
 * itself (`requireCustomer`, `sessionCustomer` or, in the same batch as its own read,
 * `batchAsCustomer`), so calls that do not need it pay no D1 round trip for the cookie.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const viaProxy = proxiedCustomer(c.req.raw);
  if (viaProxy) {
    // The shop's signed customer on every call; a cookie or bearer token of ours plays no part.
    if (viaProxy.customer) c.set('customer', viaProxy.customer);
    // Read here, before any middleware may replace the Request the proxy marked (a body limit does).
    c.set('proxyPrefix', viaProxy.prefix);
    return next();
  }
  const secret = requestSessionSecret(c);
  if (secret) c.set('sessionHash', await sha256Hex(secret));
  await next();
};

/** The customer of the request's live session, or undefined; looked up once per request. */
export async function sessionCustomer(c: Context<AppEnv>): Promise<SessionCustomer | undefined> {
  const known = c.get('customer');
  const hash = c.get('sessionHash');
  if (known || !hash) return known;
  const customer = await findSessionCustomer(c.env.DB, hash);
  if (customer) c.set('customer', customer);
  return customer ?? undefined;
}

export const UNAUTHENTICATED_MESSAGE = 'Please log in to continue.';
const unauthenticated = () => new ApiError(401, 'unauthenticated', UNAUTHENTICATED_MESSAGE);

/**
 * Lets only logged-in customers through; others get 401 `{ error, code: 'unauthenticated' }`.
 * After it, `c.var.customer` is typed as present.
 */
export const requireCustomer: MiddlewareHandler<AppEnv & { Variables: { customer: SessionCustomer } }> = async (c, next) => {
  if (!(await sessionCustomer(c as unknown as Context<AppEnv>))) throw unauthenticated();
  await next();
};

/** 401 at once when the request carries no session at all (no D1 read); `batchAsCustomer` checks the rest. */
export const requireSessionSecret: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('sessionHash') && !c.get('customer')) throw unauthenticated();
  await next();
};

/**
 * A logged-in read in one D1 round trip: the session lookup and the read's statements run in
 * one batch. `read` gets whom to read for: `claimedId` (the customer id in the path) when
 * given, otherwise the session's customer as a subquery. A claimed id is read before the
 * session is known, so the caller must compare it with the returned customer and answer as
 * if nothing was found when they differ; without a live session this throws 401.
 */
export async function batchAsCustomer(
  c: Context<AppEnv>,
  read: (customer: CustomerRef) => D1PreparedStatement[],
  claimedId?: string,
): Promise<{ customer: SessionCustomer; results: D1Result[] }> {
  const answer = await batchForCustomer({ db: c.env.DB, customer: c.get('customer') ?? null, sessionHash: c.get('sessionHash') ?? null }, read, claimedId);
  c.set('customer', answer.customer);
  return answer;
}

/**
 * `batchAsCustomer` for a caller without Hono's context (the commerce engines take
 * functions/commerce/request.ts): the customer when already known (the app proxy's), else the
 * session's hash, and the database.
 */
export async function batchForCustomer(
  who: { db: D1Database; customer: SessionCustomer | null; sessionHash: string | null },
  read: (customer: CustomerRef) => D1PreparedStatement[],
  claimedId?: string,
): Promise<{ customer: SessionCustomer; results: D1Result[] }> {
  const { db, customer: known, sessionHash: hash } = who;
  if (known) {
    // Already known (the app proxy's customer): only the read, for them.
    if (claimedId !== undefined && claimedId !== known.id) throw notFound('No such customer.');
    return { customer: known, results: await db.batch(read({ id: known.id })) };
  }
  if (!hash) throw unauthenticated();
  const now = new Date();
  const [session, ...results] = await db.batch([
    sessionCustomerStatement(db, hash, now),
    ...read(claimedId === undefined ? { sessionHash: hash, now } : { id: claimedId }),
  ]);
  const customer = sessionCustomerOf(session!);
  if (!customer) throw unauthenticated();
  // The one ownership check of the customer reads: another customer's id looks like a missing one.
  if (claimedId !== undefined && claimedId !== customer.id) throw notFound('No such customer.');
  return { customer, results };
}
