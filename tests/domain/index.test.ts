import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import * as domain from '../../src/domain';

describe('the domain index', () => {
  it('re-exports the rules and schemas from one place, so pages and API share them', () => {
    expect(domain.caloriesPerDay({ weight: 10 })).toBe(551);
    expect(domain.gramsPerDay(551, domain.DEFAULT_KCAL_PER_KG)).toBe(163);
    expect(domain.cupsPerDay(163, domain.CUP_GRAMS_PET_SCREENS)).toBe(1.5);
    expect(domain.cupsPerDay(163, domain.CUP_GRAMS_RECIPE_PAGES)).toBe(1.4);
    expect(domain.GRAMS_PER_KG).toBe(1000);
    expect(domain.CENTS_PER_DOLLAR).toBe(100);
    expect(domain.MS_PER_DAY).toBe(86_400_000);
    expect(v.parse(domain.petSchema, { name: 'Rex' }).weight).toBe(domain.DEFAULT_WEIGHT_KG);
    expect(domain.bagSizesOf(DEMO_CATALOGUE)).toEqual([2.5, 5, 10, 15, 20]);
  });

  it('derives every shared number from one declaration', () => {
    expect(domain.DEFAULT_SHIPPING_PRICE * domain.CENTS_PER_DOLLAR).toBe(domain.DEFAULT_SHIPPING_CENTS);
    expect(domain.DEFAULT_KCAL_PER_KG).toBe(domain.findKibble(DEMO_CATALOGUE, DEMO_CATALOGUE.defaultProductId)!.kcalPerKg);
    expect(domain.TRIAL_FIRST_ORDER_DISCOUNT_PERCENT).toBe(domain.FIRST_ORDER_DISCOUNT_PERCENT);
    expect(domain.trialProteinPercent(DEMO_CATALOGUE).Lamb).toBe(31);
  });
});
