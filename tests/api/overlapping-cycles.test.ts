/**
 * Issue 47: once a later cycle of a subscription is paid (by the scheduled run, ship now or a
 * retry), every earlier failed cycle is closed: never charged after it, in the same run or any
 * later one, and a Retry Payment for it is 409 and charges nothing. Local back end (D1 and the
 * local card); tests/api/shopify-overlapping-cycles.test.ts holds Shopify mode to the same rule.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { retryDeclinedRenewals } from '../../functions/billing/dunning';
import { renewSubscription } from '../../functions/billing/renewals';
import { backendFor } from '../../functions/backends';
import { DEMO as DEMO_DATA, demoDataStatements } from '../../functions/db/demo';
import { readConfig } from '../../functions/env';
import { shipNowBody } from '../../src/domain/dates';
import { owedFailedAttempt } from '../../src/domain/billing';
import { addInterval, latestDueDay, shopToday } from '../../src/domain/renewals';
import { consoleCall, idToken } from './console-helpers';
import { runScheduled } from './scheduled-run';
import { call, DEMO, daysFromToday, makeSubscription, samForFile, today, type ErrorBody } from './subscription-helpers';
import { shopTime } from '../factories/days';

const sam = samForFile({ workingCard: true });

/** A renewal of `day` declined by the card (as the scheduled run records one). */
const declined = (id: string, day: string) =>
  env.DB.prepare(
    `INSERT INTO billing_attempts (id, subscription_id, date, status, completed_at, skipped_on, error_code, error_message, order_id, created_at)
     VALUES (?1, ?2, ?3, 'error', NULL, NULL, 'card_declined', 'Your card was declined.', NULL, ?4)`,
  )
    .bind(`${id}_declined_${day}`, id, day, new Date().toISOString())
    .run();
const ordersOf = (id: string) =>
  env.DB.prepare('SELECT id, total_cents FROM orders WHERE subscription_id = ?1')
    .bind(id)
    .all<{ id: string; total_cents: number }>()
    .then((r) => r.results);
/** Every charge the card was asked for (customers' and automatic retries, ship now). */
const paymentAttempts = (id: string) =>
  env.DB.prepare('SELECT action, status FROM payment_attempts WHERE subscription_id = ?1 ORDER BY created_at, rowid')
    .bind(id)
    .all<{ action: string; status: string }>()
    .then((r) => r.results);
const attempts = (id: string) =>
  env.DB.prepare(
    'SELECT id, date, status, completed_at, skipped_on, error_code, closed_by_order_id FROM billing_attempts WHERE subscription_id = ?1 ORDER BY date',
  )
    .bind(id)
    .all<Record<string, string | null>>()
    .then((r) => r.results);
const closedEvents = (id: string) =>
  env.DB.prepare("SELECT actor, after_json FROM subscription_events WHERE subscription_id = ?1 AND action = 'failed-cycles-closed'")
    .bind(id)
    .all<{ actor: string; after_json: string }>()
    .then((r) => r.results.map((e) => ({ actor: e.actor, details: (JSON.parse(e.after_json) as { details: Record<string, unknown> }).details })));
const retry = (id: string) => call(sam, 'POST', `/subscriptions/${id}/retry-payment`);

/** Every later run of the retry schedule (days 3 and 7 after the failure, and after). */
async function laterRuns(failedDay: string) {
  for (const offset of [3, 4, 7, 8]) await runScheduled(env, shopTime(addInterval(failedDay, offset), '07:10'));
}

/** The failed cycle is closed by `orderId`, logged, off the banner, and a retry for it is 409 with no charge. */
async function expectClosed(id: string, failedDay: string, orderId: string) {
  const failed = (await attempts(id)).find((a) => a.date === failedDay)!;
  expect(failed).toMatchObject({ status: 'error', completed_at: null, closed_by_order_id: orderId });
  expect(failed.skipped_on).not.toBeNull();
  expect(await closedEvents(id)).toContainEqual(
    expect.objectContaining({ details: expect.objectContaining({ closed_attempt_ids: [failed.id], paid_by_order_id: orderId }) }),
  );
  const answer = await (await call(sam, 'GET', `/subscriptions/${id}`)).json<{ billing_attempts: { date: string }[] }>();
  expect(owedFailedAttempt(answer.billing_attempts)).toBeNull(); // no banner
  const before = (await paymentAttempts(id)).length;
  const res = await retry(id);
  expect(res.status).toBe(409);
  expect(await res.json<ErrorBody>()).toMatchObject({ code: 'payment_cycle_closed' });
  expect(await paymentAttempts(id)).toHaveLength(before);
}

