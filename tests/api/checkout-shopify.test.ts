import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../../functions/app';
import { shopifyCheckout, STOREFRONT_API_VERSION, CHECKOUT_UNAVAILABLE_MESSAGE } from '../../functions/checkout/shopify';
import { readConfig } from '../../functions/env';
import { KIBBLES, frequencyOfSellingPlan } from '../../src/domain/catalogue';
import { KNOWN_DISCOUNT_CODES } from '../../src/domain/trial';
import { createFakeStorefront, trialCartInput } from '../fakes/storefront';
import { CHICKEN, LAMB, checkoutUrlBody, postJson, preselectedPlan } from './trial-factories';

const STOREFRONT_URL = 'https://furbaby-test.myshopify.com';
const TOKEN = 'shpat_test_private_storefront_token';

function fakeStorefront() {
  return createFakeStorefront({
    token: TOKEN,
    apiVersion: STOREFRONT_API_VERSION,
    variants: KIBBLES.flatMap((k) => k.variants.map((v) => v.id)),
    discountCodes: KNOWN_DISCOUNT_CODES,
  });
}

/** The Worker with CHECKOUT=shopify: the app called directly with its own bindings. */
const shopifyEnv = { ...env, CHECKOUT: 'shopify', SHOPIFY_STOREFRONT_URL: `${STOREFRONT_URL}/`, SHOPIFY_STOREFRONT_TOKEN: TOKEN };
const viaWorker = (body: unknown) => app.request(postJson('/api/pets/checkout-url', body), undefined, shopifyEnv);

function request(product = LAMB, discountCode = 'FREE7DAYTRIAL', email: string | null = 'aroha@example.com') {
  const plan = preselectedPlan(product);
  return {
    product,
    variant: product.variants.find((v) => v.id === plan.variantId)!,
    sellingPlanId: plan.selling_plan_id,
    frequencyDays: plan.frequency,
    discountCode,
    customerData: email ? { name: 'Aroha Smith', email, firstname: '', lastname: '' } : null,
    quantity: 1 as const,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the Shopify checkout adapter against a fake Storefront endpoint', () => {
  it('creates a cart with the variant, its selling plan, the discount and the buyer’s e-mail, and answers its checkoutUrl', async () => {
    const fake = fakeStorefront();
    const gateway = shopifyCheckout({ storefrontUrl: STOREFRONT_URL, storefrontToken: TOKEN }, fake.fetch);
    const { url } = await gateway.createCheckout(request());
    expect(url).toMatch(/^https:\/\/furbaby-test\.myshopify\.com\/cart\/c\//);
    expect(fake.requests).toHaveLength(1);
    const plan = preselectedPlan(LAMB);
    expect(fake.requests[0]).toEqual({ token: TOKEN, input: trialCartInput(plan, 'aroha@example.com') });
  });

  it('leaves the buyer out when no e-mail is known', async () => {
    const fake = fakeStorefront();
    await shopifyCheckout({ storefrontUrl: STOREFRONT_URL, storefrontToken: TOKEN }, fake.fetch).createCheckout(request(CHICKEN, 'WELCOME20', null));
    expect(fake.requests[0]!.input).not.toHaveProperty('buyerIdentity');
    expect(fake.requests[0]!.input.discountCodes).toEqual(['WELCOME20']);
  });

  it('passes the shop’s refusal on as 422 with its reason', async () => {
    const fake = createFakeStorefront({ token: TOKEN, apiVersion: STOREFRONT_API_VERSION, variants: [], discountCodes: [] });
    const gateway = shopifyCheckout({ storefrontUrl: STOREFRONT_URL, storefrontToken: TOKEN }, fake.fetch);
    await expect(gateway.createCheckout(request())).rejects.toMatchObject({
      status: 422,
      code: 'checkout_refused',
      message: expect.stringContaining('does not exist'),
    });
  });

  it('answers 502 when the Storefront refuses the token, fails, or is unreachable', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrongToken = shopifyCheckout({ storefrontUrl: STOREFRONT_URL, storefrontToken: 'wrong' }, fakeStorefront().fetch);
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
  it('answers the Shopify cart’s checkout URL, and stores no local checkout', async () => {
    const fake = fakeStorefront();
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      expect(url.origin).toBe(STOREFRONT_URL);
      return fake.fetch(input, init);
    });
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM checkout_sessions').first<{ n: number }>();
    const body = checkoutUrlBody({ discount: 'welcome20' });
    const res = await viaWorker(body);
    expect(res.status).toBe(200);
    const { checkout_url } = await res.json<{ checkout_url: string }>();
    expect(checkout_url).toMatch(/^https:\/\/furbaby-test\.myshopify\.com\/cart\/c\//);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(fake.requests[0]!.input).toMatchObject({
      lines: [
        { merchandiseId: `gid://shopify/ProductVariant/${body.variantId}`, sellingPlanId: `gid://shopify/SellingPlan/${body.sellingPlanId}`, quantity: 1 },
      ],
      discountCodes: ['WELCOME20'],
      buyerIdentity: { email: body.customerData.email },
    });
    expect(frequencyOfSellingPlan(body.sellingPlanId)).toBe(preselectedPlan().frequency);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM checkout_sessions').first()).toEqual(before);
  });

  it('checks the request before calling the shop: unknown codes never reach the Storefront', async () => {
    const spy = vi.spyOn(globalThis, 'fetch');
    const res = await viaWorker(checkoutUrlBody({ discount: 'SPRING10' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'unknown_discount_code' });
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('checkout configuration', () => {
  const base = { DB: env.DB, PHOTOS: env.PHOTOS, ASSETS: env.ASSETS, APP_ENV: 'local' };
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
