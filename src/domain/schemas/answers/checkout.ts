/**
 * The local checkout's answers (CHECKOUT=local) as the server sends them: the checkout it shows,
 * the order it placed, and the confirmation it mailed instead (strict, held to the server by
 * tests/api/contract.test.ts).
 */
import * as v from 'valibot';
import type { CheckoutOffer } from '../../checkout';
import { cents, day, wholeDays } from './fields';

const offer = v.picklist(['trial', 'first-order'] as const satisfies readonly CheckoutOffer[]);

/** The order a checkout places, as src/domain/checkout.ts sums it up. */
const checkoutSummaryAnswerSchema = v.strictObject({
  offer,
  discountCode: v.string(),
  productId: v.string(),
  productTitle: v.string(),
  productName: v.string(),
  image: v.string(),
  variantId: v.string(),
  bagSizeKg: v.number(),
  frequencyDays: wholeDays,
  gramsPerDay: v.number(),
  listPriceCents: cents,
  renewalPriceCents: cents,
  /** The first full bag's price, trial or not. */
  firstOrderPriceCents: cents,
  shippingCents: cents,
  /** What is paid today. */
  dueTodayCents: cents,
  todayLine: v.strictObject({ title: v.string(), priceCents: cents }),
  todayDiscountCents: cents,
  /** The trial portion and its ramp; null for a first order. */
  trial: v.nullable(
    v.strictObject({
      portionGrams: v.number(),
      days: v.array(v.strictObject({ day: wholeDays, percent: v.number(), grams: v.number() })),
      estimatedDeliveryDate: day,
    }),
  ),
  /** When the first full subscription order is charged and ships. */
  firstFullOrderDate: day,
});

/** GET /api/checkout/{id}: the order to show and the details to prefill. */
export const checkoutAnswerSchema = v.strictObject({
  id: v.string(),
  state: v.picklist(['open', 'completed', 'expired']),
  summary: checkoutSummaryAnswerSchema,
  prefill: v.strictObject({ firstName: v.string(), lastName: v.string(), email: v.string() }),
});

/** 201 from complete and confirm: the order placed, its subscription, whether a login link went out, and whether this browser is now logged in. */
export const orderPlacedAnswerSchema = v.strictObject({
  orderId: v.string(),
  orderNumber: v.number(),
  subscriptionId: v.string(),
  email: v.string(),
  offer,
  dueTodayCents: cents,
  firstFullOrderDate: day,
  loginLinkSent: v.boolean(),
  loggedIn: v.boolean(),
});

/** 202 from complete: the e-mail belongs to another account, whose owner must confirm from the mailed link. */
export const confirmationSentAnswerSchema = v.strictObject({
  status: v.literal('confirmation_sent'),
  email: v.string(),
  expiresInMinutes: v.number(),
});
