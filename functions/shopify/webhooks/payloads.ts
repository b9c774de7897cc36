/**
 * The webhook payloads we read, as Shopify sends them (REST-style JSON, snake_case): only the
 * fields we use are checked; others pass. A payload that does not match is a 400 and changes nothing.
 */
import * as v from 'valibot';

const gidOf = (kind: string) => v.pipe(v.string(), v.regex(new RegExp(`^gid://shopify/${kind}/[A-Za-z0-9-]+$`), `must be a ${kind} gid`));
/** An amount Shopify sends ("12.50" or 12.5): finite, not negative, below a million (D1's columns check the rest). */
const money = v.pipe(
  v.union([v.pipe(v.string(), v.regex(/^\d{1,7}(\.\d{1,4})?$/, 'must be an amount')), v.number()]),
  v.check((x) => Number.isFinite(Number(x)) && Number(x) >= 0 && Number(x) < 1_000_000, 'must be an amount from 0 to 999999'),
);
const day = v.nullish(v.string());
/** A carrier's tracking page: kept only when it is an https URL (the dashboard links it), else dropped. */
const trackingUrl = v.pipe(
  v.nullish(v.string()),
  v.transform((u) => (u && URL.canParse(u) && new URL(u).protocol === 'https:' ? u : null)),
);

/** What POST /webhooks/shopify answers (200): what became of the delivery. */
export const WebhookAnswer = v.object({
  status: v.picklist(['processed', 'accepted', 'duplicate', 'ignored', 'not-applied']),
  topic: v.string(),
});

export const ContractPayload = v.looseObject({
  admin_graphql_api_id: gidOf('SubscriptionContract'),
  admin_graphql_api_customer_id: v.nullish(gidOf('Customer')),
  status: v.pipe(v.string(), v.toUpperCase()),
  billing_policy: v.nullish(v.looseObject({ interval: v.pipe(v.string(), v.toUpperCase()), interval_count: v.pipe(v.number(), v.integer(), v.minValue(1)) })),
  updated_at: day,
});
export type ContractPayload = v.InferOutput<typeof ContractPayload>;

/** subscription_billing_cycles/skip and …/unskip: the cycle, by the contract and its billing instant. */
export const BillingCyclePayload = v.looseObject({
  admin_graphql_api_subscription_contract_id: gidOf('SubscriptionContract'),
  billing_attempt_expected_date: v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 date-time')),
  cycle_index: v.nullish(v.pipe(v.number(), v.integer())),
  skipped: v.nullish(v.boolean()),
});
export type BillingCyclePayload = v.InferOutput<typeof BillingCyclePayload>;

export const BillingAttemptPayload = v.looseObject({
  admin_graphql_api_id: gidOf('SubscriptionBillingAttempt'),
  idempotency_key: v.pipe(v.string(), v.maxLength(255)),
  admin_graphql_api_subscription_contract_id: gidOf('SubscriptionContract'),
  admin_graphql_api_order_id: v.nullish(gidOf('Order')),
  ready: v.nullish(v.boolean()),
  error_code: v.nullish(v.string()),
  error_message: v.nullish(v.string()),
});
export type BillingAttemptPayload = v.InferOutput<typeof BillingAttemptPayload>;

const Address = v.looseObject({
  address1: v.nullish(v.string()),
  address2: v.nullish(v.string()),
  city: v.nullish(v.string()),
  province: v.nullish(v.string()),
  zip: v.nullish(v.string()),
  country: v.nullish(v.string()),
});

