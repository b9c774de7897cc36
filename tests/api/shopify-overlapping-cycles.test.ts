/**
 * Issue 47 in Shopify mode: a failed billing cycle stops being retried once a later cycle
 * succeeds. The dunning here goes through Shopify billing attempts, so "charged once" is what
 * the (fake) shop was asked to bill: one billing attempt that took money per delivery.
 */
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { shipNowBody } from '../../src/domain/dates';
import { addInterval } from '../../src/domain/renewals';
import { runScheduled } from './scheduled-run';
import { today } from './subscription-helpers';
import { shopifyWorld } from './shopify-world';
import { shopTime } from '../factories/days';

const world = shopifyWorld();

type Subscriber = Awaited<ReturnType<typeof world.subscriber>>;

const setNext = (id: string, day: string) => env.DB.prepare('UPDATE subscriptions SET next_charge_scheduled_at = ?2 WHERE id = ?1').bind(id, day).run();
const ordersOf = (id: string) =>
  env.DB.prepare('SELECT id FROM orders WHERE subscription_id = ?1')
    .bind(id)
    .all<{ id: string }>()
    .then((r) => r.results);
const failedOf = (id: string, day: string) =>
  env.DB.prepare('SELECT status, skipped_on, closed_by_order_id FROM billing_attempts WHERE subscription_id = ?1 AND date = ?2 AND error_code IS NOT NULL')
    .bind(id, day)
    .first<{ status: string; skipped_on: string | null; closed_by_order_id: string | null }>();
/** The shop's billing attempts for the contract: [key kind, declined?]. */
const shopAttempts = (s: Subscriber) =>
  [...world.fake.state.attempts.values()]
    .filter((a) => a.contractId === s.contract.id)
    .map((a) => [a.idempotencyKey.startsWith('renewal:') ? `renewal:${a.idempotencyKey.slice(-10)}` : 'pay', a.errorCode ? 'declined' : 'paid']);
const card = (s: Subscriber, works: boolean) => void (world.fake.state.customers.get(s.contract.customerId)!.cardWorks = works);

/** Today's renewal declined by the shop: the failed cycle the banner shows. */
async function declinedToday(): Promise<Subscriber> {
  const s = await world.subscriber();
  card(s, false);
  await setNext(s.subscriptionId, today());
  await runScheduled(world.env, shopTime(today(), '07:10'));
  await world.flush();
  expect(await failedOf(s.subscriptionId, today())).toMatchObject({ status: 'error', skipped_on: null });
  card(s, true);
  return s;
}

