/**
 * Issue 59 in Shopify mode: a cancel, a pause or a resume closes the failed cycle before it, so
 * the shop is never asked to bill it again. The dunning job retries for both back ends through
 * the shop's billing attempts, so "charged" is what the (fake) shop was asked to bill: after the
 * declined renewal, one billing attempt that took money, the chosen day's renewal, or none.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { owedFailedAttempt } from '../../src/domain/billing';
import { runScheduled } from './scheduled-run';
import { daysFromToday } from './subscription-helpers';
import { shopifyWorld } from './shopify-world';
import { shopTime } from '../factories/days';

const world = shopifyWorld();

type Subscriber = Awaited<ReturnType<typeof world.subscriber>>;

const setNext = (id: string, day: string) => env.DB.prepare('UPDATE subscriptions SET next_charge_scheduled_at = ?2 WHERE id = ?1').bind(id, day).run();
const card = (s: Subscriber, works: boolean) => void (world.fake.state.customers.get(s.contract.customerId)!.cardWorks = works);
/** What the shop was asked to bill for the subscriber's contracts (a resumed cancel is a new one): [renewal day or 'pay', outcome]. */
const shopAttempts = (s: Subscriber, contractIds: string[]) =>
  [...world.fake.state.attempts.values()]
    .filter((a) => contractIds.includes(a.contractId))
    .map((a) => [a.idempotencyKey.startsWith('renewal:') ? a.idempotencyKey.slice(-10) : 'pay', a.errorCode ? 'declined' : 'paid']);
const contractIdsOf = async (s: Subscriber) => {
  const row = await env.DB.prepare('SELECT shopify_contract_id AS c FROM subscriptions WHERE id = ?1').bind(s.subscriptionId).first<{ c: string | null }>();
  return [...new Set([s.contract.id, row?.c].filter((c): c is string => Boolean(c)))];
};
const closedReasons = (id: string) =>
  env.DB.prepare("SELECT after_json FROM subscription_events WHERE subscription_id = ?1 AND action = 'failed-cycles-closed'")
    .bind(id)
    .all<{ after_json: string }>()
    .then((r) => r.results.map((e) => (JSON.parse(e.after_json) as { details: { reason: string } }).details.reason));

/** The renewal 2 days ago declined by the shop, the card working again, the next delivery in 26 days. */
async function declinedTwoDaysAgo(): Promise<Subscriber> {
  const s = await world.subscriber();
  card(s, false);
  await setNext(s.subscriptionId, daysFromToday(-2));
  await runScheduled(world.env, shopTime(daysFromToday(-2), '07:10'));
  await world.flush();
  card(s, true);
  await setNext(s.subscriptionId, daysFromToday(26));
  return s;
}

async function runsOn(...days: number[]) {
  for (const d of days) {
    await runScheduled(world.env, shopTime(daysFromToday(d), '07:10'));
    await world.flush();
  }
}

async function expectClosed(s: Subscriber, reason: string) {
  const answer = await (await world.call(s.session, 'GET', `/subscriptions/${s.subscriptionId}`)).json<{ billing_attempts: { date: string }[] }>();
  expect(owedFailedAttempt(answer.billing_attempts)).toBeNull();
  expect(await closedReasons(s.subscriptionId)).toEqual([reason]);
}

const post = (s: Subscriber, path: string, body?: unknown) => world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}${path}`, body);

/** Resumed for `inDays` from now, with the billing run on `runDays`: the shop bills that day and no retry. */
async function expectResumeBillsOnly(s: Subscriber, inDays: number, runDays: number[]) {
  const chosen = daysFromToday(inDays);
  expect((await post(s, '/resume', { nextDeliveryDate: chosen })).status).toBe(200);
  await world.flush();
  await runsOn(...runDays);
  expect(shopAttempts(s, await contractIdsOf(s))).toEqual([
    [daysFromToday(-2), 'declined'],
    [chosen, 'paid'],
  ]);
}

describe('Shopify mode: a failed cycle, then the customer steps away', { timeout: 30_000 }, () => {
  it('cancel, then resume in 5 days: the shop bills the chosen day only', async () => {
    const s = await declinedTwoDaysAgo();
    expect((await world.call(s.session, 'DELETE', `/subscriptions/${s.subscriptionId}`, { reason: '', otherReason: 'Too much food' })).status).toBe(200);
    await world.flush();
    await expectClosed(s, 'cancelled');
    await expectResumeBillsOnly(s, 5, [1, 5, 6]);
  });

  it('pause until resumed, then resume in 10 days: the shop bills the chosen day only', async () => {
    const s = await declinedTwoDaysAgo();
    expect((await post(s, '/pause', { days: null })).status).toBe(200);
    await world.flush();
    await expectClosed(s, 'paused');
    await expectResumeBillsOnly(s, 10, [1, 5, 10]);
  });

  it('pause for 14 days, and the cancel offers’ pause: the shop bills nothing on the retry days', async () => {
    for (const pause of [(s: Subscriber) => post(s, '/pause', { days: 14 }), (s: Subscriber) => post(s, '/cancel-offers/accept', { offer: 'pause' })]) {
      const s = await declinedTwoDaysAgo();
      expect((await pause(s)).status).toBe(200);
      await world.flush();
      await expectClosed(s, 'paused');
      await runsOn(1, 5);
      expect(shopAttempts(s, await contractIdsOf(s))).toEqual([[daysFromToday(-2), 'declined']]);
    }
  });
});
