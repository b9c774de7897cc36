/**
 * Pet schemas (spec 000 §3, 001 §3): the pet the API accepts, the lenient pet kept in local
 * storage, the pets payload bodies and answer, and the feeding plan.
 */
import * as v from 'valibot';
import { DEFAULT_KCAL_PER_KG, DEFAULT_KIBBLE_PERCENT, KIBBLE_PERCENT_MAX, MODAL_KIBBLE_PERCENT_MIN, kibblePercentOf } from '../feeding';
import { normaliseActivityLevel, normaliseBodyCondition, normaliseLifeStage } from '../normalise';
import {
  ACTIVITY_LEVELS,
  BODY_CONDITIONS,
  DEFAULT_ACTIVITY_LEVEL,
  DEFAULT_BODY_CONDITION,
  DEFAULT_LIFE_STAGE,
  LIFE_STAGES,
  MODAL_LAZY_ACTIVITY,
  PET_NAME_MAX_LENGTH,
  SEXES,
  type ActivityLevel,
} from '../pet-values';
import { toFiniteNumber } from '../rounding';
import { DEFAULT_WEIGHT_KG, WEIGHT_MAX_KG, WEIGHT_MIN_KG, WEIGHT_TOO_HIGH_MESSAGE, WEIGHT_TOO_LOW_MESSAGE, normaliseWeight } from '../weight';
import { idSchema, integerLike, isCalendarDate, moneySchema, numberLike, plainText, requiredText } from './common';
import { localWeightsSchema } from './weight-journal';

export { PET_NAME_MAX_LENGTH };
export const PET_BREED_MAX_LENGTH = 100;
export const PET_URL_MAX_LENGTH = 2048;
/** Shop product ids are about 13 digits. */
export const PRODUCT_ID_MAX_LENGTH = 64;
/** More dogs than this in one household is a client bug, not a family. */
export const PETS_MAX = 20;

export const PET_NAME_REQUIRED_MESSAGE = "Please enter your furbaby's name";
export const PET_NAME_TOO_LONG_MESSAGE = `Name must be ${PET_NAME_MAX_LENGTH} characters or fewer`;
export const PET_BREED_TOO_LONG_MESSAGE = `Breed must be ${PET_BREED_MAX_LENGTH} characters or fewer`;
export const KIBBLE_PERCENT_MESSAGE = `Kibble percentage must be between ${MODAL_KIBBLE_PERCENT_MIN} and ${KIBBLE_PERCENT_MAX}`;
export const WEIGHT_NOT_A_NUMBER_MESSAGE = 'Weight must be a number';
export const DOB_INVALID_MESSAGE = 'Please enter a valid date of birth';
export const TOO_MANY_PETS_MESSAGE = `A family plan can hold at most ${PETS_MAX} furbabies`;

const dobSchema = v.pipe(
  v.nullish(v.pipe(v.string(), plainText), null),
  v.transform((s) => (s == null || s.trim() === '' ? null : s.trim().slice(0, 10))),
  v.nullable(v.pipe(v.string(), v.check(isCalendarDate, DOB_INVALID_MESSAGE))),
);

const sexSchema = v.pipe(
  v.nullish(v.pipe(v.string(), plainText), null),
  v.transform((s) => (s == null || s.trim() === '' ? null : s.trim().toLowerCase())),
  v.nullable(v.picklist(SEXES, 'Sex must be male or female')),
);

const urlOrNull = v.nullish(v.pipe(v.string(), plainText, v.maxLength(PET_URL_MAX_LENGTH)), null);

/** Numbers the server computes; accepted back from clients but always recomputed. */
const computedNumber = v.nullish(v.pipe(v.number(), v.finite()));

/**
 * A pet as the API accepts it, with the spec's defaults applied: adult, typical, about right,
 * 100 % kibble, included in the family plan, 10 kg. The modal's 'lazyBones' becomes 'lazy'.
 * Weight must be 1–60 kg (the spec's alert texts are the messages).
 */
