/**
 * The free-trial form and its hand-over to the recipe pages (spec 001 §2, §3, §5).
 */
import * as v from 'valibot';
import { normaliseActivityLevel, normaliseBodyCondition, normaliseLifeStage } from '../normalise';
import { FREE_TRIAL_REQUIRED_FIELDS_MESSAGE } from '../trial';
import { FREE_TRIAL_MAX_WEIGHT_KG, FREE_TRIAL_WEIGHT_TOO_HIGH_MESSAGE, WEIGHT_MIN_KG, WEIGHT_TOO_LOW_MESSAGE, normaliseWeight } from '../weight';
import { emailAddressSchema, numeric, requiredText } from './common';
import { PET_NAME_MAX_LENGTH } from '../pet-values';

const required = requiredText(FREE_TRIAL_REQUIRED_FIELDS_MESSAGE);

/** The free-trial form: names and e-mail non-blank, weight 1–30 kg. */
export const freeTrialFormSchema = v.object({
  customerName: v.pipe(required, v.maxLength(120)),
  customerEmail: v.pipe(required, emailAddressSchema),
  name: v.pipe(required, v.maxLength(PET_NAME_MAX_LENGTH)),
  weight: v.pipe(
    numeric(FREE_TRIAL_REQUIRED_FIELDS_MESSAGE),
    v.minValue(WEIGHT_MIN_KG, WEIGHT_TOO_LOW_MESSAGE),
    v.maxValue(FREE_TRIAL_MAX_WEIGHT_KG, FREE_TRIAL_WEIGHT_TOO_HIGH_MESSAGE),
  ),
  lifeStage: v.pipe(v.optional(v.unknown(), null), v.transform(normaliseLifeStage)),
  activityLevel: v.pipe(v.optional(v.unknown(), null), v.transform(normaliseActivityLevel)),
  bodyCondition: v.pipe(v.optional(v.unknown(), null), v.transform(normaliseBodyCondition)),
});
export type FreeTrialForm = v.InferOutput<typeof freeTrialFormSchema>;

/** freeTrialParams in local storage (read once, then removed): lenient, never rejected. */
export const freeTrialParamsSchema = v.object({
  customerName: v.fallback(v.pipe(v.optional(v.string(), ''), v.trim()), ''),
  customerEmail: v.fallback(v.pipe(v.optional(v.string(), ''), v.trim()), ''),
  name: v.fallback(v.pipe(v.optional(v.string(), ''), v.trim()), ''),
  weight: v.pipe(v.optional(v.unknown(), null), v.transform(normaliseWeight)),
  lifeStage: v.pipe(v.optional(v.unknown(), null), v.transform(normaliseLifeStage)),
  activityLevel: v.pipe(v.optional(v.unknown(), null), v.transform(normaliseActivityLevel)),
  bodyCondition: v.pipe(v.optional(v.unknown(), null), v.transform(normaliseBodyCondition)),
});
export type FreeTrialParams = v.InferOutput<typeof freeTrialParamsSchema>;
