/**
 * Bodies of the subscription action calls (spec 001 §7). The change-product-and-frequency
 * body is not shown in the spec; ours is `{ variantId, frequency }`. The catalogue is data in D1,
 * which a schema cannot read: the route checks the variant against the current catalogue
 * (functions/catalogue/known-ids.ts) and refuses another with UNKNOWN_VARIANT_MESSAGE.
 */
import * as v from 'valibot';
import { DATE_CHANGE_TIME, DATE_CHANGE_TIMEZONE, RESCHEDULE_ACTION } from '../dates';
import { LEGACY_FREQUENCY_MAX_DAYS, LEGACY_FREQUENCY_MIN_DAYS, isAllowedFrequency } from '../frequency';
import { CANCEL_REASONS, CANCEL_VALIDATION_MESSAGE, LEGACY_CANCEL_REASONS, OTHER_CANCEL_REASON } from '../subscriptions';
import { idSchema, integerLike, isoDateSchema, multiLineText, plainText } from './common';
import { nzAddressSchema } from './checkout';

export const CANCEL_FEEDBACK_MAX_LENGTH = 1000;
export const PAUSE_MAX_DAYS = 365;
export const FREQUENCY_NOT_ALLOWED_MESSAGE = 'Please choose a delivery frequency from the list';
export const LEGACY_FREQUENCY_MESSAGE = `Frequency must be between ${LEGACY_FREQUENCY_MIN_DAYS} and ${LEGACY_FREQUENCY_MAX_DAYS} days`;
export const UNKNOWN_VARIANT_MESSAGE = 'Unknown product variant';
export const CANCEL_REASON_NOT_LISTED_MESSAGE = 'Please select a reason from the list';
export const OTHER_REASON_REQUIRED_MESSAGE = 'Please tell us your reason';
export const PAUSE_DAYS_MESSAGE = `Pause must be between 1 and ${PAUSE_MAX_DAYS} days`;
export const PAUSE_DAYS_OR_UNTIL_MESSAGE = 'Please choose a number of days or a date, not both';
export const PAUSE_WHAT_MESSAGE = 'Please choose a number of days, a date, or days: null to pause until you resume';

/** The cancel dialog's textarea: several lines allowed (text.ts). */
const feedbackText = v.pipe(
  v.nullish(v.string(), ''),
  v.trim(),
  multiLineText,
  v.maxLength(CANCEL_FEEDBACK_MAX_LENGTH, `Feedback must be ${CANCEL_FEEDBACK_MAX_LENGTH} characters or fewer`),
);

/** DELETE /subscriptions/{id}: a listed reason or feedback text, at least one of them. */
export const cancelBodySchema = v.pipe(
  v.object({
    reason: v.pipe(
      feedbackText,
      v.check((r) => r === '' || (CANCEL_REASONS as readonly string[]).includes(r), CANCEL_REASON_NOT_LISTED_MESSAGE),
    ),
    otherReason: feedbackText,
  }),
  v.check((b) => b.reason !== '' || b.otherReason !== '', CANCEL_VALIDATION_MESSAGE),
);
export type CancelBody = v.InferOutput<typeof cancelBodySchema>;

/** Legacy cancel: a reason is required; 'Other' also needs its text. */
export const legacyCancelBodySchema = v.pipe(
  v.object({
    reason: v.pipe(v.optional(v.string(), ''), v.trim(), plainText, v.picklist(LEGACY_CANCEL_REASONS, CANCEL_VALIDATION_MESSAGE)),
    otherReason: feedbackText,
  }),
  v.forward(
    v.check((b) => b.reason !== OTHER_CANCEL_REASON || b.otherReason !== '', OTHER_REASON_REQUIRED_MESSAGE),
    ['otherReason'],
  ),
);
export type LegacyCancelBody = v.InferOutput<typeof legacyCancelBodySchema>;

/**
 * POST /subscriptions/{id}/pause: a number of days, null for an indefinite pause, or `until` a
 * day ('YYYY-MM-DD', within the date limits: checked by the action against today) on which the
 * subscription resumes by itself (issue 21).
 */
export const pauseBodySchema = v.pipe(
  v.object({
    days: v.optional(v.nullable(v.pipe(integerLike, v.minValue(1, PAUSE_DAYS_MESSAGE), v.maxValue(PAUSE_MAX_DAYS, PAUSE_DAYS_MESSAGE)))),
    until: v.optional(isoDateSchema),
  }),
  // `{}` said nothing: a pause until resumed is asked for by name (`days: null`).
  v.check((b) => b.days !== undefined || b.until !== undefined, PAUSE_WHAT_MESSAGE),
  v.forward(
    v.check((b) => b.until === undefined || b.days == null, PAUSE_DAYS_OR_UNTIL_MESSAGE),
    ['until'],
  ),
  v.transform((b) => ({ ...b, days: b.days ?? null })),
);
export type PauseBody = v.InferOutput<typeof pauseBodySchema>;

