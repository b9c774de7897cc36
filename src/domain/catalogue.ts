/**
 * The shop's catalogue as data: the kibbles (spec 000 §3) with their bag-size variants, the
 * treats and the subscription selling plans. No product, price or plan id lives in code: the
 * server reads the catalogue from D1 (functions/catalogue/reader.ts), the pages from the
 * catalogue the Worker puts into them (src/stores/catalogue.ts); the rules take it as an argument.
 * Money is in integer cents (NZD).
 */

export interface KibbleVariant {
  /** Shopify-style numeric variant id, as a string. */
  id: string;
  bagSizeKg: number;
  sku: string;
  /** List price in cents. */
  priceCents: number;
}

export interface KibbleProduct {
  id: string;
  /** Shopify product handle; the trial pages select products by handle (spec 001 §7). */
  handle: string;
  name: string;
  title: string;
  kcalPerKg: number;
  proteinPercent: number;
  image: string;
  /** Offered on the free-trial and first-order recipe pages. */
  trial: boolean;
  variants: readonly KibbleVariant[];
}

export interface TreatProduct {
  id: string;
  title: string;
  image: { src: string };
  variants: readonly { id: string; sku: string; priceCents: number }[];
}

/** A subscription selling plan: the delivery frequency it bills at and its discount off list. */
export interface SellingPlanOption {
  id: string;
  frequencyDays: number;
  discountPercent: number;
}

export interface Catalogue {
  kibbles: readonly KibbleProduct[];
  treats: readonly TreatProduct[];
  plans: readonly SellingPlanOption[];
  /** The kibble a new dog starts on. */
  defaultProductId: string;
}

/**
 * The `<script type="application/json">` in every page's head that carries the catalogue
 * (functions/catalogue/inject.ts). Here, not beside the answer's schema: the pages' store reads
 * the block without loading valibot (src/stores/catalogue.ts).
 */
export const CATALOGUE_ELEMENT_ID = 'fb-catalogue';

export function findKibble(cat: Catalogue, productId: string): KibbleProduct | undefined {
  return cat.kibbles.find((p) => p.id === productId);
}

export function findKibbleVariant(cat: Catalogue, variantId: string): { product: KibbleProduct; variant: KibbleVariant } | undefined {
  for (const product of cat.kibbles) {
    const variant = product.variants.find((v) => v.id === variantId);
    if (variant) return { product, variant };
  }
  return undefined;
}

export function findTreatVariant(cat: Catalogue, variantId: string): { product: TreatProduct; variant: TreatProduct['variants'][number] } | undefined {
  for (const product of cat.treats) {
    const variant = product.variants.find((v) => v.id === variantId);
    if (variant) return { product, variant };
  }
  return undefined;
}

export function planForFrequency(cat: Catalogue, frequencyDays: number): SellingPlanOption | undefined {
  return cat.plans.find((p) => p.frequencyDays === frequencyDays);
}

/** The delivery frequency of one of the catalogue's selling plans, or null for any other id. */
export function frequencyOfPlan(cat: Catalogue, sellingPlanId: string): number | null {
  return cat.plans.find((p) => p.id === sellingPlanId)?.frequencyDays ?? null;
}

/**
 * The bag sizes the shop sells, ascending and distinct, over the kibbles' variants.
 *
 * @example
 * bagSizesOf(DEMO_CATALOGUE) // [2.5, 5, 10, 15, 20]
 */
export function bagSizesOf(cat: Catalogue): number[] {
  const sizes = new Set<number>();
  for (const p of cat.kibbles) for (const v of p.variants) sizes.add(v.bagSizeKg);
  return [...sizes].sort((a, b) => a - b);
}
