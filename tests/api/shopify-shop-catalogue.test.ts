/**
 * Shopify mode's catalogue is the shop's (issue 60): installing reads the fake shop's products
 * (ids, prices and bag sizes none of which are the demo data's) and creates the app's selling
 * plan group once; the webhooks keep the group and the catalogue in step; "Repair plans" puts
 * back a group the admin edited or deleted; Shopify's throttle is waited out and its userErrors
 * are shown; the console's edit of a recipe reaches the product's metafield.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../src/domain/catalogue';
import { FREQUENCY_OPTIONS_DAYS } from '../../src/domain/frequency';
import type { ConsoleCatalogue } from '../../src/domain/schemas/console-catalogue';
import { APP_SCOPES } from '../../functions/config/app-scopes';
import { DEFAULT_SEED } from '../fakes/shopify/shop-seeds';
import { BASE } from './auth-helpers';
import { shopifyWorld } from './shopify-world';

const world = shopifyWorld({ shop: 'default' });
const APP_NAMESPACE = `app--${world.env.SHOPIFY_CLIENT_ID}--feeding`;

const catalogue = async () => (await world.send(new Request(`${BASE}/api/catalogue`))).json<Catalogue>();
const consoleCall = async (method: string, path: string, body?: unknown) => {
  const token = await world.fake.installs.idToken({ sub: '9191' });
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, origin: BASE };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return world.send(new Request(`${BASE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
};
const consoleCatalogue = async () => {
  const res = await consoleCall('GET', '/api/console/catalogue');
  expect(res.status).toBe(200);
  return res.json<ConsoleCatalogue>();
};
const repair = async () => {
  const res = await consoleCall('POST', '/api/console/catalogue/repair');
  expect(res.status).toBe(200);
  return res.json<ConsoleCatalogue>();
};
const control = (path: string, body: unknown) =>
  world.fake.fetch(`https://${world.env.SHOPIFY_STOREFRONT_URL.slice(8)}/_fake/${path}`, { method: 'POST', body: JSON.stringify(body) });
const groups = () => [...world.fake.state.sellingPlanGroups.values()];
const river = DEFAULT_SEED.products[0]!;

describe('install: the catalogue is the shop’s, and the app’s selling plan group is made once', () => {
  it('offers the shop’s three recipes with their ids, bag sizes and prices in cents, its treat, and one plan per frequency with Shopify’s ids', async () => {
    const c = await catalogue();
    expect(c.kibbles.map((k) => k.id)).toEqual(['8801000000011', '8801000000012', '8801000000013']);
    const trout = c.kibbles[0]!;
    expect(trout).toMatchObject({ handle: 'river-trout-kibble', kcalPerKg: 3610, proteinPercent: 27, trial: true, image: river.image });
    expect(trout.variants).toEqual([
      { id: '8802000000011', bagSizeKg: 2, sku: 'RTK-2KG', priceCents: 2450 },
      { id: '8802000000012', bagSizeKg: 6, sku: 'RTK-6KG', priceCents: 6100 },
      { id: '8802000000013', bagSizeKg: 11, sku: 'RTK-11KG', priceCents: 10490 },
    ]);
    expect(c.kibbles[1]!.proteinPercent).toBe(31.5);
    expect(c.kibbles[2]!.trial).toBe(false);
    expect(c.treats.map((t) => t.title)).toEqual(['Kelp Chews']);
    expect(c.plans.map((p) => p.frequencyDays)).toEqual([...FREQUENCY_OPTIONS_DAYS]);

    const [group] = groups();
    expect(groups()).toHaveLength(1);
    expect(group).toMatchObject({ merchantCode: 'furbaby-subscribe', appId: world.env.SHOPIFY_CLIENT_ID });
    expect(group!.productIds.sort()).toEqual(c.kibbles.map((k) => `gid://shopify/Product/${k.id}`).sort());
    expect(c.plans.map((p) => `gid://shopify/SellingPlan/${p.id}`).sort()).toEqual(group!.sellingPlans.map((p) => p.id).sort());
    expect(group!.sellingPlans.every((p) => p.interval === 'DAY' && p.percentage === c.plans[0]!.discountPercent)).toBe(true);
    // The feeding facts' definitions, in the app's reserved namespace.
    expect(world.fake.state.metafieldDefinitions.map((d) => `${d.namespace}.${d.key}:${d.type}`)).toEqual([
      `${APP_NAMESPACE}.kcal_per_kg:number_integer`,
      `${APP_NAMESPACE}.protein_percent:number_decimal`,
      `${APP_NAMESPACE}.trial:boolean`,
    ]);
    const state = await consoleCatalogue();
    expect(state).toMatchObject({ source: 'shop', currency: 'NZD', plans: { state: 'ready', error: null } });
    expect(state.recipes[0]!.adminUrl).toBe('shopify://admin/products/8801000000011');
  });

  it('installing again, and its webhooks replayed, neither make a second group nor change the plans', async () => {
    await world.flush();
    const before = (await catalogue()).plans;
    await world.install();
    await world.flush();
    for (const d of world.fake.webhooks.sent.filter((w) => w.topic.startsWith('selling_plan_groups/'))) expect(await world.fake.redeliver(d)).toBe(200);
    expect(groups()).toHaveLength(1);
    expect((await catalogue()).plans).toEqual(before);
  });
});

describe('webhooks keep the catalogue and the group in step', () => {
  it('a price changed in the shop’s admin is the catalogue’s price after products/update', async () => {
    expect((await control('variant-price', { variantId: 'gid://shopify/ProductVariant/8802000000012', price: '63.40' })).status).toBe(200);
    await world.flush();
    expect((await catalogue()).kibbles[0]!.variants[1]!.priceCents).toBe(6340);
  });

  it('a recipe’s facts edited in the console are written to the product’s metafield first, then offered', async () => {
    const res = await consoleCall('POST', '/api/console/catalogue/recipes/8801000000013', { kcalPerKg: 3500, proteinPercent: 25 });
    expect(res.status).toBe(200);
    const product = world.fake.state.products.get('gid://shopify/Product/8801000000013')!;
    expect(product.metafields.filter((m) => m.namespace === APP_NAMESPACE).map((m) => [m.key, m.value])).toEqual(
      expect.arrayContaining([
        ['kcal_per_kg', '3500'],
        ['protein_percent', '25'],
      ]),
    );
    expect((await catalogue()).kibbles[2]!.kcalPerKg).toBe(3500);
    expect((await consoleCatalogue()).changes[0]).toMatchObject({ actor: 'shop:9191', action: 'recipe-facts', subject: '8801000000013' });
  });

  it('a group edited in the admin to a frequency we do not offer shows the mismatch; Repair plans puts it back, audited', async () => {
    expect((await control('edit-group', { intervalCount: 45 })).status).toBe(200);
    await world.flush();
    const seen = await consoleCatalogue();
    expect(seen.plans.state).toBe('mismatch');
    expect(seen.plans.error).toContain('Repair plans');
    expect(seen.plans.offered.map((p) => p.frequencyDays)).not.toContain(16);
    const repaired = await repair();
    expect(repaired.plans).toMatchObject({ state: 'ready', error: null });
    expect(repaired.plans.offered.map((p) => p.frequencyDays)).toEqual([...FREQUENCY_OPTIONS_DAYS]);
    expect(groups()[0]!.sellingPlans.map((p) => p.intervalCount)).not.toContain(45);
    expect(repaired.changes[0]).toMatchObject({ actor: 'shop:9191', action: 'repair-plans' });
    await world.flush();
  });

  it('a product deleted in the shop is no longer offered after products/delete', async () => {
    expect((await control('delete-product', { productId: 'gid://shopify/Product/8801000000012' })).status).toBe(200);
    await world.flush();
    expect((await catalogue()).kibbles.map((k) => k.id)).toEqual(['8801000000011', '8801000000013']);
  });

  it('a group deleted in the admin leaves no plan to sell (missing); Repair plans makes it again, waiting out a throttle', async () => {
    expect((await control('delete-group', {})).status).toBe(200);
    await world.flush();
    expect((await consoleCatalogue()).plans).toMatchObject({ state: 'missing', offered: [] });
    expect((await catalogue()).plans).toEqual([]);
    world.fake.throttleNext(2);
    const repaired = await repair();
    expect(repaired.plans.state).toBe('ready');
    expect(groups()).toHaveLength(1);
    expect((await catalogue()).plans).toHaveLength(FREQUENCY_OPTIONS_DAYS.length);
    await world.flush();
  });

  it('Shopify’s userErrors on the group’s creation are recorded and shown by the console; nothing is half-made', async () => {
    expect((await control('delete-group', {})).status).toBe(200);
    await world.flush();
    world.fake.refuseNext('sellingPlanGroupCreate', [
      { field: ['input', 'sellingPlansToCreate'], message: 'Selling plans count must be at most 31', code: 'SELLING_PLAN_COUNT_UPPER_BOUND' },
    ]);
    const refused = await repair();
    expect(refused.plans.state).toBe('failed');
    expect(refused.plans.error).toContain('SELLING_PLAN_COUNT_UPPER_BOUND');
    expect(groups()).toHaveLength(0);
    expect((await consoleCatalogue()).plans.error).toContain('Selling plans count');
    expect((await repair()).plans.state).toBe('ready');
    await world.flush();
  });
});

describe('the fake shop refuses, as Shopify does', () => {
  const storefront = async (query: string, variables: unknown) =>
    (
      await world.fake.fetch(`https://${world.env.SHOPIFY_STOREFRONT_URL.slice(8)}/api/2026-10/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'shopify-storefront-private-token': world.env.SHOPIFY_STOREFRONT_TOKEN },
        body: JSON.stringify({ query, variables }),
      })
    ).json<{ data: { cartCreate: { cart: unknown; userErrors: { field: string[]; code: string }[] } } }>();
  const CART = `mutation C($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { field code message } } }`;

  it('a cart with a variant it does not have, or a selling plan not in a group holding the product', async () => {
    const plan = (await catalogue()).plans[0]!;
    const unknown = await storefront(CART, { input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/47100000000103', quantity: 1 }] } });
    expect(unknown.data.cartCreate).toMatchObject({ cart: null, userErrors: [{ field: ['input', 'lines', '0', 'merchandiseId'], code: 'INVALID' }] });
    const treatOnPlan = await storefront(CART, {
      input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/8802000000041', sellingPlanId: `gid://shopify/SellingPlan/${plan.id}`, quantity: 1 }] },
    });
    expect(treatOnPlan.data.cartCreate).toMatchObject({
      cart: null,
      userErrors: [{ field: ['input', 'lines', '0', 'sellingPlanId'], code: 'SELLING_PLAN_NOT_APPLICABLE' }],
    });
    const sold = await storefront(CART, {
      input: { lines: [{ merchandiseId: 'gid://shopify/ProductVariant/8802000000011', sellingPlanId: `gid://shopify/SellingPlan/${plan.id}`, quantity: 1 }] },
    });
    expect(sold.data.cartCreate.userErrors).toEqual([]);
  });

  const admin = async (query: string, variables: unknown) =>
    (
      await world.fake.fetch(`https://${world.env.SHOPIFY_STOREFRONT_URL.slice(8)}/admin/api/2026-10/graphql.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-shopify-access-token': world.fake.installs.issuedAccessTokens().at(-1)! },
        body: JSON.stringify({ query, variables }),
      })
    ).json<{ data: Record<string, { userErrors: { field: string[]; code: string }[] }> }>();
  const plan = (days: number) => ({
    name: `Every ${days} days`,
    options: [`${days} days`],
    billingPolicy: { recurring: { interval: 'DAY', intervalCount: days } },
    deliveryPolicy: { recurring: { interval: 'DAY', intervalCount: days } },
  });

  it('selling plan groups: more than 31 plans, a plan without its delivery policy, an unknown group or product', async () => {
    const CREATE = `mutation G($input: SellingPlanGroupInput!) { sellingPlanGroupCreate(input: $input) { sellingPlanGroup { id } userErrors { field code } } }`;
    const many = await admin(CREATE, { input: { name: 'Too many', sellingPlansToCreate: Array.from({ length: 32 }, (_, i) => plan(i + 10)) } });
    expect(many.data.sellingPlanGroupCreate!.userErrors[0]!.code).toBe('SELLING_PLAN_COUNT_UPPER_BOUND');
    const noDelivery = await admin(CREATE, { input: { name: 'Half', sellingPlansToCreate: [{ ...plan(20), deliveryPolicy: undefined }] } });
    expect(noDelivery.data.sellingPlanGroupCreate!.userErrors[0]).toEqual({
      field: ['input', 'sellingPlansToCreate', '0', 'deliveryPolicy'],
      code: 'SELLING_PLAN_DELIVERY_POLICY_MISSING',
    });
    const UPDATE = `mutation U($id: ID!, $input: SellingPlanGroupInput!) { sellingPlanGroupUpdate(id: $id, input: $input) { sellingPlanGroup { id } userErrors { field code } } }`;
    const gone = await admin(UPDATE, { id: 'gid://shopify/SellingPlanGroup/1', input: { name: 'x' } });
    expect(gone.data.sellingPlanGroupUpdate!.userErrors[0]!.code).toBe('GROUP_DOES_NOT_EXIST');
    const ADD = `mutation A($id: ID!, $ids: [ID!]!) { sellingPlanGroupAddProducts(id: $id, productIds: $ids) { sellingPlanGroup { id } userErrors { field code } } }`;
    const unknown = await admin(ADD, { id: groups()[0]!.id, ids: ['gid://shopify/Product/4700000000001'] });
    expect(unknown.data.sellingPlanGroupAddProducts!.userErrors[0]).toEqual({ field: ['productIds', '0'], code: 'PRODUCT_DOES_NOT_EXIST' });
    expect(groups()).toHaveLength(1);
  });

  it('checkout charges the shop’s price less the plan’s percentage, from its own state', async () => {
    const c = await catalogue();
    const plan = c.plans.find((p) => p.frequencyDays === 30)!;
    const cart = await storefront(CART, {
      input: {
        lines: [{ merchandiseId: 'gid://shopify/ProductVariant/8802000000013', sellingPlanId: `gid://shopify/SellingPlan/${plan.id}`, quantity: 1 }],
        discountCodes: ['WELCOME20'],
      },
    });
    const cartId = (cart.data.cartCreate.cart as { id: string }).id;
    const { contractId } = world.fake.completeCheckout(cartId, {
      email: 'hemi@example.com',
      firstName: 'Hemi',
      lastName: 'Parata',
      address: { address1: '1 Cuba Street', address2: '', city: 'Wellington', province: '', zip: '6011', country: 'New Zealand' },
    });
    const contract = world.fake.state.contracts.get(contractId!)!;
    // 104.90 less 12 % = 92.31; the order's first bag 25 % off that = 69.23.
    expect(contract.lines[0]!.price).toBe((Math.round(10490 * (100 - plan.discountPercent)) / 10000).toFixed(2));
    expect(contract.intervalCount).toBe(30);
    await world.flush();
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM subscriptions WHERE shopify_contract_id = ?1').bind(contractId).first('n')).toBe(1);

    // The shop then deletes the product: the recipe is no longer offered, yet its contract still mirrors (a cancel is seen).
    expect((await control('delete-product', { productId: 'gid://shopify/Product/8801000000011' })).status).toBe(200);
    await world.flush();
    expect((await catalogue()).kibbles.map((k) => k.id)).not.toContain('8801000000011');
    const CANCEL = `mutation X($id: ID!) { subscriptionContractCancel(subscriptionContractId: $id) { contract { id } userErrors { field message } } }`;
    expect((await admin(CANCEL, { id: contractId })).data.subscriptionContractCancel!.userErrors).toEqual([]);
    await world.flush();
    const row = await env.DB.prepare('SELECT status, cancelled_at FROM subscriptions WHERE shopify_contract_id = ?1')
      .bind(contractId)
      .first<{ status: string; cancelled_at: string | null }>();
    expect(row!.cancelled_at).not.toBeNull();
  });
});

describe('a scope the shop took back', () => {
  it('Repair plans without write_products records Shopify’s ACCESS_DENIED and answers the state, not a failure', async () => {
    world.fake.installs.updateScopes(APP_SCOPES.filter((s) => s !== 'write_products'));
    await world.flush();
    const repaired = await repair();
    expect(repaired.plans.state).toBe('failed');
    expect(repaired.plans.error).toContain('write_products');
    world.fake.installs.updateScopes([...APP_SCOPES]);
    await world.flush();
    expect((await repair()).plans).toMatchObject({ state: 'ready', error: null });
  });
});
