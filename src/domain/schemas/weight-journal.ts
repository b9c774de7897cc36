/**
 * The weight journal's bodies and answer (issue 50): one schema per payload, used by the pages'
 * forms and the API's validators alike. "Not in the future" and "not before the dog's birth"
 * need today's shop day and the dog, which a schema cannot know: `isFutureDay` and
 * `earliestWeighingDay` (src/domain/weight-journal.ts) are the checks the server makes with them.
 *
 * The API takes a weighing's kilograms as a JSON number only (issue 59: "20" and " 20 " were
 * accepted); a form's field is text, so the forms parse it with `weightEntryFormSchema`, whose
 * output is the API's body and whose bounds are the same schema's.
 */
import * as v from 'valibot';
import { LIFE_STAGES } from '../pet-values';
import { JOURNAL_WEIGHT_MAX_KG, JOURNAL_WEIGHT_MIN_KG, JOURNAL_YEARS_BACK, LOCAL_ENTRIES_MAX } from '../weight-journal';
import { isCalendarDate, numeric } from './common';
import { plainText } from './text';

export const WEIGHT_DAY_MESSAGE = 'Please enter the day of the weighing as YYYY-MM-DD';
export const WEIGHT_DAY_FUTURE_MESSAGE = 'A weighing cannot be in the future';
export const WEIGHT_DAY_TOO_EARLY_MESSAGE = `A weighing cannot be before the dog was born, nor more than ${JOURNAL_YEARS_BACK} years ago`;
export const JOURNAL_WEIGHT_MESSAGE = `Weight must be at least ${JOURNAL_WEIGHT_MIN_KG} kg and at most ${JOURNAL_WEIGHT_MAX_KG} kg`;
export const JOURNAL_FULL_MESSAGE = 'This dog’s journal is full. A weighing can still replace one of a day it already has.';
export const WEIGHINGS_LIMITED_MESSAGE = 'Too many weighings for now. Please wait a while and try again.';

const daySchema = v.pipe(v.string(WEIGHT_DAY_MESSAGE), plainText, v.trim(), v.check(isCalendarDate, WEIGHT_DAY_MESSAGE));
/** A JSON number only, within the journal's bounds. */
const kgSchema = v.pipe(
  v.number(JOURNAL_WEIGHT_MESSAGE),
  v.finite(JOURNAL_WEIGHT_MESSAGE),
  v.minValue(JOURNAL_WEIGHT_MIN_KG, JOURNAL_WEIGHT_MESSAGE),
  v.maxValue(JOURNAL_WEIGHT_MAX_KG, JOURNAL_WEIGHT_MESSAGE),
);
/** A form's text field (or a number), then the same bounds. */
const kgFieldSchema = v.pipe(numeric(JOURNAL_WEIGHT_MESSAGE), kgSchema);

/** POST /api/pets/{id}/weights: a weighing; without a day, today's (the shop's). */
export const weightEntryBodySchema = v.object({
  day: v.optional(daySchema),
  kg: kgSchema,
});
export type WeightEntryBody = v.InferOutput<typeof weightEntryBodySchema>;

/** The weighing forms' check (their kg is the field's text); the output is a `WeightEntryBody`. */
export const weightEntryFormSchema = v.object({
  day: v.optional(daySchema),
  kg: kgFieldSchema,
});

/** GET /api/pets/{id}/weights/older?before=YYYY-MM-DD: a page of the entries before that day. */
export const olderWeightsQuerySchema = v.object({ before: daySchema });

/**
 * @example
 * isFutureDay('2025-12-04', '2025-12-03') // true
 */
export const isFutureDay = (day: string, today: string): boolean => day > today;

/** A browser's journal of an anonymous visitor's dog, sent with the pet when it is saved at login. */
export const localWeightsSchema = v.pipe(
  v.array(v.object({ day: daySchema, kg: kgFieldSchema })),
  v.maxLength(LOCAL_ENTRIES_MAX, `At most ${LOCAL_ENTRIES_MAX} weights per dog`),
);

/** PATCH /api/pets/{id}/journey: the dog's target weight, its reminders and the kept life stage. */
export const petJourneyBodySchema = v.object({
  targetKg: v.optional(v.nullable(kgFieldSchema)),
  remindersOff: v.optional(v.boolean('remindersOff must be true or false')),
  keepLifeStage: v.optional(v.boolean('keepLifeStage must be true or false')),
});
export type PetJourneyBody = v.InferOutput<typeof petJourneyBodySchema>;

const entry = v.object({ day: v.string(), kg: v.number() });

/** The answer of GET /api/pets/{id}/weights, as the pages read it. */
export const weightsAnswerSchema = v.object({
  petId: v.string(),
  entries: v.array(entry),
  window: v.object({ from: v.string(), to: v.string() }),
  olderBefore: v.nullable(v.string()),
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

/** The answer of GET /api/pets/{id}/weights/older. */
export const olderWeightsAnswerSchema = v.object({ petId: v.string(), entries: v.array(entry), next: v.nullable(v.string()) });
export type OlderWeightsAnswer = v.InferOutput<typeof olderWeightsAnswerSchema>;
