/**
 * Our operations of Shopify's Customer Account API (`shopify.query`, version 2026-10), one
 * `#graphql` literal each; tests/node/customer-account-operations.test.ts validates every export
 * of this file against Shopify's published customer_2026-10 schema.
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

/** The customer account API's address for `shopify.query`. */
export const CUSTOMER_ACCOUNT_API_URL = 'shopify://customer-account/api/2026-10/graphql.json';