describe('a failed cycle, then a later one paid', () => {
  it('by the scheduled run: one charge, and the failed cycle is never retried after it', async () => {
    const failedDay = daysFromToday(-1);
    const id = await makeSubscription({ next: today() });
    await declined(id, failedDay);
    await runScheduled(env, shopTime(today(), '07:10'));
    await laterRuns(failedDay);
    const orders = await ordersOf(id);
    expect(orders).toHaveLength(1);
    expect(await paymentAttempts(id)).toEqual([]); // no retry was ever charged
    await expectClosed(id, failedDay, orders[0]!.id);
    expect(await ordersOf(id)).toHaveLength(1);
  });

  it('by ship now: one charge, never retried after it', async () => {
    const failedDay = daysFromToday(-3); // its first automatic retry is due today
    const id = await makeSubscription({ next: daysFromToday(10) });
    await declined(id, failedDay);
    const shipped = await call(sam, 'POST', `/subscriptions/${id}/ship-now`, shipNowBody(new Date()));
    expect(shipped.status).toBe(200);
    await runScheduled(env, shopTime(today(), '07:10'));
    await laterRuns(failedDay);
    const orders = await ordersOf(id);
    expect(orders).toHaveLength(1);
    expect((await paymentAttempts(id)).map((a) => a.action)).toEqual(['ship-now']);
    await expectClosed(id, failedDay, orders[0]!.id);
  });

  it('by the shop’s staff shipping now from the console: the closing is logged as the staff member’s, not the customer’s', async () => {
    const failedDay = daysFromToday(-3);
    const id = await makeSubscription({ next: daysFromToday(10) });
    await declined(id, failedDay);
    const shipped = await consoleCall('POST', `/api/console/customers/${DEMO.customerId}/subscriptions/${id}/ship-now`, {
      token: await idToken({ sub: '6161' }),
      body: shipNowBody(new Date()),
    });
    expect(shipped.status).toBe(200);
    expect((await closedEvents(id)).map((e) => e.actor)).toEqual(['shop:6161']);
  });

  it('by a retry of the later failed cycle: it pays that one, closes the earlier, one charge', async () => {
    const earlier = daysFromToday(-10);
    const later = daysFromToday(-3);
    const id = await makeSubscription({ next: daysFromToday(18) });
    await declined(id, earlier);
    await declined(id, later);
    const res = await retry(id);
    expect(res.status).toBe(200);
    await runScheduled(env, shopTime(today(), '07:10'));
    await laterRuns(later);
    const orders = await ordersOf(id);
    expect(orders).toHaveLength(1);
    expect((await paymentAttempts(id)).map((a) => [a.action, a.status])).toEqual([['retry-payment', 'settled']]);
    expect((await attempts(id)).find((a) => a.date === later)).toMatchObject({ status: 'success', closed_by_order_id: null });
    await expectClosed(id, earlier, orders[0]!.id);
  });
});

describe('one scheduled run meeting a due renewal and a due retry of an older cycle', () => {
  it('charges once, the renewal, whichever of the two runs first', async () => {
    const failedDay = daysFromToday(-3); // retry due today
    const now = shopTime(today(), '07:10');
    // The run as the cron makes it: retries are looked at while the renewal is still queued.
    const queuedFirst = await makeSubscription({ next: today() });
    await declined(queuedFirst, failedDay);
    await runScheduled(env, now);
    // The renewal's consumer finishing before the retries are looked at.
    const renewedFirst = await makeSubscription({ next: today() });
    await declined(renewedFirst, failedDay);
    const config = readConfig(env);
    const backend = backendFor(config, env);
    const gateway = backend.payments(env.DB, config.publicUrl ?? '');
    expect(await renewSubscription(env.DB, gateway, renewedFirst, latestDueDay(now), now)).toBe('charged');
    const outcomes = await retryDeclinedRenewals(env.DB, gateway, backend.remote('pause'), now);
    expect(outcomes[`${renewedFirst}_declined_${failedDay}`]).toBeUndefined();

    for (const id of [queuedFirst, renewedFirst]) {
      const orders = await ordersOf(id);
      expect(orders, id).toHaveLength(1);
      expect(await paymentAttempts(id), id).toEqual([]);
      await laterRuns(failedDay);
      expect(await ordersOf(id), id).toHaveLength(1);
      await expectClosed(id, failedDay, orders[0]!.id);
    }
  });
});

describe('a fresh npm start', () => {
  it("leaves the demo subscription with one paid order today, and yesterday's declined cycle closed", async () => {
    const now = new Date();
    const id = DEMO_DATA.activeSubscriptionId;
    // The demo as `npm start` loads it (scripts/start.mjs: renewalDue), then its first cron run.
    await env.DB.batch([
      env.DB.prepare('DELETE FROM billing_attempts WHERE subscription_id = ?1').bind(id),
      env.DB.prepare('DELETE FROM subscription_items WHERE subscription_id = ?1').bind(id),
      env.DB.prepare('DELETE FROM subscriptions WHERE id = ?1').bind(id),
    ]);
    await env.DB.batch(demoDataStatements(now, { renewalDue: true }).map((sql) => env.DB.prepare(sql)));
    const ordersBefore = await ordersOf(id);
    await runScheduled(env, now);
    // The local cron keeps running every 15 minutes, and on the following days.
    await runScheduled(env, new Date(now.getTime() + 15 * 60_000));
    for (const offset of [1, 2, 3, 6, 7]) await runScheduled(env, shopTime(addInterval(shopToday(now), offset), '07:10'));
    const paidToday = (await ordersOf(id)).filter((o) => !ordersBefore.some((b) => b.id === o.id));
    expect(paidToday).toHaveLength(1);
    expect(await paymentAttempts(id)).toEqual([]);
    const declinedDemo = (await attempts(id)).find((a) => a.id === 'ba_demo_3')!;
    expect(declinedDemo).toMatchObject({ status: 'error', closed_by_order_id: paidToday[0]!.id });
    expect(DEMO.customerId).toBe(DEMO_DATA.customerId);
  });
});
