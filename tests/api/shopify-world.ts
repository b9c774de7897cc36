/**
 * The product in Shopify mode (COMMERCE=shopify) against the fake Shopify, in this isolate:
 *
 *   const world = shopifyWorld();
 *   const { subscriptionId, contract, session } = await world.subscriber();
 *   await world.call(session, 'POST', `/subscriptions/${subscriptionId}/pause`, { days: null });
 *   expect(contract.status).toBe('PAUSED'); // what reached the shop
 *
 * Webhooks the fake sends are delivered to the app by `world.flush()`; the app reaches the fake
 * through its SHOPIFY_NETWORK binding. Before the file's tests the app is installed into the fake
 * shop through Shopify's exchange (`world.install()`): no token is preset anywhere. What the app
 * puts on its webhook queue is handed to the Worker's queue handler as soon as the request is
 * answered, as Cloudflare would deliver it; messages it asks to retry wait in
 * `world.webhookRetries` until `world.retryWebhooks()`.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, beforeAll, expect } from 'vitest';
import { LOCAL_APP, LOCAL_STOREFRONT_TOKEN } from '../../functions/config/local-secrets';
import { APP_SCOPES } from '../../functions/config/app-scopes';
import app from '../../functions/app';
import worker from '../../functions/index';
import { WEBHOOK_QUEUE, type WebhookMessage } from '../../functions/shopify/webhooks/queue';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { currentCatalogue } from '../../functions/catalogue/reader';
import { findKibbleVariant } from '../../src/domain/catalogue';
import { renewalPriceCents } from '../../src/domain/money';
import { createFakeShopify } from '../fakes/shopify';
import type { SeedName, ShopSeed } from '../fakes/shopify/shop-seeds';
import { checkAnswer, operationOf } from './contract-check';
import { BASE, dashboardRequest, loginAs, type Session } from './subscription-helpers';

export const SHOP_DOMAIN = 'furbaby-test.myshopify.com';
/** The one local app (functions/config/local-secrets.ts), installed on the test shop. */
export const APP_SECRET = LOCAL_APP.secret;

export const SHOPIFY_VARS = {
  COMMERCE: 'shopify',
  CHECKOUT: 'shopify',
  SHOPIFY_STOREFRONT_URL: `https://${SHOP_DOMAIN}`,
  SHOPIFY_STOREFRONT_TOKEN: LOCAL_STOREFRONT_TOKEN,
  SHOPIFY_CLIENT_ID: LOCAL_APP.clientId,
  SHOPIFY_APP_SECRET: APP_SECRET,
} as const;

let people = 0;

/**
 * `shop`: the fake shop's own catalogue (tests/fakes/shopify/shop-seeds.ts; `default` unless given),
 * which the app syncs on install.
 */
