/**
 * The fake shop's Storefront API: the root fields our app calls (a cart with its checkout URL,
 * its discount codes, the treats collection) over the in-memory shop, as ./index.ts executes them.
 * A shop with products refuses, as Shopify does, merchandise it does not sell and a selling plan
 * that is not in a group holding the line's product.
 */
import { idOfGid } from '../../../functions/shopify/commerce/gids';
import { findVariant, planForProduct } from './shop-catalogue';
import type { ShopState } from './shop-state';

/** What the shop sells and takes (FakeShopifyOptions in ./index.ts). */
export interface StorefrontCatalogue {
  /** A shop without products: the variant ids it sells; unset, every variant id. */
  variants?: readonly string[];
  discountCodes?: readonly string[];
  treatsCollection?: string;
}

type LineInput = { merchandiseId: string; sellingPlanId?: string; quantity?: number };
type CartUserError = { field: string[]; message: string; code: string };

export function storefrontRoot(state: ShopState, options: StorefrontCatalogue, origin: string) {
  /** The first refused line, as Shopify's cart userErrors name it; null when every line is sold. */
  function refusal(lines: LineInput[], at: string[]): CartUserError | null {
    for (const [i, l] of lines.entries()) {
      const field = [...at, String(i)];
      if (state.products.size === 0) {
        const sold =
          /^gid:\/\/shopify\/ProductVariant\/\d+$/.test(l.merchandiseId) && (!options.variants || options.variants.includes(idOfGid(l.merchandiseId)));
        if (!sold) return { field: [...field, 'merchandiseId'], message: 'The merchandise with id does not exist.', code: 'INVALID' };
        continue;
      }
      const found = findVariant(state, l.merchandiseId);
      if (!found) return { field: [...field, 'merchandiseId'], message: `The merchandise with id ${l.merchandiseId} does not exist.`, code: 'INVALID' };
      if (l.sellingPlanId && !planForProduct(state, l.sellingPlanId, found.product.id))
        return { field: [...field, 'sellingPlanId'], message: 'The selling plan is not applicable to the merchandise.', code: 'SELLING_PLAN_NOT_APPLICABLE' };
    }
    return null;
  }
  const cartView = (id: string) => {
    const cart = state.carts.get(id)!;
    const known = new Set((options.discountCodes ?? []).map((c) => c.toUpperCase()));
    return {
      id,
      checkoutUrl: `${origin}/checkouts/${encodeURIComponent(id)}`,
      discountCodes: cart.discountCodes.map((code) => ({ code, applicable: known.has(code.toUpperCase()) })),
    };
  };
  const toLine = (l: LineInput) => ({ merchandiseId: l.merchandiseId, sellingPlanId: l.sellingPlanId ?? null, quantity: l.quantity ?? 1 });

  return {
    cartCreate: (args: {
      input: { lines?: LineInput[]; discountCodes?: string[]; buyerIdentity?: { email?: string }; attributes?: { key: string; value: string }[] };
    }) => {
      const input = args.input;
      const lines = input.lines ?? [];
      const bad = refusal(lines, ['input', 'lines']);
      if (bad) return { cart: null, userErrors: [bad] };
      const id = `gid://shopify/Cart/${crypto.randomUUID()}`;
      state.carts.set(id, {
        id,
        lines: lines.map(toLine),
        discountCodes: input.discountCodes ?? [],
        email: input.buyerIdentity?.email ?? null,
        attributes: input.attributes ?? [],
        completedOrderId: null,
      });
      return { cart: cartView(id), userErrors: [] };
    },
    cartLinesAdd: (args: { cartId: string; lines: LineInput[] }) => {
      const cart = state.carts.get(args.cartId);
      if (!cart) return { cart: null, userErrors: [{ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' }] };
      const bad = refusal(args.lines, ['lines']);
      if (bad) return { cart: null, userErrors: [bad] };
      cart.lines.push(...args.lines.map(toLine));
      return { cart: cartView(cart.id), userErrors: [] };
    },
    collection: (args: { handle?: string }) => {
      if (!args.handle || args.handle !== (options.treatsCollection ?? 'treats')) return null;
      // The shop's treats as its collection holds them: titles and images from its own CDN.
      const treats = [...state.products.values()]
        .filter((p) => p.productType === 'Treats' && p.status === 'ACTIVE')
        .map((p) => ({ id: p.id, title: p.title, featuredImage: { url: p.image }, variants: { nodes: p.variants.map((v) => ({ id: v.id })) } }));
      return { id: 'gid://shopify/Collection/1', handle: args.handle, title: 'Treats', products: { nodes: treats } };
    },
    cartDiscountCodesUpdate: (args: { cartId: string; discountCodes: string[] }) => {
      const cart = state.carts.get(args.cartId);
      if (!cart) return { cart: null, userErrors: [{ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' }] };
      cart.discountCodes = args.discountCodes;
      return { cart: { id: cart.id, checkoutUrl: `${origin}/checkouts/${encodeURIComponent(cart.id)}` }, userErrors: [] };
    },
  };
}
