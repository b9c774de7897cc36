import { env } from 'cloudflare:test';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';

import { dateChangeBody, shipNowBody } from '../../src/domain/dates';

import { subscriptionSchema } from '../../src/domain/schemas/subscription';
import { CANCEL_VALIDATION_MESSAGE } from '../../src/domain/subscriptions';
import { acquireLock, releaseLock } from '../../functions/db/locks';
import {
  call,
  callConcurrently,
  daysFromToday,
  DEMO,
  expectRefusedUnchanged,
  lastEvent,
  loginAs,
  makeSubscription,
  race,
  subscriptionRow,
  subscriptionState,
  TREAT_VARIANT,
  type ErrorBody,
  type Session,
} from './subscription-helpers';
import { CASES } from './subscription-action-cases';

let sam: Session;
let alex: Session;
beforeAll(async () => {
  sam = await loginAs(DEMO.customerId);
  alex = await loginAs(DEMO.otherCustomerId);
});

describe('reading subscriptions', () => {
  it('needs a session (401 in the JSON error shape)', async () => {
    const res = await call(null, 'GET', `/api/subscriptions/${DEMO.activeSubscriptionId}`);
    expect(res.status).toBe(401);
    expect(await res.json<ErrorBody>()).toMatchObject({ code: 'unauthenticated' });
  });

  it('GET /api/subscriptions/:id answers the spec fields (dollars, address, attempts, edit_url)', async () => {
    const res = await call(sam, 'GET', `/api/subscriptions/${DEMO.activeSubscriptionId}`);
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(() => v.parse(subscriptionSchema, body)).not.toThrow();
    expect(body).toMatchObject({
      id: DEMO.activeSubscriptionId,
      status: 'ACTIVE',
      product_name: 'Chicken Dog Box 15kg',
      product_image: '/images/products/chicken.svg',
      order_interval_frequency: 28,
      order_interval_unit: 'day',
      shippingPrice: 6.99,
      has_recent_order: false,
      isLegacy: false,
      shipping_address: { address1: '12 Ponsonby Road', city: 'Auckland', zip: '1011', country: 'New Zealand' },
    });
    expect(body.edit_url).toBe('http://localhost/dev/payment-method');
    // 17499 list → 15399 renewal; treat 1499 → 1424 × 2; + 6.99 shipping
    expect(body.items[0]).toMatchObject({ price: 174.99, final_price: 153.99, quantity: 1, is_main: true });
    expect(body.items[1]).toMatchObject({ price: 14.99, final_price: 14.24, quantity: 2, is_main: false });
    expect(body.total_value).toBe(153.99 + 2 * 14.24 + 6.99);
    const failed = body.billing_attempts.find((a: any) => a.status === 'error');
    expect(failed).toMatchObject({ error_code: 'card_declined', error_message: 'Your card was declined.', completed_at: null });
  });

  it('GET /subscriptions/:id (without /api) answers the same', async () => {
    const res = await call(sam, 'GET', `/subscriptions/${DEMO.activeSubscriptionId}`);
    expect(res.status).toBe(200);
  });

  it("answers 404 for another customer's subscription, and for an unknown one", async () => {
    for (const id of [DEMO.otherSubscriptionId, 'sub_nope']) {
      const res = await call(sam, 'GET', `/api/subscriptions/${id}`);
      expect(res.status).toBe(404);
      expect(await res.json<ErrorBody>()).toMatchObject({ code: 'not_found' });
    }
  });

  it('GET /api/subscriptions/customer/:customerId lists the own subscriptions in table order; another id is 404', async () => {
    const res = await call(sam, 'GET', `/api/subscriptions/customer/${DEMO.customerId}`);
    expect(res.status).toBe(200);
    const list = await res.json<any[]>();
    expect(Array.isArray(list)).toBe(true);
    const statuses = list.map((s) => s.status);
    expect(statuses.indexOf('ACTIVE')).toBeLessThan(statuses.indexOf('PAUSED'));
    expect(statuses.indexOf('PAUSED')).toBeLessThan(statuses.indexOf('CANCELLED'));
    expect(list.every((s) => s.customer_id === DEMO.customerId)).toBe(true);
    const other = await call(sam, 'GET', `/api/subscriptions/customer/${DEMO.otherCustomerId}`);
    expect(other.status).toBe(404);
    const own = await call(alex, 'GET', `/api/subscriptions/customer/${DEMO.otherCustomerId}`);
    expect((await own.json<any[]>()).map((s) => s.id)).toContain(DEMO.otherSubscriptionId);
  });
});

