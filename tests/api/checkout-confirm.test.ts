import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_ALREADY_COMPLETED_MESSAGE, TEST_CARD_DECLINED, TRIAL_ALREADY_CLAIMED_MESSAGE } from '../../src/domain/checkout';
import {
  CHECKOUT_CONFIRM_INVALID_MESSAGE,
  CHECKOUT_CONFIRM_LIMIT_MESSAGE,
  CHECKOUT_CONFIRM_MAX_MAILS,
  CHECKOUT_CONFIRM_MINUTES,
} from '../../src/domain/checkout-confirmation';
import { sha256Hex } from '../../functions/lib/ids';
import { loginAs, mailedLinks } from './auth-helpers';
import {
  accountRows,
  completeCheckoutAs,
  confirmCheckout,
  confirmTokenOf,
  confirmationLinks,
  existingCustomer,
  newestConfirmToken,
} from './checkout-confirm-helpers';
import { DEMO, checkoutUrlBody, completeBody, completeCheckout, nzAddress, startCheckout } from './trial-factories';

const firstOrder = () => startCheckout(checkoutUrlBody({ discount: 'WELCOME20' }));
const sessionRow = (id: string) =>
  env.DB.prepare('SELECT completed_at, order_id FROM checkout_sessions WHERE id = ?1')
    .bind(id)
    .first<{ completed_at: string | null; order_id: string | null }>();

describe('POST /api/checkout/:id/complete with an existing customer’s e-mail, not logged in as them', () => {
  it('writes nothing into the account and mails its owner a confirmation link instead (202)', async () => {
    const before = await accountRows(DEMO.customerId);
    const confirmationsBefore = (await confirmationLinks(DEMO.email)).length;
    const loginLinksBefore = (await mailedLinks(DEMO.email)).length;
    const id = await firstOrder();
    const address = nzAddress({ address1: '1 Attacker Lane' });
    const res = await completeCheckout(id, completeBody({ email: 'DEMO@example.com', address }));

    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'confirmation_sent', email: DEMO.email, expiresInMinutes: CHECKOUT_CONFIRM_MINUTES });
    expect(await accountRows(DEMO.customerId)).toEqual(before);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE ship_address1 = ?1').bind('1 Attacker Lane').first()).toEqual({ n: 0 });
    expect(await sessionRow(id)).toEqual({ completed_at: null, order_id: null });
    // No login link: only the mailbox's owner gets a way in, and only to confirm.
    expect(await mailedLinks(DEMO.email)).toHaveLength(loginLinksBefore);
    const links = await confirmationLinks(DEMO.email);
    expect(links).toHaveLength(confirmationsBefore + 1);
    expect(links[0]).toMatch(new RegExp(`^http://localhost/checkout\\?session=${id}&confirm=[A-Za-z0-9_-]{43}$`));

    // Stored: the token's hash only, the card's last 4 digits only.
    const token = confirmTokenOf(links[0]!);
    const row = await env.DB.prepare('SELECT * FROM checkout_confirmations WHERE checkout_id = ?1').bind(id).first<Record<string, string>>();
    expect(row).toMatchObject({ token_hash: await sha256Hex(token), customer_id: DEMO.customerId, card_last4: '4242' });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain('4242424242424242');
  });

  it('claims no trial for the household until the owner confirms, then places the order in their account (201)', async () => {
    const owner = await existingCustomer();
    const before = await accountRows(owner.id);
    const id = await startCheckout();
    const body = completeBody({ email: owner.email, address: nzAddress({ address1: '9 Confirmed Road' }) });
    expect((await completeCheckout(id, body)).status).toBe(202);
    expect(await accountRows(owner.id)).toEqual(before);
    expect(before.trialClaims).toBe(0);

    const res = await confirmCheckout(id, await newestConfirmToken(owner.email));
    expect(res.status).toBe(201);
    const answer = await res.json<{ subscriptionId: string; orderId: string; email: string; offer: string; loginLinkSent: boolean }>();
    // An existing account is never opened by a checkout: no session, the login link mailed instead (issue 47).
    expect(answer).toMatchObject({ email: owner.email, offer: 'trial', loginLinkSent: true, loggedIn: false });
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(
      await env.DB.prepare('SELECT customer_id, status, is_trial, ship_address1 FROM subscriptions WHERE id = ?1').bind(answer.subscriptionId).first(),
    ).toEqual({ customer_id: owner.id, status: 'ACTIVE', is_trial: 1, ship_address1: '9 Confirmed Road' });
    expect(await env.DB.prepare('SELECT customer_id FROM orders WHERE id = ?1').bind(answer.orderId).first()).toEqual({ customer_id: owner.id });
    expect(await accountRows(owner.id)).toEqual({ ...before, subscriptions: before.subscriptions + 1, orders: before.orders + 1, trialClaims: 2 });
    expect(await sessionRow(id)).toMatchObject({ order_id: answer.orderId });
    // The details waited only for the confirmation.
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM checkout_confirmations WHERE checkout_id = ?1').bind(id).first()).toEqual({ n: 0 });
    expect(await mailedLinks(owner.email)).not.toEqual([]);
  });

  it('still declines the declined card at once (402), sending nothing', async () => {
    const owner = await existingCustomer();
    const res = await completeCheckout(
      await firstOrder(),
      completeBody({ email: owner.email, card: { number: TEST_CARD_DECLINED, expiry: '12/39', cvc: '123' } }),
    );
    expect(res.status).toBe(402);
    expect(await confirmationLinks(owner.email)).toEqual([]);
  });

  it('still refuses a household that had its trial (409), sending nothing', async () => {
    const owner = await existingCustomer();
    const address = nzAddress();
    expect((await completeCheckout(await startCheckout(), completeBody({ address }))).status).toBe(201);
    const res = await completeCheckout(await startCheckout(), completeBody({ email: owner.email, address }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ code: 'trial_already_claimed', error: TRIAL_ALREADY_CLAIMED_MESSAGE });
    expect(await confirmationLinks(owner.email)).toEqual([]);
  });

  it(`mails at most ${CHECKOUT_CONFIRM_MAX_MAILS} confirmations per checkout (then 429)`, async () => {
    const owner = await existingCustomer();
    const id = await firstOrder();
    for (let i = 0; i < CHECKOUT_CONFIRM_MAX_MAILS; i++) expect((await completeCheckout(id, completeBody({ email: owner.email }))).status).toBe(202);
    const res = await completeCheckout(id, completeBody({ email: owner.email }));
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ code: 'confirmation_limit', error: CHECKOUT_CONFIRM_LIMIT_MESSAGE });
    expect(await confirmationLinks(owner.email)).toHaveLength(CHECKOUT_CONFIRM_MAX_MAILS);
  });
});

