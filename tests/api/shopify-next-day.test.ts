/**
 * Issue 59 §2: one next date in both places. Our D1 keeps the billing schedule; the contract's
 * nextBillingDate is what Shopify's own screens show. Ship now, a renewal (paid or declined) and a
 * contract webhook each leave the two equal; a push that did not land is made by the next run.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { shipNowBody } from '../../src/domain/dates';
import { addInterval } from '../../src/domain/renewals';
import { shopDayOf, shopTime } from '../factories/days';
import { runScheduled } from './scheduled-run';
import { shopifyWorld } from './shopify-world';
import { today } from './subscription-helpers';

const world = shopifyWorld();

type Subscriber = Awaited<ReturnType<typeof world.subscriber>>;

const ourDay = async (id: string) =>
  (await env.DB.prepare('SELECT next_charge_scheduled_at AS d FROM subscriptions WHERE id = ?1').bind(id).first<{ d: string | null }>())!.d;
const shopDay = (s: Subscriber) => shopDayOf(s.contract.nextBillingDate);
const setNext = (id: string, day: string) =>
  env.DB.prepare('UPDATE subscriptions SET next_charge_scheduled_at = ?2, shop_next_day = ?2 WHERE id = ?1').bind(id, day).run();

describe('Shopify mode: the contract’s next billing date is ours', () => {
  it('after ship now, the contract bills on the day our page shows, a cycle from today', async () => {
    const s = await world.subscriber({ nextInDays: 7 });
    const before = shopDay(s);
    const res = await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/ship-now`, shipNowBody(new Date()));
    expect(res.status).toBe(200);
    const next = addInterval(today(), 28, 'day');
    expect(await ourDay(s.subscriptionId)).toBe(next);
    expect(shopDay(s)).toBe(next);
    expect(shopDay(s)).not.toBe(before);
  });

  it('a contract webhook after ship now leaves one next date: the customer’s', async () => {
    const s = await world.subscriber({ nextInDays: 7 });
    await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/ship-now`, shipNowBody(new Date()));
    const next = addInterval(today(), 28, 'day');
    world.fake.webhooks.contract('subscription_contracts/update', s.contract);
    await world.flush();
    expect(await ourDay(s.subscriptionId)).toBe(next);
    expect(shopDay(s)).toBe(next);
  });

  it('a date edited in the shop (or an older push) is set back to ours when its webhook arrives', async () => {
    const s = await world.subscriber({ nextInDays: 7 });
    const ours = await ourDay(s.subscriptionId);
    s.contract.nextBillingDate = shopTime(addInterval(today(), 2, 'day'), '07:00').toISOString();
    s.contract.updatedAt = new Date(Date.now() + 1000).toISOString();
    world.fake.webhooks.contract('subscription_contracts/update', s.contract);
    await world.flush();
    expect(await ourDay(s.subscriptionId)).toBe(ours);
    expect(shopDay(s)).toBe(ours);
  });

  it('a renewal, paid or declined, moves the contract’s date with ours', async () => {
    const paid = await world.subscriber();
    const declined = await world.subscriber();
    world.fake.state.customers.get(declined.contract.customerId)!.cardWorks = false;
    for (const s of [paid, declined]) await setNext(s.subscriptionId, today());
    await runScheduled(world.env, shopTime(today(), '07:10'));
    await world.flush();
    const next = addInterval(today(), 28, 'day');
    for (const s of [paid, declined]) {
      expect(await ourDay(s.subscriptionId)).toBe(next);
      expect(shopDay(s)).toBe(next);
    }
  });

  it('a push that did not land is made by the next scheduled run, once', async () => {
    const s = await world.subscriber({ nextInDays: 7 });
    const day = addInterval(today(), 12, 'day');
    // Our day moved while the shop could not be told (as after an outage at the end of ship now).
    await env.DB.prepare('UPDATE subscriptions SET next_charge_scheduled_at = ?2 WHERE id = ?1').bind(s.subscriptionId, day).run();
    expect(shopDay(s)).not.toBe(day);
    const pushes = () => world.fake.received.filter((r) => r.operation.includes('subscriptionContractSetNextBillingDate(')).length;
    const before = pushes();
    await runScheduled(world.env, shopTime(today(), '07:20'));
    expect(shopDay(s)).toBe(day);
    expect(pushes()).toBe(before + 1);
    // The next run finds nothing to push.
    await runScheduled(world.env, shopTime(today(), '07:35'));
    expect(pushes()).toBe(before + 1);
  });
});
