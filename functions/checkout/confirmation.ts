/**
 * A checkout with an existing customer's e-mail, by a caller not logged in as that customer.
 * Nothing is written into the account: the validated details wait in
 * checkout_confirmations and the address's owner is mailed a one-time link
 * (`/checkout?session=…&confirm=…`) that places the order. The token has 256 random bits; only
 * its SHA-256 is stored, it works once, for CHECKOUT_CONFIRM_MINUTES at most, and is never logged.
 */
import { checkoutConfirmMail } from '../mail/templates';
import {
  CHECKOUT_CONFIRM_LIMIT_CODE,
  CHECKOUT_CONFIRM_LIMIT_MESSAGE,
  CHECKOUT_CONFIRM_MAIL_FAILED_MESSAGE,
  CHECKOUT_CONFIRM_MAX_MAILS,
  checkoutConfirmLink,
  confirmExpiry,
  type ConfirmationSentAnswer,
} from '../../src/domain/checkout-confirmation';
import type { CheckoutSummary } from '../../src/domain/checkout';
import type { CheckoutCompleteBody } from '../../src/domain/schemas/checkout';
import type { CheckoutSession } from '../db/checkout';
import { countCheckoutConfirmations, insertCheckoutConfirmation } from '../db/checkout-confirmations';
import type { SessionCustomer } from '../env';
import { ApiError } from '../lib/errors';
import { newSecret, sha256Hex } from '../lib/ids';
import type { Mailer } from '../mail';

export async function requestCheckoutConfirmation(
  db: D1Database,
  mailer: Mailer,
  input: {
    session: Pick<CheckoutSession, 'id' | 'expiresAt'>;
    summary: CheckoutSummary;
    owner: Pick<SessionCustomer, 'id' | 'email'>;
    body: CheckoutCompleteBody;
    publicOrigin: string;
    now: Date;
  },
): Promise<ConfirmationSentAnswer> {
  const { session, owner, body, now } = input;
  if ((await countCheckoutConfirmations(db, session.id)) >= CHECKOUT_CONFIRM_MAX_MAILS) {
    throw new ApiError(429, CHECKOUT_CONFIRM_LIMIT_CODE, CHECKOUT_CONFIRM_LIMIT_MESSAGE);
  }
  const token = newSecret(32);
  const expiresAt = confirmExpiry(now, session.expiresAt);
  await insertCheckoutConfirmation(db, {
    tokenHash: await sha256Hex(token),
    checkoutId: session.id,
    customerId: owner.id,
    // The card itself is never stored: its outcome was checked already, its last 4 digits say which.
    details: { firstName: body.firstName, lastName: body.lastName, email: body.email, address: body.address },
    cardLast4: body.card.number.slice(-4),
    createdAt: now,
    expiresAt,
  });
  const minutes = Math.max(1, Math.round((expiresAt.getTime() - now.getTime()) / 60_000));
  try {
    const what = input.summary.offer === 'trial' ? `a free ${input.summary.productTitle} trial` : `a ${input.summary.productTitle} subscription`;
    await mailer.send(checkoutConfirmMail(owner.email, checkoutConfirmLink(input.publicOrigin, session.id, token), what, minutes));
  } catch (err) {
    console.error('checkout confirmation not sent', err instanceof Error ? err.message : err);
    throw new ApiError(503, 'confirmation_not_sent', CHECKOUT_CONFIRM_MAIL_FAILED_MESSAGE);
  }
  return { status: 'confirmation_sent', email: owner.email, expiresInMinutes: minutes };
}
