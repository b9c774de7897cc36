/** The shop's catalogue as the dashboard reads it: from the current catalogue (functions/catalogue/reader.ts), no call to the shop. */
import { findKibbleVariant, findTreatVariant, type Catalogue } from '../../../src/domain/catalogue';
import { centsToDollars, treatSubscriptionPriceCents } from '../../../src/domain/money';

/** The treats collection, with list and subscription prices in dollars. */
export function treatsCollection(cat: Catalogue) {
  return {
    products: cat.treats.map((t) => ({
      id: t.id,
      title: t.title,
      image: { src: t.image.src },
      variants: t.variants.map((variant) => ({
        id: variant.id,
        sku: variant.sku,
        /** List price, dollars. */
        price: centsToDollars(variant.priceCents),
        /** The price on a subscription (treat discount), dollars. */
        subscription_price: centsToDollars(treatSubscriptionPriceCents(variant.priceCents)),
      })),
    })),
  };
}

/** A variant's product image, id and title; null for a variant the shop does not sell. */
export function productOfVariant(cat: Catalogue, variantId: string): { image: string; product_id: string; title: string } | null {
  const kibble = findKibbleVariant(cat, variantId);
  if (kibble) return { image: kibble.product.image, product_id: kibble.product.id, title: kibble.product.title };
  const treat = findTreatVariant(cat, variantId);
  if (treat) return { image: treat.product.image.src, product_id: treat.product.id, title: treat.product.title };
  return null;
}
