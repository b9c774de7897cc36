import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import type { Catalogue, KibbleProduct } from '../../src/domain/catalogue';
import { FREQUENCY_OPTIONS_DAYS } from '../../src/domain/frequency';
import { SUBSCRIPTION_DISCOUNT_PERCENT } from '../../src/domain/money';
import { bagSizeForDailyGrams, offeredFrequencies, planForDuration } from '../../src/domain/plan-pick';
import { recommendationPlansFor } from '../../src/domain/plans';

const salmon: KibbleProduct = {
  id: 'p1',
  handle: 'salmon',
  name: 'Salmon',
  title: 'Salmon Kibble',
  kcalPerKg: 3600,
  proteinPercent: 30,
  image: '/salmon.png',
  trial: true,
  variants: [
    { id: 'v12', bagSizeKg: 12, sku: 'S12', priceCents: 9000 },
    { id: 'v3', bagSizeKg: 3, sku: 'S3', priceCents: 3000 },
    { id: 'v8', bagSizeKg: 8, sku: 'S8', priceCents: 6500 },
  ],
};

/** A shop of its own: bags of 3, 8 and 12 kg, plans every 14, 28 and 56 days. */
const SHOP: Catalogue = {
  kibbles: [salmon],
  treats: [],
  plans: [
    { id: 'plan-56', frequencyDays: 56, discountPercent: 20 },
    { id: 'plan-14', frequencyDays: 14, discountPercent: 10 },
    { id: 'plan-28', frequencyDays: 28, discountPercent: 15 },
  ],
  defaultProductId: 'p1',
};

describe('the bag size for a family’s daily grams, among the sizes the shop sells', () => {
  it('is the spec’s size in the demo shop, which sells the spec’s sizes', () => {
    expect([800, 799.9, 450, 250, 125, 124.9].map((g) => bagSizeForDailyGrams(DEMO_CATALOGUE, g))).toEqual([20, 15, 15, 10, 5, 2.5]);
  });

  it('is the nearest size sold that is not smaller than the spec’s, else the largest sold', () => {
    // Spec sizes 2.5, 5, 10, 15 and 20 kg become 3, 8, 12, 12 and 12 kg.
    expect([100, 200, 300, 500, 900].map((g) => bagSizeForDailyGrams(SHOP, g))).toEqual([3, 8, 12, 12, 12]);
  });

  it('is none when the shop sells no kibble', () => {
    expect(bagSizeForDailyGrams({ ...SHOP, kibbles: [] }, 300)).toBeNull();
  });
});

describe('the selling plan a bag is delivered on', () => {
  it('is the longest offered frequency not longer than the bag lasts, so the dog never runs out', () => {
    expect(planForDuration(SHOP, 27)?.id).toBe('plan-14');
    expect(planForDuration(SHOP, 28)?.id).toBe('plan-28');
    expect(planForDuration(SHOP, 55)?.id).toBe('plan-28');
    expect(planForDuration(SHOP, 400)?.id).toBe('plan-56');
  });

  it('is the shortest offered one when every plan is longer than the bag lasts', () => {
    expect(planForDuration(SHOP, 10)?.id).toBe('plan-14');
    expect(planForDuration(DEMO_CATALOGUE, 15)?.frequencyDays).toBe(16);
  });

  it('is none when the shop has no plan', () => {
    expect(planForDuration({ ...SHOP, plans: [] }, 30)).toBeUndefined();
  });

  it('is among the demo shop’s plans: one per frequency the dashboard offers, at the renewal discount', () => {
    expect(offeredFrequencies(DEMO_CATALOGUE)).toEqual([...FREQUENCY_OPTIONS_DAYS]);
    expect(FREQUENCY_OPTIONS_DAYS).toHaveLength(31);
    expect(new Set(DEMO_CATALOGUE.plans.map((p) => p.discountPercent))).toEqual(new Set([SUBSCRIPTION_DISCOUNT_PERCENT]));
  });
});

describe('recommendations in a shop of its own', () => {
  it('recommend its bags on its plans, at each plan’s discount', () => {
    // 250 g a day: 3 kg lasts 12 days, 8 kg 32, 12 kg 48.
    const plans = recommendationPlansFor(250, salmon, SHOP);
    expect(plans.map((p) => [p.bag_size, p.frequency, p.selling_plan_id, p.subscriptionPrice])).toEqual([
      [3, 14, 'plan-14', 27],
      [8, 28, 'plan-28', 55.25],
      [12, 28, 'plan-28', 76.5],
    ]);
  });
});