/** changeDate and ship-now: the date, sent at 07:00 +12:00 with action 'reschedule'. */
export const changeDateBodySchema = v.object({
  date: isoDateSchema,
  time: v.optional(v.pipe(v.string(), plainText, v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM')), DATE_CHANGE_TIME),
  timezone: v.optional(v.pipe(v.string(), plainText, v.regex(/^[+-]\d{2}:\d{2}$/, 'Timezone must be ±HH:MM')), DATE_CHANGE_TIMEZONE),
  action: v.optional(v.literal(RESCHEDULE_ACTION), RESCHEDULE_ACTION),
  reset_schedule: v.optional(v.boolean(), false),
});
export type ChangeDateBody = v.InferOutput<typeof changeDateBodySchema>;
/** Ship-now carries the same body as a date change. */
export const shipNowBodySchema = changeDateBodySchema;
export type ShipNowBody = v.InferOutput<typeof shipNowBodySchema>;

/**
 * POST /subscriptions/{id}/skip and …/unskip: the delivery's day, a real calendar date; the
 * action checks it against the date limits (today … about a year ahead) like change date.
 */
export const skipBodySchema = v.object({ date: isoDateSchema });
export type SkipBody = v.InferOutput<typeof skipBodySchema>;
export const unskipBodySchema = skipBodySchema;
export type UnskipBody = v.InferOutput<typeof unskipBodySchema>;

/** POST /subscriptions/{id}/resume. */
export const resumeBodySchema = v.object({ nextDeliveryDate: isoDateSchema });
export type ResumeBody = v.InferOutput<typeof resumeBodySchema>;

const allowedFrequency = v.pipe(
  integerLike,
  v.check((n: number) => isAllowedFrequency(n), FREQUENCY_NOT_ALLOWED_MESSAGE),
);
const legacyFrequency = v.pipe(
  integerLike,
  v.minValue(LEGACY_FREQUENCY_MIN_DAYS, LEGACY_FREQUENCY_MESSAGE),
  v.maxValue(LEGACY_FREQUENCY_MAX_DAYS, LEGACY_FREQUENCY_MESSAGE),
);
/** Checked against the current catalogue by the route (a schema cannot read D1). */
const kibbleVariantId = v.pipe(
  idSchema,
  v.description(`A kibble variant id of the catalogue (GET /api/catalogue); another is refused: ${UNKNOWN_VARIANT_MESSAGE}.`),
);

/** POST /subscriptions/{id}/change-frequency: one of the frequency options. */
export const changeFrequencyBodySchema = v.object({ newFrequency: allowedFrequency });
export type ChangeFrequencyBody = v.InferOutput<typeof changeFrequencyBodySchema>;

/** A kibble bag we sell, and a frequency by the rule of the subscription's kind. */
const productAndFrequency = <F extends typeof allowedFrequency | typeof legacyFrequency>(frequency: F) => v.object({ variantId: kibbleVariantId, frequency });

/** POST /subscriptions/{id}/change-product-and-frequency (our design, see the module note). */
export const changeProductAndFrequencyBodySchema = productAndFrequency(allowedFrequency);
export type ChangeProductAndFrequencyBody = v.InferOutput<typeof changeProductAndFrequencyBodySchema>;

/** The legacy counterpart: frequency 7–90 as the legacy input allows. */
export const legacyChangeProductAndFrequencyBodySchema = productAndFrequency(legacyFrequency);
export type LegacyChangeProductAndFrequencyBody = v.InferOutput<typeof legacyChangeProductAndFrequencyBodySchema>;

/** POST /legacy-subscriptions/{id}/update-frequency. */
export const legacyUpdateFrequencyBodySchema = v.object({ frequency: legacyFrequency });
export type LegacyUpdateFrequencyBody = v.InferOutput<typeof legacyUpdateFrequencyBodySchema>;

/** POST /legacy-subscriptions/{id}/update-date. */
export const legacyUpdateDateBodySchema = v.object({ nextDelivery: isoDateSchema });
export type LegacyUpdateDateBody = v.InferOutput<typeof legacyUpdateDateBodySchema>;

/**
 * POST /subscriptions/{id}/update-address: the address fields themselves. We deliver within New
 * Zealand only, so the checkout's NZ rules apply (4-digit postcode, country New Zealand).
 */
export const updateAddressBodySchema = nzAddressSchema;
export type UpdateAddressBody = v.InferOutput<typeof updateAddressBodySchema>;

/** POST /legacy-subscriptions/{id}/update-address: `{ address }`. */
export const legacyUpdateAddressBodySchema = v.object({ address: nzAddressSchema });
export type LegacyUpdateAddressBody = v.InferOutput<typeof legacyUpdateAddressBodySchema>;

/** POST /subscriptions/updateBilling. */
export const updateBillingBodySchema = v.object({ subscriptionId: idSchema });
export type UpdateBillingBody = v.InferOutput<typeof updateBillingBodySchema>;
