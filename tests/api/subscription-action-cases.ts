/**
 * The subscription calls as a table: each one's good and bad request, its fixture, what it must
 * change in the database and the event it logs (tests/api/subscriptions.test.ts runs every row
 * four ways).
 */
import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { dateChangeBody, shipNowBody } from '../../src/domain/dates';
import { renewalPriceCents, treatSubscriptionPriceCents } from '../../src/domain/money';
import { addInterval } from '../../src/domain/renewals';

import { daysFromToday, LAMB_5KG, makeSubscription, subscriptionRow, subscriptionState, today, TREAT, TREAT_VARIANT } from './subscription-helpers';

/** One subscription call, exercised four ways by the table below. */

/** The answer and the stored row both say the next charge is on `day`; the state, for more checks. */
async function nextChargeIs(id: string, answer: { next_charge_scheduled_at?: unknown }, day: string) {
  expect(answer.next_charge_scheduled_at).toBe(day);
  const state = await subscriptionState(id);
  expect(state.row!.next_charge_scheduled_at).toBe(day);
  return state;
}
export interface ActionCase {
  name: string;
  method: 'POST' | 'DELETE';
  path: (id: string) => string;
  fixture?: Parameters<typeof makeSubscription>[0];
  good: (id: string) => unknown;
  /** A bad body (or, for calls without one, a bad path) and the 400 code it answers. */
  bad: unknown;
  badPath?: (id: string) => string;
  badCode?: string;
  /** Checks the database after exactly one successful call. */
  check: (id: string, answer: any) => Promise<void>;
  event: string;
}

const newAddress = { address1: '1 Queen Street', address2: '', city: 'Auckland', province: 'Auckland', zip: '1010', country: 'New Zealand' };

