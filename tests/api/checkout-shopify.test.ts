/**
 * The Shopify checkout (CHECKOUT=shopify): the Storefront adapter against the fake Shopify
 * (Shopify's published schema, tests/fakes/shopify), and POST /api/pets/checkout-url through it,
 * including campaign codes the shop decides on.
 */
import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../../functions/app';
import { CHECKOUT_UNAVAILABLE_MESSAGE, shopifyCheckout } from '../../functions/shopify/checkout/cart-checkout';
import { readConfig } from '../../functions/env';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { frequencyOfPlan } from '../../src/domain/catalogue';
import { discountNotAppliedMessage } from '../../src/domain/checkout';
import { KNOWN_DISCOUNT_CODES } from '../../src/domain/trial';
import { createFakeShopify } from '../fakes/shopify';
import { trialCartInput } from '../fakes/shopify/cart-input';
import { CHICKEN, LAMB, checkoutUrlBody, postJson, preselectedPlan } from './trial-factories';

const SHOP = 'furbaby-test.myshopify.com';
const STOREFRONT_URL = `https://${SHOP}`;
const TOKEN = 'shpat_test_private_storefront_token';

function fakeShop(options: { variants?: string[]; discountCodes?: string[] } = {}) {
  return createFakeShopify({
    adminSchema: env.TEST_SHOPIFY_ADMIN_SCHEMA,
    storefrontSchema: env.TEST_SHOPIFY_STOREFRONT_SCHEMA,
    apiVersion: '2026-10',
    shopDomain: SHOP,
    storefrontToken: TOKEN,
    variants: options.variants ?? DEMO_CATALOGUE.kibbles.flatMap((k) => k.variants.map((v) => v.id)),
    discountCodes: options.discountCodes ?? [...KNOWN_DISCOUNT_CODES, 'SPRING10'],
  });
}

function request(product = LAMB, discountCode = 'FREE7DAYTRIAL', email: string | null = 'aroha@example.com', fallbackDiscountCode = 'FREE7DAYTRIAL') {
  const plan = preselectedPlan(product);
  return {
    product,
    variant: product.variants.find((v) => v.id === plan.variantId)!,
    sellingPlanId: plan.selling_plan_id,
    frequencyDays: plan.frequency,
    discountCode,
    fallbackDiscountCode,
    customerData: email ? { name: 'Aroha Smith', email, firstname: '', lastname: '' } : null,
    quantity: 1 as const,
    attribution: null,
    visitId: null,
    pets: [],
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the Shopify checkout adapter against the fake Shopify', () => {
  it('creates a cart with the variant, its selling plan, the discount and the buyer’s e-mail, and answers its checkoutUrl', async () => {
    const fake = fakeShop();
    const { url, discountNotice } = await shopifyCheckout({ storefrontUrl: STOREFRONT_URL, storefrontToken: TOKEN }, fake.fetch).createCheckout(request());
    expect(url).toMatch(new RegExp(`^${STOREFRONT_URL}/checkouts/`));
    expect(discountNotice).toBeUndefined();
    expect(fake.cartInputs()).toEqual([trialCartInput(preselectedPlan(LAMB), 'aroha@example.com')]);
    expect(fake.rejected).toEqual([]);
  });

  it('puts the visit’s attribution on the cart as attributes (the order’s additional details); none, no attributes', async () => {
    const fake = fakeShop();
    const gateway = shopifyCheckout({ storefrontUrl: STOREFRONT_URL, storefrontToken: TOKEN }, fake.fetch);
    const attribution = { utm_source: 'newsletter', utm_campaign: 'spring', gclid: 'abc', landing_path: '/pages/free-trial' };
    await gateway.createCheckout({ ...request(), attribution });
    await gateway.createCheckout(request());
    const [campaign, direct] = [...fake.state.carts.values()];
    expect(campaign!.attributes).toEqual([
      { key: 'utm_source', value: 'newsletter' },
      { key: 'utm_campaign', value: 'spring' },
      { key: 'gclid', value: 'abc' },
      { key: 'landing_path', value: '/pages/free-trial' },
    ]);
    expect(direct!.attributes).toEqual([]);
    expect(fake.rejected).toEqual([]);
  });

  it('leaves the buyer out when no e-mail is known', async () => {
    const fake = fakeShop();
    await shopifyCheckout({ storefrontUrl: STOREFRONT_URL, storefrontToken: TOKEN }, fake.fetch).createCheckout(
      request(CHICKEN, 'WELCOME20', null, 'WELCOME20'),
    );
    expect(fake.cartInputs()[0]).not.toHaveProperty('buyerIdentity');
    expect(fake.cartInputs()[0]).toMatchObject({ discountCodes: ['WELCOME20'] });
  });

  it('a campaign code the shop has stays on the cart; one it does not apply gives way to the page’s own, with a notice', async () => {
    const fake = fakeShop();
    const gateway = shopifyCheckout({ storefrontUrl: STOREFRONT_URL, storefrontToken: TOKEN }, fake.fetch);
    const kept = await gateway.createCheckout(request(LAMB, 'SPRING10', null, 'WELCOME20'));
    expect(kept.discountNotice).toBeUndefined();
    const carts = [...fake.state.carts.values()];
    expect(carts[0]!.discountCodes).toEqual(['SPRING10']);

    const fellBack = await gateway.createCheckout(request(LAMB, 'AUTUMN99', null, 'WELCOME20'));
    expect(fellBack.discountNotice).toBe(discountNotAppliedMessage('AUTUMN99', 'WELCOME20'));
    expect([...fake.state.carts.values()][1]!.discountCodes).toEqual(['WELCOME20']);
    expect(fake.rejected).toEqual([]);
  });

  it('passes the shop’s refusal on as 422 with its reason', async () => {
    const fake = fakeShop({ variants: [] });
    const gateway = shopifyCheckout({ storefrontUrl: STOREFRONT_URL, storefrontToken: TOKEN }, fake.fetch);
    await expect(gateway.createCheckout(request())).rejects.toMatchObject({
      status: 422,
      code: 'checkout_refused',
      message: expect.stringContaining('does not exist'),
    });
  });

  it('answers 502 when the Storefront refuses the token, fails, or is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrongToken = shopifyCheckout({ storefrontUrl: STOREFRONT_URL, storefrontToken: 'wrong' }, fakeShop().fetch);
    await expect(wrongToken.createCheckout(request())).rejects.toMatchObject({
      status: 502,
      code: 'checkout_unavailable',
      message: CHECKOUT_UNAVAILABLE_MESSAGE,
    });
    const down = shopifyCheckout({ storefrontUrl: STOREFRONT_URL, storefrontToken: TOKEN }, async () => new Response('oops', { status: 503 }));
    await expect(down.createCheckout(request())).rejects.toMatchObject({ status: 502 });
    const offline = shopifyCheckout({ storefrontUrl: STOREFRONT_URL, storefrontToken: TOKEN }, async () => {
      throw new TypeError('fetch failed');
    });
    await expect(offline.createCheckout(request())).rejects.toMatchObject({ status: 502 });
  });
});

