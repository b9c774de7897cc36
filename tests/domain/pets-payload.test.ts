import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { describe, expect, it } from 'vitest';
import { computePetsPayload, resolveKibble } from '../../src/domain/pets-payload';
import { RECIPE_CARD_ORDER, trialProductHandles, buildRecommendations, isTrialProduct } from '../../src/domain/recommendations';

const CHICKEN = '8710529646842';
const LAMB = '8730358808826';
const MIXED = '8730667024634';

const rex = {
  id: 'pet_rex',
  name: 'Rex',
  weight: 10,
  life_stage: 'adult',
  activity_level: 'typical',
  body_condition: 'aboutRight',
};

describe('resolveKibble', () => {
  it('prefers a known product id, then a matching kcal per kg, then Chicken', () => {
    expect(resolveKibble(DEMO_CATALOGUE, LAMB, 3380)?.name).toBe('Lamb');
    expect(resolveKibble(DEMO_CATALOGUE, null, 3300)?.name).toBe('Mixed');
    expect(resolveKibble(DEMO_CATALOGUE, 'unknown', 1234)?.name).toBe('Chicken');
    expect(resolveKibble(DEMO_CATALOGUE)?.name).toBe('Chicken');
  });
});

describe('computePetsPayload', () => {
  it('computes each pet and the family totals for the default kibble', () => {
    const payload = computePetsPayload({ pets: [rex], productId: null }, DEMO_CATALOGUE);
    expect(payload.pets[0]).toEqual({
      ...rex,
      calories_per_day: 551,
      grams_per_day: 163,
      kibble_calories_per_day: 551,
      kibble_grams_per_day: 163,
    });
    expect(payload).toMatchObject({
      kcal_per_kg: 3380,
      productId: CHICKEN,
      total_subscribed_calories_per_day: 551,
      total_subscribed_grams_per_day: 163,
      total_subscribed_cups_per_day: 1.5,
    });
  });

  it('prices the plans for the kibble and sets daily cost from the recommended plan', () => {
    const payload = computePetsPayload({ pets: [rex], productId: CHICKEN }, DEMO_CATALOGUE);
    expect(payload.feedingPlans.map((p) => p.bag_size)).toEqual([2.5, 5, 10, 15, 20]);
    // The 5 kg bag lasts 31 days: delivered on the 30-day plan, $61.59 / 30 = $2.05 a day.
    expect(payload.recommendationPlan).toEqual({
      bag_size: 5,
      frequency: 30,
      subscriptionPrice: 61.59,
      subscriptionPricePerDay: 2.05,
    });
    expect(payload.daily_cost).toBe(2.05);
  });

  it('adopts the selected kibble’s kcal per kg over the one sent', () => {
    const payload = computePetsPayload({ pets: [rex], productId: LAMB, kcal_per_kg: 3380 }, DEMO_CATALOGUE);
    expect(payload.kcal_per_kg).toBe(3225);
    expect(payload.pets[0]!.grams_per_day).toBe(171);
    expect(payload.productId).toBe(LAMB);
  });

  it('keeps a client kcal per kg when no product is named', () => {
    const payload = computePetsPayload({ pets: [rex], kcal_per_kg: 3300 }, DEMO_CATALOGUE);
    expect(payload.kcal_per_kg).toBe(3300);
    expect(payload.productId).toBe(MIXED);
    expect(payload.pets[0]!.grams_per_day).toBe(167);
  });

  it('counts only included pets in totals, but computes every pet', () => {
    const payload = computePetsPayload(
      {
        pets: [rex, { ...rex, id: 'pet_b', name: 'Bella', percent_kibble: 50 }, { ...rex, id: 'pet_c', name: 'Ghost', includeInFamilyFeedingPlan: false }],
      },
      DEMO_CATALOGUE,
    );
    expect(payload.pets[2]!.kibble_grams_per_day).toBe(163);
    expect(payload.total_subscribed_calories_per_day).toBe(551 + 276);
    expect(payload.total_subscribed_grams_per_day).toBe(163 + 82);
    expect(payload.total_subscribed_cups_per_day).toBe(2.2);
  });

  it('maps the modal’s lazyBones to the lazy multiplier', () => {
    const payload = computePetsPayload({ pets: [{ ...rex, activity_level: 'lazyBones' }] }, DEMO_CATALOGUE);
    expect(payload.pets[0]!.calories_per_day).toBe(472);
  });

  it('gives no plans and zero daily cost when nobody is included', () => {
    const payload = computePetsPayload({ pets: [{ ...rex, includeInFamilyFeedingPlan: false }] }, DEMO_CATALOGUE);
    expect(payload.feedingPlans).toEqual([]);
    expect(payload.recommendationPlan).toBeNull();
    expect(payload.daily_cost).toBe(0);
  });

  it('handles an empty family', () => {
    const payload = computePetsPayload({ pets: [] }, DEMO_CATALOGUE);
    expect(payload.pets).toEqual([]);
    expect(payload.total_subscribed_grams_per_day).toBe(0);
  });
});

describe('buildRecommendations', () => {
  it('orders the cards lamb, mixed, chicken', () => {
    expect(RECIPE_CARD_ORDER).toEqual(['Lamb', 'Mixed', 'Chicken']);
    expect(buildRecommendations([rex], DEMO_CATALOGUE).map((r) => r.product_id)).toEqual([LAMB, MIXED, CHICKEN]);
  });

  it('computes each recipe with its own kcal per kg and points variant_id at the plan nearest 30 days', () => {
    const [lamb, , chicken] = buildRecommendations([rex], DEMO_CATALOGUE);
    // Lamb: 171 g/day → 5 kg lasts 29 days (a plan); Chicken: 163 g/day → 5 kg lasts 31 days, on the 30-day plan
    expect(lamb!.plans.find((p) => p.bag_size === 5)!.frequency).toBe(29);
    expect(chicken!.plans.find((p) => p.bag_size === 5)!.frequency).toBe(30);
    expect(lamb!.variant_id).toBe('47100000000201');
    expect(chicken).toMatchObject({
      product_id: CHICKEN,
      variant_id: '47100000000101',
      title: 'Chicken Dog Box',
      image: '/images/products/chicken.svg',
    });
    expect(chicken!.plans[1]).toEqual({
      bag_size: 5,
      frequency: 30,
      price: 69.99,
      subscriptionPrice: 61.59,
      subscriptionPricePerDay: 2.05,
      variantId: '47100000000101',
      selling_plan_id: '690000000030',
    });
  });

  it('offers only Luxe Lamb and Chicken Dog Box on the trial pages', () => {
    expect(trialProductHandles(DEMO_CATALOGUE)).toEqual(['chicken-dog-box-5kg-varients', 'luxe-lamb-dog-food-size-variants']);
    expect(buildRecommendations([rex], DEMO_CATALOGUE, { trialOnly: true }).map((r) => r.title)).toEqual(['Luxe Lamb', 'Chicken Dog Box']);
    expect(isTrialProduct(DEMO_CATALOGUE, LAMB)).toBe(true);
    expect(isTrialProduct(DEMO_CATALOGUE, MIXED)).toBe(false);
  });

  it('is empty when no pet is included', () => {
    expect(buildRecommendations([{ ...rex, includeInFamilyFeedingPlan: false }], DEMO_CATALOGUE)).toEqual([]);
    expect(buildRecommendations([], DEMO_CATALOGUE)).toEqual([]);
  });
});
