/**
 * Offers before cancelling in Shopify mode (issue 21): each accepted offer reaches the contract
 * in the shop first — checked in the fake shop's own records — and the discount is a manual
 * discount on the main line for one cycle, taken off the renewal's order in the shop and in our
 * mirror. A shop that refuses leaves our records and the offer as they were.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { runScheduled } from './scheduled-run';
import { ACCEPT_OFFER_FAILED } from '../../src/copy/cancel-offers';
import { CANCEL_OFFER_DISCOUNT_PERCENT, CANCEL_OFFER_PAUSE_DAYS } from '../../src/domain/cancel-offers';
import { addInterval } from '../../src/domain/renewals';
import { today } from './subscription-helpers';
import { shopifyWorld } from './shopify-world';
import { shopDayOf, shopTime } from '../factories/days';

const world = shopifyWorld();
const mirror = (id: string) => env.DB.prepare('SELECT * FROM subscriptions WHERE id = ?1').bind(id).first<Record<string, any>>();
const accept = (s: Awaited<ReturnType<typeof world.subscriber>>, offer: string) =>
  world.call(s.session, 'POST', `/api/subscriptions/${s.subscriptionId}/cancel-offers/accept`, { offer });

describe('Shopify mode: offers before cancelling reach the contract', () => {
  it('lists the offers from the mirror, as the local back end does', async () => {
    const s = await world.subscriber();
    const res = await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/cancel-offers`);
    expect(res.status).toBe(200);
    const { offers } = await res.json<{ offers: { kind: string }[] }>();
    expect(offers.map((o) => o.kind)).toEqual(expect.arrayContaining(['skip', 'pause', 'discount']));
  });

  it('discount: a manual discount on the main line for one cycle; the renewal’s order in the shop and here is cheaper', async () => {
    const s = await world.subscriber();
    const res = await accept(s, 'discount');
    expect(res.status).toBe(200);
    const mainLine = s.contract.lines[0]!;
    expect(s.contract.discounts).toEqual([expect.objectContaining({ percentage: CANCEL_OFFER_DISCOUNT_PERCENT, cyclesLeft: 1, lineIds: [mainLine.id] })]);
    expect((await mirror(s.subscriptionId))!.next_order_discount_percent).toBe(CANCEL_OFFER_DISCOUNT_PERCENT);

    const day = today();
    await env.DB.prepare('UPDATE subscriptions SET next_charge_scheduled_at = ?2 WHERE id = ?1').bind(s.subscriptionId, day).run();
    await runScheduled(world.env, shopTime(day, '07:10'));
    await world.flush();
    const shopOrder = [...world.fake.state.orders.values()].find((o) => o.contractId === s.contract.id)!;
    const expectedOff = (Number(mainLine.price) * CANCEL_OFFER_DISCOUNT_PERCENT) / 100;
    expect(Number(shopOrder.discount)).toBeCloseTo(expectedOff, 2);
    expect(s.contract.discounts).toEqual([]); // used up by that cycle
    const ours = await env.DB.prepare('SELECT discount_cents FROM orders WHERE subscription_id = ?1')
      .bind(s.subscriptionId)
      .first<{ discount_cents: number }>();
    expect(Math.abs(ours!.discount_cents - Math.round(expectedOff * 100))).toBeLessThanOrEqual(1);
    expect((await mirror(s.subscriptionId))!.next_order_discount_percent).toBe(0);

    // Once a year here too: the shop is not asked again.
    const again = await accept(s, 'discount');
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'offer_unavailable' });
    expect(s.contract.discounts).toEqual([]);
  });

  it('skip and pause move the shop’s cycle and billing date', async () => {
    const a = await world.subscriber();
    const day = (await mirror(a.subscriptionId))!.next_charge_scheduled_at as string;
    const billing = a.contract.nextBillingDate;
    expect((await accept(a, 'skip')).status).toBe(200);
    expect(a.contract.skippedCycles).toEqual([billing]);
    expect((await mirror(a.subscriptionId))!.next_charge_scheduled_at).toBe(addInterval(day, 28));

    const b = await world.subscriber();
    const bDay = (await mirror(b.subscriptionId))!.next_charge_scheduled_at as string;
    expect((await accept(b, 'pause')).status).toBe(200);
    expect(shopDayOf(b.contract.nextBillingDate)).toBe(addInterval(bDay, CANCEL_OFFER_PAUSE_DAYS));
  });

  it('a discount the shop refuses is 409 with the offer’s failure text; nothing is written and it is still offered', async () => {
    const s = await world.subscriber();
    const before = await mirror(s.subscriptionId);
    s.contract.lines[0]!.id = 'gid://shopify/SubscriptionLine/gone'; // the shop's line changed; our mirror has not heard
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await accept(s, 'discount');
    vi.restoreAllMocks();
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: ACCEPT_OFFER_FAILED, code: 'shop_refused' });
    expect(await mirror(s.subscriptionId)).toEqual(before);
    const events = await env.DB.prepare("SELECT COUNT(*) AS n FROM subscription_events WHERE subscription_id = ?1 AND action LIKE 'cancel-offer-%'")
      .bind(s.subscriptionId)
      .first<{ n: number }>();
    expect(events!.n).toBe(0);
    const offers = await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/cancel-offers`);
    expect((await offers.json<{ offers: { kind: string }[] }>()).offers.map((o) => o.kind)).toContain('discount');
  });
});
