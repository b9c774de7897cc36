/**
 * The shop's staff acting for a customer from the console (issue 49): each action is the
 * customer's own (same status rules, same back end), recorded as done by the shop with the staff
 * member's id (the ID token's `sub`); the customer's activity says so. Every action refuses a
 * missing, forged or expired ID token and an unknown customer, and writes nothing then.
 */
import { describe, expect, it } from 'vitest';
import { ID_TOKEN_SKEW_SECONDS } from '../../functions/shopify/app/id-token';
import { LOCAL_CONSOLE_AUTH } from '../../functions/env';
import { addInterval } from '../../src/domain/renewals';
import { consoleCall, idToken } from './console-helpers';
import { call, daysFromToday, DEMO, expectRefusedUnchanged, lastEvent, makeSubscription, samForFile, subscriptionRow } from './subscription-helpers';

const sam = samForFile({ workingCard: true });
const STAFF_ID = '4242';
const staffToken = () => idToken({ sub: STAFF_ID });
const base = (customerId: string, id: string) => `/api/console/customers/${encodeURIComponent(customerId)}/subscriptions/${id}`;

/** Every staff action with a body its happy path takes, and the status the record needs. */
const ACTIONS: { name: string; method: string; path: string; body: () => unknown; status?: 'PAUSED' }[] = [
  { name: 'skip', method: 'POST', path: '/skip', body: () => ({ date: daysFromToday(10) }) },
  { name: 'unskip', method: 'POST', path: '/unskip', body: () => ({ date: daysFromToday(10) }) },
  { name: 'pause', method: 'POST', path: '/pause', body: () => ({ until: daysFromToday(40) }) },
  { name: 'resume', method: 'POST', path: '/resume', body: () => ({ nextDeliveryDate: daysFromToday(5) }), status: 'PAUSED' },
  { name: 'changeDate', method: 'POST', path: '/changeDate', body: () => ({ date: daysFromToday(12) }) },
  { name: 'change-frequency', method: 'POST', path: '/change-frequency', body: () => ({ newFrequency: 42 }) },
  { name: 'ship-now', method: 'POST', path: '/ship-now', body: () => ({ date: daysFromToday(0) }) },
  {
    name: 'update-address',
    method: 'POST',
    path: '/update-address',
    body: () => ({ address1: '5 Tūī Lane', address2: '', city: 'Christchurch', province: 'Canterbury', zip: '8011', country: 'New Zealand' }),
  },
  { name: 'cancel', method: 'DELETE', path: '', body: () => ({ reason: '', otherReason: 'Moving overseas, asked by phone' }) },
];

const seconds = () => Math.floor(Date.now() / 1000);

describe('staff acting for a customer', () => {
  it('skip then unskip: the customer’s own rules, recorded as done by the shop, shown so in their activity', async () => {
    const day = daysFromToday(10);
    const id = await makeSubscription({ next: day, frequency: 28 });
    const skipped = await consoleCall('POST', `${base(DEMO.customerId, id)}/skip`, { token: await staffToken(), body: { date: day } });
    expect(skipped.status).toBe(200);
    expect((await skipped.json<any>()).next_charge_scheduled_at).toBe(addInterval(day, 28));
    expect(await lastEvent(id)).toMatchObject({ actor: `shop:${STAFF_ID}`, action: 'skip' });

    const unskipped = await consoleCall('POST', `${base(DEMO.customerId, id)}/unskip`, { token: await staffToken(), body: { date: day } });
    expect(unskipped.status).toBe(200);
    expect((await unskipped.json<any>()).next_charge_scheduled_at).toBe(day);
    expect(await lastEvent(id)).toMatchObject({ actor: `shop:${STAFF_ID}`, action: 'unskip' });

    const activity = await (await call(sam, 'GET', '/api/activity?limit=50')).json<any>();
    const mine = activity.activity.filter((e: any) => e.subscriptionId === id);
    expect(mine.map((e: any) => [e.action, e.byShop, e.day])).toEqual([
      ['unskip', true, day],
      ['skip', true, day],
    ]);
  });

  it('every action goes through: 200, the event by the shop', async () => {
    for (const a of ACTIONS) {
      const id = await makeSubscription({
        status: a.status ?? 'ACTIVE',
        skippedDays: a.name === 'unskip' ? [daysFromToday(10)] : [],
      });
      const res = await consoleCall(a.method, `${base(DEMO.customerId, id)}${a.path}`, { token: await staffToken(), body: a.body() });
      expect(res.status, a.name).toBe(200);
      expect(await lastEvent(id), a.name).toMatchObject({ actor: `shop:${STAFF_ID}` });
    }
  });

  it('a pause until a date by staff: the record is paused until that day', async () => {
    const id = await makeSubscription();
    const until = daysFromToday(40);
    const res = await consoleCall('POST', `${base(DEMO.customerId, id)}/pause`, { token: await staffToken(), body: { until } });
    expect(res.status).toBe(200);
    expect(await subscriptionRow(id)).toMatchObject({ status: 'PAUSED' });
    expect(String((await subscriptionRow(id)).paused_until)).toContain(until);
    const activity = await (await call(sam, 'GET', '/api/activity?limit=50')).json<any>();
    expect(activity.activity.find((e: any) => e.subscriptionId === id)).toMatchObject({ action: 'pause-until', day: until, byShop: true });
  });

  it('refuses a missing, forged or expired ID token: 401, nothing written', async () => {
    const forgedAuth = { ...LOCAL_CONSOLE_AUTH, appSecret: 'not-the-app-secret-at-all' };
    const tokens: [string, () => Promise<string | null>][] = [
      ['missing', async () => null],
      ['forged', () => idToken({ sub: STAFF_ID }, forgedAuth)],
      ['expired', () => idToken({ sub: STAFF_ID, exp: seconds() - ID_TOKEN_SKEW_SECONDS - 1 })],
    ];
    for (const a of ACTIONS) {
      const id = await makeSubscription({ status: a.status ?? 'ACTIVE', skippedDays: a.name === 'unskip' ? [daysFromToday(10)] : [] });
      for (const [, token] of tokens) {
        const t = await token();
        await expectRefusedUnchanged(
          id,
          () => consoleCall(a.method, `${base(DEMO.customerId, id)}${a.path}`, { token: t, body: a.body() }),
          401,
          'invalid_id_token',
        );
      }
    }
  });

  it('an unknown customer, or a subscription not the customer’s: 404, nothing written', async () => {
    for (const a of ACTIONS) {
      const id = await makeSubscription({ status: a.status ?? 'ACTIVE', skippedDays: a.name === 'unskip' ? [daysFromToday(10)] : [] });
      const token = await staffToken();
      await expectRefusedUnchanged(id, () => consoleCall(a.method, `${base('7009999999999', id)}${a.path}`, { token, body: a.body() }), 404, 'not_found');
      await expectRefusedUnchanged(id, () => consoleCall(a.method, `${base(DEMO.otherCustomerId, id)}${a.path}`, { token, body: a.body() }), 404, 'not_found');
    }
  });

  it('the customer’s status rules hold for staff too: a cancelled subscription cannot be skipped (409)', async () => {
    const id = await makeSubscription({ status: 'CANCELLED' });
    await expectRefusedUnchanged(
      id,
      async () => consoleCall('POST', `${base(DEMO.customerId, id)}/skip`, { token: await staffToken(), body: { date: daysFromToday(10) } }),
      409,
      'invalid_state',
    );
  });
});
