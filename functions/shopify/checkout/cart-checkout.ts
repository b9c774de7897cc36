import { cartAttributesOf } from '../../../src/domain/attribution';
import { discountNotAppliedMessage } from '../../../src/domain/checkout';
import { ApiError } from '../../lib/errors';
import { storefrontApi } from '../clients/storefront-client';
import { CART_CREATE_MUTATION, CART_DISCOUNT_CODES_UPDATE } from '../operations/storefront';
import type { CheckoutGateway, CheckoutRequest } from '../../checkout/gateway';

export const CHECKOUT_UNAVAILABLE_MESSAGE = 'We could not start your checkout. Please try again.';

/** Shopify's global ids for our numeric ids. */
export const variantGid = (id: string) => `gid://shopify/ProductVariant/${id}`;
export const sellingPlanGid = (id: string) => `gid://shopify/SellingPlan/${id}`;

/** The `CartInput` of a checkout request. */
export function cartInput(request: CheckoutRequest) {
  const email = request.customerData?.email ?? null;
  const attributes = cartAttributesOf(request.attribution, request.visitId);
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
    // The visit's campaign reaches the order's additional details and any analytics app; its
    // id comes back on the order's webhook, for the funnel's first paid renewal.
    ...(attributes.length > 0 ? { attributes } : {}),
  };
}

type UserErrors = { field: string[] | null; message: string; code: string | null }[];
type CartPayload = { cart: { id: string; checkoutUrl: string; discountCodes?: { code: string; applicable: boolean }[] } | null; userErrors: UserErrors } | null;

const unavailable = (why: string) => {
  console.error(`storefront: ${why}`);
  return new ApiError(502, 'checkout_unavailable', CHECKOUT_UNAVAILABLE_MESSAGE);
};

/**
 * The Shopify adapter: creates a cart through the Storefront API (`cartCreate`) with the
 * variant, its selling plan and the discount code, and answers the cart's `checkoutUrl`. Any
 * code goes to the cart and the shop decides; when it says the code does not apply, the cart
 * takes the page's own code instead (`cartDiscountCodesUpdate`) and the visitor is told so.
 * Shopify's own client (@shopify/storefront-api-client) with a private token (server to server);
 * `fetcher` reaches the shop (a fake one in tests, on loopback over http).
 */
export function shopifyCheckout(
  options: { storefrontUrl: string; storefrontToken: string },
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): CheckoutGateway {
  const client = storefrontApi(options, fetcher);

  async function mutate(operation: string, field: 'cartCreate' | 'cartDiscountCodesUpdate', variables: Record<string, unknown>) {
    const { data, errors } = await client.request<Record<string, CartPayload>>(operation, { variables });
    if (errors) throw unavailable(`${field} failed (${errors.networkStatusCode ?? 'network'}): ${errors.message ?? ''}`);
    const payload = data?.[field];
    const userError = payload?.userErrors?.[0];
    // The shop refused the cart (a sold-out or unknown variant): say why.
    if (userError) throw new ApiError(422, 'checkout_refused', `The shop could not start your checkout: ${userError.message}`);
    const cart = payload?.cart;
    if (!cart || !/^https?:\/\//.test(cart.checkoutUrl)) throw unavailable(`${field} gave no checkoutUrl`);
    return cart;
  }

  return {
    name: 'shopify',
    async createCheckout(request) {
      const cart = await mutate(CART_CREATE_MUTATION, 'cartCreate', { input: cartInput(request) });
      const requested = cart.discountCodes?.find((d) => d.code.toUpperCase() === request.discountCode.toUpperCase());
      if (!requested || requested.applicable || request.fallbackDiscountCode === request.discountCode) return { url: cart.checkoutUrl };
      const updated = await mutate(CART_DISCOUNT_CODES_UPDATE, 'cartDiscountCodesUpdate', { cartId: cart.id, discountCodes: [request.fallbackDiscountCode] });
      return { url: updated.checkoutUrl, discountNotice: discountNotAppliedMessage(request.discountCode, request.fallbackDiscountCode) };
    },
  };
}
