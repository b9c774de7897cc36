/** POST /api/funnel-events' schemas (issue 35): the events of src/domain/funnel.ts, strict and bounded. */
import * as v from 'valibot';
import { CLIENT_FUNNEL_EVENTS, FUNNEL_BATCH_MAX, FUNNEL_CAMPAIGN_MAX, FUNNEL_TEXT_MAX } from '../funnel';
import { plainText } from './text';

/** A visit id: random, made by the page per visit (never derived from the person). */
export const visitIdSchema = v.pipe(v.string(), plainText, v.regex(/^[a-z0-9]{16,40}$/, 'A visit id is 16–40 lower-case letters and digits'));

/** An event a page may post: strict, so a field no event may carry (an e-mail, a name) is refused; the server's steps are refused too. */
export const funnelEventSchema = v.strictObject({
  name: v.picklist(CLIENT_FUNNEL_EVENTS, 'Unknown funnel event, or one only the server records'),
  recipe: v.optional(v.pipe(v.string(), v.trim(), plainText, v.maxLength(FUNNEL_TEXT_MAX))),
  bag_kg: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100))),
  frequency_days: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365))),
  value: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(100_000))),
  currency: v.optional(v.literal('NZD')),
});

/** One visit's events, in the order they happened, with the visit's campaign ('' for none). */
export const funnelBatchSchema = v.strictObject({
  visitId: visitIdSchema,
  campaign: v.optional(v.pipe(v.string(), v.trim(), plainText, v.maxLength(FUNNEL_CAMPAIGN_MAX)), ''),
  events: v.pipe(v.array(funnelEventSchema), v.minLength(1, 'No events'), v.maxLength(FUNNEL_BATCH_MAX, `At most ${FUNNEL_BATCH_MAX} events at a time`)),
});
