import { env, SELF } from 'cloudflare:test';
import { addDays, formatISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import {
  CARD_DECLINED_MESSAGE,
  CHECKOUT_ALREADY_COMPLETED_MESSAGE,
  CHECKOUT_EXPIRED_MESSAGE,
  CHECKOUT_NOT_FOUND_MESSAGE,
  TEST_CARD_DECLINED,
  TEST_CARD_ONLY_MESSAGE,
  TRIAL_ALREADY_CLAIMED_MESSAGE,
  TRIAL_DELIVERY_ESTIMATE_DAYS,
} from '../../src/domain/checkout';
import { firstOrderPriceCents, renewalPriceCents } from '../../src/domain/money';
import { NZ_ONLY_MESSAGE, NZ_POSTCODE_MESSAGE } from '../../src/domain/schemas/checkout';
import { TRIAL_FIRST_ORDER_DELAY_DAYS, trialSchedule } from '../../src/domain/trial';
import { cookiePair } from './auth-helpers';
import {
  BASE,
  LAMB,
  checkoutUrlBody,
  completeBody,
  completeCheckout,
  customerData,
  mailedLinks,
  nzAddress,
  postJson,
  preselectedPlan,
  startCheckout,
  tokenOf,
} from './trial-factories';

const count = async (table: string) => (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())!.n;
const writes = async () => Promise.all(['customers', 'subscriptions', 'orders', 'trial_claims'].map(count));
const today = (days = 0) => formatISO(addDays(new Date(), days), { representation: 'date' });
const getCheckout = (id: string) => SELF.fetch(`${BASE}/api/checkout/${id}`);

describe('GET /api/checkout/:id', () => {
  it('shows a trial: the free portion of the dog’s grams, shipping only, the first full order 5 days after delivery', async () => {
    const id = await startCheckout(checkoutUrlBody({ customerData: customerData({ name: 'Aroha Te Rangi Smith', email: 'aroha@example.com' }) }));
    const res = await getCheckout(id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const answer = await res.json<{ state: string; summary: Record<string, unknown>; prefill: Record<string, string> }>();
    const plan = preselectedPlan();
    const variant = LAMB.variants.find((v) => v.id === plan.variantId)!;
    const grams = Math.round((plan.bag_size * 1000) / plan.frequency);
    expect(answer.state).toBe('open');
    expect(answer.summary).toMatchObject({
      offer: 'trial',
      discountCode: 'FREE7DAYTRIAL',
      productTitle: 'Luxe Lamb',
      bagSizeKg: plan.bag_size,
      frequencyDays: plan.frequency,
      gramsPerDay: grams,
      dueTodayCents: 699,
      shippingCents: 699,
      todayLine: { priceCents: 0 },
      firstOrderPriceCents: firstOrderPriceCents(variant.priceCents),
      renewalPriceCents: renewalPriceCents(variant.priceCents),
      trial: { portionGrams: trialSchedule(grams).portionGrams, estimatedDeliveryDate: today(TRIAL_DELIVERY_ESTIMATE_DAYS) },
      firstFullOrderDate: today(TRIAL_DELIVERY_ESTIMATE_DAYS + TRIAL_FIRST_ORDER_DELAY_DAYS),
    });
    const days = (answer.summary.trial as { days: { percent: number }[] }).days;
    expect(days.map((d) => d.percent)).toEqual([25, 37.5, 50, 62.5, 75, 87.5, 100]);
    expect(answer.prefill).toEqual({ firstName: 'Aroha', lastName: 'Te Rangi Smith', email: 'aroha@example.com' });
  });

  it('shows a first order: the full bag at 34% off today, renewing after its frequency', async () => {
    const id = await startCheckout(checkoutUrlBody({ discount: 'WELCOME20', customerData: null }));
    const { summary, prefill } = await (await getCheckout(id)).json<{ summary: Record<string, unknown>; prefill: unknown }>();
    const plan = preselectedPlan();
    const list = LAMB.variants.find((v) => v.id === plan.variantId)!.priceCents;
    expect(summary).toMatchObject({
      offer: 'first-order',
      trial: null,
      dueTodayCents: firstOrderPriceCents(list) + 699,
      todayDiscountCents: list - firstOrderPriceCents(list),
      firstFullOrderDate: today(plan.frequency),
    });
    expect(prefill).toEqual({ firstName: '', lastName: '', email: '' });
  });

  it('answers 404 for an unknown checkout and 400 for an id that cannot be one', async () => {
    const missing = await getCheckout('chk_000000000000000000000000');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ code: 'checkout_not_found', error: CHECKOUT_NOT_FOUND_MESSAGE });
    expect((await getCheckout('DROP TABLE')).status).toBe(400);
  });
});

