import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { hitLimits } from '../db/rate-limits';
import { ApiError } from '../lib/errors';
import { sha256Hex } from '../lib/ids';

// The login-link and per-session limits; their counters are functions/db/rate-limits.ts.

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
