/**
 * Plan fit (issue 21) on a table of families: the daily grams of the subscription's kibble, the
 * days a bag lasts, the fit, and the suggestion rule with its 3- and 7-day boundaries.
 *
 * Expected grams come from the spec's formula written out here (spec 000 §9), not from the code
 * under test: calories = round(70 × kg^0.75 × activity × life stage × body condition), the kibble
 * share of those calories rounded, grams = round(kcal × 1000 ÷ kcal per kg), summed over the dogs
 * in the family plan.
 */
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { findKibble } from '../../src/domain/catalogue';
import { FREQUENCY_OPTIONS_DAYS, isAllowedFrequency } from '../../src/domain/frequency';
import {
  RUNS_OUT_EARLY_DAYS,
  TOO_MUCH_DAYS,
  familyDailyGrams,
  fitStatus,
  fittingFrequency,
  planFit,
  planFitSuggestion,
  type PlanFit,
  type PlanFitPet,
} from '../../src/domain/plan-fit';
import { addInterval } from '../../src/domain/renewals';
import { planFitSchema, type PlanFitAnswer } from '../../src/domain/schemas/plan-fit';
import { DEFAULT_FEEDING } from '../factories/pet';

const CHICKEN = findKibble(DEMO_CATALOGUE, '8710529646842')!.kcalPerKg;
const LAMB = findKibble(DEMO_CATALOGUE, '8730358808826')!.kcalPerKg;

const ACTIVITY = { lazy: 1.2, typical: 1.4, active: 1.6 } as const;
const LIFE_STAGE = { puppy: 2, adult: 1, senior: 0.8 } as const;
const BODY = { underweight: 1.2, aboutRight: 1, overweight: 0.8 } as const;

interface Dog {
  weight: number;
  life_stage: keyof typeof LIFE_STAGE;
  activity_level: keyof typeof ACTIVITY;
  body_condition: keyof typeof BODY;
  percent_kibble: number;
  includeInFamilyFeedingPlan: boolean;
}
/** A dog on the spec's defaults (10 kg, adult, typical, about right, all kibble, included). */
const dog = (overrides: Partial<Dog> = {}): Dog => ({ ...DEFAULT_FEEDING, ...overrides });

/** The spec's formula, by hand: grams of a kibble a day for the dogs in the family plan. */
function expectedDailyGrams(dogs: readonly Dog[], kcalPerKg: number): number {
  return dogs
    .filter((d) => d.includeInFamilyFeedingPlan)
    .reduce((sum, d) => {
      const calories = Math.round(70 * d.weight ** 0.75 * ACTIVITY[d.activity_level] * LIFE_STAGE[d.life_stage] * BODY[d.body_condition]);
      const kibbleCalories = Math.round((calories * d.percent_kibble) / 100);
      return sum + Math.round((kibbleCalories * 1000) / kcalPerKg);
    }, 0);
}

const NEXT = '2025-06-29';

interface Family {
  name: string;
  dogs: Dog[];
  kcalPerKg: number;
  bagKg: number;
  frequency: number;
  status: PlanFit['status'];
  /** 'none', the same bag at another frequency, or another bag. */
  suggests: 'none' | 'frequency' | 'bag';
}

const FAMILIES: Family[] = [
  { name: 'one adult dog, 5 kg of chicken every 28 days', dogs: [dog()], kcalPerKg: CHICKEN, bagKg: 5, frequency: 28, status: 'fits', suggests: 'none' },
  {
    name: 'two dogs with different kibble shares, 10 kg of lamb every 30 days',
    dogs: [dog({ weight: 20, activity_level: 'active' }), dog({ weight: 8, life_stage: 'senior', activity_level: 'lazy', percent_kibble: 50 })],
    kcalPerKg: LAMB,
    bagKg: 10,
    frequency: 30,
    status: 'runs_out_early',
    suggests: 'frequency',
  },
  {
    name: 'a dog excluded from the plan, 15 kg of chicken every 28 days',
    dogs: [dog(), dog({ weight: 30, includeInFamilyFeedingPlan: false })],
    kcalPerKg: CHICKEN,
    bagKg: 15,
    frequency: 28,
    status: 'too_much',
    suggests: 'frequency',
  },
  {
    name: 'a puppy on 2.5 kg of chicken every 28 days',
    dogs: [dog({ weight: 6.5, life_stage: 'puppy' })],
    kcalPerKg: CHICKEN,
    bagKg: 2.5,
    frequency: 28,
    status: 'runs_out_early',
    suggests: 'bag',
  },
];

