/**
 * Checks what Shopify sends the browser to us with (the app URL and the OAuth callback), as
 * Shopify specifies for the authorization code grant:
 * - `hmac` and `timestamp`: Shopify's library (./library.ts) checks the HMAC-SHA256 of the rest
 *   of the query with the app's client secret, in constant time, and that the timestamp is
 *   within 90 seconds of our clock (a signed link cannot be replayed later);
 * - `shop`: a `*.myshopify.com` host (production), and the one shop this product serves.
 * Only a refusal after the HMAC held is the shop's doing (the route records those); before it,
 * anyone on the internet could have sent it.
 * The callback's `state` is checked against the browser's cookie by the route (./oauth.ts).
 */
import { InvalidHmacError } from '@shopify/shopify-api';
import { shopifyLibrary } from './library';
import { MYSHOPIFY_DOMAIN } from '../../config/shop-domain';

/** Local mode's fake shop on loopback (`127.0.0.1:<port>`). */
const LOOPBACK_SHOP = /^127\.0\.0\.1:\d{2,5}$/;

export type RefusalReason = 'missing' | 'bad-hmac' | 'bad-shop' | 'foreign-shop' | 'stale' | 'bad-state';

/** Refusals of a query whose HMAC was never shown to hold: nobody vouches for anything in them. */
export const UNAUTHENTICATED_REFUSALS: readonly RefusalReason[] = ['missing', 'bad-hmac', 'stale'];

export interface ExpectedShop {
  clientId: string;
  shopDomain: string;
  appSecret: string;
  /** Local mode accepts the loopback fake's host as a shop domain. */
  local: boolean;
}

/** Answers null when the query is Shopify's, fresh and for our shop; else why it is refused. */
export async function refuseShopifyQuery(params: URLSearchParams, expected: ExpectedShop): Promise<RefusalReason | null> {
  const shop = params.get('shop');
  if (!params.get('hmac') || !shop || !params.get('timestamp')) return 'missing';
  if (['hmac', 'shop', 'timestamp'].some((key) => params.getAll(key).length > 1)) return 'bad-hmac';
  try {
    if (!(await shopifyLibrary({ clientId: expected.clientId, secret: expected.appSecret }).utils.validateHmac(params, { signator: 'admin' }))) {
      return 'bad-hmac';
    }
  } catch (err) {
    // The library checks the timestamp first and refuses one outside its window by throwing.
    return err instanceof InvalidHmacError && /timestamp/i.test(err.message) ? 'stale' : 'bad-hmac';
  }
  if (!(MYSHOPIFY_DOMAIN.test(shop) || (expected.local && LOOPBACK_SHOP.test(shop)))) return 'bad-shop';
  if (shop !== expected.shopDomain) return 'foreign-shop';
  return null;
}
