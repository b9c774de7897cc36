import { describe, expect, it } from 'vitest';
import { computePetsPayload, resolveKibble } from '../../src/domain/pets-payload';
import { RECIPE_CARD_ORDER, TRIAL_PRODUCT_HANDLES, buildRecommendations, isTrialProduct } from '../../src/domain/recommendations';

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
    expect(resolveKibble(LAMB, 3380).name).toBe('Lamb');
    expect(resolveKibble(null, 3300).name).toBe('Mixed');
    expect(resolveKibble('unknown', 1234).name).toBe('Chicken');
    expect(resolveKibble().name).toBe('Chicken');
  });
});

describe('computePetsPayload', () => {
  it('computes each pet and the family totals for the default kibble', () => {
    const payload = computePetsPayload({ pets: [rex], productId: null });
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
    const payload = computePetsPayload({ pets: [rex], productId: CHICKEN });
    expect(payload.feedingPlans.map((p) => p.bag_size)).toEqual([2.5, 5, 10, 15, 20]);
    expect(payload.recommendationPlan).toEqual({
      bag_size: 5,
      frequency: 31,
      subscriptionPrice: 61.59,
      subscriptionPricePerDay: 1.99,
    });
    expect(payload.daily_cost).toBe(1.99);
  });

  it('adopts the selected kibble’s kcal per kg over the one sent', () => {
    const payload = computePetsPayload({ pets: [rex], productId: LAMB, kcal_per_kg: 3380 });
    expect(payload.kcal_per_kg).toBe(3225);
    expect(payload.pets[0]!.grams_per_day).toBe(171);
    expect(payload.productId).toBe(LAMB);
  });

  it('keeps a client kcal per kg when no product is named', () => {
    const payload = computePetsPayload({ pets: [rex], kcal_per_kg: 3300 });
    expect(payload.kcal_per_kg).toBe(3300);
    expect(payload.productId).toBe(MIXED);
    expect(payload.pets[0]!.grams_per_day).toBe(167);
  });

  it('counts only included pets in totals, but computes every pet', () => {
    const payload = computePetsPayload({
      pets: [rex, { ...rex, id: 'pet_b', name: 'Bella', percent_kibble: 50 }, { ...rex, id: 'pet_c', name: 'Ghost', includeInFamilyFeedingPlan: false }],
    });
    expect(payload.pets[2]!.kibble_grams_per_day).toBe(163);
    expect(payload.total_subscribed_calories_per_day).toBe(551 + 276);
    expect(payload.total_subscribed_grams_per_day).toBe(163 + 82);
    expect(payload.total_subscribed_cups_per_day).toBe(2.2);
  });

  it('maps the modal’s lazyBones to the lazy multiplier', () => {
    const payload = computePetsPayload({ pets: [{ ...rex, activity_level: 'lazyBones' }] });
    expect(payload.pets[0]!.calories_per_day).toBe(472);
  });

  it('gives no plans and zero daily cost when nobody is included', () => {
    const payload = computePetsPayload({ pets: [{ ...rex, includeInFamilyFeedingPlan: false }] });
    expect(payload.feedingPlans).toEqual([]);
    expect(payload.recommendationPlan).toBeNull();
    expect(payload.daily_cost).toBe(0);
  });

  it('handles an empty family', () => {
    const payload = computePetsPayload({ pets: [] });
    expect(payload.pets).toEqual([]);
    expect(payload.total_subscribed_grams_per_day).toBe(0);
  });
});

describe('buildRecommendations', () => {
  it('orders the cards lamb, mixed, chicken', () => {
    expect(RECIPE_CARD_ORDER).toEqual(['Lamb', 'Mixed', 'Chicken']);
    expect(buildRecommendations([rex]).map((r) => r.product_id)).toEqual([LAMB, MIXED, CHICKEN]);
  });

  it('computes each recipe with its own kcal per kg and points variant_id at the plan nearest 30 days', () => {
    const [lamb, , chicken] = buildRecommendations([rex]);
    // Lamb: 171 g/day → 5 kg lasts 29 days; Chicken: 163 g/day → 5 kg lasts 31 days
    expect(lamb!.plans.find((p) => p.bag_size === 5)!.frequency).toBe(29);
    expect(chicken!.plans.find((p) => p.bag_size === 5)!.frequency).toBe(31);
    expect(lamb!.variant_id).toBe('47100000000201');
    expect(chicken).toMatchObject({
      product_id: CHICKEN,
      variant_id: '47100000000101',
      title: 'Chicken Dog Box',
      image: '/images/products/chicken.svg',
    });
    expect(chicken!.plans[1]).toEqual({
      bag_size: 5,
      frequency: 31,
      price: 69.99,
      subscriptionPrice: 61.59,
      subscriptionPricePerDay: 1.99,
      variantId: '47100000000101',
      selling_plan_id: '690000000031',
    });
  });

  it('offers only Luxe Lamb and Chicken Dog Box on the trial pages', () => {
    expect(TRIAL_PRODUCT_HANDLES).toEqual(['chicken-dog-box-5kg-varients', 'luxe-lamb-dog-food-size-variants']);
    expect(buildRecommendations([rex], { trialOnly: true }).map((r) => r.title)).toEqual(['Luxe Lamb', 'Chicken Dog Box']);
    expect(isTrialProduct(LAMB)).toBe(true);
    expect(isTrialProduct(MIXED)).toBe(false);
  });

  it('is empty when no pet is included', () => {
    expect(buildRecommendations([{ ...rex, includeInFamilyFeedingPlan: false }])).toEqual([]);
    expect(buildRecommendations([])).toEqual([]);
  });
});