describe('plan fit on a table of families', () => {
  it.each(FAMILIES)('$name: $status', (f) => {
    const fit = planFit({ catalogue: DEMO_CATALOGUE, pets: f.dogs, kcalPerKg: f.kcalPerKg, bagKg: f.bagKg, frequency: f.frequency, nextDelivery: NEXT });
    const dailyGrams = expectedDailyGrams(f.dogs, f.kcalPerKg);
    const daysPerBag = Math.round((f.bagKg * 1000) / dailyGrams);
    expect(fit).toMatchObject({ dailyGrams, bagKg: f.bagKg, daysPerBag, frequency: f.frequency, nextDelivery: NEXT, status: f.status });
    expect(fit.runsOutOn).toBe(addInterval(NEXT, daysPerBag - f.frequency, 'day'));
    expect(v.safeParse(planFitSchema, fit).issues).toBeUndefined();

    if (f.suggests === 'none') {
      expect(fit.suggestion).toBeNull();
      return;
    }
    const s = fit.suggestion!;
    expect(isAllowedFrequency(s.frequency)).toBe(true);
    expect(s.bagKg === f.bagKg).toBe(f.suggests === 'frequency');
    // Taking the suggestion makes the plan fit.
    expect(
      planFit({ catalogue: DEMO_CATALOGUE, pets: f.dogs, kcalPerKg: f.kcalPerKg, bagKg: s.bagKg, frequency: s.frequency, nextDelivery: NEXT }).status,
    ).toBe('fits');
  });

  it('counts only the dogs in the family plan', () => {
    const [included, excluded] = FAMILIES[2]!.dogs;
    expect(familyDailyGrams([included!, excluded!], CHICKEN)).toBe(familyDailyGrams([included!], CHICKEN));
    expect(familyDailyGrams([included!, { ...excluded!, includeInFamilyFeedingPlan: true }], CHICKEN)).toBeGreaterThan(familyDailyGrams([included!], CHICKEN));
  });

  it("weighs the subscription's kibble, not the one the pet screens selected: lamb has fewer kcal per kg, so more grams", () => {
    const dogs = [dog({ weight: 25 })];
    expect(familyDailyGrams(dogs, LAMB)).toBe(expectedDailyGrams(dogs, LAMB));
    expect(familyDailyGrams(dogs, LAMB)).toBeGreaterThan(familyDailyGrams(dogs, CHICKEN));
  });

  it('a heavier dog eats more, so the same bag lasts fewer days', () => {
    const at = (weight: number) =>
      planFit({ catalogue: DEMO_CATALOGUE, pets: [dog({ weight })], kcalPerKg: CHICKEN, bagKg: 10, frequency: 30, nextDelivery: NEXT });
    expect(at(12).dailyGrams).toBeGreaterThan(at(10).dailyGrams);
    expect(at(12).daysPerBag!).toBeLessThan(at(10).daysPerBag!);
  });

  it('no dog in the plan (none included, or a kibble share of 0): fits, with nothing to count and nothing to suggest', () => {
    const expected = { dailyGrams: 0, bagKg: 10, daysPerBag: null, frequency: 28, runsOutOn: null, nextDelivery: NEXT, status: 'fits', suggestion: null };
    for (const pets of [[], [dog({ includeInFamilyFeedingPlan: false })], [dog({ percent_kibble: 0 })]] as PlanFitPet[][]) {
      expect(planFit({ catalogue: DEMO_CATALOGUE, pets, kcalPerKg: CHICKEN, bagKg: 10, frequency: 28, nextDelivery: NEXT })).toEqual(expected);
    }
  });

  it('without a next delivery the fit is still known, but not the day the bag runs out', () => {
    const fit = planFit({ catalogue: DEMO_CATALOGUE, pets: [dog()], kcalPerKg: CHICKEN, bagKg: 15, frequency: 28, nextDelivery: null });
    expect(fit).toMatchObject({ nextDelivery: null, runsOutOn: null, status: 'too_much' });
  });
});

