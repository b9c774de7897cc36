/**
 * Staff acting for a customer (issues 49, 50) beyond the contract subscription's actions: a
 * subscription from before contracts gets what its customer can do (and no skip or pause, which
 * the customer has neither), a new recipe or bag mails the customer the switch-over as the
 * dashboard's change does, and a weighing staff enter goes into the dog's weight journal. Each is
 * recorded as done by the shop where the event log keeps it, and refused without a valid ID token.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LOCAL_CONSOLE_AUTH } from '../../functions/env';
import { WEIGHT_DAY_FUTURE_MESSAGE } from '../../src/domain/schemas/weight-journal';
import { shopToday } from '../../src/domain/renewals';
import { consoleCall, idToken } from './console-helpers';
import { DEMO_PET_IDS } from './pets-helpers';
import { call, daysFromToday, DEMO, LAMB_5KG, lastEvent, legacyState, makeLegacy, makeSubscription, samForFile } from './subscription-helpers';

const sam = samForFile({ workingCard: true });
const STAFF_ID = '5151';
const staffToken = () => idToken({ sub: STAFF_ID });
const customerPath = (customerId: string = DEMO.customerId) => `/api/console/customers/${encodeURIComponent(customerId)}`;
const ADDRESS = { address1: '5 Tūī Lane', address2: '', city: 'Christchurch', province: 'Canterbury', zip: '8011', country: 'New Zealand' };

/** What the customer's legacy calls take, at the same paths under the console. */
const LEGACY_ACTIONS: { path: string; body?: unknown }[] = [
  { path: '/update-date', body: { nextDelivery: daysFromToday(12) } },
  { path: '/update-frequency', body: { frequency: 42 } },
  { path: '/update-address', body: { address: ADDRESS } },
  { path: '/change-product-and-frequency', body: { variantId: LAMB_5KG, frequency: 42 } },
  { path: '/ship-today-webhook' },
  { path: '/cancel', body: { reason: 'Other', otherReason: 'Asked by phone' } },
];

const recipeMails = async () =>
  (await env.DB.prepare("SELECT subject FROM outbox WHERE to_email = ?1 AND kind = 'recipe-switch'").bind(DEMO.email).all<{ subject: string }>()).results;

describe('staff and legacy subscriptions', () => {
  it('the customer’s page lists them with what a change starts from', async () => {
    const id = await makeLegacy({ next: daysFromToday(20) });
    const res = await consoleCall('GET', customerPath());
    expect(res.status).toBe(200);
    const page = await res.json<any>();
    expect(page.legacy.find((l: any) => l.id === id)).toEqual({
      id,
      active: true,
      product: 'Mixed Chicken & Lamb 10kg',
      variantId: '47100000000302',
      frequencyDays: 35,
      next: daysFromToday(20),
      // Local payments can charge it: "Ship today" is offered (not in Shopify mode: shopify-legacy-reorder.test.ts).
      reorderNow: true,
    });
  });

  it('every legacy call the customer has goes through for staff: 200, the event by the shop', async () => {
    for (const a of LEGACY_ACTIONS) {
      const id = await makeLegacy();
      const res = await consoleCall('POST', `${customerPath()}/legacy-subscriptions/${id}${a.path}`, { token: await staffToken(), body: a.body });
      expect(res.status, `${a.path}: ${await res.clone().text()}`).toBe(200);
      expect(await lastEvent(id), a.path).toMatchObject({ actor: `shop:${STAFF_ID}` });
    }
  });

  it('a moved date is the customer’s own rule: the new day, shown as changed by the shop', async () => {
    const id = await makeLegacy();
    const day = daysFromToday(15);
    const res = await consoleCall('POST', `${customerPath()}/legacy-subscriptions/${id}/update-date`, {
      token: await staffToken(),
      body: { nextDelivery: day },
    });
    expect((await res.json<any>()).nextDelivery).toBe(day);
    const activity = await (await call(sam, 'GET', '/api/activity?limit=50')).json<any>();
    expect(activity.activity.find((e: any) => e.subscriptionId === id)).toMatchObject({ byShop: true });
  });

  it('there is no skip or pause for one: 404, as for the customer, nothing written', async () => {
    const id = await makeLegacy();
    for (const path of ['/skip', '/pause']) {
      const before = await legacyState(id);
      const res = await consoleCall('POST', `${customerPath()}/legacy-subscriptions/${id}${path}`, {
        token: await staffToken(),
        body: { date: daysFromToday(20) },
      });
      expect(res.status).toBe(404);
      expect(await legacyState(id)).toEqual(before);
    }
  });

  it('refuses a missing or forged token, an unknown customer and another customer’s record: nothing written', async () => {
    const id = await makeLegacy();
    const forged = await idToken({ sub: STAFF_ID }, { ...LOCAL_CONSOLE_AUTH, appSecret: 'not-the-app-secret-at-all' });
    for (const a of LEGACY_ACTIONS) {
      const cases: [string, string | null, number][] = [
        [customerPath(), null, 401],
        [customerPath(), forged, 401],
        [customerPath('7009999999999'), await staffToken(), 404],
        [customerPath(DEMO.otherCustomerId), await staffToken(), 404],
      ];
      for (const [base, token, status] of cases) {
        const before = await legacyState(id);
        const res = await consoleCall('POST', `${base}/legacy-subscriptions/${id}${a.path}`, { token, body: a.body });
        expect(res.status, `${a.path} ${status}`).toBe(status);
        expect(await legacyState(id)).toEqual(before);
      }
    }
  });
});

