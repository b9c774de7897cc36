import { env } from 'cloudflare:test';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { addInterval } from '../../src/domain/renewals';
import { legacySubscriptionSchema } from '../../src/domain/schemas/subscription';
import { OTHER_REASON_REQUIRED_MESSAGE } from '../../src/domain/schemas/subscription-actions';
import { LEGACY_INACTIVE_MESSAGE } from '../../src/domain/subscriptions';
import {
  call,
  callConcurrently,
  countOrders,
  daysFromToday,
  DEMO,
  LAMB_5KG,
  lastEvent,
  legacyState,
  makeLegacy,
  race,
  setCardWorks,
  today,
  TREAT_VARIANT,
  type ErrorBody,
  samForFile,
} from './subscription-helpers';

const sam = samForFile({ workingCard: true });

const legacyRow = async (id: string) => (await env.DB.prepare('SELECT * FROM legacy_subscriptions WHERE id = ?1').bind(id).first<Record<string, unknown>>())!;
const address = { address1: '5 Beach Road', address2: null, city: 'Tauranga', province: '', zip: '3110', country: 'New Zealand' };

describe('reading legacy subscriptions', () => {
  it('GET /api/legacy-subscriptions/by-shopify-id/:customerId answers an array in the legacy shape', async () => {
    const res = await call(sam, 'GET', `/api/legacy-subscriptions/by-shopify-id/${DEMO.customerId}`);
    expect(res.status).toBe(200);
    const list = await res.json<any[]>();
    const demo = list.find((l) => l.id === DEMO.legacySubscriptionId);
    expect(() => v.parse(legacySubscriptionSchema, demo)).not.toThrow();
    expect(demo).toMatchObject({
      is_active: true,
      frequency: 35,
      isLegacy: true,
      // Local payments can charge it (in Shopify mode they cannot: shopify-legacy-reorder.test.ts).
      reorder_now: true,
      shippingPrice: 6.99,
      mainProduct: { shopify_variant_id: '47100000000302', title: 'Mixed Chicken & Lamb 10kg', price: 118.79 },
      shippingAddress: { address1: '12 Ponsonby Road', city: 'Auckland' },
    });
    expect(demo.additionalItems).toEqual([expect.objectContaining({ id: 'legacy_demo_1_item_1', title: 'Hoki Fish Skins', price: 11.99 })]);
    expect(demo.totalPrice).toBe(118.79 + 11.99 + 6.99);
    expect(demo.quick_checkout_url).toBe('https://furbaby.co.nz/cart/47100000000302:1,48800000000041:1?attributes[legacy_subscription_id]=legacy_demo_1');
  });

  it("another customer's id is 404, no session is 401", async () => {
    expect((await call(sam, 'GET', `/api/legacy-subscriptions/by-shopify-id/${DEMO.otherCustomerId}`)).status).toBe(404);
    expect((await call(null, 'GET', `/api/legacy-subscriptions/by-shopify-id/${DEMO.customerId}`)).status).toBe(401);
  });

  it('POST /legacy-subscriptions/:id/quick-checkout-url answers { quick_checkout_url }, also for an inactive one; 404 for others', async () => {
    const inactive = await makeLegacy({ active: false });
    const res = await call(sam, 'POST', `/legacy-subscriptions/${inactive}/quick-checkout-url`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ quick_checkout_url: expect.stringMatching(/^https:\/\/furbaby\.co\.nz\/cart\/47100000000302:1,/) });
    const theirs = await makeLegacy({ customerId: DEMO.otherCustomerId });
    expect((await call(sam, 'POST', `/legacy-subscriptions/${theirs}/quick-checkout-url`)).status).toBe(404);
  });
});

interface LegacyCase {
  name: string;
  method: 'POST' | 'DELETE';
  path: (id: string) => string;
  good: unknown;
  bad: unknown;
  badPath?: (id: string) => string;
  badCode?: string;
  check: (id: string, answer: any) => Promise<void>;
  event: string;
}

