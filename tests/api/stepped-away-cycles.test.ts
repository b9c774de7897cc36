/**
 * Issue 59: a cancel, a pause (for days, until resumed, or the cancel offers' pause) and a resume
 * on a day the customer chose close every open failed cycle before them. The scheduled run then
 * never retries it, the banner no longer shows it, the event log says why, and a resumed
 * subscription is first charged on the chosen day. The fixture is the finding's: a renewal
 * declined 2 days ago (its first retry is due tomorrow), a card that works again, and the
 * scheduled run on the retry days and on the chosen day. Local back end; Shopify mode is
 * ./shopify-stepped-away-cycles.test.ts.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { owedFailedAttempt, PAYMENT_RETRY_DAYS } from '../../src/domain/billing';
import { shipNowBody } from '../../src/domain/dates';
import { addInterval } from '../../src/domain/renewals';
import { consoleCall, idToken } from './console-helpers';
import { rowsOf } from './db-rows';
import { runScheduled } from './scheduled-run';
import { call, daysFromToday, DEMO, makeSubscription, samForFile, setCardWorks, subscriptionRow, today } from './subscription-helpers';
import { shopTime } from '../factories/days';

const sam = samForFile({ workingCard: true });
const FAILED_DAY = () => daysFromToday(-2);

/** A subscription whose renewal 2 days ago was declined, with its next delivery in `next` days. */
async function declinedTwoDaysAgo(next = 26): Promise<{ id: string; attemptId: string }> {
  const id = await makeSubscription({ next: daysFromToday(next), frequency: 28 });
  const attemptId = `${id}_declined`;
  await env.DB.prepare(
    `INSERT INTO billing_attempts (id, subscription_id, date, status, completed_at, skipped_on, error_code, error_message, order_id, created_at)
     VALUES (?1, ?2, ?3, 'error', NULL, NULL, 'card_declined', 'Your card was declined.', NULL, ?4)`,
  )
    .bind(attemptId, id, FAILED_DAY(), new Date().toISOString())
    .run();
  return { id, attemptId };
}

/** The scheduled run at 07:10 on each of these days from today. */
async function runsOn(...days: number[]) {
  for (const d of days) await runScheduled(env, shopTime(daysFromToday(d), '07:10'));
}

/** Every delivery charged: the shop day of each order, and what the card was asked for. */
async function charges(id: string) {
  const orders = await rowsOf<{ day: string }>('SELECT substr(created_at, 1, 10) AS day FROM orders WHERE subscription_id = ?1 ORDER BY created_at', id);
  const payments = await rowsOf<{ action: string; status: string }>(
    'SELECT action, status FROM payment_attempts WHERE subscription_id = ?1 ORDER BY created_at, rowid',
    id,
  );
  const renewals = await rowsOf<{ date: string }>("SELECT date FROM billing_attempts WHERE subscription_id = ?1 AND status = 'success' ORDER BY date", id);
  return { orders: orders.length, payments: payments.map((p) => `${p.action}:${p.status}`), paidDays: renewals.map((r) => r.date) };
}

const closedEvents = (id: string) =>
  rowsOf<{ actor: string; after_json: string }>(
    "SELECT actor, after_json FROM subscription_events WHERE subscription_id = ?1 AND action = 'failed-cycles-closed'",
    id,
  ).then((rows) => rows.map((e) => ({ actor: e.actor, details: (JSON.parse(e.after_json) as { details: Record<string, unknown> }).details })));

const bannerOf = async (id: string) => {
  const answer = await (await call(sam, 'GET', `/subscriptions/${id}`)).json<{ billing_attempts: { date: string; status: string }[] }>();
  return owedFailedAttempt(answer.billing_attempts);
};