describe('POST /api/checkout/:id/confirm', () => {
  const invalid = { code: 'confirmation_invalid', error: CHECKOUT_CONFIRM_INVALID_MESSAGE };

  it('works once: the same link again is refused and writes nothing more', async () => {
    const owner = await existingCustomer();
    const id = await firstOrder();
    await completeCheckout(id, completeBody({ email: owner.email }));
    const token = await newestConfirmToken(owner.email);
    expect((await confirmCheckout(id, token)).status).toBe(201);
    const after = await accountRows(owner.id);
    const again = await confirmCheckout(id, token);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: 'checkout_completed', error: CHECKOUT_ALREADY_COMPLETED_MESSAGE });
    expect(await accountRows(owner.id)).toEqual(after);
  });

  it('places one order when the same link is opened twice at once', async () => {
    const owner = await existingCustomer();
    const id = await firstOrder();
    await completeCheckout(id, completeBody({ email: owner.email }));
    const token = await newestConfirmToken(owner.email);
    const before = await accountRows(owner.id);
    const answers = await Promise.all([confirmCheckout(id, token), confirmCheckout(id, token)]);
    // The loser finds the token used (410), or the checkout already completed (409).
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(201);
    expect([409, 410]).toContain(statuses[1]);
    expect((await accountRows(owner.id)).orders).toBe(before.orders + 1);
  });

  it('refuses an unknown, replaced, expired or other checkout’s token (410) and a malformed one (400), writing nothing', async () => {
    const owner = await existingCustomer();
    const id = await firstOrder();
    await completeCheckout(id, completeBody({ email: owner.email }));
    const replaced = await newestConfirmToken(owner.email);
    await completeCheckout(id, completeBody({ email: owner.email }));
    const current = await newestConfirmToken(owner.email);
    const otherId = await firstOrder();
    const before = await accountRows(owner.id);

    for (const [checkoutId, token] of [
      [id, 'A'.repeat(43)],
      [id, replaced],
      [otherId, current],
    ] as const) {
      const res = await confirmCheckout(checkoutId, token);
      expect(res.status).toBe(410);
      expect(await res.json()).toEqual(invalid);
    }
    expect((await confirmCheckout(id, 'not a token')).status).toBe(400);
    expect((await confirmCheckout(id, 42)).status).toBe(400);

    await env.DB.prepare(
      "UPDATE checkout_confirmations SET expires_at = '2000-01-01T00:00:01.000Z', created_at = '2000-01-01T00:00:00.000Z' WHERE token_hash = ?1",
    )
      .bind(await sha256Hex(current))
      .run();
    const expired = await confirmCheckout(id, current);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toEqual(invalid);
    expect(await accountRows(owner.id)).toEqual(before);
    expect(await sessionRow(id)).toEqual({ completed_at: null, order_id: null });
  });

  it('forgets the held details with their checkout when the cleanup removes it', async () => {
    const owner = await existingCustomer();
    const id = await firstOrder();
    await completeCheckout(id, completeBody({ email: owner.email }));
    const held = () => env.DB.prepare('SELECT COUNT(*) AS n FROM checkout_confirmations WHERE checkout_id = ?1').bind(id).first();
    expect(await held()).toEqual({ n: 1 });
    await env.DB.prepare('DELETE FROM checkout_sessions WHERE id = ?1').bind(id).run();
    expect(await held()).toEqual({ n: 0 });
  });

  it('checks the household again: a trial claimed since the link was sent is refused (409)', async () => {
    const owner = await existingCustomer();
    const address = nzAddress();
    const id = await startCheckout();
    expect((await completeCheckout(id, completeBody({ email: owner.email, address }))).status).toBe(202);
    expect((await completeCheckout(await startCheckout(), completeBody({ address }))).status).toBe(201);
    const before = await accountRows(owner.id);
    const res = await confirmCheckout(id, await newestConfirmToken(owner.email));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ code: 'trial_already_claimed', error: TRIAL_ALREADY_CLAIMED_MESSAGE });
    expect(await accountRows(owner.id)).toEqual(before);
  });
});