describe('POST /api/pets/checkout-url with CHECKOUT=shopify', () => {
  const shopEnv = (fake: ReturnType<typeof fakeShop>) => ({
    ...env,
    CHECKOUT: 'shopify',
    SHOPIFY_STOREFRONT_URL: `${STOREFRONT_URL}/`,
    SHOPIFY_STOREFRONT_TOKEN: TOKEN,
    SHOPIFY_NETWORK: { fetch: fake.fetch } as unknown as Fetcher,
  });
  const viaWorker = (fake: ReturnType<typeof fakeShop>, body: unknown) => app.request(postJson('/api/pets/checkout-url', body), undefined, shopEnv(fake));

  it('answers the Shopify cart’s checkout URL, and stores no local checkout', async () => {
    const fake = fakeShop();
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM checkout_sessions').first<{ n: number }>();
    const body = checkoutUrlBody({ discount: 'welcome20' });
    const res = await viaWorker(fake, body);
    expect(res.status).toBe(200);
    const answer = await res.json<{ checkout_url: string }>();
    expect(answer).toEqual({ checkout_url: expect.stringMatching(new RegExp(`^${STOREFRONT_URL}/checkouts/`)) });
    expect(fake.cartInputs()).toEqual([
      {
        lines: [
          { merchandiseId: `gid://shopify/ProductVariant/${body.variantId}`, sellingPlanId: `gid://shopify/SellingPlan/${body.sellingPlanId}`, quantity: 1 },
        ],
        discountCodes: ['WELCOME20'],
        buyerIdentity: { email: body.customerData.email, countryCode: 'NZ' },
      },
    ]);
    expect(frequencyOfPlan(DEMO_CATALOGUE, body.sellingPlanId)).toBe(preselectedPlan().frequency);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM checkout_sessions').first()).toEqual(before);
  });

  it('sends a campaign link’s code to the shop; one that does not apply falls back to the page’s offer, and says so', async () => {
    const fake = fakeShop({ discountCodes: [...KNOWN_DISCOUNT_CODES] });
    const res = await viaWorker(fake, checkoutUrlBody({ discount: 'spring10', pageDiscount: 'FREE7DAYTRIAL' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ discount_notice: discountNotAppliedMessage('SPRING10', 'FREE7DAYTRIAL') });
    expect(fake.cartInputs()[0]).toMatchObject({ discountCodes: ['SPRING10'] });
    expect([...fake.state.carts.values()][0]!.discountCodes).toEqual(['FREE7DAYTRIAL']);
  });
});

describe('checkout configuration', () => {
  const base = { DB: env.DB, PHOTOS: env.PHOTOS, ASSETS: env.ASSETS, RENEWALS: env.RENEWALS, WEBHOOKS: env.WEBHOOKS, APP_ENV: 'local' };
  it('is the local checkout by default', () => {
    expect(readConfig({ ...base }).checkout).toEqual({ kind: 'local' });
  });
  it('is Shopify when chosen with its URL and token', () => {
    expect(readConfig({ ...base, CHECKOUT: 'shopify', SHOPIFY_STOREFRONT_URL: `${STOREFRONT_URL}/`, SHOPIFY_STOREFRONT_TOKEN: TOKEN }).checkout).toEqual({
      kind: 'shopify',
      storefrontUrl: STOREFRONT_URL,
      storefrontToken: TOKEN,
    });
  });
  it('refuses Shopify without its URL and token, and an unknown adapter, with a readable error', () => {
    expect(() => readConfig({ ...base, CHECKOUT: 'shopify' })).toThrow(/CHECKOUT "shopify" needs SHOPIFY_STOREFRONT_URL and SHOPIFY_STOREFRONT_TOKEN/);
    expect(() => readConfig({ ...base, CHECKOUT: 'stripe' })).toThrow(/CHECKOUT: must be "local" or "shopify"/);
  });
});
