import type { Context } from 'hono';
import { householdEmail } from '../../src/domain/household';
import type { AppEnv } from '../env';
import { ApiError } from './errors';
import { sha256Hex } from './ids';
import { clientAddress, hitLimits, type Limit } from './rate-limit';

/** A rate limit's figures: calls per client (and per mailbox) in one window. */
export type RateRule = { perClient: number; perMailbox?: number; windowMinutes: number };

/** The production or local figures of a limit table in functions/lib/limits.ts. */
export function limitsFor(c: Context<AppEnv>, table: { production: RateRule; local: RateRule }): RateRule {
  return table[c.var.config.local ? 'local' : 'production'];
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
