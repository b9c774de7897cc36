/**
 * Offers before cancelling (issue 21; the rule is ../cancel-offers.ts): the body that accepts one
 * and the answers as the dashboard parses them. The API contract documents the server's strict
 * answers (src/domain/schemas/answers/plans.ts).
 */
import * as v from 'valibot';
import { CANCEL_OFFER_KINDS } from '../cancel-offers';
import { isCalendarDate } from './common';
import { subscriptionSchema } from './subscription';

const calendarDay = v.pipe(v.string(), v.check(isCalendarDate, 'Must be a day, YYYY-MM-DD'));
const wholeDays = v.pipe(v.number(), v.integer(), v.minValue(1));

/** POST /subscriptions/{id}/cancel-offers/accept: which of the offers shown; the server knows what it changes. */
export const acceptCancelOfferBodySchema = v.object({
  offer: v.picklist(CANCEL_OFFER_KINDS, 'Please choose one of the offers'),
});
export type AcceptCancelOfferBody = v.InferOutput<typeof acceptCancelOfferBodySchema>;

export const cancelOfferSchema = v.variant('kind', [
  v.object({ kind: v.literal('skip'), date: calendarDay, nextDelivery: calendarDay }),
  v.object({ kind: v.literal('pause'), days: wholeDays, nextDelivery: calendarDay }),
  v.object({ kind: v.literal('frequency'), frequency: wholeDays, currentFrequency: wholeDays }),
  v.object({ kind: v.literal('discount'), percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)) }),
]);

/** POST /subscriptions/{id}/cancel-offers: the offers shown (logged as shown). */
export const cancelOffersAnswerSchema = v.object({ offers: v.array(cancelOfferSchema) });

/** POST /subscriptions/{id}/cancel-offers/accept: the subscription after the offer, and which one it was. */
export const acceptCancelOfferAnswerSchema = v.object({ subscription: subscriptionSchema, offer: cancelOfferSchema });