const CASES: LegacyCase[] = [
  {
    name: 'POST /api/legacy-subscriptions/:id/ship-today-webhook (Reorder Now)',
    method: 'POST',
    path: (id) => `/api/legacy-subscriptions/${id}/ship-today-webhook`,
    good: undefined,
    bad: undefined,
    badPath: () => '/api/legacy-subscriptions/not%20an%20id/ship-today-webhook',
    badCode: 'invalid_param',
    check: async (id, answer) => {
      expect(await countOrders('legacy_subscription_id = ?1', id)).toBe(1);
      expect(answer.order).toMatchObject({ total_price: 118.79 + 11.99 + 6.99 });
      expect(answer.order.line_items.map((l: any) => l.title)).toEqual(['Mixed Chicken & Lamb 10kg', 'Hoki Fish Skins']);
      expect(answer.has_recent_order).toBe(true);
      expect(await legacyRow(id)).toMatchObject({ next_delivery: addInterval(today(), 35) });
    },
    event: 'ship-today',
  },
  {
    name: 'POST /api/legacy-subscriptions/:id/items (add treats)',
    method: 'POST',
    path: (id) => `/api/legacy-subscriptions/${id}/items`,
    good: { items: [{ shopify_variant_id: TREAT_VARIANT, quantity: 2, one_time: true }] },
    bad: { items: [] },
    check: async (id, answer) => {
      expect(answer.additionalItems).toHaveLength(2);
      expect(answer.additionalItems[1]).toMatchObject({ shopify_variant_id: TREAT_VARIANT, quantity: 2, one_time: true, price: 17.09 });
      expect((await legacyState(id)).items).toHaveLength(2);
    },
    event: 'add-items',
  },
  {
    name: 'DELETE /api/legacy-subscriptions/:id/items/:itemId (remove add-on)',
    method: 'DELETE',
    path: (id) => `/api/legacy-subscriptions/${id}/items/${id}_item`,
    good: undefined,
    bad: undefined,
    badPath: (id) => `/api/legacy-subscriptions/${id}/items/bad%20id`,
    badCode: 'invalid_param',
    check: async (id, answer) => {
      expect(answer.additionalItems).toEqual([]);
      expect((await legacyState(id)).items).toEqual([]);
    },
    event: 'remove-item',
  },
  {
    name: 'POST /api/legacy-subscriptions/:id/update-date',
    method: 'POST',
    path: (id) => `/api/legacy-subscriptions/${id}/update-date`,
    good: { nextDelivery: daysFromToday(30) },
    bad: { nextDelivery: today() }, // the legacy picker starts tomorrow
    check: async (id, answer) => {
      expect(answer.nextDelivery).toBe(daysFromToday(30));
      expect(await legacyRow(id)).toMatchObject({ next_delivery: daysFromToday(30) });
    },
    event: 'update-date',
  },
  {
    name: 'POST /api/legacy-subscriptions/:id/update-frequency',
    method: 'POST',
    path: (id) => `/api/legacy-subscriptions/${id}/update-frequency`,
    good: { frequency: 7 },
    bad: { frequency: 91 },
    check: async (id, answer) => {
      expect(answer.frequency).toBe(7);
      expect(await legacyRow(id)).toMatchObject({ frequency_days: 7 });
    },
    event: 'update-frequency',
  },
  {
    name: 'POST /api/legacy-subscriptions/:id/cancel',
    method: 'POST',
    path: (id) => `/api/legacy-subscriptions/${id}/cancel`,
    good: { reason: 'Other', otherReason: 'We moved to raw food' },
    bad: { reason: 'Other', otherReason: ' ' },
    check: async (id, answer) => {
      expect(answer.is_active).toBe(false);
      expect(await legacyRow(id)).toMatchObject({ is_active: 0, cancel_reason: 'Other', cancel_other_reason: 'We moved to raw food' });
    },
    event: 'cancel',
  },
  {
    name: 'POST /api/legacy-subscriptions/:id/update-address',
    method: 'POST',
    path: (id) => `/api/legacy-subscriptions/${id}/update-address`,
    good: { address },
    bad: { address: { ...address, city: '' } },
    check: async (id, answer) => {
      expect(answer.shippingAddress).toMatchObject({ address1: '5 Beach Road', city: 'Tauranga', address2: '' });
      expect(await legacyRow(id)).toMatchObject({ ship_address1: '5 Beach Road', ship_zip: '3110' });
    },
    event: 'update-address',
  },
  {
    name: 'POST /api/legacy-subscriptions/:id/change-product-and-frequency',
    method: 'POST',
    path: (id) => `/api/legacy-subscriptions/${id}/change-product-and-frequency`,
    good: { variantId: LAMB_5KG, frequency: 21 },
    bad: { variantId: LAMB_5KG, frequency: 6 },
    check: async (id, answer) => {
      expect(answer.mainProduct).toMatchObject({ shopify_variant_id: LAMB_5KG, title: 'Luxe Lamb 5kg', price: 70.39 });
      expect(await legacyRow(id)).toMatchObject({ main_variant_id: LAMB_5KG, main_product_id: '8730358808826', frequency_days: 21 });
    },
    event: 'change-product-and-frequency',
  },
];

