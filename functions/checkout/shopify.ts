import { ApiError } from '../lib/errors';
import type { CheckoutGateway, CheckoutRequest } from './gateway';

/** The Storefront API version we speak (cartCreate with selling plans and discount codes). */
export const STOREFRONT_API_VERSION = '2026-10';
export const STOREFRONT_TIMEOUT_MS = 10_000;

/** The one mutation we send: a cart with one subscription line, the discount and the buyer's e-mail. */
export const CART_CREATE_MUTATION = `#graphql
  mutation cartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      cart { id checkoutUrl }
      userErrors { field message code }
    }
  }
`;

/** Every Storefront API operation (tests/domain/shopify-operations.test.ts validates each). */
export const STOREFRONT_OPERATIONS = { CART_CREATE_MUTATION } as const;

export const CHECKOUT_UNAVAILABLE_MESSAGE = 'We could not start your checkout. Please try again.';

/** Shopify's global ids for our numeric ids. */
export const variantGid = (id: string) => `gid://shopify/ProductVariant/${id}`;
export const sellingPlanGid = (id: string) => `gid://shopify/SellingPlan/${id}`;

/** The `CartInput` of a checkout request. */
export function cartInput(request: CheckoutRequest) {
  const email = request.customerData?.email ?? null;
  return {
    lines: [
      {
        merchandiseId: variantGid(request.variant.id),
        sellingPlanId: sellingPlanGid(request.sellingPlanId),
        quantity: request.quantity,
      },
    ],
    discountCodes: [request.discountCode],
    ...(email ? { buyerIdentity: { email, countryCode: 'NZ' } } : {}),
  };
}

interface CartCreateAnswer {
  data?: {
    cartCreate?: {
      cart: { id: string; checkoutUrl: string } | null;
      userErrors: { field: string[] | null; message: string; code: string | null }[];
    } | null;
  } | null;
  errors?: { message: string }[];
}

/**
 * The Shopify adapter: creates a cart through the Storefront API (`cartCreate`) with the
 * variant, its selling plan and the discount code, and answers the cart's `checkoutUrl`.
 * Authenticates with a private Storefront token (server to server). `fetcher` is injectable
 * so tests can stand in a fake Storefront endpoint.
 */
export function shopifyCheckout(
  options: { storefrontUrl: string; storefrontToken: string },
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): CheckoutGateway {
  const endpoint = `${options.storefrontUrl.replace(/\/$/, '')}/api/${STOREFRONT_API_VERSION}/graphql.json`;
  return {
    name: 'shopify',
    async createCheckout(request) {
      let res: Response;
      try {
        res = await fetcher(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            'Shopify-Storefront-Private-Token': options.storefrontToken,
          },
          body: JSON.stringify({ query: CART_CREATE_MUTATION, variables: { input: cartInput(request) } }),
          signal: AbortSignal.timeout(STOREFRONT_TIMEOUT_MS),
        });
      } catch (err) {
        console.error('storefront cartCreate failed', err instanceof Error ? err.message : err);
        throw new ApiError(502, 'checkout_unavailable', CHECKOUT_UNAVAILABLE_MESSAGE);
      }
      if (!res.ok) {
        console.error(`storefront cartCreate answered ${res.status}`);
        throw new ApiError(502, 'checkout_unavailable', CHECKOUT_UNAVAILABLE_MESSAGE);
      }
      const answer = (await res.json().catch(() => null)) as CartCreateAnswer | null;
      const payload = answer?.data?.cartCreate;
      const userError = payload?.userErrors?.[0];
      if (userError) {
        // The shop refused the cart (a sold-out variant, a discount it does not know): say why.
        throw new ApiError(422, 'checkout_refused', `The shop could not start your checkout: ${userError.message}`);
      }
      const url = payload?.cart?.checkoutUrl;
      if (!url || !/^https?:\/\//.test(url)) {
        console.error('storefront cartCreate gave no checkoutUrl', answer?.errors?.map((e) => e.message).join('; '));
        throw new ApiError(502, 'checkout_unavailable', CHECKOUT_UNAVAILABLE_MESSAGE);
      }
      return { url };
    },
  };
}
