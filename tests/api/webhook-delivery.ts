/**
 * A webhook as Shopify's delivery (or a replay of one) reaches POST /webhooks/shopify: the raw
 * body signed with the app secret, and the headers Shopify sets, which anyone can set.
 */
import { BASE } from './auth-helpers';
import { shopifySignature } from '../fakes/shopify/webhooks';
import { APP_SECRET, SHOP_DOMAIN } from './shopify-world';

export interface DeliveryOptions {
  id?: string;
  secret?: string;
  signature?: string;
  triggeredAt?: string;
  shop?: string;
}

/** The request of one delivery of `body` (a payload, or the exact raw text) under `topic`. */
export async function webhookRequest(topic: string, body: unknown, opts: DeliveryOptions = {}): Promise<Request> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-shopify-topic': topic,
    'x-shopify-hmac-sha256': opts.signature ?? (await shopifySignature(opts.secret ?? APP_SECRET, raw)),
    'x-shopify-shop-domain': opts.shop ?? SHOP_DOMAIN,
    'x-shopify-webhook-id': opts.id ?? crypto.randomUUID(),
    ...(opts.triggeredAt ? { 'x-shopify-triggered-at': opts.triggeredAt } : {}),
  };
  return new Request(`${BASE}/webhooks/shopify`, { method: 'POST', headers, body: raw });
}

/** Shopify's privacy payloads (https://shopify.dev/docs/apps/build/compliance/privacy-law-compliance). */
export const privacyBodies = {
  dataRequest: (customerId: string, requestId = 9, shop = SHOP_DOMAIN) => ({
    shop_id: 1,
    shop_domain: shop,
    orders_requested: [],
    customer: { id: Number(customerId), email: null, phone: null },
    data_request: { id: requestId },
  }),
  customerRedact: (customerId: string, email: string | null, shop = SHOP_DOMAIN) => ({
    shop_id: 1,
    shop_domain: shop,
    customer: { id: Number(customerId), email, phone: null },
    orders_to_redact: [],
  }),
  shopRedact: (shop = SHOP_DOMAIN) => ({ shop_id: 1, shop_domain: shop }),
  appUninstalled: (shop = SHOP_DOMAIN) => ({ id: 1, name: 'Furbaby', domain: 'furbaby.co.nz', myshopify_domain: shop, updated_at: new Date().toISOString() }),
};
