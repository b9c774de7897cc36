/**
 * The funnel's events (issue 35): their names, what each may carry, and the limits of one batch
 * and one visit. Used by the pages (src/stores/funnel.ts sends them), the API
 * (POST /api/funnel-events stores them) and the report (./funnel-report.ts).
 *
 * No event carries a name, an e-mail, an address or an IP: a random visit id (per visit, in
 * session storage), the campaign of the visit's attribution, and per event only the fields below.
 */
import * as v from 'valibot';
import { plainText } from './schemas/text';

export const FUNNEL_EVENTS = [
  'funnel_viewed',
  'pet_entered',
  'recommendations_viewed',
  'plan_selected',
  'checkout_started',
  'trial_started',
  'order_placed',
  'plan_emailed',
] as const;
export type FunnelEventName = (typeof FUNNEL_EVENTS)[number];

/** Events in one request (a page sends what it gathered when hidden). */
export const FUNNEL_BATCH_MAX = 20;
/** Events one visit may store: a visit that sends more is a script, not a family. */
export const FUNNEL_EVENTS_PER_VISIT = 200;
/** Raw events are kept this long (the scheduled clean-up); the daily counts stay. */
export const FUNNEL_RAW_DAYS = 90;

/** A visit id: random, made by the page per visit (never derived from the person). */
export const visitIdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]{16,40}$/, 'A visit id is 16–40 lower-case letters and digits'));

const shortText = v.pipe(v.string(), v.trim(), plainText, v.maxLength(60));

/** What an event may carry besides its name: the plan chosen, the value. Nothing else (strict). */
export const funnelEventSchema = v.strictObject({
  name: v.picklist(FUNNEL_EVENTS, 'Unknown funnel event'),
  recipe: v.optional(shortText),
  bag_kg: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  frequency_days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365))),
  value: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100_000))),
  currency: v.optional(v.literal('NZD')),
});
export type FunnelEvent = v.InferOutput<typeof funnelEventSchema>;

/** The campaign a visit's events are counted under (from its attribution); '' for none. */
export const funnelCampaignSchema = v.optional(v.pipe(v.string(), v.trim(), plainText, v.maxLength(100)), '');

/** POST /api/funnel-events: one visit's events, in the order they happened. */
export const funnelBatchSchema = v.strictObject({
  visitId: visitIdSchema,
  campaign: funnelCampaignSchema,
  events: v.pipe(v.array(funnelEventSchema), v.minLength(1, 'No events'), v.maxLength(FUNNEL_BATCH_MAX, `At most ${FUNNEL_BATCH_MAX} events at a time`)),
});
export type FunnelBatch = v.InferOutput<typeof funnelBatchSchema>;
