import { env } from 'cloudflare:test';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentCatalogue, forgetCatalogue } from '../../functions/catalogue/reader';
import { catalogueStateStatement, readCatalogue, readCatalogueState, readExcludedProducts, replaceCatalogueStatements } from '../../functions/db/catalogue';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import type { Catalogue } from '../../src/domain/catalogue';
import { bagSizesOf } from '../../src/domain/catalogue';

const AT = new Date('2026-12-02T10:00:00Z');

const replace = (catalogue: Catalogue, excluded: Parameters<typeof replaceCatalogueStatements>[2] = []) =>
  env.DB.batch(replaceCatalogueStatements(env.DB, catalogue, excluded, AT));

/** A shop of its own: one kibble in 3, 8 and 12 kg bags, no treats, two plans. */
const SMALL_SHOP: Catalogue = {
  kibbles: [
    {
      id: '9100000000001',
      handle: 'salmon-kibble',
      name: 'Salmon',
      title: 'Salmon Kibble',
      kcalPerKg: 3600,
      proteinPercent: 30,
      image: 'https://cdn.example/salmon.png',
      trial: true,
      variants: [3, 8, 12].map((kg, i) => ({ id: `910000000010${i}`, bagSizeKg: kg, sku: 'SALMON', priceCents: 3000 + i * 2000 })),
    },
  ],
  treats: [],
  plans: [
    { id: 'gid-plan-28', frequencyDays: 28, discountPercent: 10 },
    { id: 'gid-plan-56', frequencyDays: 56, discountPercent: 15 },
  ],
  defaultProductId: '9100000000001',
};

describe('the catalogue in D1', () => {
  beforeEach(() => forgetCatalogue());

  it('reads back the catalogue a replacement wrote, default kibble, positions and plans included', async () => {
    await replace(DEMO_CATALOGUE);
    expect(await readCatalogue(env.DB)).toEqual(DEMO_CATALOGUE);
  });

  it("replaces the demo shop with a shop's own sizes and plans, keeping the old rows unoffered", async () => {
    await replace(DEMO_CATALOGUE);
    await replace(SMALL_SHOP, [{ productId: '9100000000002', title: 'Puppy Mix', reason: 'kcal per kg is missing' }]);
    const read = await readCatalogue(env.DB);
    expect(read).toEqual(SMALL_SHOP);
    expect(bagSizesOf(read)).toEqual([3, 8, 12]);
    expect(await readExcludedProducts(env.DB)).toEqual([{ productId: '9100000000002', title: 'Puppy Mix', reason: 'kcal per kg is missing' }]);
    // Subscriptions and orders still point at the demo rows: they stay, not offered.
    const old = await env.DB.prepare('SELECT offered FROM products WHERE id = ?1').bind(DEMO_CATALOGUE.defaultProductId).first<{ offered: number }>();
    expect(old?.offered).toBe(0);
  });

  it('bumps the version with every replacement and keeps the state patched apart', async () => {
    const before = await readCatalogueState(env.DB);
    await replace(DEMO_CATALOGUE);
    await env.DB.batch([catalogueStateStatement(env.DB, { source: 'shop', plansState: 'mismatch', plansError: 'plan 28 days is missing' }, AT)]);
    await replace(DEMO_CATALOGUE);
    const after = await readCatalogueState(env.DB);
    expect(after).toMatchObject({ source: 'shop', plansState: 'mismatch', plansError: 'plan 28 days is missing', syncedAt: AT.toISOString() });
    expect(after.version).toBe(before.version + 2);
  });

  it('caches the catalogue per isolate until forgotten or older than the cache time', async () => {
    await replace(DEMO_CATALOGUE);
    const first = await currentCatalogue(env.DB, 1_000);
    await replace(SMALL_SHOP);
    expect(await currentCatalogue(env.DB, 2_000)).toBe(first);
    expect((await currentCatalogue(env.DB, 40_000)).kibbles[0]!.id).toBe('9100000000001');
    await replace(DEMO_CATALOGUE);
    forgetCatalogue();
    expect((await currentCatalogue(env.DB, 40_001)).kibbles).toHaveLength(3);
  });
});
