/**
 * A subscription as the customer account calls answer it (functions/routes/customer-account.ts):
 * the dashboard's answer plus what the extension needs to change the contract itself through
 * Shopify's Customer Account API (pause, resume, cancel, skip, unskip): the contract's GID and
 * the billing-cycle selector of each day it can skip or put back. Null for a subscription the
 * shop does not hold (local mode: the extension asks our Worker instead).
 */
import * as v from 'valibot';
import { SAVED_ADDRESSES_MAX } from '../../saved-addresses';
import { day } from './fields';
import { addressAnswerSchema, SUBSCRIPTION_EXAMPLE, subscriptionObject, subscriptionWithOrderSchema, subscriptionWithSwitchOverSchema } from './records';

export const shopifyContractAnswerSchema = v.strictObject({
  /** gid://shopify/SubscriptionContract/… */
  id: v.string(),
  /** The next delivery and each upcoming skipped one, with the DateTime that selects its billing cycle (SubscriptionBillingCycleSelector.date). */
  cycles: v.array(v.strictObject({ day, selector_date: v.pipe(v.string(), v.description('An ISO 8601 date-time inside the billing cycle.')) })),
});

const shopifyContract = { shopify_contract: v.nullable(shopifyContractAnswerSchema) };

export const ACCOUNT_SUBSCRIPTION_EXAMPLE = {
  ...SUBSCRIPTION_EXAMPLE,
  shopify_contract: {
    id: 'gid://shopify/SubscriptionContract/1001',
    cycles: [{ day: SUBSCRIPTION_EXAMPLE.next_charge_scheduled_at, selector_date: `${SUBSCRIPTION_EXAMPLE.next_charge_scheduled_at}T00:00:00+12:00` }],
  },
};

export const accountSubscriptionAnswerSchema = v.pipe(
  v.strictObject({ ...subscriptionObject.entries, ...shopifyContract }),
  v.examples([ACCOUNT_SUBSCRIPTION_EXAMPLE]),
);
export const accountSubscriptionWithOrderSchema = v.strictObject({ ...subscriptionWithOrderSchema.entries, ...shopifyContract });
/** A change of recipe: the new recipe's switch-over days too (functions/dogs/recipe-switch.ts). */
export const accountSubscriptionWithSwitchOverSchema = v.strictObject({ ...subscriptionWithSwitchOverSchema.entries, ...shopifyContract });
export type AccountSubscriptionAnswer = v.InferOutput<typeof accountSubscriptionAnswerSchema>;
export type ShopifyContractAnswer = v.InferOutput<typeof shopifyContractAnswerSchema>;

/**
 * A saved address the customer may pick when changing a subscription's delivery address
 * (GET /api/customer-account/addresses, local mode): their address book (`addresses`), then the
 * addresses on their subscriptions and orders, each once. `default`: the address book's default.
 */
export const savedAddressAnswerSchema = v.strictObject({
  id: v.string(),
  ...v.omit(addressAnswerSchema, ['first_name', 'last_name']).entries,
  default: v.boolean(),
});
export const SAVED_ADDRESSES_EXAMPLE = {
  addresses: [
    { id: 'addr_1001', address1: '12 Ponsonby Road', address2: '', city: 'Auckland', province: 'Auckland', zip: '1011', country: 'New Zealand', default: true },
  ],
};
export const savedAddressesAnswerSchema = v.pipe(
  v.strictObject({ addresses: v.pipe(v.array(savedAddressAnswerSchema), v.maxLength(SAVED_ADDRESSES_MAX)) }),
  v.examples([SAVED_ADDRESSES_EXAMPLE]),
);
export type SavedAddressAnswer = v.InferOutput<typeof savedAddressAnswerSchema>;
export type SavedAddressesAnswer = v.InferOutput<typeof savedAddressesAnswerSchema>;
