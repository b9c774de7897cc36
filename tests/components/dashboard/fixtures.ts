/**
 * Test data and a fake API for the dashboard's component tests: subscriptions shaped as the
 * API answers them (factories with overrides), and `fetch` stubbed with an answer per
 * "METHOD /path" that records every call. A call with no answer fails the test.
 */
import { vi } from 'vitest';
import { loadDashboard, resetDashboardForTests, type LegacySubscription, type Subscription } from '../../../src/stores/dashboard';
import { SAM_ADDRESS } from '../../factories/customer';
import { localDayFromToday as dayFromToday } from '../../factories/days';

export const CUSTOMER = { customerId: '7001000000001', customerName: 'Sam', customerEmail: 'demo@example.com' };

/** Today + `days` in the browser's calendar: the dashboard's date pickers count in it. */
export { dayFromToday };

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub_1',
    customer_id: CUSTOMER.customerId,
    status: 'ACTIVE',
    product_id: '8710529646842',
    variant_id: '47100000000103',
    product_name: 'Chicken Dog Box 15kg',
    product_image: '/images/products/chicken.svg',
    variant_offered: true,
    items: [
      {
        id: 'sub_1_main',
        product_id: '8710529646842',
        variant_id: '47100000000103',
        title: 'Chicken Dog Box 15kg',
        sku: 'CHK-15KG',
        price: 174.99,
        final_price: 153.99,
        quantity: 1,
        image: '/images/products/chicken.svg',
        product_image: '/images/products/chicken.svg',
        is_main: true,
        one_time: false,
      },
      {
        id: 'sub_1_treat',
        product_id: '8800000000001',
        variant_id: '48800000000011',
        title: 'Venison Jerky Strips',
        sku: 'TRT-VEN-200',
        price: 14.99,
        final_price: 14.24,
        quantity: 2,
        image: '/images/treats/venison-jerky.svg',
        product_image: '/images/treats/venison-jerky.svg',
        is_main: false,
        one_time: false,
      },
    ],
    order_interval_frequency: 28,
    order_interval_unit: 'day',
    subtotal_value: 182.47,
    total_value: 189.46,
    shippingPrice: 6.99,
    shipping_address: { ...SAM_ADDRESS },
    edit_url: 'http://localhost/dev/payment-method',
    has_recent_order: false,
    next_charge_scheduled_at: dayFromToday(9),
    paused_until: null,
    next_order_discount_percent: 0,
    isLegacy: false,
    additionalItems: [],
    billing_attempts: [],
    cancel_reason: null,
    cancel_feedback: null,
    cancelled_at: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeLegacy(overrides: Partial<LegacySubscription> = {}): LegacySubscription {
  const item = {
    id: 'legacy_1_item_1',
    product_id: '8800000000004',
    shopify_variant_id: '48800000000041',
    quantity: 1,
    title: 'Hoki Fish Skins',
    sku: 'TRT-HOKI-100',
    price: 11.99,
    taxable: true,
    requires_shipping: true,
    one_time: false,
    properties: {},
    image: '/images/treats/hoki-skins.svg',
  };
  return {
    id: 'legacy_1',
    is_active: true,
    nextDelivery: dayFromToday(20),
    frequency: 35,
    variant_offered: true,
    mainProduct: {
      ...item,
      id: 'legacy_1_main',
      product_id: '8730667024634',
      shopify_variant_id: '47100000000302',
      title: 'Mixed Chicken & Lamb 10kg',
      sku: 'MIX-10KG',
      price: 118.79,
    },
    additionalItems: [item],
    totalPrice: 137.77,
    shippingPrice: 6.99,
    // Sam's address as legacy records keep it: no names, no second line.
    shippingAddress: { ...SAM_ADDRESS, first_name: '', last_name: '', address2: '' },
    quick_checkout_url: 'https://furbaby.co.nz/cart/47100000000302:1',
    has_recent_order: false,
    reorder_now: true,
    isLegacy: true,
    cancel_reason: null,
    cancel_other_reason: null,
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A deferred answer: the test decides when (and how) the call ends. */
export function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

/**
 * Stubs `fetch` with `answers` ("METHOD /path" → Response or a promise of one) and answers
 * the recorded calls.
 */
export function fakeApi(answers: Record<string, () => Response | Promise<Response>>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const body = request.method === 'GET' ? undefined : await request.json().catch(() => undefined);
    calls.push({ method: request.method, path, headers: request.headers, body });
    const answer = answers[`${request.method} ${path}`];
    if (!answer) throw new Error(`unexpected ${request.method} ${path}`);
    return answer();
  });
  return calls;
}

/** A skipped billing attempt for `day`, as the API records one after POST /skip. */
export const skippedAttempt = (day: string) => ({
  id: 'att_skip',
  date: day,
  status: 'skipped',
  error_code: null,
  error_message: null,
  completed_at: null,
  skipped_on: day,
});

/**
 * Loads the dashboard for CUSTOMER holding `sub` alone, with an API whose skip answers `skipped`
 * and whose unskip answers `sub` again; answers the recorded calls.
 */
export async function loadWithSkipApi(sub: Subscription, skipped: Subscription): Promise<Call[]> {
  resetDashboardForTests();
  const calls = fakeApi({
    [`GET /api/subscriptions/customer/${CUSTOMER.customerId}`]: () => json([sub]),
    [`GET /api/orders/customer/${CUSTOMER.customerId}`]: () => json({ orders: [] }),
    [`GET /api/legacy-subscriptions/by-shopify-id/${CUSTOMER.customerId}`]: () => json([]),
    [`GET /api/subscriptions/${sub.id}/plan-fit`]: () => json({ error: 'x', code: 'invalid_state' }, 409),
    [`POST /subscriptions/${sub.id}/skip`]: () => json(skipped),
    [`POST /subscriptions/${sub.id}/unskip`]: () => json(sub),
  });
  await loadDashboard(CUSTOMER.customerId);
  return calls;
}