describe('POST /api/checkout/:id/complete when logged in', () => {
  it('attaches directly to the logged-in customer’s own account (201)', async () => {
    const { headers } = await loginAs(DEMO.customerId);
    const before = await accountRows(DEMO.customerId);
    const res = await completeCheckoutAs(await firstOrder(), completeBody({ email: DEMO.email }), headers);
    expect(res.status).toBe(201);
    const { subscriptionId } = await res.json<{ subscriptionId: string }>();
    expect(await env.DB.prepare('SELECT customer_id FROM subscriptions WHERE id = ?1').bind(subscriptionId).first()).toEqual({ customer_id: DEMO.customerId });
    // Their address book is kept; the order ships where they said.
    expect(await accountRows(DEMO.customerId)).toEqual({ ...before, subscriptions: before.subscriptions + 1, orders: before.orders + 1 });
  });

  it('asks for confirmation when the e-mail is another customer’s (202, mailed to that customer)', async () => {
    const other = await existingCustomer();
    const { headers } = await loginAs(DEMO.customerId);
    const before = await Promise.all([accountRows(DEMO.customerId), accountRows(other.id)]);
    const demoMails = (await confirmationLinks(DEMO.email)).length;
    const res = await completeCheckoutAs(await firstOrder(), completeBody({ email: other.email }), headers);
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ status: 'confirmation_sent', email: other.email });
    expect(await Promise.all([accountRows(DEMO.customerId), accountRows(other.id)])).toEqual(before);
    expect(await confirmationLinks(other.email)).toHaveLength(1);
    expect(await confirmationLinks(DEMO.email)).toHaveLength(demoMails);
  });
});
