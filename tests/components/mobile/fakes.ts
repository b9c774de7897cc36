/**
 * The mobile dashboard's component-test world: the customer's data shaped as the API answers it
 * (factories with overrides) and `fetch` faked with one answer per "METHOD /path". A call with
 * no answer fails the test, and every call is recorded.
 *
 *   const api = fakeApi({ 'GET /api/orders/customer/7001000000001': () => json({ orders: [] }) });
 *   expect(api.calls.map((c) => c.key)).toContain('POST /api/pets');
 */
import { act, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { ActivityEventData } from '../../../src/domain/activity';
import type { PlanFit } from '../../../src/domain/plan-fit';
import type { Order } from '../../../src/stores/dashboard';
import { CUSTOMER, dayFromToday, makeSubscription } from '../dashboard/fixtures';
import { SAM_ADDRESS } from '../../factories/customer';
import { makeJourney } from '../../factories/journey';

export { CUSTOMER, dayFromToday, makeSubscription };

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const failure = (status: number) => json({ error: 'Something went wrong.', code: 'server_error' }, status);

export function makeOrder(overrides: Partial<Order> = {}): Order {
  const item = (n: number, title: string, quantity = 1) => ({
    id: `li_${n}`,
    title,
    price: 17.99,
    quantity,
    product_id: '8800000000001',
    variant_id: `4880000000001${n}`,
    image: { src: `/images/treats/t${n}.svg` },
  });
  return {
    id: 'order_1001',
    name: '#1001',
    order_number: 1001,
    order_number_numeric: 1001,
    created_at: '2025-03-01T02:00:00.000Z',
    subtotal_price: 73.5,
    total_discounts: 0,
    shipping_price: 6.99,
    total_price: 80.49,
    fulfillment_status: 'delivered',
    financial_status: 'paid',
    status: 'delivered',
    order_status_url: 'http://localhost/order-status?order=order_1001',
    subscription_id: null,
    line_items: [item(1, 'Luxe Lamb Dog Box 5kg'), item(2, 'Green-Lipped Mussel Bites'), item(3, 'Venison Jerky Strips'), item(4, 'Salmon Skins', 2)],
    tracking: { tracking_company: 'NZ Post', tracking_number: 'NZ100100101', tracking_url: 'https://www.nzpost.co.nz/tools/tracking/item/NZ100100101' },
    attribution: null,
    ...overrides,
  };
}

export function makePet(overrides: Record<string, unknown> = {}) {
  return {
    id: 'pet_demo_biscuit',
    name: 'Biscuit',
    breed: 'Labrador Retriever',
    dob: '2019-03-14',
    weight: 28,
    life_stage: 'adult',
    activity_level: 'active',
    body_condition: 'aboutRight',
    percent_kibble: 100,
    includeInFamilyFeedingPlan: true,
    sex: 'male',
    photo_url: null,
    photo_large_url: null,
    calories_per_day: 1310,
    grams_per_day: 388,
    kibble_calories_per_day: 1310,
    kibble_grams_per_day: 388,
    ...overrides,
  };
}

export const petsPayload = (pets: unknown[]) => ({
  pets,
  kcal_per_kg: 3380,
  productId: '8710529646842',
  total_subscribed_calories_per_day: 0,
  total_subscribed_grams_per_day: 0,
  total_subscribed_cups_per_day: 0,
  daily_cost: 0,
  feedingPlans: [],
  recommendationPlan: null,
});

/** A dog's journey as GET /api/pets/{id}/weights answers it: tests/factories/journey.ts. */
export { makeJourney };

export function makeEvent(overrides: Partial<ActivityEventData> = {}): ActivityEventData {
  return {
    id: 'evt_1',
    subscriptionId: 'sub_1',
    legacy: false,
    action: 'change-frequency',
    at: new Date().toISOString(),
    productName: 'Chicken Dog Box 15kg',
    frequency: 30,
    unit: 'day',
    nextDate: null,
    pauseDays: null,
    day: null,
    byShop: false,
    ...overrides,
  };
}

/** A plan fit as GET /api/subscriptions/{id}/plan-fit answers it: by default the bag fits the dogs. */
export function makePlanFit(overrides: Partial<PlanFit> = {}): PlanFit {
  return {
    dailyGrams: 530,
    bagKg: 15,
    daysPerBag: 28,
    frequency: 28,
    runsOutOn: dayFromToday(9),
    nextDelivery: dayFromToday(9),
    status: 'fits',
    suggestion: null,
    ...overrides,
  };
}

export const PROFILE = {
  customerId: CUSTOMER.customerId,
  firstName: 'Sam',
  lastName: 'Taylor',
  name: 'Sam Taylor',
  email: CUSTOMER.customerEmail,
  shippingAddress: { ...SAM_ADDRESS },
};

export type Answer = (request: Request) => Response | Promise<Response>;

/** The answer of a call that never reached the server (offline, DNS, CORS): fetch rejects. */
export const networkFailure: Answer = () => {
  throw new TypeError('Failed to fetch');
};

/** The logged-in demo customer's API, every call answered; override per test. */
export function demoAnswers(): Record<string, Answer> {
  return {
    'GET /api/embed-config': () => json({ shopOrigins: [], local: true, storeDomain: 'furbaby.co.nz' }),
    [`GET /api/subscriptions/customer/${CUSTOMER.customerId}`]: () =>
      json([
        makeSubscription(),
        makeSubscription({
          id: 'sub_2',
          status: 'PAUSED',
          product_name: 'Luxe Lamb Dog Box 5kg',
          next_charge_scheduled_at: null,
          order_interval_frequency: 30,
        }),
      ]),
    [`GET /api/orders/customer/${CUSTOMER.customerId}`]: () =>
      json({
        orders: [makeOrder(), makeOrder({ id: 'order_1004', name: '#1004', order_number: 1004, fulfillment_status: null, tracking: null, line_items: [] })],
      }),
    // The active subscription's plan fit (issue 21), read once the subscriptions and the dogs are in.
    'GET /api/subscriptions/sub_1/plan-fit': () => json(makePlanFit()),
    'GET /api/activity': () => json({ activity: [] }),
    'GET /api/profile': () => json(PROFILE),
    'GET /api/pets': () => json(petsPayload([makePet(), makePet({ id: 'pet_demo_pip', name: 'Pip', breed: 'Cavoodle', photo_url: null })])),
    // Each saved dog's journey card on the Pets tab (issue 50).
    'GET /api/pets/pet_demo_biscuit/weights': () => json(makeJourney('pet_demo_biscuit')),
    'GET /api/pets/pet_demo_pip/weights': () => json(makeJourney('pet_demo_pip')),
  };
}

export interface FakeApi {
  calls: { key: string; body: unknown }[];
  answers: Record<string, Answer>;
  /** Calls nobody answered (each also fails as a network error); a test expects none. */
  unexpected: string[];
}

/** Stubs `fetch` with `answers` (by "METHOD /path"); undo with vi.unstubAllGlobals(). */
export function fakeApi(answers: Record<string, Answer> = demoAnswers()): FakeApi {
  const api: FakeApi = { calls: [], answers, unexpected: [] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const type = request.headers.get('content-type') ?? '';
    const body =
      request.method === 'GET'
        ? undefined
        : type.includes('json')
          ? await request
              .clone()
              .json()
              .catch(() => undefined)
          : undefined;
    api.calls.push({ key, body });
    const answer = api.answers[key];
    if (!answer) {
      api.unexpected.push(key);
      throw new TypeError(`unexpected call ${key}`);
    }
    return answer(request);
  });
  return api;
}

/** Holds the answer to `key` until the test gives it: for what the page shows while it waits. */
export function holdAnswer(api: FakeApi, key: string): (response: Response) => Promise<void> {
  let release: ((response: Response) => void) | undefined;
  api.answers[key] = () => new Promise((resolve) => (release = resolve));
  return async (response) => {
    await vi.waitFor(() => expect(release).toBeDefined());
    await act(async () => release!(response));
  };
}

/** A tab shows `text` in its loading status while `key` is unanswered, and no status once `answer` arrives. */
export async function expectLoadingUntilAnswered(api: FakeApi, key: string, renderTab: () => unknown, text: string, answer: Response) {
  const release = holdAnswer(api, key);
  renderTab();
  expect(screen.getByRole('status').textContent).toContain(text);
  await release(answer);
  expect(screen.queryByRole('status')).toBeNull();
}

/** A tab with nothing to show yet: its heading, its line and the one button that starts something. */
export async function expectEmptyTab(empty: { heading: string; line: string; button: string }) {
  expect(await screen.findByRole('heading', { name: empty.heading })).toBeTruthy();
  expect(screen.getByText(empty.line)).toBeTruthy();
  expect(screen.getByRole('button', { name: empty.button })).toBeTruthy();
}
