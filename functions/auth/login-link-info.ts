import type { Context } from 'hono';
import { MESSAGES } from '../../src/copy/messages';
import { maskEmail } from '../../src/domain/mask-email';
import type { LinkInfoAnswer } from '../../src/domain/schemas/login-link';
import { peekLoginToken } from '../db/login-tokens';
import type { AppEnv, SessionCustomer } from '../env';
import { limitCaller } from '../limits/anonymous-limits';
import { ApiError } from '../lib/errors';
import { sha256Hex } from '../lib/ids';

/**
 * POST /api/auth/link-info: a logged-in page asks whose a login link is
 * before it spends it, and asks the customer first when it is another account's. The answer
 * tells only whether it is the caller's own account and the other account's masked e-mail; the
 * link stays unused. Callers are logged in (the route requires it), so only a customer who
 * holds the link learns the mask, which verifying the link would tell them in full anyway.
 * The limit is per client and per customer: a link cannot be guessed (256 bits), so it only
 * bounds the reads a looping page or script can cause.
 */
export const LINK_INFO_LIMITS = {
  production: { perClient: 30, perMailbox: 30, windowMinutes: 15 },
  local: { perClient: 1000, perMailbox: 1000, windowMinutes: 15 },
} as const;

export const LINK_INFO_LIMITED_MESSAGE = 'Too many login links checked. Please wait a few minutes and try again.';

/** Answers whose `token` is for `customer`; a used, expired or unknown link is 410 `magic_link_expired`. */
export async function loginLinkInfo(c: Context<AppEnv>, customer: SessionCustomer, token: string): Promise<LinkInfoAnswer> {
  await limitCaller(c, 'link-info', LINK_INFO_LIMITS[c.get('config').local ? 'local' : 'production'], LINK_INFO_LIMITED_MESSAGE, customer.email);
  const owner = await peekLoginToken(c.env.DB, await sha256Hex(token));
  if (!owner) throw new ApiError(410, 'magic_link_expired', MESSAGES.magicLinkExpired);
  return { sameAccount: owner.customerId === customer.id, email: maskEmail(owner.email) };
}
