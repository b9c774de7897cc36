/**
 * Our operations of Shopify's Customer Account API (version 2026-10, reached with the sandbox's
 * `fetch` at CUSTOMER_ACCOUNT_API_URL: ./customer-account-fetch.ts), one `#graphql` literal each;
 * tests/node/customer-account-operations.test.ts validates every export of this file against
 * Shopify's published customer_2026-10 schema, and no other extension file holds one.
 */

/** Whether an order started (or renewed) a subscription: the order action shows only then. */
export const ORDER_SUBSCRIPTION_CONTRACTS = `#graphql
  query OrderSubscriptionContracts($orderId: ID!) {
    order(id: $orderId) {
      id
      subscriptionContracts(first: 1) {
        nodes {
          id
          status
        }
      }
    }
  }
`;

export interface OrderSubscriptionContractsData {
  order: { id: string; subscriptionContracts: { nodes: { id: string; status: string }[] } } | null;
}

/**
 * The customer's saved addresses (their address book) and which is the default: offered when
 * they change a subscription's delivery address (./saved-addresses.ts). `first` is
 * SAVED_ADDRESSES_MAX (src/domain/saved-addresses.ts).
 */
export const CUSTOMER_ADDRESSES = `#graphql
  query AccountCustomerAddresses($first: Int!) {
    customer {
      addresses(first: $first) {
        nodes {
          id
          address1
          address2
          city
          province
          zoneCode
          zip
          country
          territoryCode
        }
      }
      defaultAddress {
        id
      }
    }
  }
`;

export interface CustomerAddress {
  id: string;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zoneCode: string | null;
  zip: string | null;
  country: string | null;
  territoryCode: string | null;
}

export interface CustomerAddressesData {
  customer: { addresses: { nodes: CustomerAddress[] }; defaultAddress: { id: string } | null } | null;
}

/** The Customer Account API's address, which Shopify's sandbox answers for the logged-in customer (no token of ours). */
export const CUSTOMER_ACCOUNT_API_URL = 'shopify://customer-account/api/2026-10/graphql.json';

/*
 * What the Customer Account API offers on the customer's own contract (all its subscription
 * mutations of 2026-10): the page does these through Shopify, not our
 * Worker; our mirror follows by the webhooks Shopify sends (subscription_contracts/pause, …,
 * subscription_billing_cycles/skip and …/unskip, subscription_contracts/update).
 */

/** What every mutation below answers when Shopify refuses (UserError). */
const USER_ERRORS = 'userErrors { field message code }';

/** Pause, resume and cancel: the contract's id in, the contract's new state out (ContractPayload). */
const contractMutation = (operation: string, field: string) => `#graphql
  mutation ${operation}($subscriptionContractId: ID!) {
    ${field}(subscriptionContractId: $subscriptionContractId) {
      contract { id status nextBillingDate }
      ${USER_ERRORS}
    }
  }
`;

/** Skip and unskip: a billing cycle selected by a date inside it, and the cycle after (BillingCyclePayload). */
const billingCycleMutation = (operation: string, field: string) => `#graphql
  mutation ${operation}($billingCycleInput: SubscriptionBillingCycleInput!) {
    ${field}(billingCycleInput: $billingCycleInput) {
      billingCycle { cycleIndex billingAttemptExpectedDate skipped }
      ${USER_ERRORS}
    }
  }
`;

/** Pauses the contract until the customer resumes it. */
export const CONTRACT_PAUSE = contractMutation('AccountContractPause', 'subscriptionContractPause');

/** Resumes a paused (or failed) contract: billing goes on from the contract's next billing date. */
export const CONTRACT_ACTIVATE = contractMutation('AccountContractActivate', 'subscriptionContractActivate');

/** Cancels the contract (after the offers our Worker makes: extensions/customer-account-page/src/CancelFlow.tsx). */
export const CONTRACT_CANCEL = contractMutation('AccountContractCancel', 'subscriptionContractCancel');

/** Skips one billing cycle, selected by a date inside it (our answer's shopify_contract.cycles). */
export const BILLING_CYCLE_SKIP = billingCycleMutation('AccountBillingCycleSkip', 'subscriptionBillingCycleSkip');

/** Puts a skipped billing cycle back. */
export const BILLING_CYCLE_UNSKIP = billingCycleMutation('AccountBillingCycleUnskip', 'subscriptionBillingCycleUnskip');

/**
 * The delivery options Shopify offers the contract at a new address (./delivery-address.ts). A
 * Failure carries Shopify's reason (an address it cannot deliver to); a Success, the options and
 * the token the selection below must name.
 */
export const FETCH_DELIVERY_OPTIONS = `#graphql
  mutation AccountFetchDeliveryOptions($subscriptionContractId: ID!, $address: CustomerAddressInput) {
    subscriptionContractFetchDeliveryOptions(subscriptionContractId: $subscriptionContractId, address: $address) {
      deliveryOptionsResult {
        __typename
        ... on SubscriptionDeliveryOptionsResultSuccess {
          token
          deliveryOptions {
            __typename
            ... on SubscriptionShippingOption {
              code
              title
              presentmentTitle
              price {
                amount
                currencyCode
              }
            }
          }
        }
        ... on SubscriptionDeliveryOptionsResultFailure {
          message
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

/** Puts the contract's delivery on the fetched result (its token) at the new address. */
export const SELECT_DELIVERY_METHOD = `#graphql
  mutation AccountSelectDeliveryMethod(
    $subscriptionContractId: ID!
    $deliveryMethodInput: SubscriptionDeliveryMethodInput!
    $subscriptionDeliveryOptionsResultToken: String!
  ) {
    subscriptionContractSelectDeliveryMethod(
      subscriptionContractId: $subscriptionContractId
      deliveryMethodInput: $deliveryMethodInput
      subscriptionDeliveryOptionsResultToken: $subscriptionDeliveryOptionsResultToken
    ) {
      contract {
        id
        deliveryMethod {
          __typename
          ... on SubscriptionDeliveryMethodShipping {
            address {
              address1
              address2
              city
              province
              zip
              country
            }
            shippingOption {
              title
            }
          }
        }
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`;

export interface UserError {
  field: string[] | null;
  message: string;
  code: string | null;
}

export interface ContractPayload {
  contract: { id: string; status: string; nextBillingDate: string | null } | null;
  userErrors: UserError[];
}

export interface BillingCyclePayload {
  billingCycle: { cycleIndex: number; billingAttemptExpectedDate: string; skipped: boolean } | null;
  userErrors: UserError[];
}

/** A shipping option as fetched; the page offers shipping only (the shop has no pickup or local delivery). */
export interface ShippingOption {
  __typename: string;
  code?: string;
  title?: string;
  presentmentTitle?: string | null;
  price?: { amount: string; currencyCode: string };
}

export interface FetchDeliveryOptionsPayload {
  deliveryOptionsResult:
    | { __typename: 'SubscriptionDeliveryOptionsResultSuccess'; token: string; deliveryOptions: ShippingOption[] }
    | { __typename: 'SubscriptionDeliveryOptionsResultFailure'; message: string | null }
    | null;
  userErrors: UserError[];
}

export interface MailingAddress {
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zip: string | null;
  country: string | null;
}

export interface SelectDeliveryMethodPayload {
  contract: { id: string; deliveryMethod: { __typename: string; address?: MailingAddress; shippingOption?: { title: string | null } } | null } | null;
  userErrors: UserError[];
}