describe.each(CASES)('$name', (tc) => {
  it('answers 400 in the JSON error shape for a bad request and changes nothing', async () => {
    const id = await makeLegacy();
    const before = await legacyState(id);
    const res = await call(sam, tc.method, tc.badPath?.(id) ?? tc.path(id), tc.bad);
    expect(res.status).toBe(400);
    expect(await res.json<ErrorBody>()).toMatchObject({ code: tc.badCode ?? 'invalid_json', error: expect.any(String) });
    expect(await legacyState(id)).toEqual(before);
  });

  it("answers 404 for another customer's legacy subscription and changes nothing", async () => {
    const id = await makeLegacy({ customerId: DEMO.otherCustomerId });
    const before = await legacyState(id);
    const res = await call(sam, tc.method, tc.path(id), tc.good);
    expect(res.status).toBe(404);
    expect(await res.json<ErrorBody>()).toMatchObject({ code: 'not_found' });
    expect(await legacyState(id)).toEqual(before);
  });

  it('answers the updated record, changes the database and logs the event', async () => {
    const id = await makeLegacy();
    const res = await call(sam, tc.method, tc.path(id), tc.good);
    expect(res.status).toBe(200);
    const answer = await res.json<any>();
    expect(() => v.parse(legacySubscriptionSchema, answer)).not.toThrow();
    await tc.check(id, answer);
    const event = await lastEvent(id);
    expect(event).toMatchObject({ actor: `customer:${DEMO.customerId}`, action: tc.event });
    expect(event!.after).not.toEqual(event!.before);
  });

  it('two at once: one wins, the other answers 409 busy, and the change is made once', async () => {
    const id = await makeLegacy();
    const [first, second] = await race(
      () => callConcurrently(sam, tc.method, tc.path(id), tc.good),
      () => callConcurrently(sam, tc.method, tc.path(id), tc.good),
    );
    expect([first!.status, second!.status]).toEqual([200, 409]);
    expect(second!.body).toMatchObject({ code: 'busy' });
    await tc.check(id, first!.body);
    expect((await legacyState(id)).events).toHaveLength(1);
  });
});

describe('legacy rules', () => {
  it('an inactive legacy subscription only takes an address change (and Confirm & Pay)', async () => {
    const id = await makeLegacy({ active: false });
    const before = await legacyState(id);
    const res = await call(sam, 'POST', `/api/legacy-subscriptions/${id}/update-date`, { nextDelivery: daysFromToday(10) });
    expect(res.status).toBe(409);
    expect(await res.json<ErrorBody>()).toMatchObject({ code: 'invalid_state' });
    expect(await legacyState(id)).toEqual(before);
    expect((await call(sam, 'POST', `/api/legacy-subscriptions/${id}/update-address`, { address })).status).toBe(200);
    expect(LEGACY_INACTIVE_MESSAGE).toContain('Confirm & Pay');
  });

  it("cancel with 'Other' needs its text (the message the form shows); a reason outside the list is refused", async () => {
    const id = await makeLegacy();
    const res = await call(sam, 'POST', `/api/legacy-subscriptions/${id}/cancel`, { reason: 'Other', otherReason: '' });
    expect((await res.json<ErrorBody>()).issues).toEqual([{ path: 'otherReason', message: OTHER_REASON_REQUIRED_MESSAGE }]);
    expect((await call(sam, 'POST', `/api/legacy-subscriptions/${id}/cancel`, { reason: 'Bored' })).status).toBe(400);
    expect((await call(sam, 'POST', `/api/legacy-subscriptions/${id}/cancel`, { reason: 'Allergies' })).status).toBe(200);
  });

  it('update-date refuses more than 3 months ahead', async () => {
    const id = await makeLegacy();
    expect((await call(sam, 'POST', `/api/legacy-subscriptions/${id}/update-date`, { nextDelivery: daysFromToday(120) })).status).toBe(400);
  });

  it('every legacy call answers without /api too (the spec lists both forms)', async () => {
    const id = await makeLegacy();
    expect((await call(sam, 'POST', `/legacy-subscriptions/${id}/update-frequency`, { frequency: 14 })).status).toBe(200);
    expect(
      (await call(sam, 'POST', `/legacy-subscriptions/${id}/items`, { items: [{ shopify_variant_id: DEMO_CATALOGUE.treats[0]!.variants[0]!.id }] })).status,
    ).toBe(200);
  });

  it('ship-today with a declined card is 402 and orders nothing; a repeated Idempotency-Key replays the order', async () => {
    const id = await makeLegacy();
    await setCardWorks(DEMO.customerId, false);
    const before = await legacyState(id);
    const declined = await call(sam, 'POST', `/api/legacy-subscriptions/${id}/ship-today-webhook`);
    expect(declined.status).toBe(402);
    expect(await legacyState(id)).toEqual(before);
    await setCardWorks(DEMO.customerId, true);
    const key = { 'Idempotency-Key': `legacy-reorder-${id}` };
    const first = await call(sam, 'POST', `/api/legacy-subscriptions/${id}/ship-today-webhook`, undefined, key);
    const again = await call(sam, 'POST', `/api/legacy-subscriptions/${id}/ship-today-webhook`, undefined, key);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await countOrders('legacy_subscription_id = ?1', id)).toBe(1);
    const third = await call(sam, 'POST', `/api/legacy-subscriptions/${id}/ship-today-webhook`);
    expect(third.status).toBe(409);
    expect(await third.json<ErrorBody>()).toMatchObject({ code: 'recent_order' });
  });
});