export const CASES: ActionCase[] = [
  {
    name: 'DELETE /subscriptions/:id/items/:itemId (remove item)',
    method: 'DELETE',
    path: (id) => `/subscriptions/${id}/items/${id}_treat`,
    fixture: { withTreat: { quantity: 2 } },
    good: () => undefined,
    bad: undefined, // this call has no body: its bad request is a malformed item id
    badPath: (id) => `/subscriptions/${id}/items/not%20an%20id`,
    badCode: 'invalid_param',
    check: async (id, answer) => {
      expect(answer.items.map((i: any) => i.id)).toEqual([`${id}_main`]);
      const { items } = await subscriptionState(id);
      expect(items.map((i) => i.id)).toEqual([`${id}_main`]);
    },
    event: 'remove-item',
  },
  {
    name: 'POST /subscriptions/:id/ship-now',
    method: 'POST',
    path: (id) => `/subscriptions/${id}/ship-now`,
    fixture: { withTreat: { quantity: 1, oneTime: true } },
    good: () => shipNowBody(new Date()),
    bad: { date: 'tomorrow' },
    check: async (id, answer) => {
      const state = await subscriptionState(id);
      expect(state.orders).toHaveLength(1);
      expect(answer.order.id).toBe(state.orders[0]!.id);
      expect(answer.order.name).toMatch(/^#\d+$/);
      expect(answer.has_recent_order).toBe(true);
      // the one-time treat shipped with the order and left the subscription
      expect(state.items.map((i) => i.id)).toEqual([`${id}_main`]);
      const order = await env.DB.prepare('SELECT total_cents FROM orders WHERE id = ?1').bind(state.orders[0]!.id).first<{ total_cents: number }>();
      expect(order!.total_cents).toBe(renewalPriceCents(17499) + treatSubscriptionPriceCents(1799) + 699);
      expect(state.row!.next_charge_scheduled_at).toBe(addInterval(today(), 28));
      expect(state.attempts).toEqual([expect.objectContaining({ date: today(), status: 'success', order_id: state.orders[0]!.id })]);
    },
    event: 'ship-now',
  },
  {
    name: 'POST /subscriptions/:id/changeDate',
    method: 'POST',
    path: (id) => `/subscriptions/${id}/changeDate`,
    good: () => dateChangeBody(daysFromToday(20)),
    bad: { date: '2001-01-01', time: '07:00', timezone: '+12:00', action: 'reschedule', reset_schedule: false },
    check: async (id, answer) => {
      expect(answer.next_charge_scheduled_at).toBe(daysFromToday(20));
      expect((await subscriptionRow(id)).next_charge_scheduled_at).toBe(daysFromToday(20));
    },
    event: 'change-date',
  },
  {
    name: 'POST /subscriptions/:id/skip',
    method: 'POST',
    path: (id) => `/subscriptions/${id}/skip`,
    fixture: { next: daysFromToday(10), frequency: 28 },
    good: () => ({ date: daysFromToday(10) }),
    bad: { date: '2026-02-30' },
    check: async (id, answer) => {
      const state = await nextChargeIs(id, answer, daysFromToday(38));
      expect(state.attempts).toEqual([expect.objectContaining({ date: daysFromToday(10), status: 'skipped', skipped_on: today(), order_id: null })]);
    },
    event: 'skip',
  },
  {
    name: 'POST /subscriptions/:id/unskip',
    method: 'POST',
    path: (id) => `/subscriptions/${id}/unskip`,
    fixture: { next: daysFromToday(38), frequency: 28, skippedDays: [daysFromToday(10)] },
    good: () => ({ date: daysFromToday(10) }),
    bad: { date: 'next week' },
    check: async (id, answer) => {
      const state = await nextChargeIs(id, answer, daysFromToday(10));
      expect(state.attempts).toEqual([]);
    },
    event: 'unskip',
  },
  {
    name: 'POST /subscriptions/:id/pause { days }',
    method: 'POST',
    path: (id) => `/subscriptions/${id}/pause`,
    fixture: { next: daysFromToday(10) },
    good: () => ({ days: 14 }),
    bad: { days: 0 },
    check: async (id) => {
      const row = await subscriptionRow(id);
      expect(row).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: daysFromToday(24) });
    },
    event: 'pause-days',
  },
  {
    name: 'POST /subscriptions/:id/pause { days: null } (indefinite)',
    method: 'POST',
    path: (id) => `/subscriptions/${id}/pause`,
    good: () => ({ days: null }),
    bad: { days: 'soon' },
    check: async (id, answer) => {
      expect(answer.status).toBe('PAUSED');
      expect(await subscriptionRow(id)).toMatchObject({ status: 'PAUSED', next_charge_scheduled_at: null });
    },
    event: 'pause',
  },
  {
    name: 'POST /subscriptions/:id/update-address',
    method: 'POST',
    path: (id) => `/subscriptions/${id}/update-address`,
    good: () => newAddress,
    bad: { ...newAddress, address1: '  ' },
    check: async (id, answer) => {
      expect(answer.shipping_address).toMatchObject({ address1: '1 Queen Street', zip: '1010', address2: '' });
      expect(await subscriptionRow(id)).toMatchObject({ ship_address1: '1 Queen Street', ship_address2: '', ship_zip: '1010' });
    },
    event: 'update-address',
  },
  {
    name: 'POST /subscriptions/:id/resume (from PAUSED)',
    method: 'POST',
    path: (id) => `/subscriptions/${id}/resume`,
    fixture: { status: 'PAUSED' },
    good: () => ({ nextDeliveryDate: daysFromToday(5) }),
    bad: { nextDeliveryDate: 'next week' },
    check: async (id, answer) => {
      expect(answer.status).toBe('ACTIVE');
      expect(await subscriptionRow(id)).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: daysFromToday(5) });
    },
    event: 'resume',
  },
  {
    name: 'POST /subscriptions/:id/resume (from CANCELLED)',
    method: 'POST',
    path: (id) => `/subscriptions/${id}/resume`,
    fixture: { status: 'CANCELLED' },
    good: () => ({ nextDeliveryDate: today() }),
    bad: { nextDeliveryDate: daysFromToday(-1) },
    check: async (id) => {
      expect(await subscriptionRow(id)).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: today(), cancelled_at: null });
    },
    event: 'resume',
  },
  {
    name: 'POST /subscriptions/:id/change-frequency',
    method: 'POST',
    path: (id) => `/subscriptions/${id}/change-frequency`,
    good: () => ({ newFrequency: 32 }),
    bad: { newFrequency: 31 },
    check: async (id, answer) => {
      expect(answer.order_interval_frequency).toBe(32);
      expect(await subscriptionRow(id)).toMatchObject({ order_interval_frequency: 32, order_interval_unit: 'day' });
    },
    event: 'change-frequency',
  },
  {
    name: 'POST /subscriptions/:id/change-product-and-frequency',
    method: 'POST',
    path: (id) => `/subscriptions/${id}/change-product-and-frequency`,
    good: () => ({ variantId: LAMB_5KG, frequency: 44 }),
    bad: { variantId: '123', frequency: 44 },
    check: async (id, answer) => {
      expect(answer.product_name).toBe('Luxe Lamb 5kg');
      expect(answer.items[0]).toMatchObject({ variant_id: LAMB_5KG, price: 79.99, final_price: 70.39 });
      expect(await subscriptionRow(id)).toMatchObject({ variant_id: LAMB_5KG, product_id: '8730358808826', order_interval_frequency: 44 });
    },
    event: 'change-product-and-frequency',
  },
  {
    name: 'DELETE /subscriptions/:id (cancel)',
    method: 'DELETE',
    path: (id) => `/subscriptions/${id}`,
    good: () => ({ reason: 'Too expensive', otherReason: 'Moving overseas' }),
    bad: { reason: '', otherReason: '   ' },
    check: async (id, answer) => {
      expect(answer.status).toBe('CANCELLED');
      expect(await subscriptionRow(id)).toMatchObject({
        status: 'CANCELLED',
        cancel_reason: 'Too expensive',
        cancel_feedback: 'Moving overseas',
        next_charge_scheduled_at: null,
      });
    },
    event: 'cancel',
  },
  {
    name: 'POST /api/subscriptions/:id/items (add treats)',
    method: 'POST',
    path: (id) => `/api/subscriptions/${id}/items`,
    good: () => ({
      items: [
        { shopify_variant_id: TREAT_VARIANT, quantity: 2, one_time: false, price: 0.01 },
        { shopify_variant_id: DEMO_CATALOGUE.treats[0]!.variants[0]!.id, quantity: 1, one_time: true },
      ],
    }),
    bad: { items: [{ shopify_variant_id: '47100000000103', quantity: 1 }] }, // a kibble bag is not a treat
    check: async (id, answer) => {
      const added = answer.items.filter((i: any) => !i.is_main);
      expect(added).toEqual([
        expect.objectContaining({ variant_id: TREAT_VARIANT, quantity: 2, one_time: false, price: 17.99, final_price: 17.09, title: TREAT.title }),
        expect.objectContaining({ variant_id: DEMO_CATALOGUE.treats[0]!.variants[0]!.id, quantity: 1, one_time: true, final_price: 14.24 }),
      ]);
      const { items } = await subscriptionState(id);
      expect(items.filter((i) => i.is_main === 0).map((i) => [i.variant_id, i.quantity, i.final_price_cents])).toEqual(
        expect.arrayContaining([
          [TREAT_VARIANT, 2, 1709],
          [DEMO_CATALOGUE.treats[0]!.variants[0]!.id, 1, 1424],
        ]),
      );
    },
    event: 'add-items',
  },
];
