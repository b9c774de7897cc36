import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_MULTIPLIERS,
  BODY_CONDITION_MULTIPLIERS,
  CUP_GRAMS_PET_SCREENS,
  CUP_GRAMS_RECIPE_PAGES,
  DEFAULT_KCAL_PER_KG,
  LIFE_STAGE_MULTIPLIERS,
  caloriesPerDay,
  clampKibblePercentForSlider,
  cupsPerDay,
  familyTotals,
  gramsPerDay,
  isIncludedInFamilyPlan,
  kcalPerKgByKibble,
  kcalPerKgOf,
  kibblePercentOf,
  petFeeding,
  restingEnergy,
} from '../../src/domain/feeding';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';

const adult10 = { weight: 10, life_stage: 'adult', activity_level: 'typical', body_condition: 'aboutRight' };

describe('feeding constants', () => {
  it('pins the multipliers of spec 001 §9', () => {
    expect(ACTIVITY_MULTIPLIERS).toEqual({ lazy: 1.2, typical: 1.4, active: 1.6 });
    expect(LIFE_STAGE_MULTIPLIERS).toEqual({ puppy: 2, adult: 1, senior: 0.8 });
    expect(BODY_CONDITION_MULTIPLIERS).toEqual({ underweight: 1.2, aboutRight: 1, overweight: 0.8 });
  });

  it('reads kcal per kg from the catalogue: Chicken 3380 (default), Lamb 3225, Mixed 3300', () => {
    expect(DEFAULT_KCAL_PER_KG).toBe(3380);
    expect(kcalPerKgByKibble(DEMO_CATALOGUE)).toEqual({ Chicken: 3380, Lamb: 3225, Mixed: 3300 });
    expect(kcalPerKgOf(DEMO_CATALOGUE, '8710529646842')).toBe(3380);
    expect(kcalPerKgOf(DEMO_CATALOGUE, '8730358808826')).toBe(3225);
    expect(kcalPerKgOf(DEMO_CATALOGUE, '8730667024634')).toBe(3300);
    expect(kcalPerKgOf(DEMO_CATALOGUE, 'nope')).toBe(3380);
    expect(kcalPerKgOf(DEMO_CATALOGUE, null)).toBe(3380);
  });

  it("follows a catalogue whose kibbles and default are not the demo shop's", () => {
    const shop = { ...DEMO_CATALOGUE, kibbles: [{ ...DEMO_CATALOGUE.kibbles[1]!, id: 'p-9', name: 'Venison', kcalPerKg: 3600 }], defaultProductId: 'p-9' };
    expect(kcalPerKgByKibble(shop)).toEqual({ Venison: 3600 });
    expect(kcalPerKgOf(shop, null)).toBe(3600);
    expect(kcalPerKgOf(shop, '8710529646842')).toBe(3600);
  });

  it('has two cup sizes: 110 g on pet screens, 120 g on recipe pages', () => {
    expect(CUP_GRAMS_PET_SCREENS).toBe(110);
    expect(CUP_GRAMS_RECIPE_PAGES).toBe(120);
  });
});

describe('restingEnergy', () => {
  it('is 70 × kg^0.75', () => {
    expect(restingEnergy(10)).toBeCloseTo(393.639, 3);
    expect(restingEnergy(1)).toBe(70);
    expect(restingEnergy(16)).toBeCloseTo(560, 9); // 16^0.75 = 8
  });

  it('is 0 for zero, negative or missing weight', () => {
    expect(restingEnergy(0)).toBe(0);
    expect(restingEnergy(-5)).toBe(0);
    expect(restingEnergy(Number.NaN)).toBe(0);
  });
});

describe('caloriesPerDay', () => {
  it('gives a 10 kg adult, typical, about right dog round(70 × 10^0.75 × 1.4) = 551 kcal', () => {
    expect(caloriesPerDay(adult10)).toBe(551);
  });

  it.each([
    ['lazy', 472],
    ['lazyBones', 472],
    ['typical', 551],
    ['active', 630],
    [undefined, 551],
  ])('activity %s gives %i kcal', (activity_level, kcal) => {
    expect(caloriesPerDay({ ...adult10, activity_level })).toBe(kcal);
  });

  it('doubles for puppies and takes 0.8 for seniors', () => {
    expect(caloriesPerDay({ ...adult10, life_stage: 'puppy' })).toBe(1102);
    expect(caloriesPerDay({ ...adult10, life_stage: 'senior' })).toBe(441);
  });

  it('takes 0.8 for overweight and 1.2 for underweight dogs', () => {
    expect(caloriesPerDay({ ...adult10, body_condition: 'overweight' })).toBe(441);
    expect(caloriesPerDay({ ...adult10, body_condition: 'underweight' })).toBe(661);
  });

  it('combines all multipliers: 25 kg active underweight puppy = round(70 × 25^0.75 × 1.6 × 2 × 1.2) = 3005', () => {
    expect(
      caloriesPerDay({
        weight: 25,
        life_stage: 'puppy',
        activity_level: 'active',
        body_condition: 'underweight',
      }),
    ).toBe(3005);
  });

  it('covers the weight limits: 1 kg → 98 kcal, 60 kg → 2113 kcal', () => {
    expect(caloriesPerDay({ ...adult10, weight: 1 })).toBe(98);
    expect(caloriesPerDay({ ...adult10, weight: 60 })).toBe(2113);
  });

  it('defaults missing values to adult, typical, about right', () => {
    expect(caloriesPerDay({ weight: 10 })).toBe(551);
  });
});

