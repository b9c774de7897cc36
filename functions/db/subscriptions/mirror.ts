/**
 * The writes of the contract mirror (functions/shopify/webhooks/contract-mirror.ts): a new
 * contract's subscription, a known one's newer state, and its recurring lines. `columns` are the
 * mirror's own (status, frequency, address…), named by the code, never by a payload.
 */

/** Column values the mirror takes from a contract, by column name. */
export type MirrorColumns = Record<string, string | number | null>;

export interface NewMirroredSubscription {
  id: string;
  customerId: string;
  productId: string;
  variantId: string;
  contractId: string;
  stamp: string;
  at: string;
  columns: MirrorColumns;
}

export function insertMirroredSubscriptionStatement(db: D1Database, s: NewMirroredSubscription): D1PreparedStatement {
  const names = Object.keys(s.columns);
  return db
    .prepare(
      `INSERT INTO subscriptions (id, customer_id, product_id, variant_id, ${names.join(', ')}, shopify_contract_id, shopify_updated_at, created_at, updated_at)
           VALUES (?1, ?2, ?3, ?4, ${names.map((_, i) => `?${i + 8}`).join(', ')}, ?5, ?6, ?7, ?7)`,
    )
    .bind(s.id, s.customerId, s.productId, s.variantId, s.contractId, s.stamp, s.at, ...Object.values(s.columns));
}

export interface MirroredUpdate {
  id: string;
  stamp: string;
  at: string;
  /** Every mirrored column but the next day, which our D1 keeps (see `shopNextDay`). */
  columns: MirrorColumns;
  productId: string;
  variantId: string;
  status: string;
  /**
   * The shop's next billing day: recorded as what the shop holds (functions/billing/contract-days.ts
   * pushes ours when they differ), and taken only by a subscription ACTIVE again without one of ours.
   */
  shopNextDay: string | null;
}

/** A known contract's newer state; changes nothing unless `stamp` is newer than the row's. */
export function updateMirroredSubscriptionStatement(db: D1Database, u: MirroredUpdate): D1PreparedStatement {
  const sets = Object.keys(u.columns).map((col, i) => `${col} = ?${i + 4}`);
  const n = sets.length;
  return db
    .prepare(
      `UPDATE subscriptions SET ${sets.join(', ')}, product_id = ?${n + 4}, variant_id = ?${n + 5},
           cancelled_at = CASE WHEN ?${n + 6} = 'CANCELLED' THEN COALESCE(cancelled_at, ?3) ELSE NULL END,
           next_charge_scheduled_at = CASE WHEN ?${n + 6} <> 'ACTIVE' THEN NULL ELSE COALESCE(next_charge_scheduled_at, ?${n + 7}) END,
           shop_next_day = ?${n + 7},
           shopify_updated_at = ?2, updated_at = ?3
         WHERE id = ?1 AND (shopify_updated_at IS NULL OR shopify_updated_at < ?2)`,
    )
    .bind(u.id, u.stamp, u.at, ...Object.values(u.columns), u.productId, u.variantId, u.status, u.shopNextDay);
}

/** The Shopify line ids of the subscription's recurring treats (one-time treats are ours alone). */
export async function recurringTreatLineIds(db: D1Database, subscriptionId: string): Promise<Set<string | null>> {
  const known = await db
    .prepare('SELECT shopify_line_id FROM subscription_items WHERE subscription_id = ?1 AND is_main = 0 AND one_time = 0')
    .bind(subscriptionId)
    .all<{ shopify_line_id: string | null }>();
  return new Set(known.results.map((r) => r.shopify_line_id));
}

/** The kibble bag's contract line and quantity. */
export function setMainLineStatement(db: D1Database, subscriptionId: string, lineId: string, quantity: number): D1PreparedStatement {
  return db
    .prepare('UPDATE subscription_items SET shopify_line_id = ?2, quantity = ?3 WHERE subscription_id = ?1 AND is_main = 1')
    .bind(subscriptionId, lineId, quantity);
}

/** Recurring treats whose line the contract no longer has leave; one-time treats stay. */
export function deleteDroppedTreatsStatement(db: D1Database, subscriptionId: string, lineIds: readonly string[]): D1PreparedStatement {
  return db
    .prepare(
      `DELETE FROM subscription_items WHERE subscription_id = ?1 AND is_main = 0 AND one_time = 0
           AND (shopify_line_id IS NULL OR shopify_line_id NOT IN (SELECT value FROM json_each(?2)))`,
    )
    .bind(subscriptionId, JSON.stringify(lineIds));
}
