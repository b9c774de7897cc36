/**
 * POST /webhooks/shopify: Shopify's webhooks, as Shopify sends them. Only the raw body is
 * signed (X-Shopify-Hmac-Sha256, base64 HMAC-SHA256 with the app secret; anything else is 401);
 * every other header is the sender's to choose, so none decides more than it must:
 * - the shop: the X-Shopify-Shop-Domain header and the payload's own shop must both be the
 *   configured shop (401 otherwise);
 * - the topic picks the handler, and the payload must match that topic's schema (400): the
 *   privacy topics' payloads tell them apart;
 * - a delivery is processed once: its X-Shopify-Webhook-Id and its body (a hash) are both new,
 *   privacy bodies remembered for good (functions/db/shopify-webhook-deliveries.ts);
 * - no handler reads X-Shopify-Triggered-At: stamps come from signed payloads or the Admin API.
 * Privacy topics run before the answer (a failure is a 5xx Shopify redelivers); the slow ones
 * go on the webhook queue before the 200 (functions/shopify/webhooks/queue.ts). A topic we do
 * not handle, or one for the Shopify back end while COMMERCE=local, is answered 200 and ignored.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { ApiError, notFound } from '../lib/errors';
import { claimDelivery, releaseDelivery, type Delivery } from '../db/shopify-webhook-deliveries';
import { isSignedByShopify } from '../shopify/webhooks/verify';
import { shopNamedBy } from '../shopify/webhooks/payloads';
import { logAppEvent } from '../db/shop-installs';
import { TOPICS } from '../shopify/webhooks/topics';
import { issuesOf } from '../lib/validate';

const Headers = v.object({
  topic: v.pipe(v.string(), v.regex(/^[a-z_]+\/[a-z_]+$/, 'X-Shopify-Topic is missing or malformed')),
  webhookId: v.pipe(v.string(), v.minLength(1, 'X-Shopify-Webhook-Id is missing'), v.maxLength(100)),
  shopDomain: v.pipe(v.string(), v.minLength(1, 'X-Shopify-Shop-Domain is missing'), v.toLowerCase()),
});

const otherShop = () => new ApiError(401, 'unknown_shop', 'This webhook is for another shop.');

export const shopifyWebhooks = new Hono<AppEnv>().post('/', async (c) => {
  const config = c.get('config');
  const secret = config.commerce.kind === 'shopify' ? config.commerce.appSecret : config.shopifyAppSecret;
  // readConfig sets the shop whenever it sets the secret.
  const shop = config.shopifyShopDomain;
  if (!secret || !shop) throw notFound('Shopify webhooks are not configured.');
  const raw = await c.req.arrayBuffer();
  if (!(await isSignedByShopify(secret, raw, c.req.raw))) {
    throw new ApiError(401, 'invalid_signature', 'The webhook signature does not match.');
  }
  const headers = v.safeParse(Headers, {
    topic: c.req.header('x-shopify-topic') ?? '',
    webhookId: c.req.header('x-shopify-webhook-id') ?? '',
    shopDomain: c.req.header('x-shopify-shop-domain') ?? '',
  });
  if (!headers.success) throw new ApiError(400, 'invalid_webhook', headers.issues[0].message);
  const { topic, webhookId, shopDomain } = headers.output;
  // Signed with our app's secret, so Shopify sent it: another shop has the app. Refused and logged.
  const refuseOtherShop = async (named: string) => {
    await logAppEvent(c.env.DB, 'foreign-shop', named.slice(0, 255), `${topic} webhook for another shop: refused`, new Date());
    return otherShop();
  };
  if (shopDomain !== shop) throw await refuseOtherShop(shopDomain);
  const handler = TOPICS[topic];
  if (!handler || (handler.commerce && config.commerce.kind !== 'shopify')) return c.json({ status: 'ignored', topic });

  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new ApiError(400, 'malformed_request', 'The webhook body is not JSON.');
  }
  const payload = v.safeParse(handler.schema, json);
  if (!payload.success) throw new ApiError(400, 'invalid_webhook', `The ${topic} payload does not match.`, issuesOf(payload.issues));
  const named = shopNamedBy(json);
  if (named !== null && named !== shop) throw await refuseOtherShop(named);

  const db = c.env.DB;
  const now = new Date();
  const delivery: Delivery = { webhookId, topic, body: raw };
  if (!(await claimDelivery(db, delivery, now))) return c.json({ status: 'duplicate', topic });
  try {
    if (handler.slow) {
      await c.env.WEBHOOKS.send({ topic, webhookId, payload: json });
      return c.json({ status: 'accepted', topic });
    }
    console.log(`shopify webhook ${topic} ${webhookId}: ${await handler.run({ env: c.env, config, now }, payload.output)}`);
    return c.json({ status: 'processed', topic });
  } catch (err) {
    // A signed payload our constraints refuse would fail the same way on every retry: logged, answered 200.
    if (err instanceof Error && /constraint failed/i.test(err.message)) {
      console.error(`shopify webhook ${topic} ${webhookId} not applied`, err.message);
      return c.json({ status: 'not-applied', topic });
    }
    // Not processed (or refused): a redelivery of the same id must run it again.
    await releaseDelivery(db, delivery);
    throw err;
  }
});
