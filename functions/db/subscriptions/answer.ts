/** A subscription record as the subscription calls answer it (spec 001 §3, money in dollars). */
import { addressAnswerOf } from '../shipping-address';
import { isCurrentAttempt } from '../../../src/domain/billing';
import { findKibble, findKibbleVariant, findTreatVariant, type Catalogue } from '../../../src/domain/catalogue';
import { centsToDollars, DEFAULT_SHIPPING_CENTS } from '../../../src/domain/money';
import { isRecentOrder } from '../../../src/domain/renewals';
import { subscriptionTotals } from '../../../src/domain/subscriptions';

import type { SubscriptionItemRow, SubscriptionRecord } from './rows';

// The answer's shape is the contract's (src/domain/schemas/answers/records.ts).
export type { SubscriptionAnswer, SubscriptionItemAnswer } from '../../../src/domain/schemas/answers/records';
import type { SubscriptionAnswer } from '../../../src/domain/schemas/answers/records';

/**
 * `today`: the shop's day of `now` (shopToday), worked out once for a list by its answerer
 * (functions/commerce/d1/kinds.ts). Prices are the record's own lines (the contract's price, which
 * a later catalogue price does not change); the catalogue only fills in images and names, and
 * says whether the shop still sells the bag.
 */
export function toSubscriptionAnswer(rec: SubscriptionRecord, opts: { catalogue: Catalogue; now: Date; today: string; editUrl: string }): SubscriptionAnswer {
  const { row } = rec;
  const { today, catalogue } = opts;
  const main = rec.items.find((i) => i.is_main === 1) ?? null;
  const productImage = (i: SubscriptionItemRow) =>
    findKibble(catalogue, i.product_id)?.image ?? findTreatVariant(catalogue, i.variant_id)?.product.image.src ?? i.image;
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
    product_name: main?.title ?? findKibble(catalogue, row.product_id)?.title ?? '',
    product_image: main ? productImage(main) : (findKibble(catalogue, row.product_id)?.image ?? ''),
    variant_offered: findKibbleVariant(catalogue, row.variant_id) !== undefined,
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
    // What the screens read (isCurrentAttempt), whichever window the record was read with.
    billing_attempts: rec.attempts
      .filter((a) => isCurrentAttempt(a, today))
      .map((a) => ({
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