describe('the 3-day and 7-day boundaries', () => {
  // One adult dog on 5 kg of chicken: the bag lasts round(5000 / 163) = 31 days.
  const days = Math.round(5000 / expectedDailyGrams([dog()], CHICKEN));
  const at = (frequency: number) => planFit({ catalogue: DEMO_CATALOGUE, pets: [dog()], kcalPerKg: CHICKEN, bagKg: 5, frequency, nextDelivery: NEXT });

  it.each([
    [RUNS_OUT_EARLY_DAYS, 'runs_out_early'],
    [RUNS_OUT_EARLY_DAYS - 1, 'fits'],
    [0, 'fits'],
    [-(TOO_MUCH_DAYS - 1), 'fits'],
    [-TOO_MUCH_DAYS, 'too_much'],
  ] as const)('delivered %i days later than the bag lasts: %s', (later, status) => {
    const fit = at(days + later);
    expect(fit.status).toBe(status);
    expect(fit.runsOutOn).toBe(addInterval(NEXT, -later, 'day'));
    expect(fitStatus(days, days + later)).toBe(status);
  });

  it('are 3 and 7 days', () => {
    expect([RUNS_OUT_EARLY_DAYS, TOO_MUCH_DAYS]).toEqual([3, 7]);
  });
});

describe('the suggestion', () => {
  it('is null when the plan fits', () => {
    expect(planFitSuggestion(163, 5, 31, DEMO_CATALOGUE)).toBeNull();
    expect(planFitSuggestion(163, 5, 29, DEMO_CATALOGUE)).toBeNull();
  });

  it('is the same bag at the allowed frequency nearest the days it lasts', () => {
    // 15 kg at 163 g a day lasts 92 days; the options near it are 90 and 120.
    expect(planFitSuggestion(163, 15, 28, DEMO_CATALOGUE)).toEqual({ frequency: 90, bagKg: 15 });
    // 10 kg at 378 g lasts 26 days: every day from 16 to 30 is an option.
    expect(planFitSuggestion(378, 10, 30, DEMO_CATALOGUE)).toEqual({ frequency: 26, bagKg: 10 });
  });

  it('never suggests a frequency that still does not fit when one that fits exists (66 days: 70 is nearer, 60 fits)', () => {
    const grams = 10_000 / 66; // 10 kg lasts 66 days
    expect(fitStatus(66, 70)).toBe('runs_out_early');
    expect(planFitSuggestion(grams, 10, 28, DEMO_CATALOGUE)).toEqual({ frequency: 60, bagKg: 10 });
  });

  it('is another bag from the catalogue, with its nearest fitting frequency, when no allowed frequency fits the bag', () => {
    // 10 kg at 1200 g a day lasts 8 days: shorter than every option (16 days at least).
    expect(fittingFrequency(8)).toBeNull();
    expect(planFitSuggestion(1200, 10, 28, DEMO_CATALOGUE)).toEqual({ frequency: 17, bagKg: 20 });
    // 20 kg at 40 g a day lasts 500 days: longer than every option (120 days at most).
    expect(planFitSuggestion(40, 20, 120, DEMO_CATALOGUE)).toEqual({ frequency: 60, bagKg: 2.5 });
  });

  it('is the best there is when even the catalogue bag fits no frequency, and null when that is what the customer has', () => {
    // 2000 g a day: the 20 kg bag (the largest) lasts 10 days.
    expect(planFitSuggestion(2000, 20, 28, DEMO_CATALOGUE)).toEqual({ frequency: FREQUENCY_OPTIONS_DAYS[0], bagKg: 20 });
    expect(planFitSuggestion(2000, 20, FREQUENCY_OPTIONS_DAYS[0]!, DEMO_CATALOGUE)).toBeNull();
  });

  it('is null when nobody eats', () => {
    expect(planFitSuggestion(0, 10, 28, DEMO_CATALOGUE)).toBeNull();
  });
});

describe('the answer schema', () => {
  it('is the type the rule returns', () => {
    expectTypeOf<PlanFitAnswer>().toEqualTypeOf<PlanFit>();
  });

  it('refuses an answer out of shape', () => {
    const fit = planFit({ catalogue: DEMO_CATALOGUE, pets: [dog()], kcalPerKg: CHICKEN, bagKg: 5, frequency: 28, nextDelivery: NEXT });
    expect(v.safeParse(planFitSchema, { ...fit, status: 'maybe' }).success).toBe(false);
    expect(v.safeParse(planFitSchema, { ...fit, runsOutOn: '2025-02-30' }).success).toBe(false);
  });
});
