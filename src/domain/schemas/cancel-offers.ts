/**
 * Offers before cancelling (issue 21; the rule is ../cancel-offers.ts): the body that accepts one
 * and the answers as the dashboard parses them. The API contract documents the server's strict
 * answers (src/domain/schemas/answers/plans.ts).
 */
import * as v from 'valibot';
import { CANCEL_OFFER_KINDS } from '../cancel-offers';
import { cancelOfferFields } from './cancel-offer-fields';
import { isCalendarDate } from './common';
import { subscriptionSchema } from './subscription';

const calendarDay = v.pipe(v.string(), v.check(isCalendarDate, 'Must be a day, YYYY-MM-DD'));
const offer = cancelOfferFields(calendarDay);

/** POST /subscriptions/{id}/cancel-offers/accept: which of the offers shown; the server knows what it changes. */
export const acceptCancelOfferBodySchema = v.object({
  offer: v.picklist(CANCEL_OFFER_KINDS, 'Please choose one of the offers'),
});
export type AcceptCancelOfferBody = v.InferOutput<typeof acceptCancelOfferBodySchema>;

export const cancelOfferSchema = v.variant('kind', [v.object(offer.skip), v.object(offer.pause), v.object(offer.frequency), v.object(offer.discount)]);

/** POST /subscriptions/{id}/cancel-offers: the offers shown (logged as shown). */
export const cancelOffersAnswerSchema = v.object({ offers: v.array(cancelOfferSchema) });

/** POST /subscriptions/{id}/cancel-offers/accept: the subscription after the offer, and which one it was. */
export const acceptCancelOfferAnswerSchema = v.object({ subscription: subscriptionSchema, offer: cancelOfferSchema });
