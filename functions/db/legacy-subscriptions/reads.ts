/** Reading a customer's legacy subscription records in one consistent read. */

import type { LegacyItemRow, LegacyRecord, LegacyRow } from './rows';

const COLUMNS = `l.id, l.customer_id, l.is_active, l.next_delivery, l.frequency_days, l.main_product_id, l.main_variant_id,
  l.shipping_cents, l.ship_address1, l.ship_address2, l.ship_city, l.ship_province, l.ship_zip, l.ship_country,
  l.cancel_reason, l.cancel_other_reason, l.created_at, l.updated_at`;

/** A customer's legacy subscriptions (active first, newest first), or one of them. One consistent read. */
export async function loadLegacyRecords(db: D1Database, customerId: string, id: string | null = null): Promise<LegacyRecord[]> {
  return legacyRecordsOf(await db.batch(legacyRecordStatements(db, customerId, id)));
}

/** The statements of `loadLegacyRecords`, for a caller that batches them with others. */
export function legacyRecordStatements(db: D1Database, customerId: string, id: string | null = null): D1PreparedStatement[] {
  const where = 'l.customer_id = ?1 AND (?2 IS NULL OR l.id = ?2)';
  return [
    db.prepare(`SELECT ${COLUMNS} FROM legacy_subscriptions l WHERE ${where} ORDER BY l.is_active DESC, l.created_at DESC`).bind(customerId, id),
    db
      .prepare(
        `SELECT i.* FROM legacy_subscription_items i JOIN legacy_subscriptions l ON l.id = i.legacy_subscription_id
          WHERE ${where} ORDER BY i.rowid`,
      )
      .bind(customerId, id),
    db
      .prepare(
        `SELECT o.legacy_subscription_id, MAX(o.created_at) AS last_order_at FROM orders o
           JOIN legacy_subscriptions l ON l.id = o.legacy_subscription_id
          WHERE ${where} GROUP BY o.legacy_subscription_id`,
      )
      .bind(customerId, id),
  ];
}

/** The records from the answers of `legacyRecordStatements`. */
export function legacyRecordsOf([subs, items, orders]: D1Result[]): LegacyRecord[] {
  const itemsBySub = new Map<string, LegacyItemRow[]>();
  for (const i of items!.results as unknown as LegacyItemRow[]) {
    itemsBySub.set(i.legacy_subscription_id, [...(itemsBySub.get(i.legacy_subscription_id) ?? []), i]);
  }
  const lastOrder = new Map(
    (orders!.results as unknown as { legacy_subscription_id: string; last_order_at: string }[]).map((o) => [o.legacy_subscription_id, o.last_order_at]),
  );
  return (subs!.results as unknown as LegacyRow[]).map((row) => ({
    row,
    items: itemsBySub.get(row.id) ?? [],
    lastOrderAt: lastOrder.get(row.id) ?? null,
  }));
}

export async function loadLegacyRecord(db: D1Database, customerId: string, id: string): Promise<LegacyRecord | null> {
  return (await loadLegacyRecords(db, customerId, id))[0] ?? null;
}