/** Every run of the retry schedule after a failure today; then a Retry Payment, refused. */
async function expectNeverRetried(s: Subscriber) {
  for (const offset of [3, 4, 7, 8]) {
    await runScheduled(world.env, shopTime(addInterval(today(), offset), '07:10'));
    await world.flush();
  }
  const shopBefore = shopAttempts(s).length;
  const retried = await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/retry-payment`);
  expect(retried.status).toBe(409);
  expect(await retried.json()).toMatchObject({ code: 'payment_cycle_closed' });
  expect(shopAttempts(s)).toHaveLength(shopBefore);
}

describe('Shopify mode: a failed cycle, then a later one paid', () => {
  it('by the scheduled run (its success webhook too): the shop bills the later cycle once and never retries the failed one', async () => {
    const s = await declinedToday();
    const later = addInterval(today(), 1);
    await setNext(s.subscriptionId, later);
    await runScheduled(world.env, shopTime(later, '07:10'));
    await world.flush();
    await expectNeverRetried(s);
    expect(shopAttempts(s)).toEqual([
      [`renewal:${today()}`, 'declined'],
      [`renewal:${later}`, 'paid'],
    ]);
    const orders = await ordersOf(s.subscriptionId);
    expect(orders).toHaveLength(1);
    expect(await failedOf(s.subscriptionId, today())).toMatchObject({ status: 'error', closed_by_order_id: orders[0]!.id });
  });

  it('by ship now: one billing attempt for it, none for the failed cycle', async () => {
    const s = await declinedToday();
    const shipped = await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/ship-now`, shipNowBody(new Date()));
    expect(shipped.status).toBe(200);
    await world.flush();
    await expectNeverRetried(s);
    expect(shopAttempts(s)).toEqual([
      [`renewal:${today()}`, 'declined'],
      ['pay', 'paid'],
    ]);
    expect(await ordersOf(s.subscriptionId)).toHaveLength(1);
  });

  it('by a retry of the later failed cycle: the earlier one is closed, never billed', async () => {
    const s = await declinedToday();
    const earlier = addInterval(today(), -10);
    await env.DB.prepare(
      `INSERT INTO billing_attempts (id, subscription_id, date, status, completed_at, skipped_on, error_code, error_message, order_id, created_at)
       VALUES (?1, ?2, ?3, 'error', NULL, NULL, 'card_declined', 'Your card was declined.', NULL, ?4)`,
    )
      .bind(`${s.subscriptionId}_earlier`, s.subscriptionId, earlier, new Date().toISOString())
      .run();
    const retried = await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/retry-payment`);
    expect(retried.status).toBe(200);
    await world.flush();
    const orders = await ordersOf(s.subscriptionId);
    expect(orders).toHaveLength(1);
    expect(await failedOf(s.subscriptionId, earlier)).toMatchObject({ status: 'error', closed_by_order_id: orders[0]!.id });
    await expectNeverRetried(s);
    expect(shopAttempts(s)).toEqual([
      [`renewal:${today()}`, 'declined'],
      ['pay', 'paid'],
    ]);
    expect(await ordersOf(s.subscriptionId)).toHaveLength(1);
  });
});

describe('Shopify mode: one charge in flight at a time', { timeout: 30_000 }, () => {
  const hold = (held: boolean) => void (world.fake.state.holdAttempts = held);
  afterEach(() => hold(false));
  const decide = async () => {
    world.fake.decideHeldAttempts();
    await world.flush();
  };

  it('a Retry Payment the shop is still deciding holds the next renewal until it is decided', async () => {
    const s = await declinedToday();
    hold(true);
    const retried = await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/retry-payment`);
    expect(retried.status).toBe(503);
    expect(await retried.json()).toMatchObject({ code: 'payment_processing' });
    const later = addInterval(today(), 1);
    await setNext(s.subscriptionId, later);
    await runScheduled(world.env, shopTime(later, '07:10'));
    await world.flush();
    // The later cycle was not billed while the retry was undecided.
    expect(shopAttempts(s).map(([key]) => key)).toEqual([`renewal:${today()}`, 'pay']);

    hold(false);
    await decide();
    await runScheduled(world.env, shopTime(later, '07:25'));
    await world.flush();
    // The retry paid the failed cycle first; only then was the later one billed, once.
    expect(shopAttempts(s)).toEqual([
      [`renewal:${today()}`, 'declined'],
      ['pay', 'paid'],
      [`renewal:${later}`, 'paid'],
    ]);
    expect(await ordersOf(s.subscriptionId)).toHaveLength(2);
  });

  it('a renewal the shop is still deciding refuses Retry Payment and ship now; once paid, the failed cycle is closed', async () => {
    const s = await declinedToday();
    hold(true);
    const later = addInterval(today(), 1);
    await setNext(s.subscriptionId, later);
    await runScheduled(world.env, shopTime(later, '07:10'));
    await world.flush();
    const before = shopAttempts(s).length;
    for (const [path, body] of [
      ['retry-payment', undefined],
      ['ship-now', shipNowBody(new Date())],
    ] as const) {
      const refused = await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/${path}`, body);
      expect(refused.status, path).toBe(409);
      expect(await refused.json()).toMatchObject({ code: 'busy' });
    }
    expect(shopAttempts(s)).toHaveLength(before);

    hold(false);
    await decide();
    const orders = await ordersOf(s.subscriptionId);
    expect(orders).toHaveLength(1);
    expect(await failedOf(s.subscriptionId, today())).toMatchObject({ closed_by_order_id: orders[0]!.id });
    await expectNeverRetried(s);
  });
});