export const petSchema = v.object({
  id: v.optional(idSchema),
  name: v.pipe(requiredText(PET_NAME_REQUIRED_MESSAGE), v.maxLength(PET_NAME_MAX_LENGTH, PET_NAME_TOO_LONG_MESSAGE)),
  breed: v.pipe(v.nullish(v.string(), ''), v.trim(), plainText, v.maxLength(PET_BREED_MAX_LENGTH, PET_BREED_TOO_LONG_MESSAGE)),
  dob: dobSchema,
  weight: v.nullish(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), plainText)], WEIGHT_NOT_A_NUMBER_MESSAGE),
      v.transform((w: number | string) => toFiniteNumber(w)),
      v.number(WEIGHT_NOT_A_NUMBER_MESSAGE),
      v.minValue(WEIGHT_MIN_KG, WEIGHT_TOO_LOW_MESSAGE),
      v.maxValue(WEIGHT_MAX_KG, WEIGHT_TOO_HIGH_MESSAGE),
    ),
    DEFAULT_WEIGHT_KG,
  ),
  life_stage: v.nullish(v.picklist(LIFE_STAGES, 'Life stage must be puppy, adult or senior'), DEFAULT_LIFE_STAGE),
  activity_level: v.nullish(
    v.pipe(
      v.picklist([...ACTIVITY_LEVELS, MODAL_LAZY_ACTIVITY], 'Activity level must be lazy, typical or active'),
      v.transform((a: ActivityLevel | typeof MODAL_LAZY_ACTIVITY) => normaliseActivityLevel(a)),
    ),
    DEFAULT_ACTIVITY_LEVEL,
  ),
  body_condition: v.nullish(v.picklist(BODY_CONDITIONS, 'Body condition must be underweight, aboutRight or overweight'), DEFAULT_BODY_CONDITION),
  percent_kibble: v.nullish(
    v.pipe(numberLike, v.minValue(MODAL_KIBBLE_PERCENT_MIN, KIBBLE_PERCENT_MESSAGE), v.maxValue(KIBBLE_PERCENT_MAX, KIBBLE_PERCENT_MESSAGE)),
    DEFAULT_KIBBLE_PERCENT,
  ),
  includeInFamilyFeedingPlan: v.nullish(v.boolean(), true),
  sex: sexSchema,
  photo_url: urlOrNull,
  photo_large_url: urlOrNull,
  calories_per_day: computedNumber,
  grams_per_day: computedNumber,
  kibble_calories_per_day: computedNumber,
  kibble_grams_per_day: computedNumber,
  /** An anonymous visitor's weight journal, kept with the pet and saved with it at login (issue 50). */
  weights: v.optional(localWeightsSchema),
});
export type Pet = v.InferOutput<typeof petSchema>;
export type PetInput = v.InferInput<typeof petSchema>;

/** Stored text: trimmed and cut to length; anything but a string reads as blank. */
function lenientText(value: unknown, maxLength: number): string {
  return typeof value === 'string' ? value.trim().slice(0, maxLength) : '';
}

/**
 * A pet as stored in local storage, never rejected: each bad or missing field falls back to
 * its default, because one stale field must not cost an anonymous owner their whole list.
 */
export const storedPetSchema = v.object({
  id: v.fallback(v.optional(idSchema), undefined),
  name: v.pipe(
    v.optional(v.unknown(), ''),
    v.transform((x) => lenientText(x, PET_NAME_MAX_LENGTH)),
  ),
  breed: v.pipe(
    v.optional(v.unknown(), ''),
    v.transform((x) => lenientText(x, PET_BREED_MAX_LENGTH)),
  ),
  dob: v.fallback(dobSchema, null),
  weight: v.pipe(v.optional(v.unknown(), null), v.transform(normaliseWeight)),
  life_stage: v.pipe(v.optional(v.unknown(), null), v.transform(normaliseLifeStage)),
  activity_level: v.pipe(v.optional(v.unknown(), null), v.transform(normaliseActivityLevel)),
  body_condition: v.pipe(v.optional(v.unknown(), null), v.transform(normaliseBodyCondition)),
  percent_kibble: v.pipe(v.optional(v.unknown(), null), v.transform(kibblePercentOf)),
  includeInFamilyFeedingPlan: v.fallback(v.nullish(v.boolean(), true), true),
  sex: v.fallback(sexSchema, null),
  photo_url: v.fallback(urlOrNull, null),
  photo_large_url: v.fallback(urlOrNull, null),
  calories_per_day: v.fallback(computedNumber, undefined),
  grams_per_day: v.fallback(computedNumber, undefined),
  kibble_calories_per_day: v.fallback(computedNumber, undefined),
  kibble_grams_per_day: v.fallback(computedNumber, undefined),
  weights: v.fallback(v.optional(localWeightsSchema), undefined),
});
export type StoredPet = v.InferOutput<typeof storedPetSchema>;

