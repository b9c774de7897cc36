/**
 * The Shopify checkout adapter over real HTTP: the fake Shopify (tests/fakes/shopify, on
 * Shopify's published schemas) served on loopback, the adapter with the platform's own fetch.
 * Runs in Node.
 */
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopifyCheckout } from '../../functions/shopify/checkout/cart-checkout';
import { STOREFRONT_API_VERSION } from '../../functions/shopify/operations/storefront';
import { createFakeShopify } from '../fakes/shopify';
import { trialCartInput } from '../fakes/shopify/cart-input';
import { introspectionText } from '../fakes/shopify/schema-files';
import { buildRecommendations } from '../../src/domain/recommendations';
import { recommendedPlan } from '../../src/domain/plans';
import { KNOWN_DISCOUNT_CODES } from '../../src/domain/trial';

const TOKEN = 'shpat_loopback_private_token';
const fake = createFakeShopify({
  adminSchema: introspectionText('admin'),
  storefrontSchema: introspectionText('storefront-graphql'),
  apiVersion: STOREFRONT_API_VERSION,
  shopDomain: 'furbaby-test.myshopify.com',
  storefrontToken: TOKEN,
  variants: DEMO_CATALOGUE.kibbles.flatMap((k) => k.variants.map((v) => v.id)),
  discountCodes: KNOWN_DISCOUNT_CODES,
});

let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
      const request = new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
      });
      void fake.fetch(request).then(async (answer) => {
        res.writeHead(answer.status, Object.fromEntries(answer.headers));
        res.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const lamb = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Lamb')!;
const plan = recommendedPlan(buildRecommendations([{ weight: 12 }], DEMO_CATALOGUE, { products: [lamb] })[0]!.plans)!;
const request = {
  product: lamb,
  variant: lamb.variants.find((v) => v.id === plan.variantId)!,
  sellingPlanId: plan.selling_plan_id,
  frequencyDays: plan.frequency,
  discountCode: 'FREE7DAYTRIAL',
  fallbackDiscountCode: 'FREE7DAYTRIAL',
  customerData: { name: 'Aroha Smith', email: 'aroha@example.com', firstname: 'Aroha', lastname: 'Smith' },
  quantity: 1 as const,
  attribution: null,
  visitId: null,
  pets: [],
};

describe('the Shopify adapter against the fake Storefront on loopback', () => {
  it('sends the cartCreate the Storefront expects and answers its checkout URL', async () => {
    const { url } = await shopifyCheckout({ storefrontUrl: origin, storefrontToken: TOKEN }).createCheckout(request);
    expect(url).toMatch(/^https:\/\/furbaby-test\.myshopify\.com\/checkouts\//);
    expect(fake.cartInputs().at(-1)).toEqual(trialCartInput(plan, 'aroha@example.com'));
    expect(fake.rejected).toEqual([]);
  });

  it('is refused with a wrong token (502 for the visitor, nothing recorded)', async () => {
    const before = fake.cartInputs().length;
    const original = console.error;
    console.error = () => {};
    try {
      await expect(shopifyCheckout({ storefrontUrl: origin, storefrontToken: 'wrong' }).createCheckout(request)).rejects.toMatchObject({ status: 502 });
    } finally {
      console.error = original;
    }
    expect(fake.cartInputs().length).toBe(before);
  });
});
