/**
 * POST /webhooks/shopify: Shopify's webhooks, as Shopify sends them. The raw body must carry
 * X-Shopify-Hmac-Sha256 (base64 HMAC-SHA256 with the app secret; anything else is 401); a
 * delivery (X-Shopify-Webhook-Id) is processed once; the topic's payload is validated (400 when
 * it does not match) and handled by functions/shopify/webhooks/topics.ts, slow ones after the
 * answer. A topic we do not handle, or one for the Shopify back end while COMMERCE=local, is
 * answered 200 and ignored, so Shopify does not retry it.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../env';
import { ApiError, notFound } from '../lib/errors';
import { claimDelivery, releaseDelivery } from '../db/shopify-webhook-deliveries';
import { isSignedByShopify } from '../shopify/webhooks/verify';
import { TOPICS, type TopicContext } from '../shopify/webhooks/topics';
import { issuesOf } from '../lib/validate';

const Headers = v.object({
  topic: v.pipe(v.string(), v.regex(/^[a-z_]+\/[a-z_]+$/, 'X-Shopify-Topic is missing or malformed')),
  webhookId: v.pipe(v.string(), v.minLength(1, 'X-Shopify-Webhook-Id is missing'), v.maxLength(100)),
  shopDomain: v.pipe(v.string(), v.minLength(1, 'X-Shopify-Shop-Domain is missing')),
});

export const shopifyWebhooks = new Hono<AppEnv>().post('/', async (c) => {
  const config = c.var.config;
  const secret = config.commerce.kind === 'shopify' ? config.commerce.appSecret : config.shopifyAppSecret;
  if (!secret) throw notFound('Shopify webhooks are not configured.');
  const raw = await c.req.arrayBuffer();
  if (!(await isSignedByShopify(secret, raw, c.req.header('x-shopify-hmac-sha256')))) {
    throw new ApiError(401, 'invalid_signature', 'The webhook signature does not match.');
  }
  const headers = v.safeParse(Headers, {
    topic: c.req.header('x-shopify-topic') ?? '',
    webhookId: c.req.header('x-shopify-webhook-id') ?? '',
    shopDomain: c.req.header('x-shopify-shop-domain') ?? '',
  });
  if (!headers.success) throw new ApiError(400, 'invalid_webhook', headers.issues[0].message);
  const { topic, webhookId, shopDomain } = headers.output;
  if (config.commerce.kind === 'shopify' && shopDomain !== config.commerce.shopDomain) {
    throw new ApiError(401, 'unknown_shop', 'This webhook is for another shop.');
  }
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

  const db = c.env.DB;
  const now = new Date();
  if (!(await claimDelivery(db, webhookId, topic, now))) return c.json({ status: 'duplicate', topic });
  const ctx: TopicContext = { env: c.env, config, triggeredAt: c.req.header('x-shopify-triggered-at') ?? null, now };
  const run = async () => {
    try {
      const outcome = await handler.run(ctx, payload.output);
      console.log(`shopify webhook ${topic} ${webhookId}: ${outcome}`);
    } catch (err) {
      // Not processed: a redelivery of the same id must run it again.
      await releaseDelivery(db, webhookId);
      throw err;
    }
  };
  if (!handler.slow) {
    await run();
    return c.json({ status: 'processed', topic });
  }
  c.executionCtx.waitUntil(run().catch((err) => console.error(`shopify webhook ${topic} ${webhookId} failed`, err)));
  return c.json({ status: 'accepted', topic });
});
