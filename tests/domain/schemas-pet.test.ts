import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  KIBBLE_PERCENT_MESSAGE,
  PET_NAME_REQUIRED_MESSAGE,
  PET_NAME_TOO_LONG_MESSAGE,
  PETS_MAX,
  TOO_MANY_PETS_MESSAGE,
  WEIGHT_NOT_A_NUMBER_MESSAGE,
  emptyPetsData,
  feedingPlanSchema,
  normaliseStoredPetData,
  petSchema,
  petsCalculateBodySchema,
  petsDataSchema,
  petsSaveAnswerSchema,
  petsSaveBodySchema,
} from '../../src/domain/schemas';
import { WEIGHT_TOO_HIGH_MESSAGE, WEIGHT_TOO_LOW_MESSAGE } from '../../src/domain/weight';
import { computePetsPayload } from '../../src/domain/pets-payload';
import { DEFAULT_PET } from '../factories/pet';

function firstMessage(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input);
  return result.success ? undefined : result.issues[0].message;
}

describe('petSchema', () => {
  it('applies the spec defaults to a minimal pet', () => {
    expect(v.parse(petSchema, { name: ' Rex ' })).toEqual({ ...DEFAULT_PET, name: 'Rex' });
  });

  it('keeps a full pet, mapping lazyBones to lazy and numeric strings to numbers', () => {
    const pet = v.parse(petSchema, {
      id: 'pet_1',
      name: 'Bella',
      breed: 'Cavoodle',
      dob: '2021-03-04T00:00:00.000Z',
      weight: '12.5',
      life_stage: 'puppy',
      activity_level: 'lazyBones',
      body_condition: 'overweight',
      percent_kibble: '50',
      includeInFamilyFeedingPlan: false,
      sex: 'Female',
      photo_url: 'https://example.test/a.jpg',
      calories_per_day: 600,
    });
    expect(pet).toMatchObject({
      id: 'pet_1',
      dob: '2021-03-04',
      weight: 12.5,
      activity_level: 'lazy',
      percent_kibble: 50,
      includeInFamilyFeedingPlan: false,
      sex: 'female',
      calories_per_day: 600,
    });
  });

  it('turns numeric ids into strings', () => {
    expect(v.parse(petSchema, { id: 42, name: 'Rex' }).id).toBe('42');
  });

  it('rejects a weight outside 1–60 kg with the spec’s alert texts', () => {
    expect(firstMessage(petSchema, { name: 'Rex', weight: 60.01 })).toBe(WEIGHT_TOO_HIGH_MESSAGE);
    expect(firstMessage(petSchema, { name: 'Rex', weight: 0.99 })).toBe(WEIGHT_TOO_LOW_MESSAGE);
    expect(firstMessage(petSchema, { name: 'Rex', weight: -3 })).toBe(WEIGHT_TOO_LOW_MESSAGE);
    expect(firstMessage(petSchema, { name: 'Rex', weight: 'heavy' })).toBe(WEIGHT_NOT_A_NUMBER_MESSAGE);
    expect(v.parse(petSchema, { name: 'Rex', weight: 1 }).weight).toBe(1);
    expect(v.parse(petSchema, { name: 'Rex', weight: 60 }).weight).toBe(60);
  });

  it('requires a name of at most 60 characters', () => {
    expect(firstMessage(petSchema, { name: '   ' })).toBe(PET_NAME_REQUIRED_MESSAGE);
    expect(firstMessage(petSchema, {})).toBe(PET_NAME_REQUIRED_MESSAGE);
    expect(firstMessage(petSchema, { name: 'x'.repeat(61) })).toBe(PET_NAME_TOO_LONG_MESSAGE);
    expect(v.parse(petSchema, { name: 'x'.repeat(60) }).name).toHaveLength(60);
  });

  it('rejects unknown enum values and a kibble percent outside 0–100', () => {
    expect(v.safeParse(petSchema, { name: 'Rex', life_stage: 'teen' }).success).toBe(false);
    expect(v.safeParse(petSchema, { name: 'Rex', activity_level: 'hyper' }).success).toBe(false);
    expect(v.safeParse(petSchema, { name: 'Rex', body_condition: 'ideal' }).success).toBe(false);
    expect(v.safeParse(petSchema, { name: 'Rex', sex: 'other' }).success).toBe(false);
    expect(firstMessage(petSchema, { name: 'Rex', percent_kibble: 101 })).toBe(KIBBLE_PERCENT_MESSAGE);
    expect(v.parse(petSchema, { name: 'Rex', percent_kibble: 0 }).percent_kibble).toBe(0);
    expect(v.safeParse(petSchema, { name: 'Rex', dob: '2021-02-30x' }).success).toBe(false);
  });

  it('treats null fields as missing and applies defaults', () => {
    expect(
      v.parse(petSchema, {
        name: 'Rex',
        weight: null,
        life_stage: null,
        percent_kibble: null,
        includeInFamilyFeedingPlan: null,
      }),
    ).toMatchObject({
      weight: 10,
      life_stage: 'adult',
      percent_kibble: 100,
      includeInFamilyFeedingPlan: true,
    });
  });
});

