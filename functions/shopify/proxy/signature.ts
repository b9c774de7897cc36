/**
 * Shopify's app-proxy signature. A visitor's request to `https://<shop>/apps/furbaby/<path>` is
 * forwarded to us with `shop`, `logged_in_customer_id` (empty when nobody is logged in),
 * `path_prefix`, `timestamp` and `signature` added to its query. `signature` is the hex
 * HMAC-SHA256, keyed with the app's client secret, of every other query parameter as
 * `key=value`, values of a repeated key joined by commas, sorted, and concatenated with no
 * separator.
 * https://shopify.dev/docs/apps/build/online-store/app-proxies/authenticate-app-proxies
 *
 * The query is the visitor's to write except for what the signature covers, so nothing in it
 * is read before the signature is checked. A signed query can be replayed: the timestamp bounds
 * how long (five minutes, as the theme signature), and a route that mints something from it
 * must also remember the signatures it has used.
 */
import { constantTimeEqual, hmacSha256Hex, isFreshTimestamp } from '../../lib/shop-signature';

/** What a verified proxy request tells us; every field is covered by Shopify's signature. */
export interface AppProxyRequest {
  /** The shop's myshopify domain, e.g. furbaby.myshopify.com. */
  shop: string;
  /** The shop's logged-in customer (numeric id), or null for a visitor who is not logged in. */
  customerId: string | null;
  /** Where the shop serves the proxy, e.g. /apps/furbaby: the base of links we hand back. */
  pathPrefix: string;
  /** Unix seconds when Shopify forwarded the request. */
  timestamp: number;
  signature: string;
}

export type AppProxyFailure = 'missing_signature' | 'forged' | 'stale' | 'wrong_shop';

export type AppProxyCheck = { ok: true; request: AppProxyRequest } | { ok: false; reason: AppProxyFailure };

/**
 * The message Shopify signs: sorted `key=value` pairs without `signature`, repeated keys' values
 * joined by commas, nothing between pairs.
 *
 * @example
 * appProxyMessage(new URLSearchParams('shop=s.myshopify.com&extra=1&extra=2&timestamp=1&signature=zz'))
 * // 'extra=1,2shop=s.myshopify.comtimestamp=1'
 */
export function appProxyMessage(params: URLSearchParams): string {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of params) {
    if (key === 'signature') continue;
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  }
  return [...grouped.keys()]
    .sort()
    .map((key) => `${key}=${grouped.get(key)!.join(',')}`)
    .join('');
}

/** A copy of `params` signed as Shopify's proxy signs it (the demo shop and the tests use it). */
export async function signAppProxyQuery(appSecret: string, params: URLSearchParams): Promise<URLSearchParams> {
  const signed = new URLSearchParams(params);
  signed.delete('signature');
  signed.set('signature', await hmacSha256Hex(appSecret, appProxyMessage(signed)));
  return signed;
}

/**
 * Checks a forwarded query: the signature first (so a forger learns nothing else), then the
 * timestamp's age, then that it was signed for `options.shop` (our shop: a request another
 * shop's proxy signed with the same app secret is not ours to serve). Without `options.shop`
 * any shop passes, for callers that check it themselves.
 */
export async function verifyAppProxySignature(appSecret: string, params: URLSearchParams, options: { shop?: string; now?: Date } = {}): Promise<AppProxyCheck> {
  const signature = params.get('signature')?.trim().toLowerCase() ?? '';
  if (!signature) return { ok: false, reason: 'missing_signature' };
  const expected = await hmacSha256Hex(appSecret, appProxyMessage(params));
  if (!constantTimeEqual(expected, signature)) return { ok: false, reason: 'forged' };
  const timestamp = Number(params.get('timestamp') ?? '');
  if (!params.get('timestamp') || !Number.isFinite(timestamp) || !isFreshTimestamp(timestamp, options.now ?? new Date())) {
    return { ok: false, reason: 'stale' };
  }
  const shop = params.get('shop') ?? '';
  if (options.shop !== undefined && shop.toLowerCase() !== options.shop.toLowerCase()) return { ok: false, reason: 'wrong_shop' };
  const customer = params.get('logged_in_customer_id') ?? '';
  return {
    ok: true,
    request: { shop, customerId: /^\d+$/.test(customer) ? customer : null, pathPrefix: params.get('path_prefix') ?? '', timestamp, signature },
  };
}

/**
 * The login-token route's check (GET /api/auth/app-proxy/token): a verified request with a
 * logged-in customer, else why not.
 */
export async function verifyAppProxyQuery(
  appSecret: string,
  params: URLSearchParams,
  now = new Date(),
): Promise<{ ok: true; customerId: string } | { ok: false; reason: 'forged' | 'stale' | 'no_customer' }> {
  const check = await verifyAppProxySignature(appSecret, params, { now });
  if (!check.ok) return { ok: false, reason: check.reason === 'stale' ? 'stale' : 'forged' };
  if (check.request.customerId === null) return { ok: false, reason: 'no_customer' };
  return { ok: true, customerId: check.request.customerId };
}
