/**
 * Renewals in Shopify mode: the scheduled job bills what our schedule says is due as one
 * Shopify billing attempt per contract and day; outcomes arrive with the attempt or by webhook;
 * a failure raises the payment banner and retry payment pays it.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { runScheduled } from './scheduled-run';
import { addInterval } from '../../src/domain/renewals';
import { today } from './subscription-helpers';
import { shopifyWorld } from './shopify-world';
import { shopTime } from '../factories/days';
import { rowsOf } from './db-rows';

const world = shopifyWorld();

/** Our schedule says the subscription is due today (D1 keeps the billing schedule). */
const dueToday = (id: string) => env.DB.prepare('UPDATE subscriptions SET next_charge_scheduled_at = ?2 WHERE id = ?1').bind(id, today()).run();
const ordersOf = (id: string) => rowsOf('SELECT id, shopify_order_id FROM orders WHERE subscription_id = ?1', id);
const attemptsOf = (id: string) =>
  rowsOf<Record<string, any>>('SELECT date, status, error_code, order_id FROM billing_attempts WHERE subscription_id = ?1 ORDER BY created_at', id);
const shopAttempts = (contractId: string) => [...world.fake.state.attempts.values()].filter((a) => a.contractId === contractId);

/** Today's renewal run while Shopify holds its attempts undecided: `meanwhile` runs before the hold ends. */
async function renewTodayWithAttemptsHeld(subscriptionId: string, meanwhile: () => Promise<void>) {
  await dueToday(subscriptionId);
  world.fake.state.holdAttempts = true;
  try {
    await runScheduled(world.env, shopTime(today(), '07:10'));
    await meanwhile();
  } finally {
    world.fake.state.holdAttempts = false;
  }
}

