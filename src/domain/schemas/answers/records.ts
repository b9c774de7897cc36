/**
 * The main records as the server sends them: the answer types of the data modules are inferred
 * from these schemas (functions/db/*), so the compiler holds every engine (D1, Shopify) to them,
 * and the contract documents them exactly (strict objects: a field sent but not declared, or
 * declared but not sent, fails tests/api/contract.test.ts). These are not the pages' parsers
 * (src/domain/schemas/), which stay tolerant of older and partial answers.
 */
import * as v from 'valibot';
import { day, dollars, instant } from './fields';
import { ATTRIBUTION_PARAMS, type Attribution } from '../../attribution';

/** A delivery address as answered (blank optional fields are ''). */
export const addressAnswerSchema = v.strictObject({
  first_name: v.string(),
  last_name: v.string(),
  address1: v.string(),
  address2: v.string(),
  city: v.string(),
  province: v.string(),
  zip: v.string(),
  country: v.string(),
});

export const subscriptionItemAnswerSchema = v.strictObject({
  id: v.string(),
  product_id: v.string(),
  variant_id: v.string(),
  title: v.string(),
  sku: v.string(),
  /** List price. */
  price: dollars,
  /** What the customer pays per unit (renewal price, or the treat discount). */
  final_price: dollars,
  quantity: v.number(),
  image: v.string(),
  product_image: v.string(),
  is_main: v.boolean(),
  /** Ships with the next order only. */
  one_time: v.boolean(),
});

export const billingAttemptAnswerSchema = v.strictObject({
  id: v.string(),
  date: day,
  status: v.string(),
  completed_at: v.nullable(instant),
  skipped_on: v.nullable(day),
  error_code: v.nullable(v.string()),
  error_message: v.nullable(v.string()),
  order_id: v.nullable(v.string()),
});

/** Where the visit that placed an order came from (src/domain/attribution.ts): only the keys it had. */
export const attributionAnswerSchema = v.strictObject(
  Object.fromEntries(
    [...ATTRIBUTION_PARAMS, 'referrer', 'landing_path'].map((key) => [
      key,
      v.optional(key === 'referrer' ? v.pipe(v.string(), v.description('Origin and path of an http(s) address.')) : v.string()),
    ]),
  ),
) as unknown as v.GenericSchema<Attribution, Attribution>;

/** An order as the orders list answers it. */
export const orderAnswerSchema = v.strictObject({
  id: v.string(),
  name: v.string(),
  order_number: v.number(),
  order_number_numeric: v.number(),
  created_at: instant,
  subtotal_price: dollars,
  total_discounts: dollars,
  shipping_price: dollars,
  total_price: dollars,
  /** pending when placed, then processing, fulfilled, delivered (null on imported orders). */
  fulfillment_status: v.nullable(v.string()),
  /** paid, pending, refunded, voided. */
  financial_status: v.string(),
  /** The fulfilment status, 'unfulfilled' while there is none. */
  status: v.string(),
  order_status_url: v.string(),
  subscription_id: v.nullable(v.string()),
  line_items: v.array(
    v.strictObject({
      id: v.string(),
      title: v.string(),
      price: dollars,
      quantity: v.number(),
      product_id: v.string(),
      variant_id: v.string(),
      image: v.nullable(v.strictObject({ src: v.string() })),
    }),
  ),
  tracking: v.nullable(v.strictObject({ tracking_company: v.string(), tracking_url: v.string(), tracking_number: v.string() })),
  /** The campaign parameters, referrer and landing path of the visit that placed it; null when none. */
  attribution: v.nullable(attributionAnswerSchema),
});
export type OrderAnswer = v.InferOutput<typeof orderAnswerSchema>;

export const orderPageAnswerSchema = v.strictObject({
  orders: v.array(orderAnswerSchema),
  /** Pass as `before` for the next page; null on the last. */
  nextCursor: v.nullable(v.string()),
});

export const SUBSCRIPTION_EXAMPLE = {
  id: 'sub_demo_1',
  customer_id: '7001',
  status: 'ACTIVE',
  product_id: '8710529646842',
  variant_id: '47100000000103',
  product_name: 'Chicken Dog Box 15kg',
  product_image: '/images/kibble/chicken.svg',
  variant_offered: true,
  items: [],
  order_interval_frequency: 28,
  order_interval_unit: 'day',
  subtotal_value: 119.99,
  total_value: 126.98,
  shippingPrice: 6.99,
  shipping_address: {
    first_name: 'Sam',
    last_name: 'Taylor',
    address1: '12 Ponsonby Road',
    address2: '',
    city: 'Auckland',
    province: 'Auckland',
    zip: '1011',
    country: 'New Zealand',
  },
  edit_url: 'https://shop.example/account/payment',
  has_recent_order: false,
  next_charge_scheduled_at: '2026-12-10',
  paused_until: null,
  next_order_discount_percent: 0,
  isLegacy: false as const,
  additionalItems: [],
  billing_attempts: [],
  cancel_reason: null,
  cancel_feedback: null,
  cancelled_at: null,
  created_at: '2026-11-01T07:00:00.000Z',
  updated_at: '2026-11-01T07:00:00.000Z',
};

