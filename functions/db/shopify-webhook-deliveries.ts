/** Webhook deliveries already taken (X-Shopify-Webhook-Id): Shopify delivers at least once. */

/** True for the first delivery of `webhookId`; false for a repeat. */
export async function claimDelivery(db: D1Database, webhookId: string, topic: string, now: Date): Promise<boolean> {
  const res = await db
    .prepare('INSERT INTO shopify_webhook_deliveries (webhook_id, topic, received_at) VALUES (?1, ?2, ?3) ON CONFLICT (webhook_id) DO NOTHING')
    .bind(webhookId, topic, now.toISOString())
    .run();
  return res.meta.changes > 0;
}

/** Forgets a delivery whose processing failed, so Shopify's (or a manual) redelivery runs it again. */
export async function releaseDelivery(db: D1Database, webhookId: string): Promise<void> {
  await db.prepare('DELETE FROM shopify_webhook_deliveries WHERE webhook_id = ?1').bind(webhookId).run();
}

/** Deliveries older than a week can no longer be redelivered (Shopify retries for 48 hours). */
export function deleteOldDeliveriesStatement(db: D1Database, now: Date): D1PreparedStatement {
  return db.prepare("DELETE FROM shopify_webhook_deliveries WHERE received_at < strftime('%Y-%m-%dT%H:%M:%fZ', ?1, '-7 days')").bind(now.toISOString());
}
