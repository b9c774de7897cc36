import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS } from '../../src/domain/activity';
import { call, daysFromToday, DEMO, loginAs, makeLegacy, makeSubscription, type ErrorBody, type Session } from './subscription-helpers';

let sam: Session;
let alex: Session;
beforeAll(async () => {
  sam = await loginAs(DEMO.customerId);
  alex = await loginAs(DEMO.otherCustomerId);
});

const activityOf = async (session: Session, query = '') => {
  const res = await call(session, 'GET', `/api/activity${query}`);
  expect(res.status).toBe(200);
  return (await res.json<{ activity: any[] }>()).activity;
};

describe('GET /api/activity', () => {
  it('checks the query first: limit must be 1–50; no session is 401', async () => {
    for (const bad of ['0', '51', 'abc', '2.5']) {
      const res = await call(sam, 'GET', `/api/activity?limit=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(await res.json<ErrorBody>()).toMatchObject({ code: 'invalid_query' });
    }
    const anonymous = await call(null, 'GET', '/api/activity');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json<ErrorBody>()).toMatchObject({ code: 'unauthenticated' });
  });

  it("answers the customer's shown events newest first, with the facts their lines need", async () => {
    const id = await makeSubscription({ customerId: DEMO.customerId, frequency: 28 });
    const legacyId = await makeLegacy({ customerId: DEMO.customerId });
    expect((await call(sam, 'POST', `/subscriptions/${id}/change-frequency`, { newFrequency: 30 })).status).toBe(200);
    const date = daysFromToday(20);
    expect((await call(sam, 'POST', `/subscriptions/${id}/changeDate`, { date })).status).toBe(200);
    expect((await call(sam, 'POST', `/subscriptions/${id}/pause`, { days: 14 })).status).toBe(200);
    expect((await call(sam, 'POST', `/api/legacy-subscriptions/${legacyId}/update-frequency`, { frequency: 21 })).status).toBe(200);
    // Someone else's change never shows.
    const alexSub = await makeSubscription({ customerId: DEMO.otherCustomerId });
    expect((await call(alex, 'POST', `/subscriptions/${alexSub}/pause`, { days: null })).status).toBe(200);

    const activity = await activityOf(sam);
    expect(activity.map((e) => e.action)).toEqual(['update-frequency', 'pause-days', 'change-date', 'change-frequency']);
    const [legacy, pause, changeDate, frequency] = activity;
    expect(legacy).toMatchObject({ subscriptionId: legacyId, legacy: true, frequency: 21, unit: 'day', productName: expect.stringMatching(/kg$/) });
    expect(pause).toMatchObject({ subscriptionId: id, legacy: false, pauseDays: 14, productName: 'Chicken Dog Box 15kg' });
    expect(changeDate).toMatchObject({ nextDate: date });
    expect(frequency).toMatchObject({ frequency: 30, unit: 'day' });
    for (const e of activity) expect(new Date(e.at).toISOString()).toBe(e.at);
    expect(activity.some((e) => e.subscriptionId === alexSub)).toBe(false);

    expect((await activityOf(alex)).map((e) => e.action)).toEqual(['pause']);
    expect(await activityOf(sam, '?limit=2')).toEqual(activity.slice(0, 2));
  });

  it('leaves out actions that are not activity lines (an order shows them instead)', async () => {
    const id = await makeSubscription({ customerId: DEMO.customerId });
    const at = new Date(Date.now() + 60_000).toISOString(); // newest of all
    await env.DB.prepare(
      `INSERT INTO subscription_events (id, subscription_id, legacy, customer_id, actor, action, before_json, after_json, created_at)
       VALUES ('evt_renewal_test', ?1, 0, ?2, 'scheduler', 'renewal', NULL, '{}', ?3)`,
    )
      .bind(id, DEMO.customerId, at)
      .run();
    expect(ACTIVITY_ACTIONS as readonly string[]).not.toContain('renewal');
    const activity = await activityOf(sam);
    expect(activity.some((e) => e.id === 'evt_renewal_test')).toBe(false);
  });
});