const kcalPerKgSchema = v.nullish(v.pipe(numberLike, v.minValue(1, 'kcal per kg must be positive'), v.maxValue(10_000)), DEFAULT_KCAL_PER_KG);
/** The selected kibble; a blank id (an unset select) means none. */
const productIdSchema = v.pipe(
  v.nullish(v.union([v.pipe(v.string(), plainText, v.maxLength(PRODUCT_ID_MAX_LENGTH)), v.pipe(v.number(), v.integer())], 'productId must be an id'), null),
  v.transform((id) => (id === null || String(id).trim() === '' ? null : String(id).trim())),
);
const petsListSchema = v.pipe(v.array(petSchema), v.maxLength(PETS_MAX, TOO_MANY_PETS_MESSAGE));

/**
 * POST /api/pets: the full data set, or `{ pets, productId: null }` from the overlay. Totals
 * and plans a client sends are ignored (not listed, so stripped): the server recomputes them.
 */
export const petsSaveBodySchema = v.object({
  pets: petsListSchema,
  kcal_per_kg: kcalPerKgSchema,
  productId: productIdSchema,
});
export type PetsSaveBody = v.InferOutput<typeof petsSaveBodySchema>;

/** POST /api/pets/calculate: the same set as a save (productId accepted for the kibble choice), nothing stored. */
export const petsCalculateBodySchema = petsSaveBodySchema;
export type PetsCalculateBody = PetsSaveBody;

/** A feeding plan of the pets payload (money in dollars). */
export const feedingPlanSchema = v.object({
  bag_size: v.pipe(v.number(), v.minValue(0)),
  frequency: v.pipe(integerLike, v.minValue(1)),
  subscriptionPrice: moneySchema,
  subscriptionPricePerDay: moneySchema,
});
export type FeedingPlanData = v.InferOutput<typeof feedingPlanSchema>;

const totalNumber = v.fallback(v.nullish(v.pipe(v.number(), v.finite()), 0), 0);

/** The pets payload as GET/POST /api/pets answer it (pets empty when missing). */
export const petsDataSchema = v.object({
  pets: v.nullish(v.array(storedPetSchema), []),
  kcal_per_kg: v.fallback(kcalPerKgSchema, DEFAULT_KCAL_PER_KG),
  productId: v.fallback(productIdSchema, null),
  total_subscribed_calories_per_day: totalNumber,
  total_subscribed_grams_per_day: totalNumber,
  total_subscribed_cups_per_day: totalNumber,
  daily_cost: totalNumber,
  feedingPlans: v.fallback(v.nullish(v.array(feedingPlanSchema), []), []),
  recommendationPlan: v.fallback(v.nullish(feedingPlanSchema, null), null),
});
export type PetsData = v.InferOutput<typeof petsDataSchema>;

/** The answer of POST /api/pets: `{ success, data }`, or the bare payload (the calculator accepts both). */
export const petsSaveAnswerSchema = v.pipe(
  v.unknown(),
  v.transform((answer) => (answer !== null && typeof answer === 'object' && 'data' in answer ? (answer as { data: unknown }).data : answer)),
  petsDataSchema,
);

/** An empty data set, as anonymous users start with (spec 000 §4). */
export function emptyPetsData(): PetsData {
  return v.parse(petsDataSchema, {});
}

/**
 * mfb_pet_data in local storage: an array of pets or an object with pets, possibly still a
 * JSON string. Always returns the object shape; unreadable data gives the empty set.
 *
 * @example
 * normaliseStoredPetData('[{"name":"Rex","weight":"12"}]').pets[0].weight // 12
 * normaliseStoredPetData('not json').pets // []
 */
export function normaliseStoredPetData(raw: unknown): PetsData {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return emptyPetsData();
    }
  }
  if (Array.isArray(value)) value = { pets: value };
  if (!value || typeof value !== 'object') return emptyPetsData();
  const pets = Array.isArray((value as { pets?: unknown }).pets) ? (value as { pets: unknown[] }).pets.filter((p) => p !== null && typeof p === 'object') : [];
  const result = v.safeParse(petsDataSchema, { ...value, pets });
  return result.success ? result.output : emptyPetsData();
}