export function shopifyWorld(given: { shop?: SeedName | ShopSeed } = {}) {
  const opts = { shop: given.shop ?? 'default' };
  const worldOpts = opts;
  const fake = createFakeShopify({
    adminSchema: env.TEST_SHOPIFY_ADMIN_SCHEMA,
    storefrontSchema: env.TEST_SHOPIFY_STOREFRONT_SCHEMA,
    customerSchema: env.TEST_SHOPIFY_CUSTOMER_SCHEMA,
    apiVersion: '2026-10',
    shopDomain: SHOP_DOMAIN,
    storefrontToken: SHOPIFY_VARS.SHOPIFY_STOREFRONT_TOKEN,
    app: {
      clientId: SHOPIFY_VARS.SHOPIFY_CLIENT_ID,
      appSecret: APP_SECRET,
      appUrl: `${BASE}/shopify/app`,
      redirectUrls: [`${BASE}/shopify/auth/callback`],
      scopes: APP_SCOPES,
    },
    webhookUrl: `${BASE}/webhooks/shopify`,
    deliver: (req) => send(req),
    treatsCollection: 'treats',
    discountCodes: ['FREE7DAYTRIAL', 'WELCOME20'],
    shop: opts.shop,
  });
  const queued: { body: WebhookMessage; attempts: number }[] = [];
  const webhookRetries: { body: WebhookMessage; attempts: number }[] = [];
  const webhookQueue = { send: async (body: WebhookMessage) => void queued.push({ body, attempts: 1 }) } as unknown as Queue<WebhookMessage>;
  const contractMismatches: string[] = [];
  const shopEnv = { ...env, ...SHOPIFY_VARS, SHOPIFY_NETWORK: { fetch: fake.fetch } as unknown as Fetcher, WEBHOOKS: webhookQueue };

  /** Hands the queued webhook messages to the Worker's queue handler; keeps those it retries. */
  async function drainWebhooks(queue = WEBHOOK_QUEUE) {
    const messages = queued.splice(0);
    if (messages.length === 0) return;
    const batch = createMessageBatch<WebhookMessage>(
      queue,
      messages.map((m, i) => ({ id: `wh-${i}`, timestamp: new Date(), attempts: m.attempts, body: m.body })),
    );
    const ctx = createExecutionContext();
    await worker.queue(batch as MessageBatch<unknown>, shopEnv);
    const result = await getQueueResult(batch, ctx);
    for (const r of result.retryMessages) {
      const m = messages[Number(r.msgId.slice(3))]!;
      webhookRetries.push({ body: m.body, attempts: m.attempts + 1 });
    }
  }

  /** A request to the app in Shopify mode (with `vars` over its settings), waiting for its after-answer work and queued webhooks too. */
  async function send(req: Request, vars: Partial<Record<keyof typeof shopEnv, unknown>> = {}): Promise<Response> {
    const ctx = createExecutionContext();
    const res = await app.fetch(req, Object.keys(vars).length > 0 ? { ...shopEnv, ...vars } : shopEnv, ctx);
    await waitOnExecutionContext(ctx);
    // Shopify mode answers as the API contract documents, as local mode does (tests/api/contract.test.ts).
    const op = operationOf(req.method, req.url);
    const mismatch = op && (await checkAnswer(op, res));
    if (mismatch) contractMismatches.push(`${req.method} ${new URL(req.url).pathname}: ${mismatch}`);
    await drainWebhooks();
    return res;
  }

  /**
   * The shop owner installs the app (Shopify-managed installation), Shopify opens our app URL,
   * the browser goes to Shopify's authorize page and back to our callback with the code, which
   * the app exchanges for the shop's token. Answers each step's response.
   */
  async function install(opts: { cookie?: (cookie: string) => string } = {}) {
    const appUrl = await fake.installs.install();
    const app = await send(new Request(appUrl));
    const cookie = (app.headers.get('set-cookie') ?? '').split(';')[0]!;
    const authorize = await fake.fetch(app.headers.get('location') ?? `${BASE}/no-redirect`);
    const callbackUrl = authorize.headers.get('location') ?? `${BASE}/no-redirect`;
    const callback = await send(new Request(callbackUrl, { headers: { cookie: opts.cookie ? opts.cookie(cookie) : cookie } }));
    return { app, authorize, callbackUrl, callback, cookie };
  }

  beforeAll(async () => {
    const { callback } = await install();
    expect(callback.status).toBe(200);
  });

  // No operation of ours may be one Shopify would reject.
  afterEach(() => {
    expect(fake.rejected).toEqual([]);
    expect(contractMismatches.splice(0), 'answers in Shopify mode that depart from the API contract').toEqual([]);
  });

  return {
    install,
    fake,
    env: shopEnv,
    send,
    webhookRetries,
    /** Delivers the webhook messages waiting for a retry (to `queue`: the dead-letter queue after the last). */
    async retryWebhooks(queue = WEBHOOK_QUEUE) {
      queued.push(...webhookRetries.splice(0));
      await drainWebhooks(queue);
    },
    /** Delivers the fake shop's queued webhooks; every one must be accepted. */
    async flush() {
      const results = await fake.flushWebhooks();
      for (const r of results) expect(r, r.topic).toMatchObject({ status: 200 });
      return results;
    },
    call(session: Session | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
      return send(dashboardRequest(session, method, path, body, headers));
    },
    /**
     * A new shop customer with an ACTIVE contract for Chicken 15 kg every 28 days, mirrored
     * through subscription_contracts/create as a shop with subscribers sends it, and logged in.
     */
    async subscriber(opts: { nextInDays?: number } = {}) {
      people += 1;
      // A seeded shop's own recipe and largest bag, as the app synced them; the demo shop's Chicken 15 kg otherwise.
      const synced = worldOpts.shop ? (await currentCatalogue(env.DB)).kibbles[0] : undefined;
      const { product, variant } = synced ? { product: synced, variant: synced.variants.at(-1)! } : findKibbleVariant(DEMO_CATALOGUE, '47100000000103')!;
      const next = new Date(Date.now() + (opts.nextInDays ?? 10) * 86_400_000);
      const contract = fake.addContract({
        customer: { email: `shopper${people}.${Date.now()}@example.com`, firstName: 'Kiri', lastName: 'Walker' },
        status: 'ACTIVE',
        nextBillingDate: next.toISOString(),
        intervalCount: 28,
        address: {
          firstName: 'Kiri',
          lastName: 'Walker',
          address1: '5 Queen Street',
          address2: '',
          city: 'Auckland',
          province: 'Auckland',
          zip: '1010',
          country: 'New Zealand',
        },
        lines: [
          {
            variantId: `gid://shopify/ProductVariant/${variant.id}`,
            productId: `gid://shopify/Product/${product.id}`,
            title: `${product.title} ${variant.bagSizeKg}kg`,
            sku: variant.sku,
            quantity: 1,
            price: (renewalPriceCents(variant.priceCents) / 100).toFixed(2),
          },
        ],
      });
      fake.webhooks.contract('subscription_contracts/create', contract);
      await this.flush();
      const row = await env.DB.prepare('SELECT id, customer_id FROM subscriptions WHERE shopify_contract_id = ?1')
        .bind(contract.id)
        .first<{ id: string; customer_id: string }>();
      if (!row) throw new Error('the contract was not mirrored');
      const session = await loginAs(row.customer_id);
      return { subscriptionId: row.id, customerId: row.customer_id, contract, session };
    },
  };
}