describe.each(CASES)('$name', (tc) => {
  const send = (session: Session, id: string, body: unknown) => call(session, tc.method, tc.path(id), body);

  it('answers 400 in the JSON error shape for a bad request and changes nothing', async () => {
    const id = await makeSubscription(tc.fixture);
    const before = await subscriptionState(id);
    const res = await call(sam, tc.method, tc.badPath?.(id) ?? tc.path(id), tc.bad);
    expect(res.status).toBe(400);
    const body = await res.json<ErrorBody>();
    expect(body.code).toBe(tc.badCode ?? 'invalid_json');
    expect(body.error).toEqual(expect.any(String));
    expect(await subscriptionState(id)).toEqual(before);
  });

  it("answers 404 for another customer's subscription and changes nothing", async () => {
    const id = await makeSubscription({ ...tc.fixture, customerId: DEMO.otherCustomerId });
    await expectRefusedUnchanged(id, () => send(sam, id, tc.good(id)), 404, 'not_found');
  });

  it('answers the updated subscription, changes the database and logs who, what, before and after', async () => {
    const id = await makeSubscription(tc.fixture);
    const res = await send(sam, id, tc.good(id));
    expect(res.status).toBe(200);
    const answer = await res.json<any>();
    expect(() => v.parse(subscriptionSchema, answer)).not.toThrow();
    expect(answer.id).toBe(id);
    await tc.check(id, answer);
    const event = await lastEvent(id);
    expect(event).toMatchObject({ actor: `customer:${DEMO.customerId}`, action: tc.event });
    expect(event!.before).not.toBeNull();
    expect(event!.after).not.toEqual(event!.before);
    expect((await subscriptionRow(id)).lock_token).toBeNull();
  });

  it('two at once: one wins, the other answers 409 busy, and the change is made once', async () => {
    const id = await makeSubscription(tc.fixture);
    const [first, second] = await race(
      () => callConcurrently(sam, tc.method, tc.path(id), tc.good(id)),
      () => callConcurrently(sam, tc.method, tc.path(id), tc.good(id)),
    );
    expect([first!.status, second!.status]).toEqual([200, 409]);
    expect(second!.body).toMatchObject({ code: 'busy' });
    await tc.check(id, first!.body);
    expect((await subscriptionState(id)).events).toHaveLength(1);
  });

  it('while another action holds the lock it answers 409 busy and changes nothing', async () => {
    const id = await makeSubscription(tc.fixture);
    const lock = await acquireLock(env.DB, 'subscriptions', id, DEMO.customerId);
    expect(lock.ok).toBe(true);
    await expectRefusedUnchanged(id, () => send(sam, id, tc.good(id)), 409, 'busy');
    await releaseLock(env.DB, 'subscriptions', id, (lock as { token: string }).token);
    expect((await send(sam, id, tc.good(id))).status).toBe(200);
  });
});