describe('staff change the recipe or bag', () => {
  it('the customer gets the day-by-day switch-over, and the change is the shop’s', async () => {
    const id = await makeSubscription();
    const before = (await recipeMails()).length;
    const res = await consoleCall('POST', `${customerPath()}/subscriptions/${id}/change-product-and-frequency`, {
      token: await staffToken(),
      body: { variantId: LAMB_5KG, frequency: 42 },
    });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).switch_over).toMatchObject({ fromName: 'Chicken', toName: 'Lamb' });
    expect(await recipeMails()).toHaveLength(before + 1);
    expect(await lastEvent(id)).toMatchObject({ actor: `shop:${STAFF_ID}`, action: 'change-product-and-frequency' });
    const activity = await (await call(sam, 'GET', '/api/activity?limit=50')).json<any>();
    expect(activity.activity.find((e: any) => e.subscriptionId === id)).toMatchObject({ action: 'change-product-and-frequency', byShop: true });
  });

  it('another customer’s subscription is 404 and mails nothing', async () => {
    const id = await makeSubscription({ customerId: DEMO.otherCustomerId });
    const before = (await recipeMails()).length;
    const res = await consoleCall('POST', `${customerPath()}/subscriptions/${id}/change-product-and-frequency`, {
      token: await staffToken(),
      body: { variantId: LAMB_5KG, frequency: 42 },
    });
    expect(res.status).toBe(404);
    expect(await recipeMails()).toHaveLength(before);
  });
});

describe('staff weigh a customer’s dog', () => {
  const journal = async () =>
    (await env.DB.prepare('SELECT day, weight_kg AS kg FROM weight_entries WHERE pet_id = ?1 ORDER BY day').bind(DEMO_PET_IDS.pip).all()).results;

  const audit = async () =>
    (
      await env.DB.prepare("SELECT actor, action, details FROM staff_actions WHERE customer_id = ?1 AND action = 'weighing' ORDER BY at")
        .bind(DEMO.customerId)
        .all()
    ).results;

  it('the weighing goes into the dog’s journal and becomes its weight, audited with the staff member', async () => {
    const before = await audit();
    const res = await consoleCall('POST', `${customerPath()}/pets/${DEMO_PET_IDS.pip}/weights`, { token: await staffToken(), body: { kg: 7.4 } });
    expect(res.status).toBe(200);
    expect((await audit()).slice(before.length)).toEqual([
      { actor: `shop:${STAFF_ID}`, action: 'weighing', details: JSON.stringify({ petId: DEMO_PET_IDS.pip, day: shopToday(new Date()), kg: 7.4 }) },
    ]);
    expect(await journal()).toContainEqual({ day: shopToday(new Date()), kg: 7.4 });
    const pet = await env.DB.prepare('SELECT weight_kg FROM pets WHERE id = ?1').bind(DEMO_PET_IDS.pip).first<{ weight_kg: number }>();
    expect(pet!.weight_kg).toBe(7.4);
  });

  it('a future day is 400, another customer’s dog 404, no token 401: nothing written, nothing audited', async () => {
    const before = await journal();
    const audited = await audit();
    const future = await consoleCall('POST', `${customerPath()}/pets/${DEMO_PET_IDS.pip}/weights`, {
      token: await staffToken(),
      body: { kg: 8, day: daysFromToday(3) },
    });
    expect(future.status).toBe(400);
    expect(JSON.stringify(await future.json())).toContain(WEIGHT_DAY_FUTURE_MESSAGE);
    const other = await consoleCall('POST', `${customerPath(DEMO.otherCustomerId)}/pets/${DEMO_PET_IDS.pip}/weights`, {
      token: await staffToken(),
      body: { kg: 8 },
    });
    expect(other.status).toBe(404);
    const anonymous = await consoleCall('POST', `${customerPath()}/pets/${DEMO_PET_IDS.pip}/weights`, { token: null, body: { kg: 8 } });
    expect(anonymous.status).toBe(401);
    expect(await journal()).toEqual(before);
    expect(await audit()).toEqual(audited);
  });
});
