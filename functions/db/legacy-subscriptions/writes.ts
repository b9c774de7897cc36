/** The statements that change a legacy subscription and its add-ons inside one batch; its order lines. */

import type { ShippingColumns } from '../shipping-address';
import { newId } from '../../lib/ids';
import type { NewOrderLine } from '../orders';

import type { LegacyRecord } from './rows';
import { legacyMainLine } from './answer';
import type { Catalogue } from '../../../src/domain/catalogue';

type LegacyColumn =
  'is_active' | 'next_delivery' | 'frequency_days' | 'main_product_id' | 'main_variant_id' | keyof ShippingColumns | 'cancel_reason' | 'cancel_other_reason';

export function updateLegacyStatement(db: D1Database, id: string, fields: Partial<Record<LegacyColumn, string | number | null>>): D1PreparedStatement {
  const columns = Object.keys(fields) as LegacyColumn[];
  if (columns.length === 0) throw new Error('updateLegacyStatement: nothing to update');
  const sets = columns.map((col, i) => `${col} = ?${i + 2}`).join(', ');
  return db.prepare(`UPDATE legacy_subscriptions SET ${sets} WHERE id = ?1`).bind(id, ...columns.map((c) => fields[c] ?? null));
}

export function insertLegacyItemStatement(
  db: D1Database,
  legacyId: string,
  item: { productId: string; variantId: string; title: string; sku: string; priceCents: number; quantity: number; oneTime: boolean; image: string },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO legacy_subscription_items (id, legacy_subscription_id, product_id, shopify_variant_id, quantity, title, sku,
         price_cents, taxable, requires_shipping, one_time, properties, image)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 1, 1, ?9, '{}', ?10)`,
    )
    .bind(newId('litem'), legacyId, item.productId, item.variantId, item.quantity, item.title, item.sku, item.priceCents, item.oneTime ? 1 : 0, item.image);
}

export function setLegacyItemQuantityStatement(db: D1Database, legacyId: string, itemId: string, quantity: number): D1PreparedStatement {
  return db.prepare('UPDATE legacy_subscription_items SET quantity = ?3 WHERE id = ?2 AND legacy_subscription_id = ?1').bind(legacyId, itemId, quantity);
}

export function deleteLegacyItemStatement(db: D1Database, legacyId: string, itemId: string): D1PreparedStatement {
  return db.prepare('DELETE FROM legacy_subscription_items WHERE id = ?2 AND legacy_subscription_id = ?1').bind(legacyId, itemId);
}

/** One-time add-ons have shipped with `orderId` and leave the subscription. */
export function deleteShippedLegacyOneTimeItemsStatement(db: D1Database, legacyId: string, orderId: string): D1PreparedStatement {
  return db
    .prepare('DELETE FROM legacy_subscription_items WHERE legacy_subscription_id = ?1 AND one_time = 1 AND EXISTS (SELECT 1 FROM orders WHERE id = ?2)')
    .bind(legacyId, orderId);
}

/** The order lines of a legacy subscription: the main bag and every add-on. */
export function legacyOrderLines(cat: Catalogue, rec: LegacyRecord): NewOrderLine[] {
  const main = legacyMainLine(cat, rec.row);
  return [
    { productId: rec.row.main_product_id, variantId: rec.row.main_variant_id, title: main.title, priceCents: main.priceCents, quantity: 1, image: main.image },
    ...rec.items.map((i) => ({
      productId: i.product_id,
      variantId: i.shopify_variant_id,
      title: i.title,
      priceCents: i.price_cents,
      quantity: i.quantity,
      image: i.image,
    })),
  ];
}
