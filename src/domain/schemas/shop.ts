/**
 * Shop-facing schemas (spec 001 §3, §7): treats, recommendations, the checkout-URL request
 * and the feeding-plan e-mail.
 */
import * as v from 'valibot';
import { MESSAGES } from '../../copy/messages';
import { optionalAttributionSchema } from './attribution';
import { visitIdSchema } from './funnel';
import { customerDataSchema } from './auth';
import { emailSchema, everyStringIs, idSchema, integerLike, isSingleLineText, moneySchema, plainText, TEXT_CHARACTERS_MESSAGE } from './common';
import { feedingPlanSchema, petSchema, PETS_MAX, normaliseStoredPetData } from './pet';

export const DISCOUNT_CODE_MAX_LENGTH = 50;
export const UNKNOWN_SELLING_PLAN_MESSAGE = 'Unknown selling plan';

export const treatProductSchema = v.object({
  id: idSchema,
  title: v.string(),
  image: v.nullish(v.object({ src: v.string() }), null),
  variants: v.array(
    v.object({
      id: idSchema,
      price: moneySchema,
      sku: v.nullish(v.string(), null),
    }),
  ),
});
export type TreatProductData = v.InferOutput<typeof treatProductSchema>;

/** GET /api/shopify/get-collection: `{ products }`. */
export const treatsAnswerSchema = v.object({ products: v.nullish(v.array(treatProductSchema), []) });
export type TreatsAnswer = v.InferOutput<typeof treatsAnswerSchema>;

export const recommendationPlanSchema = v.object({
  ...feedingPlanSchema.entries,
  price: moneySchema,
  variantId: idSchema,
  selling_plan_id: idSchema,
});
export type RecommendationPlanData = v.InferOutput<typeof recommendationPlanSchema>;

export const recommendationSchema = v.object({
  product_id: idSchema,
  variant_id: idSchema,
  title: v.pipe(v.string(), plainText),
  image: v.nullish(v.pipe(v.string(), plainText), null),
  plans: v.array(recommendationPlanSchema),
});
export type RecommendationData = v.InferOutput<typeof recommendationSchema>;

const discountSchema = v.nullish(
  v.pipe(
    v.string(),
    v.trim(),
    plainText,
    v.maxLength(DISCOUNT_CODE_MAX_LENGTH),
    v.transform((s) => (s === '' ? null : s)),
  ),
  null,
);

/**
 * POST /api/pets/recommendations: `{ pets }` (feeding guide, dashboard) or
 * `{ pets: [pet], customerData, discount }` (trial pages).
 */
export const recommendationsRequestSchema = v.object({
  pets: v.pipe(v.array(petSchema), v.maxLength(PETS_MAX)),
  customerData: v.nullish(customerDataSchema, null),
  discount: discountSchema,
});
export type RecommendationsRequest = v.InferOutput<typeof recommendationsRequestSchema>;

export const recommendationsAnswerSchema = v.object({
  recommendations: v.nullish(v.array(recommendationSchema), []),
});
export type RecommendationsAnswer = v.InferOutput<typeof recommendationsAnswerSchema>;

/**
 * POST /api/pets/checkout-url: a kibble variant and a selling plan of the catalogue. The schema
 * checks their form; the route checks them against the current catalogue (it is data, read on
 * the server: functions/catalogue/reader.ts) with the same 400 shape and messages.
 */
/** A dog the checkout saves to the new or existing account (issue 61): what the recipe page priced. */
export const checkoutPetSchema = v.pick(petSchema, [
  'name',
  'weight',
  'life_stage',
  'activity_level',
  'body_condition',
  'percent_kibble',
  'includeInFamilyFeedingPlan',
]);
export type CheckoutPet = v.InferOutput<typeof checkoutPetSchema>;

export const checkoutUrlRequestSchema = v.object({
  variantId: idSchema,
  sellingPlanId: idSchema,
  customerData: v.nullish(customerDataSchema, null),
  quantity: v.optional(v.pipe(integerLike, v.literal(1, 'Quantity must be 1')), 1),
  discount: discountSchema,
  /** The page's own offer (FREE7DAYTRIAL or WELCOME20), used when `discount` does not apply. */
  pageDiscount: discountSchema,
  /** Where the visit came from (src/domain/attribution.ts), kept with the checkout and its order. */
  attribution: optionalAttributionSchema,
  /** The visit's random id (src/domain/funnel.ts): the checkout's funnel steps are counted under it. */
  visitId: v.nullish(visitIdSchema, null),
  /** The dogs the page priced (the household, or the trial's one dog): the order's account gets those it lacks by name. */
  pets: v.optional(v.pipe(v.array(checkoutPetSchema), v.maxLength(PETS_MAX)), []),
});
export type CheckoutUrlRequest = v.InferOutput<typeof checkoutUrlRequestSchema>;

/**
 * A link an answer hands the page to open: an absolute URL, or under the shop's app proxy a path
 * on the shop's own domain (`/apps/furbaby/checkout?session=…`, issue 47).
 */
export const pageLinkSchema = v.union([v.pipe(v.string(), v.url()), v.pipe(v.string(), v.regex(/^\/(?!\/)\S*$/))]);

export const checkoutUrlAnswerSchema = v.object({
  checkout_url: pageLinkSchema,
  /** Set when the requested code did not apply and the page's own offer is used instead. */
  discount_notice: v.optional(v.string()),
});
export type CheckoutUrlAnswer = v.InferOutput<typeof checkoutUrlAnswerSchema>;

/**
 * The feeding-plan e-mail: an address, the pet data (any stored shape, normalised) with at
 * least one pet in the family plan, and the recommendations shown.
 */
export const emailPlanBodySchema = v.object({
  email: emailSchema,
  petData: v.pipe(
    v.unknown(),
    // Normalising is lenient (a stored copy is never refused); a request is, for any bad text.
    v.check((data) => everyStringIs(data, isSingleLineText), TEXT_CHARACTERS_MESSAGE),
    v.transform(normaliseStoredPetData),
    v.check((data) => data.pets.some((p) => p.includeInFamilyFeedingPlan), MESSAGES.noPetIncluded),
  ),
  recommendations: v.nullish(v.array(recommendationSchema), []),
});
export type EmailPlanBody = v.InferOutput<typeof emailPlanBodySchema>;
