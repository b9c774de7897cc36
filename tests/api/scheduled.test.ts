import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { firstFailedAttempt } from '../../src/domain/billing';
import { firstOrderPriceCents, renewalPriceCents, treatSubscriptionPriceCents } from '../../src/domain/money';
import { addInterval } from '../../src/domain/renewals';
import { acquireLock, releaseLock } from '../../functions/db/locks';
import { runScheduled } from './scheduled-run';
import {
  call,
  countOrders,
  daysFromToday,
  DEMO,
  lastEvent,
  makeSubscription,
  setCardWorks,
  subscriptionRow,
  subscriptionState,
  today,
  samForFile,
} from './subscription-helpers';
import { shopTime } from '../factories/days';

const sam = samForFile({ workingCard: true });

describe('the scheduled job (cron every 15 minutes): renewals', () => {
  it('run twice for the same day, it makes exactly one new order and moves the next date on by the frequency', async () => {
    const day = today();
    const id = await makeSubscription({ next: day, frequency: 28, withTreat: { quantity: 1, oneTime: true } });
    const ordersBefore = await countOrders();
    await runScheduled(env, shopTime(day, '07:10'));
    await runScheduled(env, shopTime(day, '07:10'));
    await runScheduled(env, shopTime(day, '13:45'));
    expect(await countOrders()).toBe(ordersBefore + 1);
    const state = await subscriptionState(id);
    expect(state.orders).toHaveLength(1);
    expect(state.row).toMatchObject({ next_charge_scheduled_at: addInterval(day, 28), lock_token: null });
    expect(state.attempts).toEqual([expect.objectContaining({ date: day, status: 'success', order_id: state.orders[0]!.id })]);
    // the one-time treat went out with this order only
    expect(state.items.map((i) => i.id)).toEqual([`${id}_main`]);
    const order = await env.DB.prepare('SELECT total_cents, fulfillment_status FROM orders WHERE id = ?1').bind(state.orders[0]!.id).first();
    expect(order).toEqual({ total_cents: renewalPriceCents(17499) + treatSubscriptionPriceCents(1799) + 699, fulfillment_status: 'pending' });
    expect(await lastEvent(id)).toMatchObject({ actor: 'scheduler', action: 'renewal', after: { next_charge_scheduled_at: addInterval(day, 28) } });
  });

  it('two runs at the same moment still make one order', async () => {
    const day = today();
    const id = await makeSubscription({ next: day });
    await Promise.all([runScheduled(env, shopTime(day, '08:00')), runScheduled(env, shopTime(day, '08:00'))]);
    expect((await subscriptionState(id)).orders).toHaveLength(1);
  });

  it('a day falls due at 07:00 +12:00, not before', async () => {
    const day = daysFromToday(1);
    const id = await makeSubscription({ next: day });
    await runScheduled(env, shopTime(day, '06:59'));
    expect((await subscriptionState(id)).orders).toHaveLength(0);
    await runScheduled(env, shopTime(day, '07:00'));
    expect((await subscriptionState(id)).orders).toHaveLength(1);
  });

  it('a declined card records one failed attempt (the banner shows it), moves on, and retry payment pays it once the card works', async () => {
    const day = today();
    const id = await makeSubscription({ next: day });
    await setCardWorks(DEMO.customerId, false);
    await runScheduled(env, shopTime(day, '07:30'));
    await runScheduled(env, shopTime(day, '07:45'));
    let state = await subscriptionState(id);
    expect(state.orders).toHaveLength(0);
    expect(state.attempts).toEqual([
      expect.objectContaining({ date: day, status: 'error', error_code: 'card_declined', error_message: 'Your card was declined.', completed_at: null }),
    ]);
    expect(state.row!.next_charge_scheduled_at).toBe(addInterval(day, 28));
    expect(await lastEvent(id)).toMatchObject({ actor: 'scheduler', action: 'renewal-declined' });

    const shown = await (await call(sam, 'GET', `/api/subscriptions/${id}`)).json<any>();
    expect(firstFailedAttempt(shown.billing_attempts)).toMatchObject({ date: day, error_message: 'Your card was declined.' });

    expect((await call(sam, 'POST', `/subscriptions/${id}/retry-payment`)).status).toBe(402);
    await setCardWorks(DEMO.customerId, true);
    const paid = await call(sam, 'POST', `/subscriptions/${id}/retry-payment`);
    expect(paid.status).toBe(200);
    expect(firstFailedAttempt((await paid.json<any>()).billing_attempts)).toBeNull();
    state = await subscriptionState(id);
    expect(state.orders).toHaveLength(1);
    expect(state.attempts[0]).toMatchObject({ status: 'success', order_id: state.orders[0]!.id });
  });

  it('paused and cancelled subscriptions are never charged', async () => {
    const paused = await makeSubscription({ status: 'PAUSED', next: daysFromToday(-2) });
    const cancelled = await makeSubscription({ status: 'CANCELLED', next: daysFromToday(-2) });
    await runScheduled(env, shopTime(today(), '09:00'));
    expect((await subscriptionState(paused)).orders).toHaveLength(0);
    expect((await subscriptionState(cancelled)).orders).toHaveLength(0);
  });

  it("a subscription busy with a customer's action is left for the next run", async () => {
    const day = today();
    const id = await makeSubscription({ next: day });
    // Taken on the run's clock (on the wall clock the run may be hours away and the lock long expired).
    const lock = await acquireLock(env.DB, 'subscriptions', id, DEMO.customerId, shopTime(day, '09:00'));
    await runScheduled(env, shopTime(day, '09:00'));
    expect((await subscriptionState(id)).orders).toHaveLength(0);
    await releaseLock(env.DB, 'subscriptions', id, (lock as { token: string }).token);
    await runScheduled(env, shopTime(day, '09:15'));
    expect((await subscriptionState(id)).orders).toHaveLength(1);
  });

  it('a long-overdue subscription is charged once, and its next date counts from today (no catch-up charges)', async () => {
    const id = await makeSubscription({ next: daysFromToday(-100), frequency: 30 });
    await runScheduled(env, shopTime(today(), '09:00'));
    await runScheduled(env, shopTime(today(), '09:15'));
    const state = await subscriptionState(id);
    expect(state.orders).toHaveLength(1);
    expect(state.row!.next_charge_scheduled_at).toBe(addInterval(today(), 30));
  });

  it('a day that was already billed is not charged again; the date moves on', async () => {
    const day = today();
    const id = await makeSubscription({ next: day });
    await env.DB.prepare(`INSERT INTO billing_attempts (id, subscription_id, date, status, completed_at, created_at) VALUES (?1, ?2, ?3, 'success', ?4, ?4)`)
      .bind(`ba_${id}`, id, day, new Date().toISOString())
      .run();
    await runScheduled(env, shopTime(day, '09:00'));
    const state = await subscriptionState(id);
    expect(state.orders).toHaveLength(0);
    expect(state.row!.next_charge_scheduled_at).toBe(addInterval(day, 28));
    expect(await lastEvent(id)).toMatchObject({ action: 'renewal-skipped' });
  });

  it("takes a trial's first-order discount off the first renewal, once", async () => {
    const day = today();
    const id = await makeSubscription({ next: day, discountPercent: 25 });
    await runScheduled(env, shopTime(day, '09:00'));
    const [order] = (await subscriptionState(id)).orders;
    const row = await env.DB.prepare('SELECT total_cents, discount_cents FROM orders WHERE id = ?1').bind(order!.id).first();
    expect(row).toEqual({ total_cents: firstOrderPriceCents(17499) + 699, discount_cents: renewalPriceCents(17499) - firstOrderPriceCents(17499) });
    expect((await subscriptionRow(id)).next_order_discount_percent).toBe(0);
  });
});