/** The failed cycle is closed (kept as `error`, `skipped_on` today), logged with `reason`, and off the banner. */
async function expectClosedBy(id: string, attemptId: string, reason: string, actor = `customer:${DEMO.customerId}`) {
  const [failed] = await rowsOf<Record<string, string | null>>(
    'SELECT status, skipped_on, completed_at, closed_by_order_id FROM billing_attempts WHERE id = ?1',
    attemptId,
  );
  expect(failed).toEqual({ status: 'error', skipped_on: today(), completed_at: null, closed_by_order_id: null });
  expect(await closedEvents(id)).toEqual([{ actor, details: { closed_attempt_ids: [attemptId], reason } }]);
  expect(await bannerOf(id)).toBeNull();
  // Nothing is owed, so Retry Payment charges nothing (decision 0037).
  const payments = () => rowsOf('SELECT id FROM payment_attempts WHERE subscription_id = ?1', id);
  const before = (await payments()).length;
  const retried = await call(sam, 'POST', `/subscriptions/${id}/retry-payment`);
  expect(retried.status).toBe(409);
  // A cancelled subscription refuses it by the status rule before it looks.
  expect(await retried.json()).toMatchObject({ code: reason === 'cancelled' ? 'invalid_state' : 'nothing_to_retry' });
  expect(await payments()).toHaveLength(before);
}

const post = (id: string, path: string, body?: unknown) => call(sam, 'POST', `/subscriptions/${id}${path}`, body);

describe('a failed cycle, then the customer steps away', () => {
  it('cancel, then resume in 5 days: one charge, on the chosen day; the old cycle is never charged', async () => {
    const { id, attemptId } = await declinedTwoDaysAgo();
    expect((await call(sam, 'DELETE', `/subscriptions/${id}`, { reason: '', otherReason: 'Too much food' })).status).toBe(200);
    await expectClosedBy(id, attemptId, 'cancelled');
    const chosen = daysFromToday(5);
    expect((await post(id, '/resume', { nextDeliveryDate: chosen })).status).toBe(200);
    expect(await subscriptionRow(id)).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: chosen });
    await runsOn(1, 5, 6);
    expect(await charges(id)).toEqual({ orders: 1, payments: [], paidDays: [chosen] });
  });

  it('pause until resumed, then resume in 10 days: one charge, on the chosen day', async () => {
    const { id, attemptId } = await declinedTwoDaysAgo();
    expect((await post(id, '/pause', { days: null })).status).toBe(200);
    await expectClosedBy(id, attemptId, 'paused');
    const chosen = daysFromToday(10);
    expect((await post(id, '/resume', { nextDeliveryDate: chosen })).status).toBe(200);
    await runsOn(1, 5, 10);
    expect(await charges(id)).toEqual({ orders: 1, payments: [], paidDays: [chosen] });
  });

  it('pause for 14 days: nothing charged or shipped on the retry days', async () => {
    const { id, attemptId } = await declinedTwoDaysAgo();
    expect((await post(id, '/pause', { days: 14 })).status).toBe(200);
    expect(await subscriptionRow(id)).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: daysFromToday(40) });
    await expectClosedBy(id, attemptId, 'paused');
    await runsOn(1, 5);
    expect(await charges(id)).toEqual({ orders: 0, payments: [], paidDays: [] });
  });

  it('pause until a day: nothing charged or shipped on the retry days', async () => {
    const { id, attemptId } = await declinedTwoDaysAgo();
    expect((await post(id, '/pause', { until: daysFromToday(40) })).status).toBe(200);
    await expectClosedBy(id, attemptId, 'paused');
    await runsOn(1, 5);
    expect(await charges(id)).toEqual({ orders: 0, payments: [], paidDays: [] });
  });

  it('the cancel offers’ "Pause" accepted instead of cancelling: nothing charged or shipped on the retry days', async () => {
    const { id, attemptId } = await declinedTwoDaysAgo();
    expect((await call(sam, 'POST', `/api/subscriptions/${id}/cancel-offers`)).status).toBe(200);
    const accepted = await post(id, '/cancel-offers/accept', { offer: 'pause' });
    expect(accepted.status).toBe(200);
    await expectClosedBy(id, attemptId, 'paused');
    await runsOn(1, 5);
    expect(await charges(id)).toEqual({ orders: 0, payments: [], paidDays: [] });
  });

  it('staff cancel and resume from the console: closed as the customer’s would be, logged as the shop’s; one charge', async () => {
    const { id, attemptId } = await declinedTwoDaysAgo();
    const base = `/api/console/customers/${encodeURIComponent(DEMO.customerId)}/subscriptions/${id}`;
    const cancelled = await consoleCall('DELETE', base, { token: await idToken({ sub: '4242' }), body: { reason: '', otherReason: 'Asked by phone' } });
    expect(cancelled.status).toBe(200);
    await expectClosedBy(id, attemptId, 'cancelled', 'shop:4242');
    const chosen = daysFromToday(5);
    const resumed = await consoleCall('POST', `${base}/resume`, { token: await idToken({ sub: '4242' }), body: { nextDeliveryDate: chosen } });
    expect(resumed.status).toBe(200);
    await runsOn(1, 5, 6);
    expect(await charges(id)).toEqual({ orders: 1, payments: [], paidDays: [chosen] });
  });
});

