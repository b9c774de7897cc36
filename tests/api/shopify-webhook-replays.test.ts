/**
 * POST /webhooks/shopify against replays (issue 30): only the body is signed, so a captured body
 * may come back under another topic, a new webhook id, another shop's header or a future
 * X-Shopify-Triggered-At. None of those may change anything.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { MAX_ATTEMPTS } from '../../functions/shopify/clients/admin-client';
import { deleteOldDeliveriesStatements } from '../../functions/db/shopify-webhook-deliveries';
import { WEBHOOK_DEAD_LETTER_QUEUE } from '../../functions/shopify/webhooks/queue';
import { STAMP_MAX_SKEW_MS } from '../../functions/shopify/webhooks/stamps';
import { APP_SECRET, SHOP_DOMAIN, shopifyWorld } from './shopify-world';
import { lastEvent } from './subscription-helpers';
import { privacyBodies, webhookRequest, type DeliveryOptions } from './webhook-delivery';

const world = shopifyWorld();
const deliver = async (topic: string, body: unknown, opts: DeliveryOptions = {}) => world.send(await webhookRequest(topic, body, opts));

const PRIVACY_TOPICS = ['customers/data_request', 'customers/redact', 'shop/redact'] as const;

/** What a customer has with us: the counts a wrongful redaction would change. */
async function holdings(customerId: string) {
  const row = await env.DB.prepare(
    `SELECT (SELECT COUNT(*) FROM customers WHERE id = ?1) AS customer, (SELECT COUNT(*) FROM subscriptions WHERE customer_id = ?1) AS subscriptions,
       (SELECT COUNT(*) FROM sessions WHERE customer_id = ?1) AS sessions, (SELECT COUNT(*) FROM customers) AS everyone`,
  )
    .bind(customerId)
    .first<Record<string, number>>();
  return row!;
}

const stampOf = async (subscriptionId: string) =>
  (await env.DB.prepare('SELECT status, shopify_updated_at FROM subscriptions WHERE id = ?1')
    .bind(subscriptionId)
    .first<{ status: string; shopify_updated_at: string }>())!;

describe('privacy bodies replayed under another topic', () => {
  it('every privacy body re-sent under each other privacy topic, with a new webhook id, changes nothing', async () => {
    const { customerId } = await world.subscriber();
    const other = await world.subscriber();
    const bodies = {
      'customers/data_request': JSON.stringify(privacyBodies.dataRequest(customerId)),
      'customers/redact': JSON.stringify(privacyBodies.customerRedact(other.customerId, null)),
      'shop/redact': JSON.stringify(privacyBodies.shopRedact()),
    };
    // The genuine deliveries: the data request answered, the other customer redacted, shop/redact refused (still installed).
    expect((await deliver('customers/data_request', bodies['customers/data_request'])).status).toBe(200);
    expect((await deliver('customers/redact', bodies['customers/redact'])).status).toBe(200);
    expect((await deliver('shop/redact', bodies['shop/redact'])).status).toBe(409);
    const before = await holdings(customerId);
    expect(before).toMatchObject({ customer: 1, subscriptions: 1 });

    for (const [genuine, body] of Object.entries(bodies)) {
      for (const topic of PRIVACY_TOPICS.filter((t) => t !== genuine)) {
        const res = await deliver(topic, body);
        expect(res.status, `${genuine} body as ${topic}`).toBeGreaterThanOrEqual(400);
        expect(await holdings(customerId), `${genuine} body as ${topic}`).toEqual(before);
      }
    }
  });

  it('a privacy body re-sent under its own topic with a new id is a duplicate, a month later too', async () => {
    const { customerId } = await world.subscriber();
    const body = JSON.stringify(privacyBodies.customerRedact(customerId, null));
    expect(await (await deliver('customers/redact', body)).json()).toMatchObject({ status: 'processed' });
    const back = await world.subscriber(); // a customer with a new id signs up again; the old body must not touch anything
    await env.DB.batch(deleteOldDeliveriesStatements(env.DB, new Date(Date.now() + 30 * 86_400_000)));
    expect(await (await deliver('customers/redact', body)).json()).toMatchObject({ status: 'duplicate' });
    expect(await holdings(back.customerId)).toMatchObject({ customer: 1 });
  });

  it('a payload naming another shop is refused (401), whatever the header says', async () => {
    const { customerId } = await world.subscriber();
    const res = await deliver('customers/redact', privacyBodies.customerRedact(customerId, null, 'someone-else.myshopify.com'));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'unknown_shop' });
    expect(await holdings(customerId)).toMatchObject({ customer: 1, subscriptions: 1 });
  });
});

