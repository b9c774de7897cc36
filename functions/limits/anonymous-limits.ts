import type { Context } from 'hono';
import { householdEmail } from '../../src/domain/household';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { sha256Hex } from '../lib/ids';
import { claimDistinctBucket, hitLimits, windowStart, type Limit } from '../db/rate-limits';
import { clientAddress } from './rate-limit';

/** A rate limit's figures: calls per client (and per mailbox) in one window. */
export type RateRule = { perClient: number; perMailbox?: number; windowMinutes: number };

/** The production or local figures of a limit table in functions/lib/limits.ts. */
export function limitsFor(c: Context<AppEnv>, table: { production: RateRule; local: RateRule }): RateRule {
  return table[c.get('config').local ? 'local' : 'production'];
}

/**
 * Counts one call of `name` per client and, when given, per mailbox normalised as the household
 * rule does ('A.B+x@gmail.com' is 'ab@gmail.com'), so tags and dots do not make new buckets.
 * Throws 429 `rate_limited` with Retry-After when either count is over its maximum.
 *
 * @example
 * await limitCaller(c, 'checkout-url', { perClient: 30, perMailbox: 10, windowMinutes: 60 }, message, body.customerData?.email)
 */
export async function limitCaller(c: Context<AppEnv>, name: string, rule: RateRule, message: string, email?: string | null): Promise<void> {
  const limits: Limit[] = [{ bucket: `${name}:client:${await sha256Hex(clientAddress(c))}`, max: rule.perClient }];
  if (email && rule.perMailbox !== undefined) {
    limits.push({ bucket: `${name}:email:${await sha256Hex(householdEmail(email))}`, max: rule.perMailbox });
  }
  const result = await hitLimits(c.env.DB, limits, rule.windowMinutes);
  if (!result.allowed) {
    c.header('Retry-After', String(result.retryAfter));
    throw new ApiError(429, 'rate_limited', message);
  }
}

/**
 * Caps the distinct `value`s (campaigns, say) one client may bring in a window: a value it
 * brought before passes; a new one past `rule.perClient` distinct values is 429 `rate_limited`.
 * One rate_limits row per client and value, counted by a range of the primary key.
 *
 * @example
 * await limitDistinct(c, 'funnel-campaign', campaign, { perClient: 10, windowMinutes: 1440 }, message)
 */
export async function limitDistinct(c: Context<AppEnv>, name: string, value: string, rule: RateRule, message: string): Promise<void> {
  if (await claimDistinct(c, name, value, rule)) return;
  const start = windowStart(new Date(), rule.windowMinutes).getTime();
  c.header('Retry-After', String(Math.max(1, Math.ceil((start + rule.windowMinutes * 60_000 - Date.now()) / 1000))));
  throw new ApiError(429, 'rate_limited', message);
}

/** Whether `value` is one of the distinct values `rule` lets this client use now (counted if so): `limitDistinct` without the 429. */
export async function claimDistinct(c: Context<AppEnv>, name: string, value: string, rule: RateRule): Promise<boolean> {
  const prefix = `${name}:client:${await sha256Hex(clientAddress(c))}:`;
  const start = windowStart(new Date(), rule.windowMinutes).toISOString();
  return claimDistinctBucket(c.env.DB, prefix, `${prefix}${await sha256Hex(value)}`, start, rule.perClient);
}
