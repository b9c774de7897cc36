/**
 * The pets answers as the server sends them (strict: tests/api/contract.test.ts fails on a field
 * added or dropped on either side). The pages keep parsing them with their tolerant schemas in
 * src/domain/schemas/pet.ts, which also read older local-storage copies.
 */
import * as v from 'valibot';
import { ACTIVITY_LEVELS, BODY_CONDITIONS, LIFE_STAGES, SEXES } from '../../pet-values';
import { day, dollars } from './fields';

const feedingNumbers = {
  calories_per_day: v.number(),
  grams_per_day: v.number(),
  kibble_calories_per_day: v.number(),
  kibble_grams_per_day: v.number(),
};

/** A pet as it was sent, with the server's defaults applied. */
const petFields = {
  id: v.optional(v.string()),
  name: v.string(),
  breed: v.string(),
  dob: v.nullable(day),
  /** Kilograms, 1–60. */
  weight: v.number(),
  life_stage: v.picklist(LIFE_STAGES),
  activity_level: v.picklist(ACTIVITY_LEVELS),
  body_condition: v.picklist(BODY_CONDITIONS),
  /** The share of the calories fed as kibble, in percent. */
  percent_kibble: v.number(),
  includeInFamilyFeedingPlan: v.boolean(),
  sex: v.nullable(v.picklist(SEXES)),
  photo_url: v.nullable(v.string()),
  photo_large_url: v.nullable(v.string()),
  /** An anonymous visitor's weight journal (issue 50), echoed when sent; the account's is GET /api/pets/{id}/weights. */
  weights: v.optional(v.array(v.strictObject({ day, kg: v.number() }))),
};

/** A pet with the feeding numbers the server computed. */
// No examples: the numbers depend on the shop's catalogue (kcal per kg, prices), which is data.
export const petAnswerSchema = v.strictObject({ ...petFields, ...feedingNumbers });

export const feedingPlanAnswerSchema = v.strictObject({
  bag_size: v.pipe(v.number(), v.description('Kilograms.')),
  /** Days between deliveries. */
  frequency: v.number(),
  subscriptionPrice: dollars,
  subscriptionPricePerDay: dollars,
});

/** GET /api/pets and the `data` of POST /api/pets: the pets, their totals and the feeding plans. */
export const petsPayloadAnswerSchema = v.strictObject({
  pets: v.array(petAnswerSchema),
  kcal_per_kg: v.number(),
  /** The selected kibble. */
  productId: v.string(),
  total_subscribed_calories_per_day: v.number(),
  total_subscribed_grams_per_day: v.number(),
  total_subscribed_cups_per_day: v.number(),
  daily_cost: dollars,
  /** One plan per bag size, smallest first. */
  feedingPlans: v.array(feedingPlanAnswerSchema),
  /** The plan nearest a month; null when nothing is eaten. */
  recommendationPlan: v.nullable(feedingPlanAnswerSchema),
});

/** POST /api/pets and POST /api/pets/calculate. */
export const petsSavedAnswerSchema = v.strictObject({ success: v.literal(true), data: petsPayloadAnswerSchema });

/** GET /api/pets/temp-get: the set as POST /api/pets/temp-store took it (defaults applied, nothing computed). */
export const tempPetsAnswerSchema = v.strictObject({
  success: v.literal(true),
  data: v.strictObject({
    pets: v.array(v.strictObject({ ...petFields, ...v.partial(v.object(feedingNumbers)).entries })),
    kcal_per_kg: v.number(),
    productId: v.nullable(v.string()),
  }),
});
