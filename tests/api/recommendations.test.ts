import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { planForFrequency } from '../../src/domain/catalogue';
import { recommendedPlan } from '../../src/domain/plans';
import { buildRecommendations, trialProducts } from '../../src/domain/recommendations';
import type { RecommendationsAnswer } from '../../src/domain/schemas/shop';
import { CHICKEN, LAMB, MIXED, customerData, postJson, trialPet } from './trial-factories';

const recommend = (body: unknown) => SELF.fetch(postJson('/api/pets/recommendations', body));
const raw = (body: string) =>
  SELF.fetch('http://localhost/api/pets/recommendations', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('POST /api/pets/recommendations: bad bodies', () => {
  it('answers 400 malformed_request for a body that is not JSON', async () => {
    const res = await raw('{"pets": [');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'malformed_request' });
  });

  it.each([
    ['no pets list', {}, 'pets'],
    ['pets not a list', { pets: 'Rex' }, 'pets'],
    ['a dog without a name', { pets: [trialPet({ name: '  ' })] }, 'pets.0.name'],
    ['a dog over 60 kg', { pets: [trialPet({ weight: 61 })] }, 'pets.0.weight'],
    ['a dog under 1 kg', { pets: [trialPet({ weight: 0.5 })] }, 'pets.0.weight'],
    ['an unknown life stage', { pets: [trialPet({ life_stage: 'ancient' })] }, 'pets.0.life_stage'],
    ['a bad customer e-mail', { pets: [trialPet()], customerData: { email: 'not-an-address' }, discount: null }, 'customerData.email'],
    ['a discount that is not text', { pets: [trialPet()], customerData: null, discount: 20 }, 'discount'],
    ['more than 20 dogs', { pets: Array.from({ length: 21 }, (_, i) => trialPet({ name: `Dog ${i}` })) }, 'pets'],
  ])('answers 400 invalid_json naming the field for %s', async (_, body, path) => {
    const res = await recommend(body);
    expect(res.status).toBe(400);
    const answer = await res.json<{ code: string; error: string; issues: { path: string }[] }>();
    expect(answer.code).toBe('invalid_json');
    expect(answer.issues[0]?.path).toBe(path);
    expect(answer.error).toContain(path);
  });
});

describe('POST /api/pets/recommendations: the feeding guide form { pets }', () => {
  it('answers every recipe in card order (lamb, mixed, chicken), each priced by the domain module', async () => {
    const pets = [trialPet(), trialPet({ name: 'Pip', weight: 6.5, life_stage: 'puppy' })];
    const res = await recommend({ pets });
    expect(res.status).toBe(200);
    const { recommendations } = await res.json<RecommendationsAnswer>();
    expect(recommendations.map((r) => r.product_id)).toEqual([LAMB.id, MIXED.id, CHICKEN.id]);
    // Same numbers as the pages compute: one formula, no second copy.
    expect(recommendations).toEqual(JSON.parse(JSON.stringify(buildRecommendations(pets, DEMO_CATALOGUE))));
  });

  it('gives each plan frequency, bag size, prices and ids, and preselects the plan nearest 30 days', async () => {
    const res = await recommend({ pets: [trialPet()] });
    const { recommendations } = await res.json<RecommendationsAnswer>();
    const chicken = recommendations.find((r) => r.product_id === CHICKEN.id)!;
    // 12 kg adult: 632 kcal → 187 g/day of chicken; the bags last 13, 27, 53, 80 and 107 days,
    // each delivered on the shop's longest plan not longer than that (the shortest, 16 days, for 13).
    expect(chicken.plans.map((p) => [p.bag_size, p.frequency])).toEqual([
      [2.5, 16],
      [5, 27],
      [10, 50],
      [15, 80],
      [20, 90],
    ]);
    const fiveKg = chicken.plans[1]!;
    expect(fiveKg).toEqual({
      bag_size: 5,
      frequency: 27,
      price: 69.99,
      subscriptionPrice: 61.59,
      subscriptionPricePerDay: 2.28,
      variantId: CHICKEN.variants[1]!.id,
      selling_plan_id: planForFrequency(DEMO_CATALOGUE, 27)!.id,
    });
    expect(chicken.variant_id).toBe(recommendedPlan(chicken.plans)!.variantId);
    expect(chicken.variant_id).toBe(fiveKg.variantId);
  });

  it('answers no recommendations when no dog is in the family plan, or there are no dogs', async () => {
    for (const pets of [[], [trialPet({ includeInFamilyFeedingPlan: false })]]) {
      const res = await recommend({ pets });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ recommendations: [] });
    }
  });
});

describe('POST /api/pets/recommendations: the trial pages form { pets: [pet], customerData, discount }', () => {
  it('answers only the two trial recipes, Luxe Lamb then Chicken Dog Box', async () => {
    const res = await recommend({ pets: [trialPet()], customerData: customerData(), discount: 'FREE7DAYTRIAL' });
    expect(res.status).toBe(200);
    const { recommendations } = await res.json<RecommendationsAnswer>();
    expect(recommendations.map((r) => r.title)).toEqual(['Luxe Lamb', 'Chicken Dog Box']);
    expect(recommendations.map((r) => r.product_id).sort()).toEqual(
      trialProducts(DEMO_CATALOGUE)
        .map((p) => p.id)
        .sort(),
    );
  });

  it('counts as the trial form with either key present, even as null, and with an unknown discount', async () => {
    for (const body of [
      { pets: [trialPet()], customerData: null },
      { pets: [trialPet()], discount: null },
      { pets: [trialPet()], customerData: null, discount: 'SPRING10' },
    ]) {
      const { recommendations } = await (await recommend(body)).json<RecommendationsAnswer>();
      expect(recommendations.map((r) => r.title)).toEqual(['Luxe Lamb', 'Chicken Dog Box']);
    }
  });

  it('reads the trial pages’ words for activity and body condition through the pet schema’s values', async () => {
    const res = await recommend({
      pets: [trialPet({ activity_level: 'active', body_condition: 'overweight', life_stage: 'senior' })],
      customerData: null,
      discount: null,
    });
    const { recommendations } = await res.json<RecommendationsAnswer>();
    const expected = buildRecommendations([trialPet({ activity_level: 'active', body_condition: 'overweight', life_stage: 'senior' })], DEMO_CATALOGUE, {
      trialOnly: true,
    });
    expect(recommendations).toEqual(JSON.parse(JSON.stringify(expected)));
  });
});
