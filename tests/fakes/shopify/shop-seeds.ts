/**
 * The fake shop's products at start: a shop of its own, sharing no id, price or bag size with our
 * demo data (functions/db/demo), so a test that passes only because the app and the fake agree on
 * literals fails here. No seed has a selling plan: the app must create its own group.
 *
 * A recipe carries the app's feeding facts as product metafields in the app-reserved namespace
 * `$app:feeding` (keys kcal_per_kg, protein_percent, trial); a treat is a product of type
 * "Treats"; a bag's size is its "Size" option ("6 kg") or, without one, its weight.
 * `SHOPIFY_FAKE_SHOP=second` (tests/fakes/shopify/serve.ts) picks the second seed.
 */

export interface SeedVariant {
  id: string;
  sku: string;
  /** Decimal string, as Shopify's Money: "64.50". */
  price: string;
  /** The "Size" option's value, e.g. "6 kg"; absent, the variant has no Size option. */
  size?: string;
  /** The inventory item's weight in kilograms. */
  weightKg?: number;
}

export interface SeedProduct {
  id: string;
  handle: string;
  title: string;
  productType: string;
  tags: string[];
  image: string;
  /** The `$app:feeding` metafields; values as Shopify stores them (strings). */
  feeding?: { kcal_per_kg?: string; protein_percent?: string; trial?: string };
  variants: SeedVariant[];
}

export interface ShopSeed {
  name: string;
  currency: string;
  products: SeedProduct[];
}

export type SeedName = 'default' | 'second';

const cdn = (file: string) => `https://cdn.shopify.com/s/files/1/0777/fake/${file}`;

const bags = (prefix: string, sku: string, sizes: [number, string][]): SeedVariant[] =>
  sizes.map(([kg, price], i) => ({ id: `${prefix}${i + 1}`, sku: `${sku}-${kg}KG`, price, size: `${kg} kg` }));

/** Three recipes with 2, 6 and 11 kg bags, and one treat. */
export const DEFAULT_SEED: ShopSeed = {
  name: 'default',
  currency: 'NZD',
  products: [
    {
      id: '8801000000011',
      handle: 'river-trout-kibble',
      title: 'River Trout Kibble',
      productType: 'Dog Food',
      tags: ['kibble'],
      image: cdn('river-trout.jpg'),
      feeding: { kcal_per_kg: '3610', protein_percent: '27', trial: 'true' },
      variants: bags('880200000001', 'RTK', [
        [2, '24.50'],
        [6, '61.00'],
        [11, '104.90'],
      ]),
    },
    {
      id: '8801000000012',
      handle: 'highland-venison-kibble',
      title: 'Highland Venison Kibble',
      productType: 'Dog Food',
      tags: ['kibble'],
      image: cdn('highland-venison.jpg'),
      feeding: { kcal_per_kg: '3890', protein_percent: '31.5', trial: 'true' },
      variants: bags('880200000002', 'HVK', [
        [2, '27.90'],
        [6, '69.40'],
        [11, '118.00'],
      ]),
    },
    {
      id: '8801000000013',
      handle: 'garden-turkey-kibble',
      title: 'Garden Turkey Kibble',
      productType: 'Dog Food',
      tags: ['kibble'],
      image: cdn('garden-turkey.jpg'),
      feeding: { kcal_per_kg: '3420', protein_percent: '24', trial: 'false' },
      variants: bags('880200000003', 'GTK', [
        [2, '22.00'],
        [6, '55.30'],
        [11, '93.75'],
      ]),
    },
    {
      id: '8801000000014',
      handle: 'kelp-chews',
      title: 'Kelp Chews',
      productType: 'Treats',
      tags: ['treat'],
      image: cdn('kelp-chews.jpg'),
      variants: [{ id: '8802000000041', sku: 'KELP-200G', price: '11.20' }],
    },
  ],
};

/** Other products, prices and 3, 8 and 12 kg bags; one product without its kcal per kg, one sized by weight. */
export const SECOND_SEED: ShopSeed = {
  name: 'second',
  currency: 'NZD',
  products: [
    {
      id: '5301000000021',
      handle: 'coastal-hoki',
      title: 'Coastal Hoki',
      productType: 'Dog Food',
      tags: ['kibble'],
      image: cdn('coastal-hoki.jpg'),
      feeding: { kcal_per_kg: '3550', protein_percent: '26', trial: 'true' },
      variants: bags('530200000002', 'HOKI', [
        [3, '33.30'],
        [8, '79.80'],
        [12, '112.40'],
      ]),
    },
    {
      id: '5301000000022',
      handle: 'alpine-goat',
      title: 'Alpine Goat',
      productType: 'Dog Food',
      tags: ['kibble'],
      image: cdn('alpine-goat.jpg'),
      feeding: { kcal_per_kg: '4020', protein_percent: '33', trial: 'true' },
      // Sized by the inventory item's weight, not an option.
      variants: [
        { id: '5302000000031', sku: 'GOAT-3', price: '36.60', weightKg: 3 },
        { id: '5302000000032', sku: 'GOAT-8', price: '88.10', weightKg: 8 },
        { id: '5302000000033', sku: 'GOAT-12', price: '125.00', weightKg: 12 },
      ],
    },
    {
      id: '5301000000023',
      handle: 'puppy-starter',
      title: 'Puppy Starter',
      productType: 'Dog Food',
      tags: ['kibble'],
      image: cdn('puppy-starter.jpg'),
      // No kcal per kg: the app cannot offer it and says why.
      feeding: { protein_percent: '29' },
      variants: bags('530200000004', 'PUP', [
        [3, '39.00'],
        [8, '92.00'],
      ]),
    },
    {
      id: '5301000000024',
      handle: 'liver-bites',
      title: 'Liver Bites',
      productType: 'Treats',
      tags: ['treat'],
      image: cdn('liver-bites.jpg'),
      variants: [{ id: '5302000000051', sku: 'LIVER-150G', price: '9.40' }],
    },
  ],
};

export const SHOP_SEEDS: Record<SeedName, ShopSeed> = { default: DEFAULT_SEED, second: SECOND_SEED };
