/**
 * A checkout for an e-mail that already has an account waits for that mailbox's owner:
 * nobody can put an order, a subscription or a trial claim into someone
 * else's account by typing their address. The buyer is mailed a link; the order is placed when
 * it is opened. One schema and the texts the page shows, used by the page and the API alike.
 */
import * as v from 'valibot';
import { plainText } from './schemas/text';

/** How long a confirmation link works (never past its checkout's own expiry). */
export const CHECKOUT_CONFIRM_MINUTES = 30;

/** Confirmation mails one checkout may send: repeated submits cannot flood someone's mailbox. */
export const CHECKOUT_CONFIRM_MAX_MAILS = 3;

/** The query parameter of the link (`/checkout?session=…&confirm=…`). */
export const CHECKOUT_CONFIRM_PARAM = 'confirm';

export const CHECKOUT_CONFIRM_INVALID_CODE = 'confirmation_invalid';
export const CHECKOUT_CONFIRM_INVALID_MESSAGE =
  'This confirmation link has expired or has already been used. Please place your order again from the checkout page, or log in first.';
export const CHECKOUT_CONFIRM_LIMIT_CODE = 'confirmation_limit';
export const CHECKOUT_CONFIRM_LIMIT_MESSAGE =
  'We have already sent several confirmation links for this checkout. Please open the newest one, or log in and try again.';
export const CHECKOUT_CONFIRM_MAIL_FAILED_MESSAGE = 'We could not send the confirmation e-mail. Please try again in a moment, or log in first.';

/** POST /api/checkout/:id/confirm: `{ token }`, the 256-bit base64url secret of the link. */
export const checkoutConfirmBodySchema = v.object({
  token: v.pipe(v.string(CHECKOUT_CONFIRM_INVALID_MESSAGE), plainText, v.regex(/^[A-Za-z0-9_-]{43}$/, CHECKOUT_CONFIRM_INVALID_MESSAGE)),
});
export type CheckoutConfirmBody = v.InferOutput<typeof checkoutConfirmBodySchema>;

/** The 202 answer of POST /api/checkout/:id/complete when the mailbox's owner must confirm. */
export interface ConfirmationSentAnswer {
  status: 'confirmation_sent';
  email: string;
  expiresInMinutes: number;
}

/**
 * The link mailed to the address's owner.
 *
 * @example
 * checkoutConfirmLink('https://plans.furbaby.co.nz', 'chk_abc12345', 'tok')
 * // 'https://plans.furbaby.co.nz/checkout?session=chk_abc12345&confirm=tok'
 */
export function checkoutConfirmLink(publicOrigin: string, checkoutId: string, token: string): string {
  const url = new URL('/checkout', publicOrigin);
  url.searchParams.set('session', checkoutId);
  url.searchParams.set(CHECKOUT_CONFIRM_PARAM, token);
  return url.href;
}

/**
 * When a confirmation made at `now` expires: CHECKOUT_CONFIRM_MINUTES later, or with the
 * checkout when that comes sooner.
 *
 * @example
 * confirmExpiry(new Date('2026-01-01T00:00:00Z'), '2026-01-02T00:00:00Z').toISOString() // '2026-01-01T00:30:00.000Z'
 */
export function confirmExpiry(now: Date, checkoutExpiresAt: string): Date {
  const own = now.getTime() + CHECKOUT_CONFIRM_MINUTES * 60_000;
  return new Date(Math.min(own, Date.parse(checkoutExpiresAt)));
}