/** A subscription as every subscription call answers it. */
export const subscriptionObject = v.strictObject({
  id: v.string(),
  customer_id: v.string(),
  status: v.pipe(v.string(), v.description('ACTIVE, PAUSED or CANCELLED.')),
  product_id: v.string(),
  variant_id: v.string(),
  product_name: v.string(),
  product_image: v.string(),
  /**
   * The shop still sells the subscription's bag (it is in the current catalogue). False when the
   * variant was deleted or is no longer offered: the dashboard tells the customer to choose another.
   */
  variant_offered: v.boolean(),
  items: v.array(subscriptionItemAnswerSchema),
  order_interval_frequency: v.number(),
  order_interval_unit: v.string(),
  /** Items at their final price × quantity. */
  subtotal_value: dollars,
  /** Subtotal plus shipping. */
  total_value: dollars,
  shippingPrice: dollars,
  shipping_address: addressAnswerSchema,
  /** Where the customer updates their card. */
  edit_url: v.string(),
  /** An order was placed within the last days: Reorder Now is disabled. */
  has_recent_order: v.boolean(),
  /** The next charge day (07:00 +12:00); null while paused or cancelled. */
  next_charge_scheduled_at: v.nullable(day),
  paused_until: v.nullable(day),
  /** Percent off the main bag of the next order (the trial's first full order), else 0. */
  next_order_discount_percent: v.number(),
  isLegacy: v.literal(false),
  additionalItems: v.array(v.never()),
  billing_attempts: v.array(billingAttemptAnswerSchema),
  cancel_reason: v.nullable(v.string()),
  cancel_feedback: v.nullable(v.string()),
  cancelled_at: v.nullable(instant),
  created_at: instant,
  updated_at: instant,
});
export const subscriptionAnswerSchema = v.pipe(subscriptionObject, v.examples([SUBSCRIPTION_EXAMPLE]));
/** Ship now and retry payment also answer the order they placed (null when none). */
export const subscriptionWithOrderSchema = v.strictObject({ ...subscriptionObject.entries, order: v.nullable(orderAnswerSchema) });
/** A new recipe's first bag mixed into the old one over a week (src/domain/recipe-switch.ts). */
export const switchOverAnswerSchema = v.strictObject({
  fromName: v.string(),
  toName: v.string(),
  gramsPerDay: v.number(),
  days: v.array(v.strictObject({ day: v.number(), percent: v.number(), grams: v.number(), previousGrams: v.number() })),
});
/** A new bag also answers the switch-over when the recipe changed (null when it did not). */
export const subscriptionWithSwitchOverSchema = v.strictObject({ ...subscriptionObject.entries, switch_over: v.nullable(switchOverAnswerSchema) });
export type SubscriptionAnswer = v.InferOutput<typeof subscriptionAnswerSchema>;
export type SubscriptionItemAnswer = v.InferOutput<typeof subscriptionItemAnswerSchema>;
export type AddressAnswer = v.InferOutput<typeof addressAnswerSchema>;

export const legacyItemAnswerSchema = v.strictObject({
  id: v.string(),
  product_id: v.string(),
  shopify_variant_id: v.string(),
  quantity: v.number(),
  title: v.string(),
  sku: v.string(),
  /** What the customer pays per unit. */
  price: dollars,
  taxable: v.boolean(),
  requires_shipping: v.boolean(),
  one_time: v.boolean(),
  properties: v.record(v.string(), v.unknown()),
  image: v.string(),
});

/** A legacy subscription as every legacy call answers it. */
export const legacyAnswerSchema = v.strictObject({
  id: v.string(),
  is_active: v.boolean(),
  nextDelivery: v.nullable(day),
  /** Days, 7–90. */
  frequency: v.number(),
  mainProduct: legacyItemAnswerSchema,
  /** The shop still sells the main bag (a legacy row has no price of its own: a bag not sold is priced 0 until changed). */
  variant_offered: v.boolean(),
  additionalItems: v.array(legacyItemAnswerSchema),
  /** Main product, add-ons and shipping. */
  totalPrice: dollars,
  shippingPrice: dollars,
  shippingAddress: addressAnswerSchema,
  /** Confirm & Pay: the shop's checkout with this subscription's products. */
  quick_checkout_url: v.string(),
  has_recent_order: v.boolean(),
  /** Reorder Now is offered: false where the shop can charge only a contract (Shopify mode), so Confirm & Pay orders. */
  reorder_now: v.boolean(),
  isLegacy: v.literal(true),
  cancel_reason: v.nullable(v.string()),
  cancel_other_reason: v.nullable(v.string()),
});
export type LegacyAnswer = v.InferOutput<typeof legacyAnswerSchema>;
export type LegacyItemAnswer = v.InferOutput<typeof legacyItemAnswerSchema>;

/** Reorder now also answers the order it placed (null when none). */
export const legacyWithOrderSchema = v.strictObject({ ...legacyAnswerSchema.entries, order: v.nullable(orderAnswerSchema) });

/** GET /api/auth/check-session and POST /api/auth/verify. */
export const sessionAnswerSchema = v.strictObject({
  customerId: v.string(),
  customerName: v.string(),
  customerEmail: v.string(),
});
export const verifyAnswerSchema = v.strictObject({
  ...sessionAnswerSchema.entries,
  /** Only when asked for with `X-Auth-Transport: bearer`: send as `Authorization: Bearer …`. */
  sessionToken: v.optional(v.string()),
});