describe('gramsPerDay', () => {
  it('gives round(551 / 3.38) = 163 g of Chicken', () => {
    expect(gramsPerDay(551)).toBe(163);
    expect(gramsPerDay(551, 3380)).toBe(163);
  });

  it('uses the kibble’s kcal per kg: Lamb 171 g, Mixed 167 g', () => {
    expect(gramsPerDay(551, 3225)).toBe(171);
    expect(gramsPerDay(551, 3300)).toBe(167);
  });

  it('gives 0 for no calories or an unusable energy density', () => {
    expect(gramsPerDay(0)).toBe(0);
    expect(gramsPerDay(551, 0)).toBe(0);
  });
});

describe('cupsPerDay', () => {
  it('is grams / 110 to one decimal on the pet screens: 163 g → 1.5 cups', () => {
    expect(cupsPerDay(163)).toBe(1.5);
    expect(cupsPerDay(163, CUP_GRAMS_PET_SCREENS)).toBe(1.5);
  });

  it('is grams / 120 to one decimal on the recipe pages: 163 g → 1.4 cups', () => {
    expect(cupsPerDay(163, CUP_GRAMS_RECIPE_PAGES)).toBe(1.4);
  });

  it('rounds half up at one decimal: 165 g / 110 = 1.5 exactly, 126.5 g → 1.15 → 1.2', () => {
    expect(cupsPerDay(165)).toBe(1.5);
    expect(cupsPerDay(126.5)).toBe(1.2);
    expect(cupsPerDay(0)).toBe(0);
  });
});

describe('kibble percent', () => {
  it('clamps the slider to 20–100 with default 100', () => {
    expect(clampKibblePercentForSlider(19)).toBe(20);
    expect(clampKibblePercentForSlider(20)).toBe(20);
    expect(clampKibblePercentForSlider(55)).toBe(55);
    expect(clampKibblePercentForSlider(101)).toBe(100);
    expect(clampKibblePercentForSlider('')).toBe(100);
    expect(clampKibblePercentForSlider(undefined)).toBe(100);
  });

  it('scales by the stored percent within 0–100 (the modal allows 0), default 100', () => {
    expect(kibblePercentOf(10)).toBe(10);
    expect(kibblePercentOf(-5)).toBe(0);
    expect(kibblePercentOf(150)).toBe(100);
    expect(kibblePercentOf('50')).toBe(50);
    expect(kibblePercentOf(null)).toBe(100);
  });
});

describe('petFeeding', () => {
  it('gives a 100 % kibble dog the same kibble numbers as its total', () => {
    expect(petFeeding(adult10)).toEqual({
      calories_per_day: 551,
      grams_per_day: 163,
      kibble_calories_per_day: 551,
      kibble_grams_per_day: 163,
    });
  });

  it('scales calories by the kibble percent and derives the kibble grams from them', () => {
    // 551 × 0.5 = 275.5 → 276 kcal; 276 / 3.38 = 81.7 → 82 g
    expect(petFeeding({ ...adult10, percent_kibble: 50 })).toEqual({
      calories_per_day: 551,
      grams_per_day: 163,
      kibble_calories_per_day: 276,
      kibble_grams_per_day: 82,
    });
  });

  it('uses the kibble passed in: Lamb at 20 %', () => {
    // 551 × 0.2 = 110.2 → 110 kcal; 110 / 3.225 = 34.1 → 34 g
    expect(petFeeding({ ...adult10, percent_kibble: 20 }, 3225)).toEqual({
      calories_per_day: 551,
      grams_per_day: 171,
      kibble_calories_per_day: 110,
      kibble_grams_per_day: 34,
    });
  });
});

describe('familyTotals', () => {
  const rex = { kibble_calories_per_day: 551, kibble_grams_per_day: 163, includeInFamilyFeedingPlan: true };
  const bella = { kibble_calories_per_day: 276, kibble_grams_per_day: 82 };
  const ghost = {
    kibble_calories_per_day: 1000,
    kibble_grams_per_day: 296,
    includeInFamilyFeedingPlan: false,
  };

  it('sums the kibble shares of included pets only (missing flag = included)', () => {
    expect(familyTotals([rex, bella, ghost])).toEqual({
      total_subscribed_calories_per_day: 827,
      total_subscribed_grams_per_day: 245,
      total_subscribed_cups_per_day: 2.2, // 245 / 110 = 2.227
    });
  });

  it('is all zeros when nobody is included', () => {
    expect(familyTotals([ghost])).toEqual({
      total_subscribed_calories_per_day: 0,
      total_subscribed_grams_per_day: 0,
      total_subscribed_cups_per_day: 0,
    });
  });

  it('can give cups in recipe-page cups', () => {
    expect(familyTotals([rex], CUP_GRAMS_RECIPE_PAGES).total_subscribed_cups_per_day).toBe(1.4);
  });

  it('treats only an explicit false as excluded', () => {
    expect(isIncludedInFamilyPlan({})).toBe(true);
    expect(isIncludedInFamilyPlan({ includeInFamilyFeedingPlan: null })).toBe(true);
    expect(isIncludedInFamilyPlan({ includeInFamilyFeedingPlan: false })).toBe(false);
  });
});
