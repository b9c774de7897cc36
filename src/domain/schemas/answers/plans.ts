/**
 * The catalogue, recommendation, plan-fit and cancel-offer answers as the server sends them
 * (strict: a field added or dropped on either side fails tests/api/contract.test.ts). The pages
 * parse them with their own tolerant schemas (src/domain/schemas/shop.ts, plan-fit.ts,
 * cancel-offers.ts), which stay as they are.
 */
import * as v from 'valibot';
import { PLAN_FIT_STATUSES } from '../../plan-fit';
import { cancelOfferFields } from '../cancel-offer-fields';
import { day, dollars, wholeDays } from './fields';
import { feedingPlanAnswerSchema } from './pets';
import { subscriptionAnswerSchema } from './records';

/** GET /api/shopify/get-collection: the treats a subscription can carry. */
export const treatsAnswerSchema = v.strictObject({
  products: v.array(
    v.strictObject({
      id: v.string(),
      title: v.string(),
      image: v.strictObject({ src: v.string() }),
      variants: v.array(
        v.strictObject({
          id: v.string(),
          sku: v.string(),
          price: dollars,
          /** Per unit on a subscription (the treat discount). */
          subscription_price: dollars,
        }),
      ),
    }),
  ),
});

/** GET /api/shopify/subscription-product/{variantId}. */
export const subscriptionProductAnswerSchema = v.strictObject({ product_id: v.string(), title: v.string(), image: v.string() });

/** A bag size of a recommended recipe, with what ordering it takes. */
const recommendationPlanAnswerSchema = v.strictObject({
  ...feedingPlanAnswerSchema.entries,
  /** List price. */
  price: dollars,
  variantId: v.string(),
  selling_plan_id: v.string(),
});

/** POST /api/pets/recommendations: one per recipe; `variant_id` is the plan nearest 30 days. */
export const recommendationsAnswerSchema = v.strictObject({
  recommendations: v.array(
    v.strictObject({
      product_id: v.string(),
      variant_id: v.string(),
      title: v.string(),
      image: v.string(),
      plans: v.array(recommendationPlanAnswerSchema),
    }),
  ),
});

/** GET /api/subscriptions/{id}/plan-fit: whether the bag lasts until the next delivery. */
export const planFitAnswerSchema = v.strictObject({
  dailyGrams: v.pipe(v.number(), v.integer(), v.minValue(0)),
  bagKg: v.number(),
  /** Null when the dogs eat nothing of it. */
  daysPerBag: v.nullable(wholeDays),
  frequency: wholeDays,
  runsOutOn: v.nullable(day),
  nextDelivery: v.nullable(day),
  status: v.picklist(PLAN_FIT_STATUSES),
  /** The bag and frequency that would fit, when this one does not. */
  suggestion: v.nullable(v.strictObject({ frequency: wholeDays, bagKg: v.number() })),
});

const offer = cancelOfferFields(day);
export const cancelOfferAnswerSchema = v.variant('kind', [
  v.strictObject(offer.skip),
  v.strictObject(offer.pause),
  v.strictObject(offer.frequency),
  v.strictObject(offer.discount),
]);

/** POST /api/subscriptions/{id}/cancel-offers. */
export const cancelOffersAnswerSchema = v.strictObject({ offers: v.array(cancelOfferAnswerSchema) });
/** POST /api/subscriptions/{id}/cancel-offers/accept: the subscription after the offer, and the offer. */
export const cancelOfferAcceptedAnswerSchema = v.strictObject({ subscription: subscriptionAnswerSchema, offer: cancelOfferAnswerSchema });
