/** The statements that change a subscription, its items and its billing attempts inside one batch. */

import { shippingColumnsOf, type ShippingColumns } from '../shipping-address';

import { newId } from '../../lib/ids';
import type { NewOrderLine } from '../orders';
import type { SubscriptionItemRow } from './rows';

/** The columns an action may change (lock and timestamps are the batch's business). */
type UpdatableColumn =
  | 'status'
  | 'product_id'
  | 'variant_id'
  | 'order_interval_frequency'
  | 'order_interval_unit'
  | 'next_charge_scheduled_at'
  /** The day the shop's contract was last set to (functions/billing/contract-days.ts). */
  | 'shop_next_day'
  | 'paused_until'
  | 'next_order_discount_percent'
  | keyof ShippingColumns
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

/** The address columns of a submitted address (functions/db/shipping-address.ts). */
export const addressColumns = shippingColumnsOf;

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
  /** COMMERCE=shopify: the contract line it mirrors. */
  shopifyLineId?: string | null;
  /** The kibble bag (one per subscription); treats otherwise. */
  main?: boolean;
}

export function insertItemStatement(db: D1Database, subscriptionId: string, item: NewItem, at: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO subscription_items (id, subscription_id, product_id, variant_id, title, sku, price_cents, final_price_cents,
         quantity, is_main, one_time, image, created_at, shopify_line_id)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?14, ?10, ?11, ?12, ?13)`,
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
      item.shopifyLineId ?? null,
      item.main ? 1 : 0,
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
  status: 'success' | 'error' | 'pending';
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
 * The customer skipped the delivery of `day` (src/domain/skips.ts): an attempt of that day with
 * status 'skipped' and `skipped_on` the shop day it was skipped. Its day is then taken, so the
 * renewal job never bills it (the unique index billing_attempts_once_per_date holds it too).
 */
export function insertSkippedAttemptStatement(db: D1Database, subscriptionId: string, day: string, skippedOn: string, at: Date): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO billing_attempts (id, subscription_id, date, status, completed_at, skipped_on, error_code, error_message, order_id, created_at)
       VALUES (?1, ?2, ?3, 'skipped', NULL, ?4, NULL, NULL, NULL, ?5)`,
    )
    .bind(newId('ba'), subscriptionId, day, skippedOn, at.toISOString());
}

/** A pending attempt (Shopify still deciding) gives way to its outcome's attempt, in the same batch. */
export function deletePendingBillingAttemptStatement(db: D1Database, attemptId: string): D1PreparedStatement {
  return db.prepare("DELETE FROM billing_attempts WHERE id = ?1 AND status = 'pending'").bind(attemptId);
}

/** The skip of `day` is taken back (unskip): that day can be billed again. */
export function deleteSkippedAttemptStatement(db: D1Database, subscriptionId: string, day: string): D1PreparedStatement {
  return db.prepare("DELETE FROM billing_attempts WHERE subscription_id = ?1 AND date = ?2 AND status = 'skipped'").bind(subscriptionId, day);
}

/** The next-order discount has been used by `orderId` (only if that order exists). */
export function clearNextOrderDiscountStatement(db: D1Database, subscriptionId: string, orderId: string): D1PreparedStatement {
  return db
    .prepare('UPDATE subscriptions SET next_order_discount_percent = 0 WHERE id = ?1 AND EXISTS (SELECT 1 FROM orders WHERE id = ?2)')
    .bind(subscriptionId, orderId);
}

/** The subscription now mirrors another Shopify contract (a cancelled one restarted); its lines are linked again by the next sync. */
export function relinkContractStatement(db: D1Database, subscriptionId: string, contractId: string): D1PreparedStatement {
  return db.prepare('UPDATE subscriptions SET shopify_contract_id = ?2 WHERE id = ?1').bind(subscriptionId, contractId);
}

/**
 * A change made through Shopify (COMMERCE=shopify) is as new as `now`: a webhook stamped earlier,
 * arriving late, must not overwrite it. A row that mirrors no contract is untouched.
 */
export function touchMirrorStatement(db: D1Database, subscriptionId: string, now: Date): D1PreparedStatement {
  return db
    .prepare('UPDATE subscriptions SET shopify_updated_at = ?2 WHERE id = ?1 AND shopify_contract_id IS NOT NULL')
    .bind(subscriptionId, now.toISOString());
}