describe('COMMERCE=local with SHOPIFY_APP_SECRET (staging)', () => {
  const staging = { ...env, SHOPIFY_APP_SECRET: APP_SECRET };
  const send = async (topic: string, body: unknown, shop: string, vars: Record<string, string> = {}) =>
    app.request(await webhookRequest(topic, body, { shop }), undefined, { ...staging, ...vars });

  it('will not run without a configured shop domain, and runs privacy topics only for that shop', async () => {
    const demo = '7001000000001';
    const before = await holdings(demo);
    expect(before.customer).toBe(1);
    const unconfigured = await send('customers/redact', privacyBodies.customerRedact(demo, null, 'evil.myshopify.com'), 'evil.myshopify.com');
    expect(unconfigured.status).toBe(503);
    const other = await send('customers/redact', privacyBodies.customerRedact(demo, null, 'evil.myshopify.com'), 'evil.myshopify.com', {
      SHOPIFY_SHOP_DOMAIN: SHOP_DOMAIN,
    });
    expect(other.status).toBe(401);
    expect(await holdings(demo)).toEqual(before);
  });
});

describe('X-Shopify-Triggered-At is not signed', () => {
  it('a contract update sent with a far-future Triggered-At moves no stamp; a later genuine cancel is applied', async () => {
    const { subscriptionId, contract } = await world.subscriber();
    const replayed = { admin_graphql_api_id: contract.id, status: 'active' };
    await deliver('subscription_contracts/update', replayed, { triggeredAt: '9999-12-31T00:00:00Z' });
    // A signed updated_at from the future is capped too.
    await deliver('subscription_contracts/update', { ...replayed, updated_at: '9999-12-31T00:00:00Z' });
    expect(Date.parse((await stampOf(subscriptionId)).shopify_updated_at)).toBeLessThanOrEqual(Date.now() + STAMP_MAX_SKEW_MS);

    // Cancelled in the shop's admin two minutes later.
    contract.status = 'CANCELLED';
    contract.updatedAt = new Date(Date.now() + 2 * 60_000).toISOString();
    world.fake.webhooks.contract('subscription_contracts/cancel', contract);
    await world.flush();
    expect((await stampOf(subscriptionId)).status).toBe('CANCELLED');
  });
});

