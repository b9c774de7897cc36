/**
 * Helpers for checkouts that need the mailbox owner's confirmation:
 * the confirmation links mailed through the outbox, the confirm call, an existing customer.
 */
import { env, SELF } from 'cloudflare:test';
import { CHECKOUT_CONFIRM_PARAM } from '../../src/domain/checkout-confirmation';
import { mailedLinks } from './auth-helpers';
import { checkoutUrlBody, completeBody, completeCheckout, postJson, startCheckout } from './trial-factories';

/** Confirmation links mailed to `email`, newest first. */
export const confirmationLinks = (email: string) => mailedLinks(email, 'checkout-confirm');

export const confirmTokenOf = (link: string) => new URL(link).searchParams.get(CHECKOUT_CONFIRM_PARAM)!;

/** The newest confirmation token mailed to `email`. */
export async function newestConfirmToken(email: string): Promise<string> {
  const [link] = await confirmationLinks(email);
  if (!link) throw new Error(`no confirmation mailed to ${email}`);
  return confirmTokenOf(link);
}

export const confirmCheckout = (sessionId: string, token: unknown, headers: Record<string, string> = {}) =>
  SELF.fetch(postJson(`/api/checkout/${sessionId}/confirm`, { token }, headers));

/** POST /complete with the caller's headers (e.g. a logged-in cookie). */
export const completeCheckoutAs = (sessionId: string, body: unknown, headers: Record<string, string>) =>
  SELF.fetch(postJson(`/api/checkout/${sessionId}/complete`, body, headers));

/** A customer made as the fixture makes them: a first-order checkout with a new e-mail (no trial claimed). */
export async function existingCustomer(): Promise<{ id: string; email: string }> {
  const body = completeBody();
  const res = await completeCheckout(await startCheckout(checkoutUrlBody({ discount: 'WELCOME20' })), body);
  if (res.status !== 201) throw new Error(`checkout answered ${res.status}`);
  const row = await env.DB.prepare('SELECT id FROM customers WHERE email = ?1').bind(body.email).first<{ id: string }>();
  return { id: row!.id, email: body.email };
}

/** What a customer's account holds: the rows an unconfirmed checkout must not add to. */
export async function accountRows(customerId: string) {
  const n = async (sql: string) => (await env.DB.prepare(sql).bind(customerId).first<{ n: number }>())!.n;
  return {
    subscriptions: await n('SELECT COUNT(*) AS n FROM subscriptions WHERE customer_id = ?1'),
    orders: await n('SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?1'),
    addresses: await n('SELECT COUNT(*) AS n FROM addresses WHERE customer_id = ?1'),
    trialClaims: await n('SELECT COUNT(*) AS n FROM trial_claims WHERE customer_id = ?1'),
  };
}
