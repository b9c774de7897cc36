import type { Catalogue, KibbleProduct, KibbleVariant, TreatProduct } from '../../../src/domain/catalogue';
import { FREQUENCY_OPTIONS_DAYS } from '../../../src/domain/frequency';
import { SUBSCRIPTION_DISCOUNT_PERCENT } from '../../../src/domain/money';

/**
 * The spec's demo shop (spec 000 §9) as data: the three kibbles with their ids and kcal per kg,
 * the bag-size variants and their list prices, the treats and one selling plan per delivery
 * frequency the dashboard offers (plan id = 690000000000 + days, at the renewal discount). The
 * demo-data loader puts it into D1, which is the catalogue in local mode. Tests, the demo shop
 * (scripts/demo-shop) and the bench's seeds may import it; nothing the Worker serves outside
 * functions/db/demo may (it reads the catalogue in D1). Its literals live here and nowhere else.
 */

const DEMO_BAG_SIZES_KG = [2.5, 5, 10, 15, 20] as const;

/** A kibble's bags: variant id = idBase + the bag's index, sku = KEY-<kg>KG. */
function variants(productKey: string, idBase: number, prices: readonly number[]): KibbleVariant[] {
  return DEMO_BAG_SIZES_KG.map((bagSizeKg, i) => ({
    id: String(idBase + i),
    bagSizeKg,
    sku: `${productKey}-${String(bagSizeKg).replace('.', '_')}KG`,
    priceCents: prices[i]!,
  }));
}

const KIBBLES: readonly KibbleProduct[] = [
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

/** A treat of one pack: product 880000000000N, variant 488000000000N1. */
const treat = (n: number, title: string, image: string, sku: string, priceCents: number): TreatProduct => ({
  id: `880000000000${n}`,
  title,
  image: { src: `/images/treats/${image}.svg` },
  variants: [{ id: `488000000000${n}1`, sku, priceCents }],
});

const TREATS: readonly TreatProduct[] = [
  treat(1, 'Venison Jerky Strips', 'venison-jerky', 'TRT-VEN-200', 1499),
  treat(2, 'Green-Lipped Mussel Bites', 'mussel-bites', 'TRT-GLM-150', 1799),
  treat(3, 'Lamb Ear Chews', 'lamb-ears', 'TRT-LEAR-10', 1299),
  treat(4, 'Hoki Fish Skins', 'hoki-skins', 'TRT-HOKI-100', 1199),
  treat(5, 'Beef Liver Training Treats', 'beef-liver', 'TRT-BLIV-250', 999),
];

/** The demo shop's selling plans: id = this base + the frequency in days. */
const SELLING_PLAN_ID_BASE = 690000000000;

export const DEMO_CATALOGUE: Catalogue = {
  kibbles: KIBBLES,
  treats: TREATS,
  plans: FREQUENCY_OPTIONS_DAYS.map((frequencyDays) => ({
    id: String(SELLING_PLAN_ID_BASE + frequencyDays),
    frequencyDays,
    discountPercent: SUBSCRIPTION_DISCOUNT_PERCENT,
  })),
  defaultProductId: '8710529646842',
};

/** The demo kibbles by name, for the demo customers and fixtures. */
export const DEMO_KIBBLES = { chicken: KIBBLES[0]!, lamb: KIBBLES[1]!, mixed: KIBBLES[2]! } as const;
