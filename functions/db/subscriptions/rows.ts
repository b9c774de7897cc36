/** The rows of subscriptions, their items and billing attempts, and the record an answer is built from. */
import type { ShippingColumns } from '../shipping-address';

export interface SubscriptionRow extends ShippingColumns {
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
  is_trial: number;
  /** Taken off the main bag of the next order, then reset to 0 (migration 0007, the trial's first full order). */
  next_order_discount_percent: number;
  cancel_reason: string | null;
  cancel_feedback: string | null;
  cancelled_at: string | null;
  created_at: string;
  updated_at: string;
  /** COMMERCE=shopify: the contract this row mirrors (gid), and when Shopify last changed it. */
  shopify_contract_id: string | null;
  shopify_updated_at: string | null;
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
  /** COMMERCE=shopify: the contract's line (gid) this item mirrors. */
  shopify_line_id: string | null;
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
  /** Closed, never to be charged: the order of the later cycle that was paid (migration 0025). */
  closed_by_order_id: string | null;
}

/** A subscription with everything its answer needs. */
export interface SubscriptionRecord {
  row: SubscriptionRow;
  items: SubscriptionItemRow[];
  attempts: BillingAttemptRow[];
  /** When the newest order of this subscription was placed (null: never). */
  lastOrderAt: string | null;
}
