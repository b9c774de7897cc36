/**
 * The older Shopify-mode tests' shop: a fake Shopify without products of its own, whose
 * checkout charges what our demo catalogue says (the fake itself imports none of it). Tests of
 * the shop's own catalogue seed the fake instead (tests/fakes/shopify/shop-seeds.ts).
 */
import { idOfGid } from '../../functions/shopify/commerce/gids';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { findKibbleVariant, frequencyOfPlan } from '../../src/domain/catalogue';
import { checkoutSummary } from '../../src/domain/checkout';
import { renewalPriceCents } from '../../src/domain/money';
import type { UnseededPricing } from '../fakes/shopify/checkout-pricing';

const decimal = (cents: number) => (cents / 100).toFixed(2);

export const legacyShopPricing: UnseededPricing = (line, discountCode, now) => {
  const found = findKibbleVariant(DEMO_CATALOGUE, idOfGid(line.merchandiseId));
  const frequency = line.sellingPlanId ? frequencyOfPlan(DEMO_CATALOGUE, idOfGid(line.sellingPlanId)) : null;
  if (!found || !frequency) return undefined;
  const summary = checkoutSummary({ product: found.product, variant: found.variant, frequencyDays: frequency, discountCode, now });
  return {
    productId: `gid://shopify/Product/${found.product.id}`,
    variantId: line.merchandiseId,
    title: `${found.product.title} ${found.variant.bagSizeKg}kg`,
    sku: found.variant.sku,
    frequencyDays: frequency,
    contractPrice: decimal(renewalPriceCents(found.variant.priceCents)),
    todayTitle: summary.todayLine.title,
    todayPrice: decimal(summary.todayLine.priceCents),
    shipping: decimal(summary.shippingCents),
    discountCode: summary.discountCode,
    firstBillingDate: new Date(`${summary.firstFullOrderDate}T07:00:00+12:00`),
  };
};

export const LEGACY_SHOP_TREATS = DEMO_CATALOGUE.treats.map((t) => ({ id: t.id, title: t.title, variantIds: t.variants.map((v) => v.id) }));
