/**
 * Orders as the shop's order webhooks mirror them (COMMERCE=shopify): found by Shopify's order
 * id, their statuses and tracking, the visit their cart named, and the subscription a checkout's
 * order belongs to. Only a newer state is written: `stamp` against the row's shopify_updated_at.
 */

type FinancialStatus = 'paid' | 'pending' | 'refunded' | 'voided';
type FulfillmentStatus = 'pending' | 'processing' | 'fulfilled';

/** The order mirroring Shopify's `shopifyOrderId` (gid://shopify/Order/…), or null. */
export function findShopOrder(db: D1Database, shopifyOrderId: string): Promise<{ id: string; shopify_updated_at: string | null } | null> {
  return db
    .prepare('SELECT id, shopify_updated_at FROM orders WHERE shopify_order_id = ?1')
    .bind(shopifyOrderId)
    .first<{ id: string; shopify_updated_at: string | null }>();
}

/** A known order's newer statuses (no change when `stamp` is not newer: meta.changes says which). */
export function updateShopOrderStatusStatement(
  db: D1Database,
  id: string,
  stamp: string,
  financial: FinancialStatus,
  fulfillment: FulfillmentStatus,
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET financial_status = ?3, fulfillment_status = ?4, shopify_updated_at = ?2
           WHERE id = ?1 AND (shopify_updated_at IS NULL OR shopify_updated_at < ?2)`,
    )
    .bind(id, stamp, financial, fulfillment);
}

export interface ShopOrderLink {
  shopifyOrderId: string;
  stamp: string;
  financial: FinancialStatus;
  fulfillment: FulfillmentStatus;
  discountCode: string | null;
}

/** An order we just created from the shop's (insertOrderStatements) takes the shop's id and state. */
export function linkNewShopOrderStatement(db: D1Database, orderId: string, o: ShopOrderLink): D1PreparedStatement {
  return db
    .prepare(
      'UPDATE orders SET shopify_order_id = ?2, shopify_updated_at = ?3, financial_status = ?4, fulfillment_status = ?5, discount_code = ?6 WHERE id = ?1',
    )
    .bind(orderId, o.shopifyOrderId, o.stamp, o.financial, o.fulfillment, o.discountCode);
}

/** The order has shipped. */
export function markFulfilledStatement(db: D1Database, orderId: string): D1PreparedStatement {
  return db.prepare("UPDATE orders SET fulfillment_status = 'fulfilled' WHERE id = ?1").bind(orderId);
}

export interface Tracking {
  tracking_company?: string | null;
  tracking_number?: string | null;
  tracking_url?: string | null;
}

/** The order's tracking (one per order: a later fulfilment's replaces it). */
export function orderTrackingStatement(db: D1Database, orderId: string, t: Tracking): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO order_tracking (order_id, tracking_company, tracking_number, tracking_url) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (order_id) DO UPDATE SET tracking_company = excluded.tracking_company, tracking_number = excluded.tracking_number,
         tracking_url = excluded.tracking_url`,
    )
    .bind(orderId, t.tracking_company ?? '', t.tracking_number ?? '', t.tracking_url ?? '');
}

/** The order's attribution and its visit id, kept only if our checkout started that visit (migration 0021). */
export function setOrderVisitStatement(db: D1Database, orderId: string, attribution: string | null, visitId: string | null): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET attribution = ?2,
         visit_id = (SELECT ?3 WHERE EXISTS (SELECT 1 FROM funnel_events WHERE visit_id = ?3 AND name = 'checkout_started' AND writer = 'server'))
       WHERE id = ?1`,
    )
    .bind(orderId, attribution, visitId);
}

/** The checkout's order belongs to the contract's subscription, unless it belongs to one already. */
export function linkOriginOrderStatement(db: D1Database, subscriptionId: string, shopifyOrderId: string): D1PreparedStatement {
  return db
    .prepare('UPDATE orders SET subscription_id = ?1 WHERE shopify_order_id = ?2 AND subscription_id IS NULL AND legacy_subscription_id IS NULL')
    .bind(subscriptionId, shopifyOrderId);
}