describe('POST /api/checkout/:id/complete: bad bodies write nothing', () => {
  it.each([
    ['no first name', { firstName: ' ' }, 'firstName', 'Please enter your first name'],
    ['a bad e-mail', { email: 'aroha@' }, 'email', 'Please enter a valid email address'],
    ['no street', { address: nzAddress({ address1: '' }) }, 'address.address1', 'Please enter your street address'],
    ['a 5-digit postcode', { address: nzAddress({ zip: '10101' }) }, 'address.zip', NZ_POSTCODE_MESSAGE],
    ['an Australian address', { address: nzAddress({ country: 'Australia' }) }, 'address.country', NZ_ONLY_MESSAGE],
    ['a mistyped card number', { card: { number: '4242 4242 4242 4241', expiry: '12/39', cvc: '123' } }, 'card.number', 'Please enter a valid card number'],
    ['an expired card', { card: { number: '4242424242424242', expiry: '01/20', cvc: '123' } }, 'card.expiry', 'Please enter a valid expiry date (MM/YY)'],
    [
      'a 2-digit security code',
      { card: { number: '4242424242424242', expiry: '12/39', cvc: '12' } },
      'card.cvc',
      'Please enter the 3 or 4 digit security code',
    ],
  ])('answers 400 invalid_json for %s', async (_, overrides, path, message) => {
    const id = await startCheckout();
    const before = await writes();
    const res = await completeCheckout(id, completeBody(overrides as never));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_json', issues: [{ path, message }] });
    expect(await writes()).toEqual(before);
  });

  it('declines the declined test card (402) and refuses any other number (400)', async () => {
    const id = await startCheckout();
    const before = await writes();
    const declined = await completeCheckout(id, completeBody({ card: { number: TEST_CARD_DECLINED, expiry: '12/39', cvc: '123' } }));
    expect(declined.status).toBe(402);
    expect(await declined.json()).toEqual({ code: 'card_declined', error: CARD_DECLINED_MESSAGE });
    const real = await completeCheckout(id, completeBody({ card: { number: '5555 5555 5555 4444', expiry: '12/39', cvc: '123' } }));
    expect(real.status).toBe(400);
    expect(await real.json()).toEqual({ code: 'test_card_only', error: TEST_CARD_ONLY_MESSAGE });
    expect(await writes()).toEqual(before);
  });

  it('answers 404 for an unknown checkout and 410 for an expired one', async () => {
    expect((await completeCheckout('chk_000000000000000000000000', completeBody())).status).toBe(404);
    const id = await startCheckout();
    await env.DB.prepare("UPDATE checkout_sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id = ?1").bind(id).run();
    const res = await completeCheckout(id, completeBody());
    expect(res.status).toBe(410);
    expect(await res.json()).toEqual({ code: 'checkout_expired', error: CHECKOUT_EXPIRED_MESSAGE });
  });
});

