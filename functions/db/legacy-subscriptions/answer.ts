/** A legacy subscription as its calls answer it (spec 001 §3 "Legacy subscription", money in dollars). */
import { findKibble, findKibbleVariant, type Catalogue } from '../../../src/domain/catalogue';
import { centsToDollars, renewalPriceCents } from '../../../src/domain/money';
import { kibbleVariantTitle } from '../../../src/domain/renewals';
import { subscriptionTotals } from '../../../src/domain/subscriptions';

import { addressAnswerOf } from '../shipping-address';
import type { LegacyRecord, LegacyRow } from './rows';

// The answer's shape is the contract's (src/domain/schemas/answers/records.ts).
export type { LegacyAnswer, LegacyItemAnswer } from '../../../src/domain/schemas/answers/records';
import type { LegacyAnswer, LegacyItemAnswer } from '../../../src/domain/schemas/answers/records';

/**
 * The main product line: the kibble bag at the renewal price of the current catalogue (a legacy
 * row stores no price of its own). A bag no longer sold has no price.
 */
export function legacyMainLine(cat: Catalogue, row: LegacyRow): { title: string; sku: string; priceCents: number; image: string } {
  const found = findKibbleVariant(cat, row.main_variant_id);
  const product = found?.product ?? findKibble(cat, row.main_product_id);
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

export function toLegacyAnswer(
  rec: LegacyRecord,
  opts: { catalogue: Catalogue; storeDomain: string; hasRecentOrder: boolean; reorderNow: boolean },
): LegacyAnswer {
  const { row } = rec;
  const main = legacyMainLine(opts.catalogue, row);
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
    variant_offered: findKibbleVariant(opts.catalogue, row.main_variant_id) !== undefined,
    additionalItems,
    totalPrice: centsToDollars(totals.totalCents),
    shippingPrice: centsToDollars(totals.shippingCents),
    shippingAddress: addressAnswerOf(row),
    quick_checkout_url: legacyQuickCheckoutUrl(opts.storeDomain, rec),
    has_recent_order: opts.hasRecentOrder,
    reorder_now: opts.reorderNow,
    isLegacy: true,
    cancel_reason: row.cancel_reason,
    cancel_other_reason: row.cancel_other_reason,
  };
}