describe('Shopify mode: renewals', () => {
  it('a renewal run creates one billing attempt per due contract and day, however often it runs', async () => {
    const a = await world.subscriber();
    const b = await world.subscriber();
    await dueToday(a.subscriptionId);
    await dueToday(b.subscriptionId);
    const day = today();
    await runScheduled(world.env, shopTime(day, '07:10'));
    await runScheduled(world.env, shopTime(day, '07:25'));
    for (const s of [a, b]) {
      const attempts = shopAttempts(s.contract.id);
      expect(attempts.map((x) => x.idempotencyKey)).toEqual([`renewal:${s.subscriptionId}:${day}`]);
      const orders = await ordersOf(s.subscriptionId);
      expect(orders).toEqual([expect.objectContaining({ shopify_order_id: attempts[0]!.orderId })]);
      expect((await env.DB.prepare('SELECT next_charge_scheduled_at AS d FROM subscriptions WHERE id = ?1').bind(s.subscriptionId).first())!.d).toBe(
        addInterval(day, 28),
      );
    }
    // Shopify's webhooks for the same attempts and orders add nothing.
    await world.flush();
    expect(await ordersOf(a.subscriptionId)).toHaveLength(1);
    expect(await attemptsOf(a.subscriptionId)).toEqual([expect.objectContaining({ date: day, status: 'success' })]);
  });

  it('an attempt Shopify decides later is recorded from its success webhook, once', async () => {
    const s = await world.subscriber();
    await renewTodayWithAttemptsHeld(s.subscriptionId, async () => {
      expect(shopAttempts(s.contract.id)).toHaveLength(1);
      expect(await ordersOf(s.subscriptionId)).toEqual([]); // still deciding: nothing recorded, still due
      world.fake.decideHeldAttempts();
      await world.flush();
    });
    const orders = await ordersOf(s.subscriptionId);
    expect(orders).toEqual([expect.objectContaining({ shopify_order_id: shopAttempts(s.contract.id)[0]!.orderId })]);
    await runScheduled(world.env, shopTime(today(), '07:40'));
    expect(shopAttempts(s.contract.id)).toHaveLength(1);
    expect(await ordersOf(s.subscriptionId)).toHaveLength(1);
  });

  it('while a renewal is pending the customer cannot move or end that day; the later success is recorded, never lost', async () => {
    const s = await world.subscriber();
    await renewTodayWithAttemptsHeld(s.subscriptionId, async () => {
      expect(await attemptsOf(s.subscriptionId)).toEqual([expect.objectContaining({ date: today(), status: 'pending' })]);
      const path = `/subscriptions/${s.subscriptionId}`;
      for (const [method, action, body] of [
        ['DELETE', path, { reason: 'Too expensive', otherReason: '' }],
        ['POST', `${path}/pause`, { days: null }],
        ['POST', `${path}/changeDate`, { date: addInterval(today(), 5) }],
      ] as const) {
        const res = await world.call(s.session, method, action, body);
        expect(res.status, action).toBe(409);
        expect(await res.json()).toMatchObject({ code: 'busy' });
      }
      // The outcome arrives while a customer's change holds the subscription: not acknowledged as done, retried.
      await env.DB.prepare("UPDATE subscriptions SET lock_token = 'lock_other', lock_expires_at = ?2 WHERE id = ?1")
        .bind(s.subscriptionId, new Date(Date.now() + 60_000).toISOString())
        .run();
      world.fake.decideHeldAttempts();
      await world.flush();
      expect(world.webhookRetries).toHaveLength(1);
      expect(await ordersOf(s.subscriptionId)).toEqual([]);
      await env.DB.prepare('UPDATE subscriptions SET lock_token = NULL, lock_expires_at = NULL WHERE id = ?1').bind(s.subscriptionId).run();
      await world.retryWebhooks();
    });
    expect(await ordersOf(s.subscriptionId)).toEqual([expect.objectContaining({ shopify_order_id: shopAttempts(s.contract.id)[0]!.orderId })]);
    expect(await attemptsOf(s.subscriptionId)).toEqual([expect.objectContaining({ date: today(), status: 'success' })]);
    expect((await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/pause`, { days: null })).status).toBe(200);
  });

  it('a failure webhook raises the payment banner; retry payment with a working card pays it', async () => {
    const s = await world.subscriber();
    const customer = world.fake.state.customers.get(s.contract.customerId)!;
    customer.cardWorks = false;
    await renewTodayWithAttemptsHeld(s.subscriptionId, async () => {
      world.fake.decideHeldAttempts();
      await world.flush();
    });
    const answer = await (await world.call(s.session, 'GET', `/subscriptions/${s.subscriptionId}`)).json<any>();
    expect(answer.billing_attempts).toEqual([expect.objectContaining({ date: today(), error_code: 'card_declined' })]);
    expect(await ordersOf(s.subscriptionId)).toEqual([]);

    customer.cardWorks = true; // the customer updated their card in the shop
    const retried = await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/retry-payment`);
    expect(retried.status).toBe(200);
    const attempts = shopAttempts(s.contract.id);
    expect(attempts.map((a) => [a.idempotencyKey.split(':')[0]!.replace(/^pay_.*/, 'pay'), a.errorCode])).toEqual([
      ['renewal', 'CARD_DECLINED'],
      ['pay', null],
    ]);
    expect(await ordersOf(s.subscriptionId)).toEqual([expect.objectContaining({ shopify_order_id: attempts[1]!.orderId })]);
    const after = await (await world.call(s.session, 'GET', `/subscriptions/${s.subscriptionId}`)).json<any>();
    expect(after.billing_attempts.every((a: any) => a.error_code === null || a.status !== 'error')).toBe(true);
  });

  it('the retry schedule bills the shop on days 3 and 7; after the last decline the contract is paused in the shop', async () => {
    const s = await world.subscriber();
    world.fake.state.customers.get(s.contract.customerId)!.cardWorks = false;
    await dueToday(s.subscriptionId);
    const day = today();
    for (const [offset, time] of [
      [0, '07:10'],
      [3, '07:10'],
      [7, '07:10'],
      [7, '07:25'],
    ] as const) {
      await runScheduled(world.env, shopTime(addInterval(day, offset), time));
    }
    const keys = shopAttempts(s.contract.id).map((a) => [a.idempotencyKey.replace(/^pay_.*/, 'pay'), a.errorCode]);
    expect(keys).toEqual([
      [`renewal:${s.subscriptionId}:${day}`, 'CARD_DECLINED'],
      ['pay', 'CARD_DECLINED'],
      ['pay', 'CARD_DECLINED'],
    ]);
    expect(s.contract.status).toBe('PAUSED');
    expect((await env.DB.prepare('SELECT status FROM subscriptions WHERE id = ?1').bind(s.subscriptionId).first())!.status).toBe('PAUSED');
  });
});
