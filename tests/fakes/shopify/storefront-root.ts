/**
 * The fake shop's Storefront API: the root fields our app calls (a cart with its checkout URL,
 * its discount codes, the treats collection) over the in-memory shop, as ./index.ts executes them.
 */
import { idOfGid } from '../../../functions/shopify/commerce/gids';
import { TREATS } from '../../../src/domain/catalogue-legacy';
import type { ShopState } from './shop-state';

/** What the shop sells and takes (FakeShopifyOptions in ./index.ts). */
export interface StorefrontCatalogue {
  /** The variant ids the shop sells; unset, every variant id. */
  variants?: readonly string[];
  discountCodes?: readonly string[];
  treatsCollection?: string;
}

export function storefrontRoot(state: ShopState, options: StorefrontCatalogue, origin: string) {
  return {
    cartCreate: (args: {
      input: {
        lines?: { merchandiseId: string; sellingPlanId?: string; quantity?: number }[];
        discountCodes?: string[];
        buyerIdentity?: { email?: string };
        attributes?: { key: string; value: string }[];
      };
    }) => {
      const input = args.input;
      const lines = input.lines ?? [];
      const sold = (gid: string) => /^gid:\/\/shopify\/ProductVariant\/\d+$/.test(gid) && (!options.variants || options.variants.includes(idOfGid(gid)));
      const bad = lines.findIndex((l) => !sold(l.merchandiseId));
      if (bad >= 0)
        return {
          cart: null,
          userErrors: [{ field: ['input', 'lines', String(bad), 'merchandiseId'], message: 'The merchandise with id does not exist.', code: 'INVALID' }],
        };
      const id = `gid://shopify/Cart/${crypto.randomUUID()}`;
      const codes = input.discountCodes ?? [];
      state.carts.set(id, {
        id,
        lines: lines.map((l) => ({ merchandiseId: l.merchandiseId, sellingPlanId: l.sellingPlanId ?? null, quantity: l.quantity ?? 1 })),
        discountCodes: codes,
        email: input.buyerIdentity?.email ?? null,
        attributes: input.attributes ?? [],
        completedOrderId: null,
      });
      const known = new Set((options.discountCodes ?? []).map((c) => c.toUpperCase()));
      return {
        cart: {
          id,
          checkoutUrl: `${origin}/checkouts/${encodeURIComponent(id)}`,
          discountCodes: codes.map((code) => ({ code, applicable: known.has(code.toUpperCase()) })),
        },
        userErrors: [],
      };
    },
    collection: (args: { handle?: string }) => {
      if (!args.handle || args.handle !== (options.treatsCollection ?? 'treats')) return null;
      // The shop's treats as its collection holds them: titles and images from its own CDN.
      const products = TREATS.map((t) => ({
        id: `gid://shopify/Product/${t.id}`,
        title: t.title,
        featuredImage: { url: `https://cdn.shopify.com/s/files/furbaby/${t.id}.jpg` },
        variants: { nodes: t.variants.map((v) => ({ id: `gid://shopify/ProductVariant/${v.id}` })) },
      }));
      return { id: 'gid://shopify/Collection/1', handle: args.handle, title: 'Treats', products: { nodes: products } };
    },
    cartDiscountCodesUpdate: (args: { cartId: string; discountCodes: string[] }) => {
      const cart = state.carts.get(args.cartId);
      if (!cart) return { cart: null, userErrors: [{ field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' }] };
      cart.discountCodes = args.discountCodes;
      return { cart: { id: cart.id, checkoutUrl: `${origin}/checkouts/${encodeURIComponent(cart.id)}` }, userErrors: [] };
    },
  };
}
