/**
 * Shopify mode (COMMERCE=shopify): each dashboard action changes the contract in the shop —
 * checked in the fake shop's own records — and the mirror the dashboard reads, with the spec's
 * answers. A failure at Shopify leaves our records as they were.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../src/copy/messages';
import { currentCatalogue } from '../../functions/catalogue/reader';
import { dateChangeBody, shipNowBody } from '../../src/domain/dates';
import { renewalPriceCents, treatSubscriptionPriceCents } from '../../src/domain/money';
import { addInterval } from '../../src/domain/renewals';
import { SKIP_FAILED, UNSKIP_FAILED } from '../../src/domain/skips';
import { daysFromToday, today } from './subscription-helpers';
import { shopifyWorld } from './shopify-world';
import { shopDayOf } from '../factories/days';
import { rowsOf } from './db-rows';

// The fake shop's own products, as the app synced them on install.
const world = shopifyWorld();
const catalogue = () => currentCatalogue(env.DB);
const aTreat = async () => (await catalogue()).treats[0]!.variants[0]!;
const mirror = (id: string) => env.DB.prepare('SELECT * FROM subscriptions WHERE id = ?1').bind(id).first<Record<string, any>>();
const items = (id: string) =>
  rowsOf<Record<string, any>>(
    'SELECT variant_id, quantity, one_time, is_main, shopify_line_id FROM subscription_items WHERE subscription_id = ?1 ORDER BY is_main DESC, created_at',
    id,
  );
const events = (id: string) =>
  rowsOf<{ action: string; after_json: string }>(
    'SELECT action, after_json FROM subscription_events WHERE subscription_id = ?1 ORDER BY created_at, rowid',
    id,
  );

describe('Shopify mode: the dashboard reads the mirror of the shop’s contracts', () => {
  it('shows a contract the shop created, with its bag, frequency, address and next date', async () => {
    const { subscriptionId, customerId, contract, session } = await world.subscriber();
    const res = await world.call(session, 'GET', `/subscriptions/customer/${customerId}`);
    expect(res.status).toBe(200);
    const [sub] = await res.json<any[]>();
    expect(sub).toMatchObject({
      id: subscriptionId,
      status: 'ACTIVE',
      order_interval_frequency: 28,
      next_charge_scheduled_at: expect.stringContaining(shopDayOf(contract.nextBillingDate)!),
    });
    expect(sub.shipping_address).toMatchObject({ address1: '5 Queen Street', city: 'Auckland' });
    const bag = (await catalogue()).kibbles[0]!.variants.at(-1)!;
    expect(sub.items.map((i: any) => i.variant_id)).toEqual([bag.id]);
  });
});

describe('Shopify mode: the treats collection comes from the shop', () => {
  it('lists the catalogue’s treats the shop’s collection holds, with the shop’s titles and images', async () => {
    const res = await world.call(null, 'GET', '/api/shopify/get-collection');
    expect(res.status).toBe(200);
    const { products } = await res.json<{
      products: { id: string; title: string; image: { src: string }; variants: { id: string; subscription_price: number }[] }[];
    }>();
    const { treats } = await catalogue();
    expect(products.map((p) => p.id)).toEqual(treats.map((t) => t.id));
    expect(products.every((p) => p.image.src.startsWith('https://cdn.shopify.com/'))).toBe(true);
    const treat = await aTreat();
    expect(products[0]!.variants[0]).toMatchObject({ id: treat.id, subscription_price: treatSubscriptionPriceCents(treat.priceCents) / 100 });
  });

  it('answers the catalogue’s own list when the shop has no such collection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await world.send(new Request('http://localhost/api/shopify/get-collection'), { SHOPIFY_TREATS_COLLECTION: 'no-such-collection' });
    const { products } = await res.json<{ products: { image: { src: string } }[] }>();
    expect(products.map((p) => p.image.src)).toEqual((await catalogue()).treats.map((t) => t.image.src));
    vi.restoreAllMocks();
  });
});

describe('Shopify mode: each action reaches the shop first', () => {
  it('pause, then resume with a date: the contract is PAUSED, then ACTIVE billing on that day', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    expect((await world.call(session, 'POST', `/subscriptions/${id}/pause`, { days: null })).status).toBe(200);
    expect(contract.status).toBe('PAUSED');
    expect((await mirror(id))!.status).toBe('PAUSED');
    const day = daysFromToday(20);
    const resumed = await world.call(session, 'POST', `/subscriptions/${id}/resume`, { nextDeliveryDate: day });
    expect(resumed.status).toBe(200);
    expect(contract.status).toBe('ACTIVE');
    expect(shopDayOf(contract.nextBillingDate)).toBe(day);
    expect((await mirror(id))!).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: day });
  });

  it('change date and pause for days move the next billing date in the shop', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    const day = daysFromToday(30);
    expect((await world.call(session, 'POST', `/subscriptions/${id}/changeDate`, dateChangeBody(day))).status).toBe(200);
    expect(shopDayOf(contract.nextBillingDate)).toBe(day);
    expect((await world.call(session, 'POST', `/subscriptions/${id}/pause`, { days: 14 })).status).toBe(200);
    expect(shopDayOf(contract.nextBillingDate)).toBe(daysFromToday(44));
    expect((await mirror(id))!.next_charge_scheduled_at).toBe(daysFromToday(44));
  });

  it('frequency, address and product change the contract through one committed draft each', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    expect((await world.call(session, 'POST', `/subscriptions/${id}/change-frequency`, { newFrequency: 34 })).status).toBe(200);
    expect([contract.interval, contract.intervalCount]).toEqual(['DAY', 34]);

    const address = { address1: '1 Cuba Street', address2: 'Unit 2', city: 'Wellington', province: 'Wellington', zip: '6011', country: 'New Zealand' };
    expect((await world.call(session, 'POST', `/subscriptions/${id}/update-address`, address)).status).toBe(200);
    expect(contract.address).toMatchObject({ ...address, firstName: 'Kiri', lastName: 'Walker' });

    // Another recipe's smallest bag, at the shop's price.
    const other = (await catalogue()).kibbles[1]!.variants[0]!;
    const changed = await world.call(session, 'POST', `/subscriptions/${id}/change-product-and-frequency`, { variantId: other.id, frequency: 30 });
    expect(changed.status).toBe(200);
    expect(contract.lines.map((l) => [l.variantId, l.price])).toEqual([
      [`gid://shopify/ProductVariant/${other.id}`, (renewalPriceCents(other.priceCents) / 100).toFixed(2)],
    ]);
    expect(contract.intervalCount).toBe(30);
    expect((await mirror(id))!).toMatchObject({ variant_id: other.id, order_interval_frequency: 30, ship_city: 'Wellington' });
    expect(world.fake.state.drafts.size).toBeGreaterThanOrEqual(3);
    expect([...world.fake.state.drafts.values()].every((d) => d.committed)).toBe(true);
  });

  it('a recurring treat joins the contract; a one-time treat only the next billing cycle; both can be removed', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    const treat = await aTreat();
    const add = await world.call(session, 'POST', `/subscriptions/${id}/items`, {
      items: [
        { shopify_variant_id: treat.id, quantity: 2, one_time: false },
        { shopify_variant_id: treat.id, quantity: 1, one_time: true },
      ],
    });
    expect(add.status).toBe(200);
    const price = (treatSubscriptionPriceCents(treat.priceCents) / 100).toFixed(2);
    expect(contract.lines.filter((l) => l.variantId.endsWith(`/${treat.id}`)).map((l) => [l.quantity, l.price])).toEqual([[2, price]]);
    expect(contract.nextCycleLines.map((l) => [l.variantId, l.quantity])).toEqual([[`gid://shopify/ProductVariant/${treat.id}`, 1]]);
    const mirrored = await items(id);
    expect(mirrored.filter((i) => i.is_main === 0).every((i) => i.shopify_line_id?.startsWith('gid://shopify/SubscriptionLine/'))).toBe(true);

    // One more of the recurring treat: the same line, a larger quantity.
    expect(
      (await world.call(session, 'POST', `/subscriptions/${id}/items`, { items: [{ shopify_variant_id: treat.id, quantity: 1, one_time: false }] })).status,
    ).toBe(200);
    expect(contract.lines.filter((l) => l.variantId.endsWith(`/${treat.id}`)).map((l) => l.quantity)).toEqual([3]);

    const answer = await (await world.call(session, 'GET', `/subscriptions/${id}`)).json<any>();
    for (const item of answer.items.filter((i: any) => !i.is_main)) {
      expect((await world.call(session, 'DELETE', `/subscriptions/${id}/items/${item.id}`)).status).toBe(200);
    }
    expect(contract.lines).toHaveLength(1);
    expect(contract.nextCycleLines).toEqual([]);
    expect((await items(id)).map((i) => i.is_main)).toEqual([1]);
  });

  it('cancel cancels the contract; the reason stays in our event log', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    const res = await world.call(session, 'DELETE', `/subscriptions/${id}`, { reason: 'Too expensive', otherReason: '' });
    expect(res.status).toBe(200);
    expect(contract.status).toBe('CANCELLED');
    expect((await mirror(id))!).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Too expensive' });
    expect((await events(id)).map((e) => e.action)).toContain('cancel');
  });

  it('resuming a cancelled subscription starts a new contract in the shop (Shopify cannot reactivate one)', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    await world.call(session, 'DELETE', `/subscriptions/${id}`, { reason: 'Too expensive', otherReason: '' });
    const day = daysFromToday(12);
    expect((await world.call(session, 'POST', `/subscriptions/${id}/resume`, { nextDeliveryDate: day })).status).toBe(200);
    const row = (await mirror(id))!;
    expect(row.shopify_contract_id).not.toBe(contract.id);
    const restarted = world.fake.state.contracts.get(row.shopify_contract_id)!;
    expect(restarted).toMatchObject({ status: 'ACTIVE', intervalCount: 28, customerId: contract.customerId });
    expect(restarted.lines.map((l) => l.variantId)).toEqual(contract.lines.map((l) => l.variantId));
    // Its create webhook links the new lines to the mirror.
    await world.flush();
    expect((await items(id))[0]!.shopify_line_id).toBe(restarted.lines[0]!.id);
    expect(row).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: day });
  });

  it('ship now is a billing attempt keyed by our payment attempt: the shop’s order is in the history', async () => {
    const { subscriptionId: id, customerId, contract, session } = await world.subscriber();
    const res = await world.call(session, 'POST', `/subscriptions/${id}/ship-now`, shipNowBody(new Date()));
    expect(res.status).toBe(200);
    const attempts = [...world.fake.state.attempts.values()].filter((a) => a.contractId === contract.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.idempotencyKey).toMatch(/^pay_/);
    const orders = await (await world.call(session, 'GET', `/api/orders/customer/${customerId}`)).json<{ orders: any[] }>();
    expect(orders.orders).toHaveLength(1);
    const linked = await env.DB.prepare('SELECT shopify_order_id FROM orders WHERE subscription_id = ?1').bind(id).first<{ shopify_order_id: string }>();
    expect(linked!.shopify_order_id).toBe(attempts[0]!.orderId);
    // Shopify's own orders/create for that order does not add it twice.
    await world.flush();
    expect((await (await world.call(session, 'GET', `/api/orders/customer/${customerId}`)).json<{ orders: any[] }>()).orders).toHaveLength(1);
  });

  it('update billing asks Shopify to e-mail its card-update link; we send no mail of our own', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    const before = (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'payment-update'").first<{ n: number }>())!.n;
    const res = await world.call(session, 'POST', '/subscriptions/updateBilling', { subscriptionId: id });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(world.fake.state.customers.get(contract.customerId)!.cardUpdateEmails).toBe(1);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE kind = 'payment-update'").first<{ n: number }>())!.n).toBe(before);
  });
});

describe('Shopify mode: limits and failures', () => {
  it('THROTTLED, then success, is retried transparently at the reported restore rate', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    world.fake.throttleNext(2);
    const res = await world.call(session, 'POST', `/subscriptions/${id}/pause`, { days: null });
    expect(res.status).toBe(200);
    expect(contract.status).toBe('PAUSED');
  });

  it('exhausted retries answer the spec’s failure text and change nothing of ours', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    const before = await mirror(id);
    const eventsBefore = await events(id);
    world.fake.failNext([503, 502, 500, 503]);
    const res = await world.call(session, 'POST', `/subscriptions/${id}/pause`, { days: null });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: MESSAGES.failedToPauseSubscription, code: 'shop_unavailable' });
    expect(contract.status).toBe('ACTIVE');
    expect(await mirror(id)).toEqual(before);
    expect(await events(id)).toEqual(eventsBefore);
    // The lock was released: the next try works.
    expect((await world.call(session, 'POST', `/subscriptions/${id}/pause`, { days: null })).status).toBe(200);
  });

  it('a change the shop refuses is 409 with the spec’s text, and nothing changes here', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    contract.status = 'EXPIRED'; // ended in the shop; our mirror has not heard yet
    const res = await world.call(session, 'POST', `/subscriptions/${id}/pause`, { days: null });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: MESSAGES.failedToPauseSubscription, code: 'shop_refused' });
    expect((await mirror(id))!.status).toBe('ACTIVE');
  });
});

describe('Shopify mode: skip and unskip reach the billing cycle in the shop', () => {
  const attempts = (id: string) => rowsOf<Record<string, any>>('SELECT date, status, skipped_on FROM billing_attempts WHERE subscription_id = ?1', id);
  const cycleCalls = () => world.fake.received.filter((r) => r.api === 'admin' && /subscriptionBillingCycle(Un)?skip\(/.test(r.operation)).length;

  it('skip marks the cycle billed that day skipped, the contract unchanged; unskip takes it back', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    const day = (await mirror(id))!.next_charge_scheduled_at as string;
    const billing = contract.nextBillingDate;

    const skipped = await world.call(session, 'POST', `/subscriptions/${id}/skip`, { date: day });
    expect(skipped.status).toBe(200);
    expect(contract.skippedCycles).toEqual([billing]);
    expect(contract.nextBillingDate).toBe(billing);
    expect(contract.status).toBe('ACTIVE');
    expect((await mirror(id))!.next_charge_scheduled_at).toBe(addInterval(day, 28));
    expect(await attempts(id)).toEqual([{ date: day, status: 'skipped', skipped_on: today() }]);

    // A second skip is answered from our records: the shop is not asked again.
    const calls = cycleCalls();
    expect((await world.call(session, 'POST', `/subscriptions/${id}/skip`, { date: day })).status).toBe(200);
    expect(cycleCalls()).toBe(calls);

    const unskipped = await world.call(session, 'POST', `/subscriptions/${id}/unskip`, { date: day });
    expect(unskipped.status).toBe(200);
    expect(contract.skippedCycles).toEqual([]);
    expect((await mirror(id))!.next_charge_scheduled_at).toBe(day);
    expect(await attempts(id)).toEqual([]);
    expect((await events(id)).map((e) => e.action)).toEqual(['skip', 'unskip']);
  });

  it('a skip the shop refuses is 409 with the skip’s failure text, and nothing changes here', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    const day = (await mirror(id))!.next_charge_scheduled_at as string;
    const before = await mirror(id);
    contract.status = 'EXPIRED'; // ended in the shop; our mirror has not heard yet
    const res = await world.call(session, 'POST', `/subscriptions/${id}/skip`, { date: day });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ error: SKIP_FAILED, code: 'shop_refused' });
    expect(contract.skippedCycles).toEqual([]);
    expect(await mirror(id)).toEqual(before);
    expect(await attempts(id)).toEqual([]);
    expect(await events(id)).toEqual([]);
  });

  it('an unskip the shop cannot take (outage) is 502 and leaves the skip in place', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    const day = (await mirror(id))!.next_charge_scheduled_at as string;
    expect((await world.call(session, 'POST', `/subscriptions/${id}/skip`, { date: day })).status).toBe(200);
    const before = await mirror(id);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    world.fake.failNext([503, 502, 500, 503]);
    const res = await world.call(session, 'POST', `/subscriptions/${id}/unskip`, { date: day });
    vi.restoreAllMocks();
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ error: UNSKIP_FAILED, code: 'shop_unavailable' });
    expect(contract.skippedCycles).toHaveLength(1);
    expect(await mirror(id)).toEqual(before);
    expect(await attempts(id)).toEqual([expect.objectContaining({ date: day, status: 'skipped' })]);
  });
});
