/**
 * @deprecated Transitional: the demo catalogue as code, for the call sites not yet given the
 * catalogue as data (src/domain/catalogue.ts, functions/catalogue/reader.ts). Each later commit
 * of issue 60 moves call sites off it; the file goes when the last one has moved.
 */
import type { Catalogue, KibbleProduct, KibbleVariant, TreatProduct } from './catalogue';
import { FREQUENCY_OPTIONS_DAYS } from './frequency';
import { RENEWAL_PERCENT_OF_LIST } from './money';

export const BAG_SIZES_KG = [2.5, 5, 10, 15, 20] as const;
export type BagSizeKg = (typeof BAG_SIZES_KG)[number];

export type { KibbleProduct, KibbleVariant, TreatProduct } from './catalogue';

function variants(productKey: string, idBase: number, prices: readonly number[]): KibbleVariant[] {
  return BAG_SIZES_KG.map((bagSizeKg, i) => ({
    id: String(idBase + i),
    bagSizeKg,
    sku: `${productKey}-${String(bagSizeKg).replace('.', '_')}KG`,
    priceCents: prices[i]!,
  }));
}

export const KIBBLES: readonly KibbleProduct[] = [
  {
    id: '8710529646842',
    handle: 'chicken-dog-box-5kg-varients',
    name: 'Chicken',
    title: 'Chicken Dog Box',
    kcalPerKg: 3380,
    proteinPercent: 28,
    image: '/images/products/chicken.svg',
    trial: true,
    variants: variants('CHK', 47100000000100, [3999, 6999, 12499, 17499, 21999]),
  },
  {
    id: '8730358808826',
    handle: 'luxe-lamb-dog-food-size-variants',
    name: 'Lamb',
    title: 'Luxe Lamb',
    kcalPerKg: 3225,
    proteinPercent: 31,
    image: '/images/products/lamb.svg',
    trial: true,
    variants: variants('LMB', 47100000000200, [4499, 7999, 14499, 20499, 25999]),
  },
  {
    id: '8730667024634',
    handle: 'mixed-dog-food-size-variants',
    name: 'Mixed',
    title: 'Mixed Chicken & Lamb',
    kcalPerKg: 3300,
    proteinPercent: 29,
    image: '/images/products/mixed.svg',
    trial: false,
    variants: variants('MIX', 47100000000300, [4299, 7499, 13499, 18999, 23999]),
  },
];

export const DEFAULT_PRODUCT_ID = '8710529646842';

/**
 * Selling plans: one per delivery frequency, as in a Shopify selling-plan group.
 * Id = base + frequency in days, so a plan id names its frequency.
 */
export const SELLING_PLAN_ID_BASE = 690000000000;
export function sellingPlanIdFor(frequencyDays: number): string {
  return String(SELLING_PLAN_ID_BASE + frequencyDays);
}
export function frequencyOfSellingPlan(sellingPlanId: string): number | null {
  const n = Number(sellingPlanId) - SELLING_PLAN_ID_BASE;
  return Number.isInteger(n) && n > 0 && n <= 365 ? n : null;
}

/** A treat of one pack: product 880000000000N, variant 488000000000N1 (the demo shop's ids). */
const treat = (n: number, title: string, image: string, sku: string, priceCents: number): TreatProduct => ({
  id: `880000000000${n}`,
  title,
  image: { src: `/images/treats/${image}.svg` },
  variants: [{ id: `488000000000${n}1`, sku, priceCents }],
});

export const TREATS: readonly TreatProduct[] = [
  treat(1, 'Venison Jerky Strips', 'venison-jerky', 'TRT-VEN-200', 1499),
  treat(2, 'Green-Lipped Mussel Bites', 'mussel-bites', 'TRT-GLM-150', 1799),
  treat(3, 'Lamb Ear Chews', 'lamb-ears', 'TRT-LEAR-10', 1299),
  treat(4, 'Hoki Fish Skins', 'hoki-skins', 'TRT-HOKI-100', 1199),
  treat(5, 'Beef Liver Training Treats', 'beef-liver', 'TRT-BLIV-250', 999),
];

export function findKibble(productId: string): KibbleProduct | undefined {
  return KIBBLES.find((p) => p.id === productId);
}

export function findKibbleVariant(variantId: string): { product: KibbleProduct; variant: KibbleVariant } | undefined {
  for (const product of KIBBLES) {
    const variant = product.variants.find((v) => v.id === variantId);
    if (variant) return { product, variant };
  }
  return undefined;
}

export function findTreatVariant(variantId: string): { product: TreatProduct; variant: TreatProduct['variants'][number] } | undefined {
  for (const product of TREATS) {
    const variant = product.variants.find((v) => v.id === variantId);
    if (variant) return { product, variant };
  }
  return undefined;
}

/** @deprecated The demo catalogue for call sites not yet given the catalogue (pages until the injected catalogue reaches them). */
export const LEGACY_CATALOGUE: Catalogue = {
  kibbles: KIBBLES,
  treats: TREATS,
  plans: FREQUENCY_OPTIONS_DAYS.map((frequencyDays) => ({
    id: sellingPlanIdFor(frequencyDays),
    frequencyDays,
    discountPercent: 100 - RENEWAL_PERCENT_OF_LIST,
  })),
  defaultProductId: DEFAULT_PRODUCT_ID,
};
