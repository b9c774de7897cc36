/**
 * How a shop's product becomes a recipe, a treat or a product left out with its reason
 * (functions/shopify/catalogue/map-products.ts): kcal per kg missing, zero, negative or absurd
 * is named; a bag's size comes from its "Size" option or its weight; prices are integer cents.
 */
import { describe, expect, it } from 'vitest';
import { bagSizeKgOf, mapShopProducts, type ShopProductNode } from '../../functions/shopify/catalogue/map-products';
import { KCAL_PER_KG_MESSAGE } from '../../src/domain/feeding-facts';

type Variant = ShopProductNode['variants']['nodes'][number];
const variant = (over: Partial<Variant> = {}): Variant => ({
  id: 'gid://shopify/ProductVariant/77001',
  sku: 'X-6',
  price: '61.05',
  selectedOptions: [{ name: 'Size', value: '6 kg' }],
  inventoryItem: null,
  ...over,
});
const product = (over: Partial<ShopProductNode> = {}): ShopProductNode => ({
  id: 'gid://shopify/Product/66001',
  handle: 'kibble',
  title: 'Kibble',
  productType: 'Dog Food',
  tags: [],
  featuredMedia: { preview: { image: { url: 'https://cdn.shopify.com/k.jpg' } } },
  kcal: { value: '3600' },
  protein: { value: '26.5' },
  trial: { value: 'true' },
  variants: { nodes: [variant()] },
  ...over,
});

describe('mapShopProducts', () => {
  it('a product with the app’s kcal per kg is a recipe: ids, facts, bags in kg and prices in cents', () => {
    const { kibbles, excluded } = mapShopProducts([product()]);
    expect(excluded).toEqual([]);
    expect(kibbles).toEqual([
      {
        id: '66001',
        handle: 'kibble',
        name: 'Kibble',
        title: 'Kibble',
        kcalPerKg: 3600,
        proteinPercent: 26.5,
        image: 'https://cdn.shopify.com/k.jpg',
        trial: true,
        variants: [{ id: '77001', bagSizeKg: 6, sku: 'X-6', priceCents: 6105 }],
      },
    ]);
  });

  it('kcal per kg missing, zero, negative or absurd leaves the product out, the field named', () => {
    const cases: [ShopProductNode['kcal'], string][] = [
      [null, 'kcal per kg is missing'],
      [{ value: '0' }, KCAL_PER_KG_MESSAGE],
      [{ value: '-3400' }, KCAL_PER_KG_MESSAGE],
      [{ value: '1999' }, KCAL_PER_KG_MESSAGE],
      [{ value: '6001' }, KCAL_PER_KG_MESSAGE],
      [{ value: '35000' }, KCAL_PER_KG_MESSAGE],
      [{ value: 'lots' }, 'kcal per kg is missing'],
    ];
    for (const [kcal, reason] of cases) {
      const { kibbles, excluded } = mapShopProducts([product({ kcal })]);
      expect(kibbles, JSON.stringify(kcal)).toEqual([]);
      expect(excluded, JSON.stringify(kcal)).toEqual([{ productId: '66001', title: 'Kibble', reason }]);
      expect(reason).toContain('kcal per kg');
    }
  });

  it('a recipe without a bag we can size is left out; the shop’s other products are not ours and are not listed', () => {
    const unsized = product({ variants: { nodes: [variant({ selectedOptions: [{ name: 'Title', value: 'Default Title' }] })] } });
    expect(mapShopProducts([unsized]).excluded[0]!.reason).toContain('bag size');
    const lead = product({ id: 'gid://shopify/Product/66002', title: 'Dog lead', kcal: null, protein: null, trial: null });
    expect(mapShopProducts([lead])).toEqual({ kibbles: [], treats: [], excluded: [] });
  });

  it('a product of type Treats (or tagged treat) is a treat', () => {
    const treat = product({
      productType: 'Treats',
      kcal: null,
      variants: { nodes: [variant({ id: 'gid://shopify/ProductVariant/77009', price: '9.40', selectedOptions: [] })] },
    });
    expect(mapShopProducts([treat]).treats).toEqual([
      { id: '66001', title: 'Kibble', image: { src: 'https://cdn.shopify.com/k.jpg' }, variants: [{ id: '77009', sku: 'X-6', priceCents: 940 }] },
    ]);
    expect(mapShopProducts([product({ productType: '', tags: ['Treat'] })]).treats).toHaveLength(1);
  });
});

describe('bagSizeKgOf', () => {
  it('reads the Size option in kg or g, else the weight in its unit', () => {
    expect(bagSizeKgOf(variant({ selectedOptions: [{ name: 'Size', value: '2.5kg' }] }))).toBe(2.5);
    expect(bagSizeKgOf(variant({ selectedOptions: [{ name: 'size', value: '500 g' }] }))).toBe(0.5);
    const weighed = (unit: string, value: number) => variant({ selectedOptions: [], inventoryItem: { measurement: { weight: { unit, value } } } });
    expect(bagSizeKgOf(weighed('KILOGRAMS', 8))).toBe(8);
    expect(bagSizeKgOf(weighed('GRAMS', 3000))).toBe(3);
    expect(bagSizeKgOf(weighed('POUNDS', 22.0462))).toBe(10);
    expect(bagSizeKgOf(weighed('KILOGRAMS', 0))).toBeNull();
    expect(bagSizeKgOf(variant({ selectedOptions: [{ name: 'Size', value: 'Large' }] }))).toBeNull();
  });
});