describe('slow topics fail after the 200, privacy topics before it', () => {
  it('a contract update whose Admin read fails is retried from the queue, and dead-lettered into the event log at last', async () => {
    const { subscriptionId, contract } = await world.subscriber();
    contract.status = 'PAUSED';
    contract.updatedAt = new Date().toISOString();
    world.fake.failNext(Array<number>(MAX_ATTEMPTS).fill(503)); // every attempt of the Admin read
    const res = await deliver('subscription_contracts/pause', { admin_graphql_api_id: contract.id, status: 'paused' });
    expect(await res.json()).toMatchObject({ status: 'accepted' });
    expect((await stampOf(subscriptionId)).status).toBe('ACTIVE');
    expect(world.webhookRetries).toHaveLength(1);
    await world.retryWebhooks();
    expect((await stampOf(subscriptionId)).status).toBe('PAUSED');
    expect(world.webhookRetries).toHaveLength(0);

    // One that never succeeds ends in the dead-letter queue and the subscription's log.
    world.fake.failNext(Array<number>(MAX_ATTEMPTS).fill(503));
    await deliver('subscription_contracts/update', { admin_graphql_api_id: contract.id, status: 'paused', revision_id: '99' });
    await world.retryWebhooks(WEBHOOK_DEAD_LETTER_QUEUE);
    expect(await lastEvent(subscriptionId)).toMatchObject({ action: 'webhook-dead-lettered' });
  });

  it('customers/redact that fails answers 5xx, so Shopify redelivers it, and the redelivery removes the photos too', async () => {
    const { customerId } = await world.subscriber();
    const key = `redact-retry_${customerId}.png`;
    await env.PHOTOS.put(key, new Uint8Array([137, 80, 78, 71]));
    await env.DB.prepare("INSERT INTO photos (id, customer_id, small_key, content_type, bytes, created_at) VALUES (?1, ?2, ?3, 'image/png', 4, ?4)")
      .bind(`ph_${customerId}`, customerId, key, new Date().toISOString())
      .run();
    const body = JSON.stringify(privacyBodies.customerRedact(customerId, null));
    const r2Down = { delete: () => Promise.reject(new Error('R2 unavailable')) } as unknown as R2Bucket;
    const failing = await world.send(await webhookRequest('customers/redact', body, { id: 'redact-1' }), { PHOTOS: r2Down });
    expect(failing.status).toBeGreaterThanOrEqual(500);
    const again = await deliver('customers/redact', body, { id: 'redact-1' });
    expect(await again.json()).toMatchObject({ status: 'processed' });
    expect(await holdings(customerId)).toMatchObject({ customer: 0 });
    expect(await env.PHOTOS.get(key)).toBeNull();
  });
});

// Last: it removes every customer of this file's database.
describe('app/uninstalled and shop/redact', () => {
  const tokenHeld = async () =>
    (await env.DB.prepare('SELECT access_token_enc FROM shop_installs WHERE shop_domain = ?1').bind(SHOP_DOMAIN).first<{ access_token_enc: string | null }>())
      ?.access_token_enc != null;
  const refusals = () => env.DB.prepare("SELECT detail FROM app_events WHERE kind = 'install-refused'").all<{ detail: string }>();

  it('an uninstall acts only when Shopify refuses our token; shop/redact only after it, once', async () => {
    const { customerId } = await world.subscriber();
    const body = JSON.stringify(privacyBodies.shopRedact());
    const refused = await deliver('shop/redact', body);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'app_installed' });
    expect(await deliver('app/uninstalled', privacyBodies.appUninstalled('someone-else.myshopify.com'))).toHaveProperty('status', 401);

    // A signed uninstall body (captured, replayed) while Shopify still answers our token: ignored and logged.
    expect((await deliver('app/uninstalled', privacyBodies.appUninstalled())).status).toBe(200);
    expect(await tokenHeld()).toBe(true);
    expect((await refusals()).results).toEqual([{ detail: expect.stringContaining('app/uninstalled not confirmed') }]);
    expect((await deliver('shop/redact', body)).status).toBe(409);
    expect((await holdings(customerId)).everyone).toBeGreaterThan(1);

    // The merchant uninstalls: Shopify revokes the token (401 on our next call) and sends app/uninstalled.
    world.fake.installs.uninstall();
    await world.flush();
    expect(await tokenHeld()).toBe(false);
    expect(await (await deliver('shop/redact', body)).json()).toMatchObject({ status: 'processed' });
    expect((await holdings(customerId)).everyone).toBe(0);
    // The uninstall is used up: the same body replayed with a new id, or another shop/redact, removes no one.
    // Installed again (the uninstall deleted the tokens): a later subscriber, and shop/redact still refused.
    await world.install();
    const next = await world.subscriber();
    expect(await (await deliver('shop/redact', body)).json()).toMatchObject({ status: 'duplicate' });
    expect((await deliver('shop/redact', { ...privacyBodies.shopRedact(), shop_id: 2 })).status).toBe(409);
    expect(await holdings(next.customerId)).toMatchObject({ customer: 1 });
  });
});
