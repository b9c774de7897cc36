/**
 * The weight journal's bodies and answer (issue 50): one schema per payload, used by the pages'
 * forms and the API's validators alike. "Not in the future" needs today's shop day, which a
 * schema cannot know: `isFutureDay` is the one check both sides call with it.
 */
import * as v from 'valibot';
import { LIFE_STAGES } from '../pet-values';
import { JOURNAL_WEIGHT_ABOVE_KG, JOURNAL_WEIGHT_MAX_KG, LOCAL_ENTRIES_MAX } from '../weight-journal';
import { isCalendarDate, numeric } from './common';
import { plainText } from './text';

export const WEIGHT_DAY_MESSAGE = 'Please enter the day of the weighing as YYYY-MM-DD';
export const WEIGHT_DAY_FUTURE_MESSAGE = 'A weighing cannot be in the future';
export const JOURNAL_WEIGHT_MESSAGE = `Weight must be more than ${JOURNAL_WEIGHT_ABOVE_KG} kg and at most ${JOURNAL_WEIGHT_MAX_KG} kg`;

const daySchema = v.pipe(v.string(WEIGHT_DAY_MESSAGE), plainText, v.trim(), v.check(isCalendarDate, WEIGHT_DAY_MESSAGE));
const kgSchema = v.pipe(
  numeric(JOURNAL_WEIGHT_MESSAGE),
  v.gtValue(JOURNAL_WEIGHT_ABOVE_KG, JOURNAL_WEIGHT_MESSAGE),
  v.maxValue(JOURNAL_WEIGHT_MAX_KG, JOURNAL_WEIGHT_MESSAGE),
);

/** POST /api/pets/{id}/weights: a weighing; without a day, today's (the shop's). */
export const weightEntryBodySchema = v.object({
  day: v.optional(daySchema),
  kg: kgSchema,
});
export type WeightEntryBody = v.InferOutput<typeof weightEntryBodySchema>;

/**
 * @example
 * isFutureDay('2025-12-04', '2025-12-03') // true
 */
export const isFutureDay = (day: string, today: string): boolean => day > today;

/** A browser's journal of an anonymous visitor's dog, sent with the pet when it is saved at login. */
export const localWeightsSchema = v.pipe(
  v.array(v.object({ day: daySchema, kg: kgSchema })),
  v.maxLength(LOCAL_ENTRIES_MAX, `At most ${LOCAL_ENTRIES_MAX} weights per dog`),
);

/** PATCH /api/pets/{id}/journey: the dog's target weight, its reminders and the kept life stage. */
export const petJourneyBodySchema = v.object({
  targetKg: v.optional(v.nullable(kgSchema)),
  remindersOff: v.optional(v.boolean('remindersOff must be true or false')),
  keepLifeStage: v.optional(v.boolean('keepLifeStage must be true or false')),
});
export type PetJourneyBody = v.InferOutput<typeof petJourneyBodySchema>;

const entry = v.object({ day: v.string(), kg: v.number() });

/** The answer of GET /api/pets/{id}/weights, as the pages read it. */
export const weightsAnswerSchema = v.object({
  petId: v.string(),
  entries: v.array(entry),
  points: v.array(v.object({ day: v.string(), kg: v.number(), grams: v.number() })),
  targetKg: v.nullable(v.number()),
  progress: v.nullable(v.object({ targetKg: v.number(), startKg: v.number(), currentKg: v.number(), toGoKg: v.number(), share: v.number() })),
  remindersOff: v.boolean(),
  keepLifeStage: v.boolean(),
  birthday: v.nullable(
    v.object({
      day: v.string(),
      years: v.number(),
      from: v.picklist(LIFE_STAGES),
      to: v.picklist(LIFE_STAGES),
      text: v.string(),
      /** The subscription the notice measures, its bag now, and plan fit's suggestion after the birthday (the one-tap fix). */
      subscriptionId: v.nullable(v.string()),
      bagKg: v.nullable(v.number()),
      suggestion: v.nullable(v.object({ frequency: v.number(), bagKg: v.number() })),
    }),
  ),
});
export type WeightsAnswer = v.InferOutput<typeof weightsAnswerSchema>;
