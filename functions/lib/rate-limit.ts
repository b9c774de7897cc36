import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from './errors';
import { sha256Hex } from './ids';

/**
 * Fixed-window rate limits kept in D1 (`rate_limits`): one counter per bucket per window.
 * A window is `windowMinutes` long and starts at a multiple of it since the epoch; the cron
 * job deletes old windows (functions/scheduled.ts).
 */
export interface Limit {
  /** e.g. 'login-link:email:<sha256>' — never a raw e-mail address. */
  bucket: string;
  max: number;
}

export interface LimitResult {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfter: number;
}

/** The start of the window `now` falls in, as ISO text (comparable as text). */
export function windowStart(now: Date, windowMinutes: number): Date {
  const ms = windowMinutes * 60_000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/**
 * Counts one hit in every bucket (one D1 batch, atomic per counter) and says whether all
 * stayed within their maximum.
 */
export async function hitLimits(db: D1Database, limits: Limit[], windowMinutes: number, now = new Date()): Promise<LimitResult> {
  const start = windowStart(now, windowMinutes);
  const at = start.toISOString();
  const results = await db.batch<{ hits: number }>(
    limits.map((l) =>
      db
        .prepare(
          `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?1, ?2, 1)
           ON CONFLICT (bucket, window_start) DO UPDATE SET hits = hits + 1
           RETURNING hits`,
        )
        .bind(l.bucket, at),
    ),
  );
  const allowed = results.every((r, i) => (r.results[0]?.hits ?? 0) <= limits[i]!.max);
  const retryAfter = Math.max(1, Math.ceil((start.getTime() + windowMinutes * 60_000 - now.getTime()) / 1000));
  return { allowed, retryAfter };
}

/**
 * The caller's address as Cloudflare reports it. Locally (tests, `wrangler dev` without the
 * header) every caller shares one bucket, which the generous local limit allows for.
 */
export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}

export const LOGIN_LINK_LIMITED_MESSAGE = 'Too many login link requests. Please wait a few minutes and try again.';

/** A mailbox's login-link bucket: the customer's own requests and the console's sends count in it together. */
const loginLinkMailbox = async (email: string) => `login-link:email:${await sha256Hex(email.trim().toLowerCase())}`;

/**
 * The console's "Send login link": counted in the customer's own per-mailbox bucket (the staff
 * member's address is not the customer's), so a mailbox gets at most `perEmail` links a window
 * however they are asked for. Throws 429 `rate_limited` with Retry-After.
 */
export async function limitLoginLinksTo(c: Pick<Context<AppEnv>, 'env' | 'var' | 'header'>, email: string, message: string): Promise<void> {
  const { perEmail, windowMinutes } = c.var.config.loginLimits;
  const result = await hitLimits(c.env.DB, [{ bucket: await loginLinkMailbox(email), max: perEmail }], windowMinutes);
  if (!result.allowed) {
    c.header('Retry-After', String(result.retryAfter));
    throw new ApiError(429, 'rate_limited', message);
  }
}

/**
 * The limit on login-link requests: per e-mail address and per client, from the configuration.
 * Throws 429 `rate_limited` with a Retry-After header when either is exceeded.
 */
export async function limitLoginLinkRequests(c: Context<AppEnv>, email: string): Promise<void> {
  const { perEmail, perClient, windowMinutes } = c.var.config.loginLimits;
  const result = await hitLimits(
    c.env.DB,
    [
      { bucket: await loginLinkMailbox(email), max: perEmail },
      { bucket: `login-link:client:${await sha256Hex(clientAddress(c))}`, max: perClient },
    ],
    windowMinutes,
  );
  if (!result.allowed) {
    c.header('Retry-After', String(result.retryAfter));
    throw new ApiError(429, 'rate_limited', LOGIN_LINK_LIMITED_MESSAGE);
  }
}

/**
 * Counts one call of `name` for the login session the request carries (the hash the session
 * middleware noted); 429 `rate_limited` with Retry-After over the maximum. A request without a
 * session is left to the route, which answers 401 and writes nothing.
 */
export function limitPerSession(name: string, rule: { perSession: number; windowMinutes: number }, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.var.sessionHash;
    if (session) {
      const result = await hitLimits(c.env.DB, [{ bucket: `${name}:session:${session}`, max: rule.perSession }], rule.windowMinutes);
      if (!result.allowed) {
        c.header('Retry-After', String(result.retryAfter));
        throw new ApiError(429, 'rate_limited', message);
      }
    }
    await next();
  };
}

/**
 * Counts one call of `name` for the customer the request acts for (`c.var.customer`: a login
 * session, the customer account's session token, or staff acting for the customer in the
 * console), so every door shares one count per customer; 429 `rate_limited` with Retry-After
 * over the maximum. Run after the door's guard; without a customer it counts nothing.
 */
export function limitPerCustomer(name: string, rule: { perCustomer: number; windowMinutes: number }, message: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const customer = c.var.customer;
    if (customer) {
      const result = await hitLimits(c.env.DB, [{ bucket: `${name}:customer:${customer.id}`, max: rule.perCustomer }], rule.windowMinutes);
      if (!result.allowed) {
        c.header('Retry-After', String(result.retryAfter));
        throw new ApiError(429, 'rate_limited', message);
      }
    }
    await next();
  };
}