describe('POST /api/checkout/:id/complete: a trial', () => {
  it('creates the customer, the subscription with its first dates, the order, claims the household and mails a login link', async () => {
    const id = await startCheckout();
    const body = completeBody({ address: nzAddress({ address1: '77 Karangahape Rd', address2: 'Flat 2', zip: '1010' }) });
    const res = await completeCheckout(id, body);
    expect(res.status).toBe(201);
    const answer = await res.json<{
      orderId: string;
      orderNumber: number;
      subscriptionId: string;
      email: string;
      loginLinkSent: boolean;
      firstFullOrderDate: string;
    }>();
    const firstFull = today(TRIAL_DELIVERY_ESTIMATE_DAYS + TRIAL_FIRST_ORDER_DELAY_DAYS);
    expect(answer).toMatchObject({ email: body.email, loginLinkSent: true, offer: 'trial', dueTodayCents: 699, firstFullOrderDate: firstFull });
    expect(answer.orderNumber).toBeGreaterThan(1000);

    const customer = await env.DB.prepare('SELECT id, first_name, last_name, product_id FROM customers WHERE email = ?1')
      .bind(body.email)
      .first<Record<string, string>>();
    expect(customer).toMatchObject({ first_name: 'Aroha', last_name: 'Smith', product_id: LAMB.id });
    expect(customer!.id).toMatch(/^\d{13}$/);
    const address = await env.DB.prepare('SELECT address1, address2, zip, country, is_default FROM addresses WHERE customer_id = ?1').bind(customer!.id).all();
    expect(address.results).toEqual([{ address1: '77 Karangahape Rd', address2: 'Flat 2', zip: '1010', country: 'New Zealand', is_default: 1 }]);

    const plan = preselectedPlan();
    const list = LAMB.variants.find((v) => v.id === plan.variantId)!.priceCents;
    const sub = await env.DB.prepare('SELECT * FROM subscriptions WHERE id = ?1').bind(answer.subscriptionId).first<Record<string, unknown>>();
    expect(sub).toMatchObject({
      customer_id: customer!.id,
      status: 'ACTIVE',
      product_id: LAMB.id,
      variant_id: plan.variantId,
      order_interval_frequency: plan.frequency,
      order_interval_unit: 'day',
      next_charge_scheduled_at: firstFull,
      is_trial: 1,
      next_order_discount_percent: 25,
      shipping_cents: 699,
      ship_address1: '77 Karangahape Rd',
      ship_zip: '1010',
    });
    const item = await env.DB.prepare('SELECT price_cents, final_price_cents, is_main, quantity FROM subscription_items WHERE subscription_id = ?1')
      .bind(answer.subscriptionId)
      .first();
    expect(item).toEqual({ price_cents: list, final_price_cents: renewalPriceCents(list), is_main: 1, quantity: 1 });

    const order = await env.DB.prepare('SELECT * FROM orders WHERE id = ?1').bind(answer.orderId).first<Record<string, unknown>>();
    expect(order).toMatchObject({
      customer_id: customer!.id,
      subscription_id: answer.subscriptionId,
      order_number: answer.orderNumber,
      subtotal_cents: 0,
      shipping_cents: 699,
      discount_cents: 0,
      total_cents: 699,
      financial_status: 'paid',
      fulfillment_status: 'pending',
      discount_code: 'FREE7DAYTRIAL',
    });
    const line = await env.DB.prepare('SELECT title, price_cents, quantity FROM order_line_items WHERE order_id = ?1')
      .bind(answer.orderId)
      .first<Record<string, unknown>>();
    expect(line).toMatchObject({ price_cents: 0, quantity: 1, title: expect.stringMatching(/^Luxe Lamb – free 1 week trial \(\d+ g\)$/) });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM trial_claims WHERE customer_id = ?1').bind(customer!.id).first()).toEqual({ n: 2 });
    expect(await env.DB.prepare('SELECT completed_at IS NOT NULL AS done, order_id FROM checkout_sessions WHERE id = ?1').bind(id).first()).toEqual({
      done: 1,
      order_id: answer.orderId,
    });

    // The login link works: it logs the new customer in.
    const [link] = await mailedLinks(body.email);
    expect(link).toMatch(/^http:\/\/localhost\/dashboard\?token=/);
    const verified = await SELF.fetch(postJson('/api/auth/verify', { token: tokenOf(link!) }));
    expect(verified.status).toBe(200);
    const session = await SELF.fetch(`${BASE}/api/auth/check-session`, { headers: { cookie: cookiePair(verified) } });
    expect(await session.json()).toMatchObject({ customerId: customer!.id, customerEmail: body.email });
  });

  it('logs the customer whose account it created in, as a login link would (issue 47): the dashboard opens', async () => {
    const id = await startCheckout();
    const body = completeBody();
    const res = await completeCheckout(id, body);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ loggedIn: true, loginLinkSent: true });
    const cookie = cookiePair(res);
    expect(cookie).toMatch(/^mfb_session=/);
    const session = await SELF.fetch(`${BASE}/api/auth/check-session`, { headers: { cookie } });
    const customer = await env.DB.prepare('SELECT id FROM customers WHERE email = ?1').bind(body.email).first<{ id: string }>();
    expect(await session.json()).toMatchObject({ customerId: customer!.id, customerEmail: body.email });
    // The dashboard's first read: the subscription the checkout made, as this customer.
    const subs = await SELF.fetch(`${BASE}/api/subscriptions/customer/${customer!.id}`, { headers: { cookie, origin: BASE } });
    expect(subs.status).toBe(200);
    expect(await subs.json()).toHaveLength(1);
  });

  it('completes once: a second submit of the same checkout is 409 and writes nothing', async () => {
    const id = await startCheckout();
    expect((await completeCheckout(id, completeBody())).status).toBe(201);
    const before = await writes();
    const again = await completeCheckout(id, completeBody());
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: 'checkout_completed', error: CHECKOUT_ALREADY_COMPLETED_MESSAGE });
    expect(await writes()).toEqual(before);
  });

  it('allows one trial per household: the same address however written, or the same mailbox, is refused', async () => {
    const first = completeBody({
      email: 'mere.parata@gmail.com',
      address: nzAddress({ address1: '3/12 Ponsonby Road', address2: '', city: 'Auckland', zip: '1011' }),
    });
    expect((await completeCheckout(await startCheckout(), first)).status).toBe(201);

    for (const again of [
      completeBody({ address: nzAddress({ address1: '12 Ponsonby Rd.', address2: 'Unit 3', city: 'AUCKLAND', zip: '1011' }) }),
      completeBody({ email: 'Mere.Parata+dog2@GMAIL.com' }),
    ]) {
      const before = await writes();
      const res = await completeCheckout(await startCheckout(), again);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ code: 'trial_already_claimed', error: TRIAL_ALREADY_CLAIMED_MESSAGE });
      expect(await writes()).toEqual(before);
    }
  });

  it('still lets that household start a first order (WELCOME20)', async () => {
    const address = nzAddress();
    expect((await completeCheckout(await startCheckout(), completeBody({ address }))).status).toBe(201);
    const id = await startCheckout(checkoutUrlBody({ discount: 'WELCOME20' }));
    const res = await completeCheckout(id, completeBody({ address }));
    expect(res.status).toBe(201);
    const { subscriptionId, orderId } = await res.json<{ subscriptionId: string; orderId: string }>();
    const plan = preselectedPlan();
    const list = LAMB.variants.find((v) => v.id === plan.variantId)!.priceCents;
    expect(
      await env.DB.prepare('SELECT is_trial, next_order_discount_percent, next_charge_scheduled_at FROM subscriptions WHERE id = ?1')
        .bind(subscriptionId)
        .first(),
    ).toEqual({ is_trial: 0, next_order_discount_percent: 0, next_charge_scheduled_at: today(plan.frequency) });
    expect(await env.DB.prepare('SELECT subtotal_cents, discount_cents, total_cents, discount_code FROM orders WHERE id = ?1').bind(orderId).first()).toEqual({
      subtotal_cents: list,
      discount_cents: list - firstOrderPriceCents(list),
      total_cents: firstOrderPriceCents(list) + 699,
      discount_code: 'WELCOME20',
    });
  });
});

// An existing customer's e-mail (not logged in as them) waits for the owner's confirmation: checkout-confirm.test.ts.