export const OrderPayload = v.looseObject({
  admin_graphql_api_id: gidOf('Order'),
  created_at: v.string(),
  updated_at: day,
  source_name: v.nullish(v.string()),
  financial_status: v.nullish(v.string()),
  fulfillment_status: v.nullish(v.string()),
  customer: v.nullish(
    v.looseObject({ id: v.union([v.number(), v.string()]), email: v.nullish(v.string()), first_name: v.nullish(v.string()), last_name: v.nullish(v.string()) }),
  ),
  subtotal_price: v.nullish(money),
  total_price: v.nullish(money),
  total_discounts: v.nullish(money),
  total_shipping_price_set: v.nullish(v.looseObject({ shop_money: v.looseObject({ amount: money }) })),
  discount_codes: v.nullish(v.array(v.looseObject({ code: v.string() }))),
  shipping_address: v.nullish(Address),
  line_items: v.optional(
    v.array(
      v.looseObject({
        variant_id: v.nullish(v.union([v.number(), v.string()])),
        title: v.string(),
        quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10_000)),
        price: money,
      }),
    ),
    [],
  ),
  fulfillments: v.optional(
    v.array(v.looseObject({ tracking_company: v.nullish(v.string()), tracking_number: v.nullish(v.string()), tracking_url: trackingUrl })),
    [],
  ),
  /** The cart's attributes, copied onto the order (REST's name for Admin GraphQL's customAttributes); unreadable ones are none. */
  note_attributes: v.fallback(v.array(v.looseObject({ name: v.string(), value: v.nullish(v.string()) })), []),
});
export type OrderPayload = v.InferOutput<typeof OrderPayload>;

/** fulfillments/create and /update: the order it belongs to and its tracking. */
export const FulfillmentPayload = v.looseObject({
  order_id: v.union([v.number(), v.string()]),
  updated_at: day,
  tracking_company: v.nullish(v.string()),
  tracking_number: v.nullish(v.string()),
  tracking_url: trackingUrl,
});

export const CustomerPayload = v.looseObject({
  admin_graphql_api_id: gidOf('Customer'),
  // As Shopify accepts it (o'brien@example.com included): not our stricter sign-up check.
  email: v.nullish(v.pipe(v.string(), v.trim(), v.maxLength(254), v.regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address'))),
  first_name: v.nullish(v.string()),
  last_name: v.nullish(v.string()),
  updated_at: day,
});

/**
 * The privacy topics' payloads, told apart by their shape: a signed body re-sent under another
 * topic (the topic header is unsigned) does not match that topic's schema. `shop_domain` must
 * be the configured shop's (functions/routes/shopify-webhooks.ts).
 */
const PrivacyCustomer = v.looseObject({ id: v.union([v.number(), v.string()]), email: v.nullish(v.string()) });
const absent = v.optional(v.never());
const shopId = v.union([v.number(), v.string()]);

/** customers/redact: the customer and `orders_to_redact`, never a data request. */
export const CustomerRedactPayload = v.looseObject({
  shop_id: shopId,
  shop_domain: v.string(),
  customer: PrivacyCustomer,
  orders_to_redact: v.array(v.union([v.number(), v.string()])),
  data_request: absent,
  orders_requested: absent,
});

/** shop/redact: the shop alone, no customer. */
export const ShopRedactPayload = v.looseObject({
  shop_id: shopId,
  shop_domain: v.string(),
  customer: absent,
  orders_to_redact: absent,
  data_request: absent,
  orders_requested: absent,
});

/** customers/data_request: the customer and the request's id, nothing to redact. */
export const DataRequestPayload = v.looseObject({
  shop_id: shopId,
  shop_domain: v.string(),
  customer: PrivacyCustomer,
  data_request: v.looseObject({ id: v.union([v.number(), v.string()]) }),
  orders_to_redact: absent,
});

/** app/uninstalled: the shop (Shopify's Shop resource). */
export const AppUninstalledPayload = v.looseObject({
  id: shopId,
  myshopify_domain: v.string(),
  customer: absent,
  data_request: absent,
});

/** The shop a payload names (privacy topics and app/uninstalled), which must be ours. */
export function shopNamedBy(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  const shop = p.shop_domain ?? p.myshopify_domain;
  return shop === undefined ? null : String(shop).toLowerCase();
}
