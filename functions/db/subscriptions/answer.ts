/** A subscription record as the subscription calls answer it (spec 001 §3, money in dollars). */
import { addressAnswerOf, type AddressAnswer } from '../shipping-address';
import { findKibble, findTreatVariant } from '../../../src/domain/catalogue';
import { centsToDollars, DEFAULT_SHIPPING_CENTS } from '../../../src/domain/money';
import { isRecentOrder } from '../../../src/domain/renewals';
import { subscriptionTotals } from '../../../src/domain/subscriptions';

import type { SubscriptionItemRow, SubscriptionRecord } from './rows';

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
