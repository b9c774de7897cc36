/**
 * GET and POST /api/pets/{id}/weights, POST /api/pets/{id}/journey (issue 50), as the server
 * sends them (strict). The pages parse them with src/domain/schemas/weight-journal.ts.
 */
import * as v from 'valibot';
import { LIFE_STAGES } from '../../pet-values';
import { day } from './fields';

const kg = v.pipe(v.number(), v.description('Kilograms.'));
const entry = v.strictObject({ day, kg });

export const weightsAnswerStrictSchema = v.strictObject({
  petId: v.string(),
  /** The weighings of the chart's window (the last 12 months), oldest first, one per shop day. */
  entries: v.array(entry),
  /** The chart's window: its first day and today. */
  window: v.strictObject({ from: day, to: day }),
  /** When older entries exist, the `before` of GET …/weights/older for their newest page; null otherwise. */
  olderBefore: v.nullable(day),
  /** The last 12 months, with the daily grams of the kibble at each weight (the feeding formula). */
  points: v.array(v.strictObject({ day, kg, grams: v.pipe(v.number(), v.integer()) })),
  targetKg: v.nullable(kg),
  progress: v.nullable(v.strictObject({ targetKg: kg, startKg: kg, currentKg: kg, toGoKg: kg, share: v.pipe(v.number(), v.minValue(0), v.maxValue(1)) })),
  remindersOff: v.boolean(),
  keepLifeStage: v.boolean(),
  /** The life-stage birthday in the next 14 days and what it changes; null when there is none. */
  birthday: v.nullable(
    v.strictObject({
      day,
      years: v.number(),
      from: v.picklist(LIFE_STAGES),
      to: v.picklist(LIFE_STAGES),
      text: v.string(),
      subscriptionId: v.nullable(v.string()),
      bagKg: v.nullable(kg),
      suggestion: v.nullable(v.strictObject({ frequency: v.number(), bagKg: kg })),
    }),
  ),
});

/** GET /api/pets/{id}/weights/older: up to 100 entries before `before`, oldest first. */
export const olderWeightsAnswerStrictSchema = v.strictObject({
  petId: v.string(),
  entries: v.array(entry),
  /** The `before` of the next (older) page; null on the oldest page. */
  next: v.nullable(day),
});
