import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { describe, expect, it } from 'vitest';
import { planForFrequency, findKibble } from '../../src/domain/catalogue';
import {
  DEFAULT_BAG_SIZE_KG,
  TARGET_FREQUENCY_DAYS,
  bagDurationDays,
  feedingPlansFor,
  lowestPricePerDay,
  parseBagSizeKg,
  recipeCardGramsPerDay,
  recommendationPlansFor,
  recommendedPlan,
} from '../../src/domain/plans';
import { BAG_SIZE_THRESHOLDS, bagSizeForDailyGrams } from '../../src/domain/plan-pick';

const chicken = findKibble(DEMO_CATALOGUE, '8710529646842')!;
const lamb = findKibble(DEMO_CATALOGUE, '8730358808826')!;

describe('bagSizeForDailyGrams', () => {
  it('pins the thresholds 800 / 450 / 250 / 125 g', () => {
    expect(BAG_SIZE_THRESHOLDS.map((t) => [t.minGramsPerDay, t.bagSizeKg])).toEqual([
      [800, 20],
      [450, 15],
      [250, 10],
      [125, 5],
    ]);
  });

  it.each([
    [0, 2.5],
    [124.9, 2.5],
    [125, 5],
    [249.9, 5],
    [250, 10],
    [449.9, 10],
    [450, 15],
    [799.9, 15],
    [800, 20],
    [5000, 20],
  ])('%f g/day → %f kg', (grams, kg) => {
    expect(bagSizeForDailyGrams(DEMO_CATALOGUE, grams)).toBe(kg);
  });
});

describe('bagDurationDays', () => {
  it('is round(1000 × kg / grams per day)', () => {
    expect(bagDurationDays(5, 163)).toBe(31); // 30.67
    expect(bagDurationDays(10, 163)).toBe(61); // 61.35
    expect(bagDurationDays(2.5, 100)).toBe(25);
    expect(bagDurationDays(10, 400)).toBe(25);
  });

  it('rounds half up: 10 kg at 160 g = 62.5 → 63 days', () => {
    expect(bagDurationDays(10, 160)).toBe(63);
  });

  it('is null when nothing is eaten and at least 1 day otherwise', () => {
    expect(bagDurationDays(10, 0)).toBeNull();
    expect(bagDurationDays(10, -3)).toBeNull();
    expect(bagDurationDays(2.5, 6000)).toBe(1);
  });
});

describe('recipeCardGramsPerDay', () => {
  it('is bag kg × 1000 / frequency, rounded', () => {
    expect(recipeCardGramsPerDay(5, 31)).toBe(161); // 161.29
    expect(recipeCardGramsPerDay(10, 40)).toBe(250);
    expect(recipeCardGramsPerDay(10, 0)).toBe(0);
  });
});

describe('parseBagSizeKg', () => {
  it.each([
    ['Luxe Lamb 15kg', 15],
    ['2.5 kg', 2.5],
    ['Chicken Dog Box - 20 KG', 20],
    ['Mixed 2,5kg', 2.5],
    ['Chicken Dog Box', 10],
    ['', 10],
    [null, 10],
    ['0kg', 10],
  ])('%s → %f kg', (title, kg) => {
    expect(parseBagSizeKg(title)).toBe(kg);
  });

  it('defaults to 10 kg', () => {
    expect(DEFAULT_BAG_SIZE_KG).toBe(10);
  });
});

describe('feeding plans', () => {
  it('makes one plan per bag size, ascending, on the shop’s plan for the days each bag lasts, priced at the plan’s discount', () => {
    const plans = recommendationPlansFor(163, chicken, DEMO_CATALOGUE);
    // The bags last 15, 31, 61, 92 and 123 days; each goes on the longest offered plan not
    // longer than that (16 days, the shortest offered, for the 15-day bag).
    expect(plans.map((p) => [p.bag_size, bagDurationDays(p.bag_size, 163), p.frequency])).toEqual([
      [2.5, 15, 16],
      [5, 31, 30],
      [10, 61, 60],
      [15, 92, 90],
      [20, 123, 120],
    ]);
    // 5 kg Chicken lists at $69.99; 6999 × 0.88 = 6159.12 → $61.59; / 30 days = 2.053 → $2.05
    expect(plans[1]).toEqual({
      bag_size: 5,
      frequency: 30,
      price: 69.99,
      subscriptionPrice: 61.59,
      subscriptionPricePerDay: 2.05,
      variantId: chicken.variants[1]!.id,
      selling_plan_id: planForFrequency(DEMO_CATALOGUE, 30)!.id,
    });
  });

  it('prices each kibble from its own variants', () => {
    const plan = recommendationPlansFor(171, lamb, DEMO_CATALOGUE).find((p) => p.bag_size === 5)!;
    // 7999 × 0.88 = 7039.12 → $70.39; 5000 / 171 = 29.2 → 29 days; 70.39 / 29 = 2.427 → $2.43
    expect(plan).toMatchObject({
      frequency: 29,
      price: 79.99,
      subscriptionPrice: 70.39,
      subscriptionPricePerDay: 2.43,
    });
  });

  it('feedingPlansFor carries only bag size, frequency and subscription prices', () => {
    expect(feedingPlansFor(163, chicken, DEMO_CATALOGUE)[1]).toEqual({
      bag_size: 5,
      frequency: 30,
      subscriptionPrice: 61.59,
      subscriptionPricePerDay: 2.05,
    });
  });

  it('makes no plans when nothing is eaten', () => {
    expect(feedingPlansFor(0, chicken, DEMO_CATALOGUE)).toEqual([]);
  });

  it('covers every catalogue kibble', () => {
    for (const kibble of DEMO_CATALOGUE.kibbles) expect(feedingPlansFor(300, kibble, DEMO_CATALOGUE)).toHaveLength(5);
  });
});

describe('recommendedPlan', () => {
  it('aims for 30 days', () => {
    expect(TARGET_FREQUENCY_DAYS).toBe(30);
  });

  it('picks the frequency nearest 30 days', () => {
    expect(recommendedPlan(feedingPlansFor(163, chicken, DEMO_CATALOGUE))).toMatchObject({ bag_size: 5, frequency: 30 });
    expect(recommendedPlan(feedingPlansFor(500, chicken, DEMO_CATALOGUE))).toMatchObject({ bag_size: 15, frequency: 30 });
  });

  it('tie rule: equidistant plans go to the smaller bag (125 g/day: 2.5 kg = 20 days, 5 kg = 40 days)', () => {
    const plans = feedingPlansFor(125, chicken, DEMO_CATALOGUE);
    expect(plans.slice(0, 2).map((p) => p.frequency)).toEqual([20, 40]);
    expect(recommendedPlan(plans)).toMatchObject({ bag_size: 2.5, frequency: 20 });
  });

  it('tie rule holds whatever order the plans arrive in', () => {
    const plans = [
      { bag_size: 10, frequency: 35 },
      { bag_size: 5, frequency: 25 },
      { bag_size: 20, frequency: 70 },
    ];
    expect(recommendedPlan(plans)).toEqual({ bag_size: 5, frequency: 25 });
  });

  it('is null for no plans', () => {
    expect(recommendedPlan([])).toBeNull();
  });
});

describe('lowestPricePerDay', () => {
  it('is the minimum subscription price per day, null when empty', () => {
    expect(lowestPricePerDay([{ subscriptionPricePerDay: 1.99 }, { subscriptionPricePerDay: 1.5 }])).toBe(1.5);
    expect(lowestPricePerDay([])).toBeNull();
  });
});