describe('rules the schemas cannot check', () => {
  it('remove item refuses the main product (409) and an unknown item (404), changing nothing', async () => {
    const id = await makeSubscription();
    const before = await subscriptionState(id);
    const main = await call(sam, 'DELETE', `/subscriptions/${id}/items/${id}_main`);
    expect(main.status).toBe(409);
    expect(await main.json<ErrorBody>()).toMatchObject({ code: 'main_item' });
    expect((await call(sam, 'DELETE', `/subscriptions/${id}/items/item_nope`)).status).toBe(404);
    expect((await call(sam, 'DELETE', `/subscriptions/${id}/items/bad%20id`)).status).toBe(400);
    expect(await subscriptionState(id)).toEqual(before);
  });

  it('cancel without reason or feedback says the spec message', async () => {
    const id = await makeSubscription();
    const res = await call(sam, 'DELETE', `/subscriptions/${id}`, { reason: '', otherReason: '' });
    expect((await res.json<ErrorBody>()).error).toContain(CANCEL_VALIDATION_MESSAGE);
  });

  it('changeDate outside today … 365 days is refused; a non-JSON body is 400 malformed_request', async () => {
    const id = await makeSubscription();
    const before = await subscriptionState(id);
    expect((await call(sam, 'POST', `/subscriptions/${id}/changeDate`, dateChangeBody(daysFromToday(400)))).status).toBe(400);
    const malformed = await call(sam, 'POST', `/subscriptions/${id}/changeDate`, '{"date":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json<ErrorBody>()).toMatchObject({ code: 'malformed_request' });
    expect(await subscriptionState(id)).toEqual(before);
  });

  it('a status the action does not allow is 409 invalid_state and changes nothing', async () => {
    const paused = await makeSubscription({ status: 'PAUSED' });
    const active = await makeSubscription();
    const before = [await subscriptionState(paused), await subscriptionState(active)];
    const refused = [
      await call(sam, 'POST', `/subscriptions/${paused}/changeDate`, dateChangeBody(daysFromToday(3))),
      await call(sam, 'POST', `/subscriptions/${paused}/ship-now`, shipNowBody(new Date())),
      await call(sam, 'POST', `/subscriptions/${active}/resume`, { nextDeliveryDate: daysFromToday(3) }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(409);
      expect(await res.json<ErrorBody>()).toMatchObject({ code: 'invalid_state' });
    }
    expect([await subscriptionState(paused), await subscriptionState(active)]).toEqual(before);
  });

  it('adding a treat already on the subscription adds to its quantity, at most 20', async () => {
    const id = await makeSubscription({ withTreat: { quantity: 2 } });
    const res = await call(sam, 'POST', `/api/subscriptions/${id}/items`, { items: [{ shopify_variant_id: TREAT_VARIANT, quantity: 3 }] });
    expect(res.status).toBe(200);
    const { items } = await subscriptionState(id);
    expect(items.find((i) => i.id === `${id}_treat`)).toMatchObject({ quantity: 5 });
    const tooMany = await call(sam, 'POST', `/subscriptions/${id}/items`, { items: [{ shopify_variant_id: TREAT_VARIANT, quantity: 16 }] });
    expect(tooMany.status).toBe(400);
    expect((await subscriptionState(id)).items.find((i) => i.id === `${id}_treat`)).toMatchObject({ quantity: 5 });
  });

  it('state-changing calls from a foreign origin are refused', async () => {
    const id = await makeSubscription();
    const res = await call(sam, 'POST', `/subscriptions/${id}/change-frequency`, { newFrequency: 30 }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await subscriptionRow(id)).order_interval_frequency).toBe(28);
  });
});

describe('POST /subscriptions/updateBilling', () => {
  const mails = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'payment-update'").first<{ n: number }>())!.n;

  it('mails the payment-update link through the mailer and answers { success: true }', async () => {
    const id = await makeSubscription();
    const res = await call(sam, 'POST', '/subscriptions/updateBilling', { subscriptionId: id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const mail = await env.DB.prepare(
      "SELECT to_email, links, text FROM outbox WHERE kind = 'payment-update' ORDER BY created_at DESC, rowid DESC LIMIT 1",
    ).first<{ to_email: string; links: string; text: string }>();
    expect(mail!.to_email).toBe(DEMO.email);
    expect(JSON.parse(mail!.links)).toEqual(['http://localhost/dev/payment-method']);
    expect(mail!.text).toContain('http://localhost/dev/payment-method');
    expect(await lastEvent(id)).toMatchObject({ action: 'update-billing', actor: `customer:${DEMO.customerId}` });
  });

  it("a bad body is 400, another customer's subscription 404; neither sends mail", async () => {
    const before = await mails();
    const bad = await call(sam, 'POST', '/subscriptions/updateBilling', { subscription: 'x' });
    expect(bad.status).toBe(400);
    expect(await bad.json<ErrorBody>()).toMatchObject({ code: 'invalid_json' });
    const other = await call(sam, 'POST', '/subscriptions/updateBilling', { subscriptionId: DEMO.otherSubscriptionId });
    expect(other.status).toBe(404);
    expect(await mails()).toBe(before);
  });

  it('two at once: one mail, the other 409 busy', async () => {
    const id = await makeSubscription();
    const before = await mails();
    const [first, second] = await race(
      () => callConcurrently(sam, 'POST', '/subscriptions/updateBilling', { subscriptionId: id }),
      () => callConcurrently(sam, 'POST', '/subscriptions/updateBilling', { subscriptionId: id }),
    );
    expect([first!.status, second!.status]).toEqual([200, 409]);
    expect(second!.body).toMatchObject({ code: 'busy' });
    expect(await mails()).toBe(before + 1);
  });
});

describe('two different actions at once on one subscription', () => {
  it('pause and change-frequency: one wins, the other 409 busy', async () => {
    const id = await makeSubscription();
    const [first, second] = await race(
      () => callConcurrently(sam, 'POST', `/subscriptions/${id}/pause`, { days: null }),
      () => callConcurrently(sam, 'POST', `/subscriptions/${id}/change-frequency`, { newFrequency: 40 }),
    );
    expect([first!.status, second!.status]).toEqual([200, 409]);
    expect(second!.body).toMatchObject({ code: 'busy' });
    const row = await subscriptionRow(id);
    const paused = row.status === 'PAUSED';
    const changed = row.order_interval_frequency === 40;
    expect(paused !== changed).toBe(true);
  });
});
