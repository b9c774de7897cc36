/**
 * The last step of a local checkout, shared by POST /api/checkout/:id/complete (a new customer,
 * or a customer logged in as themselves) and POST /api/checkout/:id/confirm (the mailbox's owner
 * opened the confirmation link): one batch writes the order (functions/db/checkout.ts
 * `completeCheckout`), then the customer is mailed a login link. Callers decide whose account.
 */
import { CHECKOUT_ALREADY_COMPLETED_MESSAGE, TRIAL_ALREADY_CLAIMED_MESSAGE, type CheckoutSummary } from '../../src/domain/checkout';
import { completeCheckout, type CompleteCheckoutInput, type CompleteCheckoutResult } from '../db/checkout';
import { ApiError } from '../lib/errors';
import type { Mailer } from '../mail';
import { sendCheckoutLoginLink } from './login-link';

/** The 201 body of /complete and /confirm. */
export interface OrderPlacedAnswer {
  orderId: string;
  orderNumber: number;
  subscriptionId: string;
  email: string;
  offer: CheckoutSummary['offer'];
  dueTodayCents: number;
  firstFullOrderDate: string;
  loginLinkSent: boolean;
  /**
   * Whether the answer logs the browser in (issue 47): an account this checkout created, or the
   * logged-in customer's own. An account that existed before is never opened by a checkout:
   * its owner uses the mailed login link.
   */
  loggedIn: boolean;
}

/** 409 for a batch that wrote nothing because of what happened since the checks. */
export function placeOrderError(reason: Exclude<CompleteCheckoutResult, { ok: true }>['reason']): ApiError {
  if (reason === 'trial_claimed') return new ApiError(409, 'trial_already_claimed', TRIAL_ALREADY_CLAIMED_MESSAGE);
  if (reason === 'already_completed') return new ApiError(409, 'checkout_completed', CHECKOUT_ALREADY_COMPLETED_MESSAGE);
  return new ApiError(409, 'checkout_conflict', 'Your order could not be placed. Please try again.');
}

/** Mails the login link for a placed order and answers the 201 body; a failed mail leaves the order standing. */
export async function orderPlacedAnswer(
  db: D1Database,
  mailer: Mailer,
  placed: Extract<CompleteCheckoutResult, { ok: true }>,
  input: Pick<CompleteCheckoutInput, 'customer' | 'summary' | 'now'> & { publicOrigin: string; loggedIn?: boolean },
): Promise<OrderPlacedAnswer> {
  const { customer, summary, now } = input;
  let loginLinkSent = true;
  try {
    await sendCheckoutLoginLink(
      db,
      mailer,
      {
        customerId: customer.id,
        email: customer.email,
        firstName: customer.firstName,
        orderNumber: placed.orderNumber,
        publicOrigin: input.publicOrigin,
      },
      now,
    );
  } catch (err) {
    // The order stands; the dashboard's 'Send Magic Link' gets them in later.
    loginLinkSent = false;
    console.error('checkout login link not sent', err instanceof Error ? err.message : err);
  }
  return {
    orderId: placed.orderId,
    orderNumber: placed.orderNumber,
    subscriptionId: placed.subscriptionId,
    email: customer.email,
    offer: summary.offer,
    dueTodayCents: summary.dueTodayCents,
    firstFullOrderDate: summary.firstFullOrderDate,
    loginLinkSent,
    loggedIn: input.loggedIn ?? false,
  };
}

/** Writes the order into `input.customer`'s account and answers the 201 body (or throws the 409). */
export async function placeOrder(db: D1Database, mailer: Mailer, input: CompleteCheckoutInput & { publicOrigin: string }): Promise<OrderPlacedAnswer> {
  const result = await completeCheckout(db, input);
  if (!result.ok) throw placeOrderError(result.reason);
  return orderPlacedAnswer(db, mailer, result, input);
}
