/** The rows of legacy (pre-migration) subscriptions and their add-on items, and the record an answer is built from. */
import type { ShippingColumns } from '../shipping-address';

export interface LegacyRow extends ShippingColumns {
  id: string;
  customer_id: string;
  is_active: number;
  next_delivery: string | null;
  frequency_days: number;
  main_product_id: string;
  main_variant_id: string;
  shipping_cents: number;
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