describe('controls: the customer does not step away', () => {
  it('nothing done: the one designed retry, on its day, and the banner until then', async () => {
    const { id } = await declinedTwoDaysAgo();
    expect((await bannerOf(id))?.date).toBe(FAILED_DAY());
    await runsOn(0, 1, 5);
    expect(await charges(id)).toEqual({ orders: 1, payments: ['retry-payment:settled'], paidDays: [FAILED_DAY()] });
    expect(addInterval(FAILED_DAY(), PAYMENT_RETRY_DAYS[0])).toBe(daysFromToday(1));
  });

  it('ship now: a later cycle paid closes the failed one (decision 0023), one charge', async () => {
    const { id, attemptId } = await declinedTwoDaysAgo();
    expect((await post(id, '/ship-now', shipNowBody(new Date()))).status).toBe(200);
    await runsOn(1, 5);
    expect(await charges(id)).toEqual({ orders: 1, payments: ['ship-now:settled'], paidDays: [today()] });
    const [failed] = await rowsOf<{ closed_by_order_id: string | null }>('SELECT closed_by_order_id FROM billing_attempts WHERE id = ?1', attemptId);
    expect(failed!.closed_by_order_id).not.toBeNull();
  });
});

/** Paused by the run yesterday after its last retry was declined: a renewal declined 8 days ago, retried on days 3 and 7. */
async function pausedAfterDeclines(): Promise<{ id: string; attemptId: string }> {
  const id = await makeSubscription({ status: 'PAUSED', next: null, frequency: 28 });
  const attemptId = `${id}_declined`;
  const at = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO billing_attempts (id, subscription_id, date, status, error_code, error_message, created_at)
       VALUES (?1, ?2, ?3, 'error', 'card_declined', 'Your card was declined.', ?4)`,
    ).bind(attemptId, id, daysFromToday(-8), at),
    ...PAYMENT_RETRY_DAYS.map((_, i) =>
      env.DB.prepare(
        `INSERT INTO payment_attempts (id, customer_id, subscription_id, action, amount_cents, order_id, plan, status, created_at)
         VALUES (?1, ?2, ?3, 'retry-payment', 100, ?4, json_object('failedAttemptId', ?5, 'automatic', json('true')), 'declined', ?6)`,
      ).bind(`pa_${id}_${i}`, DEMO.customerId, id, `ord_${id}_${i}`, attemptId, at),
    ),
  ]);
  return { id, attemptId };
}

describe('after the automatic pause (the last retry declined)', () => {
  it('Retry Payment still works on the PAUSED subscription: it pays the failed cycle and ships that order', async () => {
    const { id, attemptId } = await pausedAfterDeclines();
    expect((await bannerOf(id))?.date).toBe(daysFromToday(-8));
    const res = await post(id, '/retry-payment');
    expect(res.status).toBe(200);
    const [paid] = await rowsOf<{ status: string; order_id: string | null }>('SELECT status, order_id FROM billing_attempts WHERE id = ?1', attemptId);
    expect(paid).toMatchObject({ status: 'success' });
    expect(await rowsOf('SELECT id FROM orders WHERE id = ?1', paid!.order_id)).toHaveLength(1);
    expect(await bannerOf(id)).toBeNull();
    expect((await subscriptionRow(id))?.status).toBe('PAUSED'); // paying ships the delivery; the customer resumes when they choose
  });

  it('a resume without paying closes the failed cycle: not paused again by the next run, first charged on the chosen day', async () => {
    const { id, attemptId } = await pausedAfterDeclines();
    await setCardWorks(DEMO.customerId, true);
    const chosen = daysFromToday(10);
    expect((await post(id, '/resume', { nextDeliveryDate: chosen })).status).toBe(200);
    await expectClosedBy(id, attemptId, 'resumed');
    await runsOn(1, 2, 10);
    expect(await subscriptionRow(id)).toMatchObject({ status: 'ACTIVE' });
    expect(await charges(id)).toEqual({ orders: 1, payments: ['retry-payment:declined', 'retry-payment:declined'], paidDays: [chosen] });
  });
});
