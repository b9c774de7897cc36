/**
 * Subscription schemas (spec 001 §3): addresses, billing attempts, items, subscriptions and
 * legacy subscriptions, normalised to one shape each.
 */
import * as v from 'valibot';
import { DEFAULT_SHIPPING_PRICE } from '../money';
import { isLegacyActive } from '../subscriptions';
import { idSchema, integerLike, isoDateTimeSchema, moneySchema, optionalText, plainText, requiredText } from './common';

export const ADDRESS_FIELD_MAX_LENGTH = 200;
export const ADDRESS1_REQUIRED_MESSAGE = 'Please enter your street address';
export const CITY_REQUIRED_MESSAGE = 'Please enter your city';
export const ZIP_REQUIRED_MESSAGE = 'Please enter your postcode';
export const COUNTRY_REQUIRED_MESSAGE = 'Please enter your country';
export const ITEMS_MAX = 20;
export const ITEM_QUANTITY_MAX = 20;

/** An address as stored or answered: every field optional. */
export const addressSchema = v.object({
  address1: optionalText,
  address2: optionalText,
  city: optionalText,
  province: optionalText,
  zip: optionalText,
  country: optionalText,
});
export type Address = v.InferOutput<typeof addressSchema>;

function requiredAddressText(message: string) {
  return requiredText(message, ADDRESS_FIELD_MAX_LENGTH);
}
const optionalAddressText = v.pipe(optionalText, v.nullable(v.pipe(v.string(), v.maxLength(ADDRESS_FIELD_MAX_LENGTH))));

/** An address the customer submits: address1, city, zip and country required (spec 001 §5). */
export const addressInputSchema = v.object({
  address1: requiredAddressText(ADDRESS1_REQUIRED_MESSAGE),
  address2: optionalAddressText,
  city: requiredAddressText(CITY_REQUIRED_MESSAGE),
  province: optionalAddressText,
  zip: requiredAddressText(ZIP_REQUIRED_MESSAGE),
  country: requiredAddressText(COUNTRY_REQUIRED_MESSAGE),
});
export type AddressInput = v.InferOutput<typeof addressInputSchema>;

export const billingAttemptSchema = v.object({
  date: isoDateTimeSchema,
  completed_at: v.nullish(v.string(), null),
  skipped_on: v.nullish(v.string(), null),
  error_code: v.nullish(v.string(), null),
  error_message: v.nullish(v.string(), null),
  status: v.nullish(v.string(), null),
});
export type BillingAttempt = v.InferOutput<typeof billingAttemptSchema>;

const quantitySchema = v.nullish(v.pipe(integerLike, v.minValue(1, 'Quantity must be at least 1'), v.maxValue(ITEM_QUANTITY_MAX)), 1);

export const subscriptionItemSchema = v.object({
  id: idSchema,
  product_id: v.nullish(idSchema, null),
  title: v.nullish(v.string(), ''),
  price: v.nullish(moneySchema, 0),
  final_price: v.nullish(moneySchema, null),
  quantity: quantitySchema,
  image: v.nullish(v.string(), null),
  product_image: v.nullish(v.string(), null),
});
export type SubscriptionItem = v.InferOutput<typeof subscriptionItemSchema>;

/** An item of a legacy subscription, and of an add-items body (with the one_time flag). */
/** Item texts a client may send (a stored item takes them from the catalogue). */
const itemText = v.pipe(v.string(), plainText);

export const legacyItemSchema = v.object({
  product_id: v.nullish(idSchema, null),
  shopify_variant_id: idSchema,
  quantity: quantitySchema,
  title: v.nullish(itemText, ''),
  sku: v.nullish(itemText, null),
  price: v.nullish(moneySchema, null),
  taxable: v.nullish(v.boolean(), true),
  requires_shipping: v.nullish(v.boolean(), true),
  one_time: v.nullish(v.boolean(), false),
  properties: v.nullish(v.unknown(), null),
  image: v.nullish(itemText, null),
});
export type LegacyItem = v.InferOutput<typeof legacyItemSchema>;

/** POST …/items: at least one item. */
export const addItemsBodySchema = v.object({
  items: v.pipe(v.array(legacyItemSchema), v.minLength(1, 'Choose at least one item'), v.maxLength(ITEMS_MAX, `At most ${ITEMS_MAX} items at once`)),
});
export type AddItemsBody = v.InferOutput<typeof addItemsBodySchema>;

/**
 * A subscription, with `shipping_address` / `shippingAddress` both accepted and answered as
 * `shipping_address`, and shipping 6.99 when missing.
 */
export const subscriptionSchema = v.pipe(
  v.object({
    id: idSchema,
    status: v.nullish(v.string(), null),
    product_name: v.nullish(v.string(), null),
    product_image: v.nullish(v.string(), null),
    /** False when the shop no longer sells the bag (an older answer without it: sold). */
    variant_offered: v.nullish(v.boolean(), true),
    items: v.nullish(v.array(subscriptionItemSchema), []),
    order_interval_frequency: v.nullish(integerLike, null),
    order_interval_unit: v.nullish(v.string(), 'day'),
    total_value: v.nullish(moneySchema, null),
    shippingPrice: v.nullish(moneySchema, DEFAULT_SHIPPING_PRICE),
    shipping_address: v.nullish(addressSchema, null),
    shippingAddress: v.nullish(addressSchema, null),
    edit_url: v.nullish(v.string(), null),
    has_recent_order: v.nullish(v.boolean(), false),
    next_charge_scheduled_at: v.nullish(v.string(), null),
    isLegacy: v.nullish(v.boolean(), false),
    additionalItems: v.nullish(v.array(legacyItemSchema), []),
    billing_attempts: v.nullish(v.array(billingAttemptSchema), []),
  }),
  v.transform(({ shippingAddress, shipping_address, ...rest }) => ({
    ...rest,
    shipping_address: shipping_address ?? shippingAddress,
  })),
);
export type Subscription = v.InferOutput<typeof subscriptionSchema>;

/**
 * A legacy subscription: `is_active` as a boolean or the string 'true' becomes a boolean;
 * `quick_checkout_url` / `quickCheckoutUrl` become `quick_checkout_url`.
 */
export const legacySubscriptionSchema = v.pipe(
  v.object({
    id: idSchema,
    is_active: v.pipe(
      v.nullish(v.union([v.boolean(), v.string()]), false),
      v.transform((a: boolean | string) => isLegacyActive(a)),
    ),
    nextDelivery: v.nullish(v.string(), null),
    frequency: v.nullish(integerLike, null),
    mainProduct: v.nullish(legacyItemSchema, null),
    /** False when the shop no longer sells the main bag (an older answer without it: sold). */
    variant_offered: v.nullish(v.boolean(), true),
    additionalItems: v.nullish(v.array(legacyItemSchema), []),
    totalPrice: v.nullish(moneySchema, null),
    shippingPrice: v.nullish(moneySchema, DEFAULT_SHIPPING_PRICE),
    shippingAddress: v.nullish(addressSchema, null),
    quick_checkout_url: v.nullish(v.string(), null),
    quickCheckoutUrl: v.nullish(v.string(), null),
  }),
  v.transform(({ quickCheckoutUrl, quick_checkout_url, ...rest }) => ({
    ...rest,
    quick_checkout_url: quick_checkout_url ?? quickCheckoutUrl,
  })),
);
export type LegacySubscription = v.InferOutput<typeof legacySubscriptionSchema>;