describe('pets bodies', () => {
  it('accepts the full data set and defaults kcal_per_kg to 3380', () => {
    const body = v.parse(petsSaveBodySchema, {
      pets: [{ name: 'Rex' }],
      productId: 8730358808826,
      total_subscribed_grams_per_day: 999,
    });
    expect(body).toEqual({
      pets: [expect.objectContaining({ name: 'Rex' })],
      kcal_per_kg: 3380,
      productId: '8730358808826',
    });
  });

  it('accepts the overlay’s { pets, productId: null }', () => {
    expect(v.parse(petsSaveBodySchema, { pets: [], productId: null })).toEqual({
      pets: [],
      kcal_per_kg: 3380,
      productId: null,
    });
    expect(v.parse(petsSaveBodySchema, { pets: [], productId: '' }).productId).toBeNull();
    expect(v.parse(petsSaveBodySchema, { pets: [] }).productId).toBeNull();
  });

  it('rejects a missing pets list, a bad pet, or too many pets', () => {
    expect(v.safeParse(petsSaveBodySchema, {}).success).toBe(false);
    expect(v.safeParse(petsSaveBodySchema, { pets: [{ name: 'Rex', weight: 70 }] }).success).toBe(false);
    const many = Array.from({ length: PETS_MAX + 1 }, (_, i) => ({ name: `Dog ${i}` }));
    expect(firstMessage(petsSaveBodySchema, { pets: many })).toBe(TOO_MANY_PETS_MESSAGE);
  });

  it('parses the calculate body and feeds computePetsPayload', () => {
    const body = v.parse(petsCalculateBodySchema, {
      kcal_per_kg: '3225',
      pets: [{ name: 'Rex', weight: '10' }],
    });
    expect(body.kcal_per_kg).toBe(3225);
    expect(computePetsPayload(body, DEMO_CATALOGUE).pets[0]!.grams_per_day).toBe(171);
    expect(v.safeParse(petsCalculateBodySchema, { kcal_per_kg: -1, pets: [] }).success).toBe(false);
  });
});

describe('pets answer', () => {
  it('reads a computed payload back unchanged', () => {
    const payload = computePetsPayload({ pets: [v.parse(petSchema, { id: 'p1', name: 'Rex' })] }, DEMO_CATALOGUE);
    const parsed = v.parse(petsDataSchema, JSON.parse(JSON.stringify(payload)));
    expect(parsed.total_subscribed_grams_per_day).toBe(163);
    expect(parsed.pets[0]).toMatchObject({ id: 'p1', name: 'Rex', kibble_grams_per_day: 163 });
    expect(parsed.recommendationPlan).toEqual(payload.recommendationPlan);
  });

  it('defaults a missing pets list to empty', () => {
    expect(v.parse(petsDataSchema, {})).toEqual(emptyPetsData());
    expect(emptyPetsData()).toMatchObject({
      pets: [],
      kcal_per_kg: 3380,
      productId: null,
      feedingPlans: [],
      daily_cost: 0,
    });
  });

  it('accepts { success, data } or the bare payload from POST /api/pets', () => {
    const data = { pets: [{ name: 'Rex' }], kcal_per_kg: 3225 };
    expect(v.parse(petsSaveAnswerSchema, { success: true, data }).kcal_per_kg).toBe(3225);
    expect(v.parse(petsSaveAnswerSchema, data).kcal_per_kg).toBe(3225);
  });

  it('validates feeding plans', () => {
    expect(
      v.parse(feedingPlanSchema, {
        bag_size: 5,
        frequency: '31',
        subscriptionPrice: '61.59',
        subscriptionPricePerDay: 1.99,
      }),
    ).toEqual({
      bag_size: 5,
      frequency: 31,
      subscriptionPrice: 61.59,
      subscriptionPricePerDay: 1.99,
    });
    expect(
      v.safeParse(feedingPlanSchema, {
        bag_size: 5,
        frequency: 0,
        subscriptionPrice: 1,
        subscriptionPricePerDay: 1,
      }).success,
    ).toBe(false);
  });
});

describe('normaliseStoredPetData (mfb_pet_data)', () => {
  it('wraps an array of pets into the object shape', () => {
    const data = normaliseStoredPetData([{ name: 'Rex', weight: '12', activity_level: 'lazyBones' }]);
    expect(data.pets).toHaveLength(1);
    expect(data.pets[0]).toMatchObject({
      name: 'Rex',
      weight: 12,
      activity_level: 'lazy',
      life_stage: 'adult',
    });
    expect(data.kcal_per_kg).toBe(3380);
  });

  it('keeps the object shape and its kibble', () => {
    const data = normaliseStoredPetData({
      pets: [{ name: 'Rex' }],
      kcal_per_kg: 3225,
      productId: '8730358808826',
    });
    expect(data).toMatchObject({ kcal_per_kg: 3225, productId: '8730358808826' });
  });

  it('reads a JSON string, and never throws on junk', () => {
    expect(normaliseStoredPetData('[{"name":"Rex","weight":"12"}]').pets[0]!.weight).toBe(12);
    expect(normaliseStoredPetData('not json')).toEqual(emptyPetsData());
    expect(normaliseStoredPetData(null)).toEqual(emptyPetsData());
    expect(normaliseStoredPetData(42)).toEqual(emptyPetsData());
  });

  it('keeps a pet with missing fields, filling every default', () => {
    const data = normaliseStoredPetData([{}]);
    expect(data.pets).toEqual([DEFAULT_PET]);
  });

  it('repairs bad fields instead of dropping the pet', () => {
    const data = normaliseStoredPetData({
      pets: [
        {
          name: 42,
          breed: 'x'.repeat(150),
          weight: 75,
          life_stage: 'old',
          percent_kibble: 'lots',
          sex: 'x',
          dob: 'soon',
          includeInFamilyFeedingPlan: 'yes',
        },
        'junk',
        null,
      ],
      total_subscribed_grams_per_day: 'many',
    });
    expect(data.pets).toHaveLength(1);
    expect(data.pets[0]).toMatchObject({
      name: '',
      weight: 60,
      life_stage: 'adult',
      percent_kibble: 100,
      sex: null,
      dob: null,
      includeInFamilyFeedingPlan: true,
    });
    expect(data.pets[0]!.breed).toHaveLength(100);
    expect(data.total_subscribed_grams_per_day).toBe(0);
  });
});
