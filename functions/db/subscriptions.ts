/**
 * Subscriptions, their items and billing attempts: reading a customer's records, the answer
 * shape (spec 001 §3, money in dollars), and the statements that change them inside one batch.
 */
import { findKibble, findTreatVariant } from '../../src/domain/catalogue';
import { centsToDollars, DEFAULT_SHIPPING_CENTS } from '../../src/domain/money';
import { isRecentOrder } from '../../src/domain/renewals';
import { subscriptionTotals } from '../../src/domain/subscriptions';
import type { AddressInput } from '../../src/domain/schemas/subscription';
import { newId } from '../lib/ids';
import type { NewOrderLine } from './orders';

export interface SubscriptionRow {
  id: string;
  customer_id: string;
  status: string;
  product_id: string;
  variant_id: string;
  order_interval_frequency: number;
  order_interval_unit: string;
  next_charge_scheduled_at: string | null;
  paused_until: string | null;
  shipping_cents: number;
  ship_first_name: string;
  ship_last_name: string;
  ship_address1: string;
  ship_address2: string;
  ship_city: string;
  ship_province: string;
  ship_zip: string;
  ship_country: string;
  is_trial: number;
  /** Taken off the main bag of the next order, then reset to 0 (migration 0007, the trial's first full order). */
  next_order_discount_percent: number;
  cancel_reason: string | null;
  cancel_feedback: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionItemRow {
  id: string;
  subscription_id: string;
  product_id: string;
  variant_id: string;
  title: string;
  sku: string;
  price_cents: number;
  final_price_cents: number;
  quantity: number;
  is_main: number;
  one_time: number;
  image: string;
  created_at: string;
}

export interface BillingAttemptRow {
  id: string;
  subscription_id: string;
  date: string;
  status: 'pending' | 'success' | 'error' | 'skipped';
  completed_at: string | null;
  skipped_on: string | null;
  error_code: string | null;
  error_message: string | null;
  order_id: string | null;
  created_at: string;
}

/** A subscription with everything its answer needs. */
export interface SubscriptionRecord {
  row: SubscriptionRow;
  items: SubscriptionItemRow[];
  attempts: BillingAttemptRow[];
  /** When the newest order of this subscription was placed (null: never). */
  lastOrderAt: string | null;
}

const COLUMNS = `s.id, s.customer_id, s.status, s.product_id, s.variant_id, s.order_interval_frequency, s.order_interval_unit,
  s.next_charge_scheduled_at, s.paused_until, s.shipping_cents, s.ship_first_name, s.ship_last_name, s.ship_address1,
  s.ship_address2, s.ship_city, s.ship_province, s.ship_zip, s.ship_country, s.is_trial, s.next_order_discount_percent, s.cancel_reason,
  s.cancel_feedback, s.cancelled_at, s.created_at, s.updated_at`;

type RecordFilter = { customerId: string; id?: string } | { id: string };

/**
 * Subscriptions with items, billing attempts and their last order, in one consistent read:
 * a customer's (`customerId`), one of theirs (`customerId` and `id`), or any one (`id` only,
 * for the scheduled job).
 */
export async function loadSubscriptionRecords(db: D1Database, filter: RecordFilter): Promise<SubscriptionRecord[]> {
  return subscriptionRecordsOf(await db.batch(subscriptionRecordStatements(db, filter)));
}

/** The columns of an item and of a billing attempt, as their rows have them. */
const ITEM_COLUMNS = [
  'id',
  'subscription_id',
  'product_id',
  'variant_id',
  'title',
  'sku',
  'price_cents',
  'final_price_cents',
  'quantity',
  'is_main',
  'one_time',
  'image',
  'created_at',
] as const satisfies readonly (keyof SubscriptionItemRow)[];
const ATTEMPT_COLUMNS = [
  'id',
  'subscription_id',
  'date',
  'status',
  'completed_at',
  'skipped_on',
  'error_code',
  'error_message',
  'order_id',
  'created_at',
] as const satisfies readonly (keyof BillingAttemptRow)[];
/** `json_object('id', x.id, …)`: a row of the table aliased `x` as a JSON object of `columns` (tests/api/subscription-records.test.ts checks none is missing). */
const jsonRow = (alias: string, columns: readonly string[]) => `json_object(${columns.map((col) => `'${col}', ${alias}.${col}`).join(', ')})`;

/**
 * The statement of `loadSubscriptionRecords`, for a caller that batches it with others: each
 * subscription with its items, billing attempts (JSON arrays, in their order) and the time of its
 * last order. One statement rather than one per table: the dashboard's most frequent read asks
 * the database for two statements with the session lookup instead of four.
 */
export function subscriptionRecordStatements(db: D1Database, filter: RecordFilter): D1PreparedStatement[] {
  // Only the filters given, as plain comparisons: `(?1 IS NULL OR s.customer_id = ?1)` would
  // keep SQLite from using an index, and every read would scan all subscriptions, items,
  // billing attempts and orders (EXPLAIN QUERY PLAN: SCAN s / SCAN a).
  const conditions: [string, string][] = [];
  if ('customerId' in filter) conditions.push(['s.customer_id', filter.customerId]);
  if (filter.id !== undefined) conditions.push(['s.id', filter.id]);
  const where = conditions.map(([column], i) => `${column} = ?${i + 1}`).join(' AND ');
  const params = conditions.map(([, value]) => value);
  const sql = `SELECT ${COLUMNS},
      (SELECT MAX(o.created_at) FROM orders o WHERE o.subscription_id = s.id) AS last_order_at,
      (SELECT json_group_array(${jsonRow('i', ITEM_COLUMNS)} ORDER BY i.is_main DESC, i.created_at, i.rowid)
         FROM subscription_items i WHERE i.subscription_id = s.id) AS items_json,
      (SELECT json_group_array(${jsonRow('a', ATTEMPT_COLUMNS)} ORDER BY a.date, a.created_at)
         FROM billing_attempts a WHERE a.subscription_id = s.id) AS attempts_json
    FROM subscriptions s WHERE ${where}`;
  return [db.prepare(sql).bind(...params)];
}

type SubscriptionReadRow = SubscriptionRow & { last_order_at: string | null; items_json: string; attempts_json: string };

/** The records from the answer of `subscriptionRecordStatements`. */
export function subscriptionRecordsOf([subs]: D1Result[]): SubscriptionRecord[] {
  return (subs!.results as unknown as SubscriptionReadRow[]).map(({ last_order_at, items_json, attempts_json, ...row }) => ({
    row,
    items: JSON.parse(items_json) as SubscriptionItemRow[],
    attempts: JSON.parse(attempts_json) as BillingAttemptRow[],
    lastOrderAt: last_order_at ?? null,
  }));
}

/** One of a customer's subscriptions, or null (also when it is someone else's). */
export async function loadCustomerSubscription(db: D1Database, customerId: string, id: string): Promise<SubscriptionRecord | null> {
  return (await loadSubscriptionRecords(db, { customerId, id }))[0] ?? null;
}

export interface SubscriptionItemAnswer {
  id: string;
  product_id: string;
  variant_id: string;
  title: string;
  sku: string;
  /** List price, dollars. */
  price: number;
  /** What the customer pays per unit (renewal price, or the treat discount), dollars. */
  final_price: number;
  quantity: number;
  image: string;
  product_image: string;
  is_main: boolean;
  /** Ships with the next order only. */
  one_time: boolean;
}

export interface AddressAnswer {
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  zip: string;
  country: string;
}

/** A subscription as every subscription call answers it (the domain's subscriptionSchema, plus extras). */
export interface SubscriptionAnswer {
  id: string;
  customer_id: string;
  status: string;
  product_id: string;
  variant_id: string;
  product_name: string;
  product_image: string;
  items: SubscriptionItemAnswer[];
  order_interval_frequency: number;
  order_interval_unit: string;
  /** Items at their final price × quantity, dollars. */
  subtotal_value: number;
  /** Subtotal plus shipping, dollars. */
  total_value: number;
  shippingPrice: number;
  shipping_address: AddressAnswer;
  /** Where the customer updates their card (the payment banner's 'click here'). */
  edit_url: string;
  /** An order was placed for it within RECENT_ORDER_WINDOW_DAYS: Reorder Now is disabled. */
  has_recent_order: boolean;
  /** The next charge day, 'YYYY-MM-DD' (charged at 07:00 +12:00); null while paused or cancelled. */
  next_charge_scheduled_at: string | null;
  paused_until: string | null;
  /** Percent off the main bag of the next order (the trial's first full order), else 0. */
  next_order_discount_percent: number;
  isLegacy: false;
  additionalItems: never[];
  billing_attempts: {
    id: string;
    date: string;
    status: string;
    completed_at: string | null;
    skipped_on: string | null;
    error_code: string | null;
    error_message: string | null;
    order_id: string | null;
  }[];
  cancel_reason: string | null;
  cancel_feedback: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
}

export const addressAnswerOf = (r: {
  ship_address1: string;
  ship_address2: string;
  ship_city: string;
  ship_province: string;
  ship_zip: string;
  ship_country: string;
  ship_first_name?: string;
  ship_last_name?: string;
}): AddressAnswer => ({
  first_name: r.ship_first_name ?? '',
  last_name: r.ship_last_name ?? '',
  address1: r.ship_address1,
  address2: r.ship_address2,
  city: r.ship_city,
  province: r.ship_province,
  zip: r.ship_zip,
  country: r.ship_country,
});

export function toSubscriptionAnswer(rec: SubscriptionRecord, opts: { now: Date; editUrl: string }): SubscriptionAnswer {
  const { row } = rec;
  const main = rec.items.find((i) => i.is_main === 1) ?? null;
  const productImage = (i: SubscriptionItemRow) => findKibble(i.product_id)?.image ?? findTreatVariant(i.variant_id)?.product.image.src ?? i.image;
  const items = rec.items.map((i) => ({
    id: i.id,
    product_id: i.product_id,
    variant_id: i.variant_id,
    title: i.title,
    sku: i.sku,
    price: centsToDollars(i.price_cents),
    final_price: centsToDollars(i.final_price_cents),
    quantity: i.quantity,
    image: i.image || productImage(i),
    product_image: productImage(i),
    is_main: i.is_main === 1,
    one_time: i.one_time === 1,
  }));
  const totals = subscriptionTotals({ items, shippingPrice: centsToDollars(row.shipping_cents ?? DEFAULT_SHIPPING_CENTS) });
  return {
    id: row.id,
    customer_id: row.customer_id,
    status: row.status,
    product_id: row.product_id,
    variant_id: row.variant_id,
    product_name: main?.title ?? findKibble(row.product_id)?.title ?? '',
    product_image: main ? productImage(main) : (findKibble(row.product_id)?.image ?? ''),
    items,
    order_interval_frequency: row.order_interval_frequency,
    order_interval_unit: row.order_interval_unit,
    subtotal_value: centsToDollars(totals.subtotalCents),
    total_value: centsToDollars(totals.totalCents),
    shippingPrice: centsToDollars(totals.shippingCents),
    shipping_address: addressAnswerOf(row),
    edit_url: opts.editUrl,
    has_recent_order: isRecentOrder(rec.lastOrderAt, opts.now),
    next_charge_scheduled_at: row.next_charge_scheduled_at,
    paused_until: row.paused_until,
    next_order_discount_percent: row.next_order_discount_percent,
    isLegacy: false,
    additionalItems: [],
    billing_attempts: rec.attempts.map((a) => ({
      id: a.id,
      date: a.date,
      status: a.status,
      completed_at: a.completed_at,
      skipped_on: a.skipped_on,
      error_code: a.error_code,
      error_message: a.error_message,
      order_id: a.order_id,
    })),
    cancel_reason: row.cancel_reason,
    cancel_feedback: row.cancel_feedback,
    cancelled_at: row.cancelled_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The columns an action may change (lock and timestamps are the batch's business). */
type UpdatableColumn =
  | 'status'
  | 'product_id'
  | 'variant_id'
  | 'order_interval_frequency'
  | 'order_interval_unit'
  | 'next_charge_scheduled_at'
  | 'paused_until'
  | 'ship_address1'
  | 'ship_address2'
  | 'ship_city'
  | 'ship_province'
  | 'ship_zip'
  | 'ship_country'
  | 'cancel_reason'
  | 'cancel_feedback'
  | 'cancelled_at';

/**
 * UPDATE of the given columns. `onlyIfAttemptId`: only if that billing attempt exists (the
 * scheduled job moves the date only together with the attempt that claimed the day).
 */
export function updateSubscriptionStatement(
  db: D1Database,
  id: string,
  fields: Partial<Record<UpdatableColumn, string | number | null>>,
  onlyIfAttemptId?: string,
): D1PreparedStatement {
  const columns = Object.keys(fields) as UpdatableColumn[];
  if (columns.length === 0) throw new Error('updateSubscriptionStatement: nothing to update');
  const sets = columns.map((col, i) => `${col} = ?${i + 3}`).join(', ');
  return db
    .prepare(`UPDATE subscriptions SET ${sets} WHERE id = ?1 AND (?2 IS NULL OR EXISTS (SELECT 1 FROM billing_attempts WHERE id = ?2))`)
    .bind(id, onlyIfAttemptId ?? null, ...columns.map((c) => fields[c] ?? null));
}

/** The address columns of a submitted address (blank optional fields stored as ''). */
export function addressColumns(a: AddressInput) {
  return {
    ship_address1: a.address1,
    ship_address2: a.address2 ?? '',
    ship_city: a.city,
    ship_province: a.province ?? '',
    ship_zip: a.zip,
    ship_country: a.country,
  };
}

export interface NewItem {
  productId: string;
  variantId: string;
  title: string;
  sku: string;
  priceCents: number;
  finalPriceCents: number;
  quantity: number;
  oneTime: boolean;
  image: string;
}

export function insertItemStatement(db: D1Database, subscriptionId: string, item: NewItem, at: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO subscription_items (id, subscription_id, product_id, variant_id, title, sku, price_cents, final_price_cents,
         quantity, is_main, one_time, image, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 0, ?10, ?11, ?12)`,
    )
    .bind(
      newId('item'),
      subscriptionId,
      item.productId,
      item.variantId,
      item.title,
      item.sku,
      item.priceCents,
      item.finalPriceCents,
      item.quantity,
      item.oneTime ? 1 : 0,
      item.image,
      at.toISOString(),
    );
}

export function setItemQuantityStatement(db: D1Database, subscriptionId: string, itemId: string, quantity: number): D1PreparedStatement {
  return db.prepare('UPDATE subscription_items SET quantity = ?3 WHERE id = ?2 AND subscription_id = ?1').bind(subscriptionId, itemId, quantity);
}

export function deleteItemStatement(db: D1Database, subscriptionId: string, itemId: string): D1PreparedStatement {
  return db.prepare('DELETE FROM subscription_items WHERE id = ?2 AND subscription_id = ?1 AND is_main = 0').bind(subscriptionId, itemId);
}

/** The main item becomes another kibble bag. */
export function replaceMainItemStatement(db: D1Database, subscriptionId: string, item: Omit<NewItem, 'quantity' | 'oneTime'>): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE subscription_items SET product_id = ?2, variant_id = ?3, title = ?4, sku = ?5, price_cents = ?6,
         final_price_cents = ?7, image = ?8
       WHERE subscription_id = ?1 AND is_main = 1`,
    )
    .bind(subscriptionId, item.productId, item.variantId, item.title, item.sku, item.priceCents, item.finalPriceCents, item.image);
}

/** One-time items have shipped with `orderId`: they leave the subscription (only if that order exists). */
export function deleteShippedOneTimeItemsStatement(db: D1Database, subscriptionId: string, orderId: string): D1PreparedStatement {
  return db
    .prepare(
      `DELETE FROM subscription_items WHERE subscription_id = ?1 AND one_time = 1 AND is_main = 0
         AND EXISTS (SELECT 1 FROM orders WHERE id = ?2)`,
    )
    .bind(subscriptionId, orderId);
}

/** The order lines for a subscription's items as they stand: each at its final price. */
export function orderLinesOf(items: readonly SubscriptionItemRow[]): NewOrderLine[] {
  return items.map((i) => ({
    productId: i.product_id,
    variantId: i.variant_id,
    title: i.title,
    priceCents: i.final_price_cents,
    quantity: i.quantity,
    image: i.image,
  }));
}

export interface NewAttempt {
  id?: string;
  subscriptionId: string;
  date: string;
  status: 'success' | 'error';
  completedAt: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  orderId: string | null;
  at: Date;
}

/**
 * A billing attempt for a day. `onlyIfDayUnclaimed`: inserted only when the subscription has
 * no attempt at all for that day, so the scheduled job charges a day at most once (the unique
 * index covers successful attempts; this also covers declines).
 */
export function insertAttemptStatement(
  db: D1Database,
  a: NewAttempt,
  opts: { onlyIfDayUnclaimed?: boolean } = {},
): { attemptId: string; statement: D1PreparedStatement } {
  const attemptId = a.id ?? newId('ba');
  const statement = db
    .prepare(
      `INSERT INTO billing_attempts (id, subscription_id, date, status, completed_at, skipped_on, error_code, error_message, order_id, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, NULL, ?6, ?7, ?8, ?9
        WHERE ?10 = 0 OR NOT EXISTS (SELECT 1 FROM billing_attempts WHERE subscription_id = ?2 AND date = ?3)`,
    )
    .bind(
      attemptId,
      a.subscriptionId,
      a.date,
      a.status,
      a.completedAt,
      a.errorCode,
      a.errorMessage,
      a.orderId,
      a.at.toISOString(),
      opts.onlyIfDayUnclaimed ? 1 : 0,
    );
  return { attemptId, statement };
}

/** A failed attempt paid at last (retry payment): it completes with the order that settled it. */
export function settleFailedAttemptStatement(db: D1Database, attemptId: string, orderId: string, at: Date): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE billing_attempts SET status = 'success', completed_at = ?3, order_id = ?2
        WHERE id = ?1 AND status = 'error' AND completed_at IS NULL AND skipped_on IS NULL`,
    )
    .bind(attemptId, orderId, at.toISOString());
}

/**
 * Unresolved failed attempts are skipped on `day` because another order (ship-now) took
 * their place: the banner no longer reports them, and retry payment cannot pay them twice.
 */
export function skipFailedAttemptsStatement(db: D1Database, subscriptionId: string, day: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE billing_attempts SET skipped_on = ?2
        WHERE subscription_id = ?1 AND (status = 'error' OR error_code IS NOT NULL) AND completed_at IS NULL AND skipped_on IS NULL`,
    )
    .bind(subscriptionId, day);
}

/** Whether the subscription already has any billing attempt for `day`. */
export async function hasAttemptForDay(db: D1Database, subscriptionId: string, day: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS x FROM billing_attempts WHERE subscription_id = ?1 AND date = ?2').bind(subscriptionId, day).first();
  return row !== null;
}

/** ACTIVE subscriptions whose next charge day is `dueDay` or earlier, soonest first. */
export async function listDueSubscriptionIds(db: D1Database, dueDay: string, limit: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT id FROM subscriptions
        WHERE status = 'ACTIVE' AND next_charge_scheduled_at IS NOT NULL AND substr(next_charge_scheduled_at, 1, 10) <= ?1
        ORDER BY next_charge_scheduled_at, id LIMIT ?2`,
    )
    .bind(dueDay, limit)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** The next-order discount has been used by `orderId` (only if that order exists). */
export function clearNextOrderDiscountStatement(db: D1Database, subscriptionId: string, orderId: string): D1PreparedStatement {
  return db
    .prepare('UPDATE subscriptions SET next_order_discount_percent = 0 WHERE id = ?1 AND EXISTS (SELECT 1 FROM orders WHERE id = ?2)')
    .bind(subscriptionId, orderId);
}
