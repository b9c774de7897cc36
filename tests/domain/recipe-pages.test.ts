import { describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { caloriesPerDay, cupsPerDay, gramsPerDay } from '../../src/domain/feeding';
import { firstOrderPriceCents } from '../../src/domain/money';
import {
  DOG_NAME_PLACEHOLDER,
  firstOrderButtonLabel,
  firstOrderCardFigures,
  householdMetrics,
  householdSentence,
  howTheTrialWorks,
  recipeFeatures,
  recipePageMetrics,
  titleName,
  trialCardFigures,
  trialProteinTerm,
  trialTermsAndConditions,
} from '../../src/domain/recipe-pages';

const plan = { bag_size: 5, frequency: 31, price: 79.99, subscriptionPrice: 70.39, subscriptionPricePerDay: 2.27 };

describe('recipe page metrics', () => {
  it('are the calorie formula, grams at 3380 kcal/kg and 120 g cups', () => {
    const pet = { weight: 23.5, life_stage: 'senior', activity_level: 'hyperactive', body_condition: 'ideal' };
    const calories = caloriesPerDay(pet);
    expect(recipePageMetrics(pet)).toEqual({ calories, grams: gramsPerDay(calories, 3380), cups: cupsPerDay(gramsPerDay(calories, 3380), 120) });
    expect(recipePageMetrics({ weight: 12 })).toEqual({ calories: 632, grams: 187, cups: 1.6 });
  });
});

describe("a household's first order (issue 61)", () => {
  it("adds the included dogs' kibble shares, in the recipe pages' 120 g cups, and leaves out a dog not in the plan", () => {
    const dogs = [
      { kibble_calories_per_day: 551, kibble_grams_per_day: 163 },
      { kibble_calories_per_day: 300, kibble_grams_per_day: 89 },
      { kibble_calories_per_day: 999, kibble_grams_per_day: 296, includeInFamilyFeedingPlan: false },
    ];
    expect(householdMetrics(dogs)).toEqual({ calories: 851, grams: 252, cups: cupsPerDay(252, 120) });
  });

  it('names every dog as a person would, with the grams grouped', () => {
    expect(householdSentence(['Poppy', 'Bruno'], 492)).toBe('Poppy and Bruno eat 492 g a day.');
    expect(householdSentence(['Poppy', 'Bruno', 'Kiwi'], 1250)).toBe('Poppy, Bruno and Kiwi eat 1,250 g a day.');
  });
});

describe('titles and texts', () => {
  it('uses the typed name or "your dog"', () => {
    expect(titleName('  Rex ')).toBe('Rex');
    expect(titleName('')).toBe(DOG_NAME_PLACEHOLDER);
    expect(firstOrderButtonLabel('Lamb')).toBe('Start Lamb Subscription');
  });

  it('builds How the Trial Works and the Terms from the trial terms', () => {
    expect(howTheTrialWorks().join(' ')).toMatch(
      /up to 2 kg.*\$6\.99.*25% of the bowl on day 1 to 100% on day 7.*5 days after your trial is delivered, at 25% off.*\$12\.99/,
    );
    const terms = trialTermsAndConditions(DEMO_CATALOGUE).join(' ');
    for (const fact of [
      'up to 2 kg',
      'shipping only',
      '25%',
      '100% on day 7',
      '5 days after the trial is delivered',
      '$12.99',
      'One free trial per household',
      'Luxe Lamb 31%',
      'Chicken Dog Box 28%',
    ]) {
      expect(terms).toContain(fact);
    }
  });

  it('names the protein of the catalogue’s trial recipes only with a catalogue: the built page has none', () => {
    const withCatalogue = trialTermsAndConditions(DEMO_CATALOGUE);
    const built = trialTermsAndConditions(null);
    expect(withCatalogue.slice(0, -1)).toEqual(built);
    expect(withCatalogue.at(-1)).toBe(trialProteinTerm(DEMO_CATALOGUE));
    expect(built.join(' ')).not.toMatch(/protein/i);
    const shop = { ...DEMO_CATALOGUE, kibbles: [{ ...DEMO_CATALOGUE.kibbles[0]!, title: 'Hoki Crunch', proteinPercent: 33, trial: true }] };
    expect(trialProteinTerm(shop)).toBe('Protein: Hoki Crunch 33%.');
    expect(trialProteinTerm({ ...shop, kibbles: [] })).toBeNull();
  });

  it('names each recipe’s protein in its bullets', () => {
    for (const k of DEMO_CATALOGUE.kibbles) expect(recipeFeatures(k)[0]).toContain(`${k.proteinPercent}% protein`);
  });
});

describe('recipe card figures', () => {
  it('a trial card shows the renewal price per day and the discounted first bag', () => {
    const f = trialCardFigures(plan);
    expect(f).toMatchObject({ gramsPerDay: 161, bagSizeKg: 5, frequencyDays: 31, pricePerDay: 2.27 });
    expect(f.renewalText).toContain(`$${(firstOrderPriceCents(7999) / 100).toFixed(2)}`);
    expect(f.renewalText).toContain('then $70.39 every 31 days');
  });

  it('a first-order card shows the first order’s price per day', () => {
    const f = firstOrderCardFigures(plan);
    expect(f.firstOrderPrice).toBe(firstOrderPriceCents(7999) / 100);
    expect(f.pricePerDay).toBe(Math.round(firstOrderPriceCents(7999) / 31) / 100);
    expect(f.renewalText).toMatch(/^34% OFF your first order: \$52\.79 \(was \$79\.99\), then \$70\.39 every 31 days\./);
  });
});
