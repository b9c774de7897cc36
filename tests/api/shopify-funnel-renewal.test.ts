/**
 * The funnel's first paid renewal in Shopify mode (issue 35, ADR 0015): the visit's id travels on
 * the shop's cart as a private attribute, Shopify copies it onto the order, the order webhook's
 * mirror keeps it and stores the visit's trial/order step, and the renewal Shopify bills later
 * counts under the visit's campaign. A
 * visit attribute the buyer forged on the shop's cart counts nothing and fails nothing.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { currentCatalogue } from '../../functions/catalogue/reader';
import { funnelDailyCounts } from '../../functions/db/funnel';
import { VISIT_CART_ATTRIBUTE } from '../../src/domain/attribution';
import { funnelReport } from '../../src/domain/funnel-report';
import { shopTime } from '../factories/days';
import { postJson } from './auth-helpers';
import { runScheduled } from './scheduled-run';
import { today } from './subscription-helpers';
import { shopifyWorld } from './shopify-world';
import { checkoutUrlBody, unique } from './trial-factories';

// The fake shop's own products, as the app synced them on install.
const world = shopifyWorld();

const newVisitId = () => crypto.randomUUID().replace(/-/g, '');

/** A campaign visit's trial checkout through our API: answers the shop's cart. */
async function startShopCheckout(campaign: string, visitId: string) {
  const catalogue = await currentCatalogue(env.DB);
  const body = checkoutUrlBody({ attribution: { utm_source: 'newsletter', utm_campaign: campaign }, visitId }, catalogue.kibbles[0], catalogue);
  const res = await world.send(postJson('/api/pets/checkout-url', body));
  expect(res.status).toBe(200);
  const { checkout_url } = await res.json<{ checkout_url: string }>();
  return world.fake.state.carts.get(decodeURIComponent(new URL(checkout_url).pathname.split('/')[2]!))!;
}

/** The buyer pays on the shop's checkout; Shopify's webhooks reach the app. Answers our mirror of the order. */
async function payOnShop(cartId: string) {
  const address = { address1: '5 Queen Street', address2: '', city: 'Auckland', province: 'Auckland', zip: '1010', country: 'New Zealand' };
  const { orderId } = world.fake.completeCheckout(cartId, { email: `aroha.${unique()}@example.com`, firstName: 'Aroha', lastName: 'Smith', address });
  await world.flush();
  const row = await env.DB.prepare('SELECT visit_id, subscription_id, attribution, created_at FROM orders WHERE shopify_order_id = ?1')
    .bind(orderId)
    .first<{ visit_id: string | null; subscription_id: string | null; attribution: string | null; created_at: string }>();
  if (!row) throw new Error('the order was not mirrored');
  return row;
}

/** The campaign's last three steps that day: checkout started, trial/order, first paid renewal. */
async function lastStepsOf(campaign: string, day: string) {
  const report = funnelReport(await funnelDailyCounts(env.DB, day, day), day, day);
  return report.byCampaign.find((r) => r.key === campaign)?.counts.slice(-3);
}

describe('Shopify mode: the funnel’s first paid renewal', () => {
  it('a campaign visit’s trial paid on the shop’s checkout, then a paid renewal: the campaign counts 1 first paid renewal', async () => {
    const campaign = `spring-${unique()}`;
    const visitId = newVisitId();
    const cart = await startShopCheckout(campaign, visitId);
    expect(cart.attributes).toContainEqual({ key: VISIT_CART_ATTRIBUTE, value: visitId });

    const order = await payOnShop(cart.id);
    expect(order).toMatchObject({ visit_id: visitId, subscription_id: expect.any(String) });
    expect(JSON.parse(order.attribution!)).toEqual({ utm_source: 'newsletter', utm_campaign: campaign });
    const day = order.created_at.slice(0, 10);
    // The trial, paid on the shop's checkout, is the visit's trial/order step (the mirror stores it).
    expect(await lastStepsOf(campaign, day)).toEqual([1, 1, 0]);

    await env.DB.prepare('UPDATE subscriptions SET next_charge_scheduled_at = ?2 WHERE id = ?1').bind(order.subscription_id, today()).run();
    await runScheduled(world.env, shopTime(today(), '07:10'));
    await world.flush();
    expect(await lastStepsOf(campaign, day)).toEqual([1, 1, 1]);
  });

  it('an order whose visit attribute was forged on the shop’s cart keeps no visit, and its webhook is still accepted', async () => {
    const campaign = `forged-${unique()}`;
    for (const forged of ['x"); DROP TABLE orders; --', 'f'.repeat(32)]) {
      const cart = await startShopCheckout(campaign, newVisitId());
      // The buyer rewrote it through the shop's cart API: one of no visit's shape, one of a visit our checkout never started.
      cart.attributes = cart.attributes.map((a) => (a.key === VISIT_CART_ATTRIBUTE ? { ...a, value: forged } : a));
      const order = await payOnShop(cart.id); // flush: every webhook answered 200
      expect(order.visit_id).toBeNull();
      expect(JSON.parse(order.attribution!)).toMatchObject({ utm_campaign: campaign });
    }
  });

  it('an order whose visit has only a client-written checkout_started (issue 45) keeps no visit and adds no trial', async () => {
    const campaign = `client-written-${unique()}`;
    const cart = await startShopCheckout(campaign, newVisitId());
    const planted = newVisitId();
    // As a client could write it before issue 45 (or an old row): checkout_started not written by our server.
    await env.DB.prepare(
      "INSERT INTO funnel_events (visit_id, name, campaign, props, created_at, writer) VALUES (?1, 'checkout_started', ?2, NULL, ?3, 'client')",
    )
      .bind(planted, campaign, new Date().toISOString())
      .run();
    cart.attributes = cart.attributes.map((a) => (a.key === VISIT_CART_ATTRIBUTE ? { ...a, value: planted } : a));
    const order = await payOnShop(cart.id);
    expect(order.visit_id).toBeNull();
    const steps = await env.DB.prepare("SELECT name FROM funnel_events WHERE visit_id = ?1 AND name IN ('trial_started', 'order_placed')").bind(planted).all();
    expect(steps.results).toEqual([]);
  });
});
