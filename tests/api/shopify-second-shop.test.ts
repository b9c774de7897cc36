/**
 * The second fake shop (SHOPIFY_FAKE_SHOP=second): other products, prices and 3/8/12 kg bags,
 * one sized by weight and one without its kcal per kg, which the console names as left out.
 */
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../src/domain/catalogue';
import type { ConsoleCatalogue } from '../../src/domain/schemas/console-catalogue';
import { BASE } from './auth-helpers';
import { shopifyWorld } from './shopify-world';

const world = shopifyWorld({ shop: 'second' });

describe('the second shop', () => {
  it('offers its two recipes with their own bags and prices, sizes a bag by its weight, and says why Puppy Starter is left out', async () => {
    const c = await (await world.send(new Request(`${BASE}/api/catalogue`))).json<Catalogue>();
    expect(c.kibbles.map((k) => k.title)).toEqual(['Coastal Hoki', 'Alpine Goat']);
    expect(c.kibbles.map((k) => k.variants.map((v) => v.bagSizeKg))).toEqual([
      [3, 8, 12],
      [3, 8, 12],
    ]);
    expect(c.kibbles[1]!.variants.map((v) => v.priceCents)).toEqual([3660, 8810, 12500]);
    expect(c.treats.map((t) => t.title)).toEqual(['Liver Bites']);
    const token = await world.fake.installs.idToken({ sub: '5150' });
    const res = await world.send(new Request(`${BASE}/api/console/catalogue`, { headers: { authorization: `Bearer ${token}`, origin: BASE } }));
    const shown = await res.json<ConsoleCatalogue>();
    expect(shown.excluded).toEqual([
      { productId: '5301000000023', title: 'Puppy Starter', reason: 'kcal per kg is missing', adminUrl: 'shopify://admin/products/5301000000023' },
    ]);
    expect(shown.plans.state).toBe('ready');
    // Only the recipes are in the app's group.
    expect([...world.fake.state.sellingPlanGroups.values()][0]!.productIds.sort()).toEqual([
      'gid://shopify/Product/5301000000021',
      'gid://shopify/Product/5301000000022',
    ]);
  });
});
