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
 * how long (Shopify's library: 90 seconds), and a route that mints something from it must also
 * remember the signatures it has used, exactly as verified.
 */
import { InvalidHmacError } from '@shopify/shopify-api';
import { hmacSha256Hex } from '../../lib/shop-signature';
import { shopifyLibrary } from '../app/library';

/** Only the secret signs a proxied request; the library wants a client id all the same. */
const PROXY_CLIENT = 'furbaby-app-proxy';

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

export type AppProxyFailure = 'missing_signature' | 'repeated' | 'forged' | 'stale' | 'wrong_shop';

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

/** The parameters Shopify adds; each once (finding 6: a repeated one is signed joined by commas, but read as its first value). */
export const APP_PROXY_PARAMS = ['shop', 'logged_in_customer_id', 'path_prefix', 'timestamp', 'signature'] as const;

/** Shopify's signature as it sends it: 64 lower-case hex digits, nothing around them. */
const SIGNATURE_SHAPE = /^[0-9a-f]{64}$/;

/**
 * The query parameter (signed with the rest) that marks a request made for a login ticket: the
 * theme block adds it (public/embed.js). A proxied page's or API call's signed query lacks it,
 * so no other query can be swapped for a ticket.
 */
export const TICKET_PURPOSE = { key: 'purpose', value: 'login-ticket' } as const;

/**
 * Checks a forwarded query: each of Shopify's parameters at most once, the signature in its
 * exact shape, then Shopify's library (functions/shopify/app/library.ts) checks the signature
 * and the timestamp (within 90 seconds of our clock), then that it was signed for
 * `options.shop` (our shop: a request another shop's proxy signed with the same app secret is
 * not ours to serve). Without `options.shop` any shop passes, for callers that check it themselves.
 * `request.signature` is exactly the text that was verified: what a single-use claim records.
 */
export async function verifyAppProxySignature(appSecret: string, params: URLSearchParams, options: { shop?: string } = {}): Promise<AppProxyCheck> {
  const signature = params.get('signature') ?? '';
  if (!signature) return { ok: false, reason: 'missing_signature' };
  if (APP_PROXY_PARAMS.some((key) => params.getAll(key).length > 1)) return { ok: false, reason: 'repeated' };
  if (!SIGNATURE_SHAPE.test(signature)) return { ok: false, reason: 'forged' };
  try {
    if (!(await shopifyLibrary({ clientId: PROXY_CLIENT, secret: appSecret }).utils.validateHmac(params, { signator: 'appProxy' }))) {
      return { ok: false, reason: 'forged' };
    }
  } catch (err) {
    // The library refuses a timestamp outside its window, or a malformed one, by throwing.
    return { ok: false, reason: err instanceof InvalidHmacError && /timestamp/i.test(err.message) ? 'stale' : 'forged' };
  }
  const timestamp = Number(params.get('timestamp'));
  const shop = params.get('shop') ?? '';
  if (options.shop !== undefined && shop.toLowerCase() !== options.shop.toLowerCase()) return { ok: false, reason: 'wrong_shop' };
  const customer = params.get('logged_in_customer_id') ?? '';
  return {
    ok: true,
    request: { shop, customerId: /^\d+$/.test(customer) ? customer : null, pathPrefix: params.get('path_prefix') ?? '', timestamp, signature },
  };
}

/** Whether a verified query was made for a login ticket (TICKET_PURPOSE, covered by the signature). */
export const isTicketQuery = (params: URLSearchParams) => params.getAll(TICKET_PURPOSE.key).join(',') === TICKET_PURPOSE.value;

/**
 * The login-token route's check (GET /api/auth/app-proxy/token): a verified request made for a
 * ticket, with a logged-in customer, else why not.
 */
export async function verifyAppProxyQuery(
  appSecret: string,
  params: URLSearchParams,
): Promise<{ ok: true; request: AppProxyRequest & { customerId: string } } | { ok: false; reason: 'forged' | 'stale' | 'no_customer' | 'not_for_ticket' }> {
  const check = await verifyAppProxySignature(appSecret, params);
  if (!check.ok) return { ok: false, reason: check.reason === 'stale' ? 'stale' : 'forged' };
  if (!isTicketQuery(params)) return { ok: false, reason: 'not_for_ticket' };
  const { customerId } = check.request;
  if (customerId === null) return { ok: false, reason: 'no_customer' };
  return { ok: true, request: { ...check.request, customerId } };
}
