/**
 * Webhook deliveries already taken. Shopify delivers at least once (same X-Shopify-Webhook-Id),
 * and only the body is signed: a captured body re-sent with a new id and another topic is
 * known by its hash (migrations/0014). A delivery is new only when both its id and its body are.
 */
import { sha256Hex } from '../lib/ids';

/** Topics whose bodies are known across each other: a privacy body re-sent under another privacy topic is a replay. */
export const PRIVACY_TOPICS = new Set(['customers/redact', 'customers/data_request', 'shop/redact', 'app/uninstalled']);
/**
 * Of those, the ones remembered for good: a replay years later is still one. Not shop/redact:
 * its body is the same for every uninstall of the shop, and the uninstall record it consumes
 * already makes it act once (functions/shopify/webhooks/uninstall.ts).
 */
const KEPT_TOPICS = new Set(['customers/redact', 'customers/data_request', 'app/uninstalled']);

export interface Delivery {
  webhookId: string;
  topic: string;
  body: ArrayBuffer;
}

async function bodyKeyOf(d: Delivery): Promise<string> {
  const text = new TextDecoder().decode(d.body);
  return PRIVACY_TOPICS.has(d.topic) ? sha256Hex(`privacy\n${text}`) : sha256Hex(`${d.topic}\n${text}`);
}

/** True for the first delivery of this id and body; false for a repeat of either. One batch decides. */
export async function claimDelivery(db: D1Database, d: Delivery, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const [, delivery] = await db.batch([
    db
      .prepare(
        `INSERT INTO shopify_webhook_bodies (body_key, topic, received_at, kept)
         SELECT ?1, ?2, ?3, ?4 WHERE NOT EXISTS (SELECT 1 FROM shopify_webhook_deliveries WHERE webhook_id = ?5)
         ON CONFLICT (body_key) DO NOTHING`,
      )
      .bind(await bodyKeyOf(d), d.topic, at, KEPT_TOPICS.has(d.topic) ? 1 : 0, d.webhookId),
    // changes(): the body row above was new (and so was the id).
    db
      .prepare(
        'INSERT INTO shopify_webhook_deliveries (webhook_id, topic, received_at) SELECT ?1, ?2, ?3 WHERE changes() > 0 ON CONFLICT (webhook_id) DO NOTHING',
      )
      .bind(d.webhookId, d.topic, at),
  ]);
  return delivery!.meta.changes > 0;
}

/** Forgets a delivery whose processing failed (or was refused), so Shopify's redelivery runs it again. */
export async function releaseDelivery(db: D1Database, d: Delivery): Promise<void> {
  await db.batch([
    db.prepare('DELETE FROM shopify_webhook_deliveries WHERE webhook_id = ?1').bind(d.webhookId),
    db.prepare('DELETE FROM shopify_webhook_bodies WHERE body_key = ?1').bind(await bodyKeyOf(d)),
  ]);
}

/** Deliveries older than a week can no longer be redelivered (Shopify retries for 48 hours); privacy bodies stay. */
export function deleteOldDeliveriesStatements(db: D1Database, now: Date): D1PreparedStatement[] {
  const weekAgo = "strftime('%Y-%m-%dT%H:%M:%fZ', ?1, '-7 days')";
  return [
    db.prepare(`DELETE FROM shopify_webhook_deliveries WHERE received_at < ${weekAgo}`).bind(now.toISOString()),
    db.prepare(`DELETE FROM shopify_webhook_bodies WHERE kept = 0 AND received_at < ${weekAgo}`).bind(now.toISOString()),
  ];
}
