/**
 * Checks what Shopify sends the browser to us with (the app URL and the OAuth callback), as
 * Shopify specifies for the authorization code grant:
 * - `hmac`: lower-case hex HMAC-SHA256, with the app's client secret, of every other query
 *   parameter sorted by name and joined as `name=value` with `&` (compared in constant time);
 * - `shop`: a `*.myshopify.com` host (production), and the one shop this product serves;
 * - `timestamp`: Unix seconds, at most five minutes old (a signed link cannot be replayed later).
 * The callback's `state` is checked against the browser's cookie by the route (./oauth.ts).
 */
import { constantTimeEqual, hmacSha256Hex, isFreshTimestamp } from '../../lib/shop-signature';

/** Shopify's pattern for a shop's permanent domain. */
export const MYSHOPIFY_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;
/** Local mode's fake shop on loopback (`127.0.0.1:<port>`). */
const LOOPBACK_SHOP = /^127\.0\.0\.1:\d{2,5}$/;

export type RefusalReason = 'missing' | 'bad-hmac' | 'bad-shop' | 'foreign-shop' | 'stale' | 'bad-state';

/** The message Shopify signs: every parameter but `hmac`, sorted, as `k=v&k=v`. */
export function signedMessage(params: URLSearchParams): string {
  return [...params.entries()]
    .filter(([k]) => k !== 'hmac')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** Signs a query as Shopify does (the fake Shopify and the tests sign with it). */
export const queryHmac = (secret: string, params: URLSearchParams) => hmacSha256Hex(secret, signedMessage(params));

export interface ExpectedShop {
  shopDomain: string;
  appSecret: string;
  /** Local mode accepts the loopback fake's host as a shop domain. */
  local: boolean;
}

/** Answers null when the query is Shopify's, fresh and for our shop; else why it is refused. */
export async function refuseShopifyQuery(params: URLSearchParams, expected: ExpectedShop, now: Date): Promise<RefusalReason | null> {
  const hmac = params.get('hmac');
  const shop = params.get('shop');
  const timestamp = params.get('timestamp');
  if (!hmac || !shop || !timestamp) return 'missing';
  if (!constantTimeEqual(await queryHmac(expected.appSecret, params), hmac.toLowerCase())) return 'bad-hmac';
  if (!(MYSHOPIFY_DOMAIN.test(shop) || (expected.local && LOOPBACK_SHOP.test(shop)))) return 'bad-shop';
  if (shop !== expected.shopDomain) return 'foreign-shop';
  if (!/^\d{9,10}$/.test(timestamp) || !isFreshTimestamp(Number(timestamp), now)) return 'stale';
  return null;
}
