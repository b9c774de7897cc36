/**
 * Legacy (pre-migration) subscriptions and their add-on items: reading, the answer shape
 * (spec 001 §3 "Legacy subscription", money in dollars) and the statements that change them.
 */
import { findKibble, findKibbleVariant } from '../../src/domain/catalogue';
import { centsToDollars, renewalPriceCents } from '../../src/domain/money';
import { kibbleVariantTitle } from '../../src/domain/renewals';
import { subscriptionTotals } from '../../src/domain/subscriptions';
import type { AddressInput } from '../../src/domain/schemas/subscription';
import { newId } from '../lib/ids';
import type { NewOrderLine } from './orders';
import { addressAnswerOf, type AddressAnswer } from './subscriptions';

export interface LegacyRow {
  id: string;
  customer_id: string;
  is_active: number;
  next_delivery: string | null;
  frequency_days: number;
  main_product_id: string;
  main_variant_id: string;
  shipping_cents: number;
  ship_address1: string;
  ship_address2: string;
  ship_city: string;
  ship_province: string;
  ship_zip: string;
  ship_country: string;
  cancel_reason: string | null;
  cancel_other_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface LegacyItemRow {
  id: string;
  legacy_subscription_id: string;
  product_id: string;
  shopify_variant_id: string;
  quantity: number;
  title: string;
  sku: string;
  price_cents: number;
  taxable: number;
  requires_shipping: number;
  one_time: number;
  properties: string;
  image: string;
}

export interface LegacyRecord {
  row: LegacyRow;
  items: LegacyItemRow[];
  /** When the newest order of this legacy subscription was placed (null: never). */
  lastOrderAt: string | null;
}

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

export interface LegacyItemAnswer {
  id: string;
  product_id: string;
  shopify_variant_id: string;
  quantity: number;
  title: string;
  sku: string;
  /** What the customer pays per unit, dollars. */
  price: number;
  taxable: boolean;
  requires_shipping: boolean;
  one_time: boolean;
  properties: Record<string, unknown>;
  image: string;
}

/** A legacy subscription as every legacy call answers it (the domain's legacySubscriptionSchema, plus extras). */
export interface LegacyAnswer {
  id: string;
  is_active: boolean;
  /** 'YYYY-MM-DD'. */
  nextDelivery: string | null;
  /** Days, 7–90. */
  frequency: number;
  mainProduct: LegacyItemAnswer;
  additionalItems: LegacyItemAnswer[];
  /** Main product, add-ons and shipping, dollars. */
  totalPrice: number;
  shippingPrice: number;
  shippingAddress: AddressAnswer;
  /** Confirm & Pay: the shop's checkout with this subscription's products. */
  quick_checkout_url: string;
  has_recent_order: boolean;
  isLegacy: true;
  cancel_reason: string | null;
  cancel_other_reason: string | null;
}

/** The main product line: the kibble bag at the renewal price. */
export function legacyMainLine(row: LegacyRow): { title: string; sku: string; priceCents: number; image: string } {
  const found = findKibbleVariant(row.main_variant_id);
  const product = found?.product ?? findKibble(row.main_product_id);
  return {
    title: found ? kibbleVariantTitle(found.product, found.variant) : (product?.title ?? 'Dog food'),
    sku: found?.variant.sku ?? '',
    priceCents: found ? renewalPriceCents(found.variant.priceCents) : 0,
    image: product?.image ?? '',
  };
}

/**
 * Confirm & Pay: a cart permalink on the shop (https://{store}/cart/{variant}:{qty},…) with the
 * main bag and the add-ons, tagged with the legacy subscription's id for the shop's order webhook.
 */
export function legacyQuickCheckoutUrl(storeDomain: string, rec: LegacyRecord): string {
  const lines = [`${rec.row.main_variant_id}:1`, ...rec.items.map((i) => `${i.shopify_variant_id}:${i.quantity}`)];
  return `https://${storeDomain}/cart/${lines.join(',')}?attributes[legacy_subscription_id]=${encodeURIComponent(rec.row.id)}`;
}

export function toLegacyAnswer(rec: LegacyRecord, opts: { storeDomain: string; hasRecentOrder: boolean }): LegacyAnswer {
  const { row } = rec;
  const main = legacyMainLine(row);
  const mainProduct: LegacyItemAnswer = {
    id: `${row.id}_main`,
    product_id: row.main_product_id,
    shopify_variant_id: row.main_variant_id,
    quantity: 1,
    title: main.title,
    sku: main.sku,
    price: centsToDollars(main.priceCents),
    taxable: true,
    requires_shipping: true,
    one_time: false,
    properties: {},
    image: main.image,
  };
  const additionalItems = rec.items.map((i) => ({
    id: i.id,
    product_id: i.product_id,
    shopify_variant_id: i.shopify_variant_id,
    quantity: i.quantity,
    title: i.title,
    sku: i.sku,
    price: centsToDollars(i.price_cents),
    taxable: i.taxable === 1,
    requires_shipping: i.requires_shipping === 1,
    one_time: i.one_time === 1,
    properties: JSON.parse(i.properties) as Record<string, unknown>,
    image: i.image,
  }));
  const totals = subscriptionTotals({ items: [mainProduct, ...additionalItems], shippingPrice: centsToDollars(row.shipping_cents) });
  return {
    id: row.id,
    is_active: row.is_active === 1,
    nextDelivery: row.next_delivery,
    frequency: row.frequency_days,
    mainProduct,
    additionalItems,
    totalPrice: centsToDollars(totals.totalCents),
    shippingPrice: centsToDollars(totals.shippingCents),
    shippingAddress: addressAnswerOf(row),
    quick_checkout_url: legacyQuickCheckoutUrl(opts.storeDomain, rec),
    has_recent_order: opts.hasRecentOrder,
    isLegacy: true,
    cancel_reason: row.cancel_reason,
    cancel_other_reason: row.cancel_other_reason,
  };
}

type LegacyColumn =
  | 'is_active'
  | 'next_delivery'
  | 'frequency_days'
  | 'main_product_id'
  | 'main_variant_id'
  | 'ship_address1'
  | 'ship_address2'
  | 'ship_city'
  | 'ship_province'
  | 'ship_zip'
  | 'ship_country'
  | 'cancel_reason'
  | 'cancel_other_reason';

export function updateLegacyStatement(db: D1Database, id: string, fields: Partial<Record<LegacyColumn, string | number | null>>): D1PreparedStatement {
  const columns = Object.keys(fields) as LegacyColumn[];
  if (columns.length === 0) throw new Error('updateLegacyStatement: nothing to update');
  const sets = columns.map((col, i) => `${col} = ?${i + 2}`).join(', ');
  return db.prepare(`UPDATE legacy_subscriptions SET ${sets} WHERE id = ?1`).bind(id, ...columns.map((c) => fields[c] ?? null));
}

export function legacyAddressColumns(a: AddressInput) {
  return {
    ship_address1: a.address1,
    ship_address2: a.address2 ?? '',
    ship_city: a.city,
    ship_province: a.province ?? '',
    ship_zip: a.zip,
    ship_country: a.country,
  };
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
export function legacyOrderLines(rec: LegacyRecord): NewOrderLine[] {
  const main = legacyMainLine(rec.row);
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
