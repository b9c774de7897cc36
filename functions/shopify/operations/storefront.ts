/**
 * Every GraphQL operation we send to the Storefront API, each a #graphql template literal
 * (tests/domain/shopify-operations.test.ts validates each against Shopify's published schema).
 */

/** The Storefront API version we speak. */
export const STOREFRONT_API_VERSION = '2026-10';

/** The one mutation we send: a cart with one subscription line, the discount and the buyer's e-mail. */
export const CART_CREATE_MUTATION = `#graphql
  mutation cartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      cart { id checkoutUrl discountCodes { code applicable } }
      userErrors { field message code }
    }
  }
`;

/** The page's own code instead, when the shop says a campaign link's code does not apply. */
export const CART_DISCOUNT_CODES_UPDATE = `#graphql
  mutation cartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!) {
    cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
      cart { id checkoutUrl }
      userErrors { field message code }
    }
  }
`;

/** The shop's treats collection: each product's title, image and variants. */
export const TREATS_COLLECTION_QUERY = `#graphql
  query TreatsCollection($handle: String!) {
    collection(handle: $handle) {
      products(first: 50) {
        nodes {
          id
          title
          featuredImage { url }
          variants(first: 20) { nodes { id } }
        }
      }
    }
  }
`;

/** Every Storefront API operation (tests/domain/shopify-operations.test.ts validates each). */
export const STOREFRONT_OPERATIONS = { CART_CREATE_MUTATION, CART_DISCOUNT_CODES_UPDATE, TREATS_COLLECTION_QUERY } as const;
