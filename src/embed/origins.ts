/**
 * Which shop pages may embed ours and exchange messages with them. Pure functions, no DOM:
 * the frame bridge (src/stores/embed.ts) uses them, and so can the API where it checks an
 * `Origin` header.
 *
 * The allowed origins come from the Worker's configuration (`SHOP_ORIGINS`, read once by
 * `readConfig` in functions/env.ts) and reach the browser through `GET /api/embed-config`.
 * In local mode any loopback origin is a shop as well, so a developer's own test shop
 * (scripts/demo-shop.mjs, or a theme served by `shopify theme dev`) works without settings.
 */

/** What the frame needs to know about the allowed shops (the `GET /api/embed-config` answer). */
export interface EmbedConfig {
  /** Exact origins allowed to embed us, e.g. `https://furbaby.co.nz`. */
  shopOrigins: string[];
  /** Local mode: loopback origins are allowed too. */
  local: boolean;
  /** The shop's own domain, for links to the shop when we are not framed. */
  storeDomain: string;
}

/** Host names that always mean "this machine". */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin (`scheme://host[:port]`) of a URL or origin string, or null when it is not an
 * http(s) URL. `'null'` (opaque origins: sandboxed frames, `file:`) is never an origin.
 *
 * @example
 * originOf('https://furbaby.co.nz/pages/dashboard?x=1') // 'https://furbaby.co.nz'
 * originOf('HTTPS://Furbaby.co.nz:443/') // 'https://furbaby.co.nz'
 * originOf('null') // null
 */
export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

/**
 * True for http(s) origins on this machine: `localhost`, `127.0.0.1` or `[::1]`, any port.
 *
 * @example
 * isLoopbackOrigin('http://localhost:8788') // true
 * isLoopbackOrigin('http://127.0.0.1.evil.test') // false
 */
export function isLoopbackOrigin(origin: string): boolean {
  const normal = originOf(origin);
  if (!normal) return false;
  return LOOPBACK_HOSTS.has(new URL(normal).hostname);
}

/**
 * Whether `origin` may embed our pages: listed in SHOP_ORIGINS, or loopback in local mode.
 * Comparison is on the normalised origin, so case and a default port do not matter; paths,
 * wildcards and subdomains are never implied.
 *
 * @example
 * const config = { shopOrigins: ['https://furbaby.co.nz'], local: false, storeDomain: 'furbaby.co.nz' };
 * isAllowedShopOrigin('https://furbaby.co.nz', config) // true
 * isAllowedShopOrigin('https://evil.furbaby.co.nz', config) // false
 * isAllowedShopOrigin('http://localhost:8788', config) // false (production)
 * isAllowedShopOrigin('http://localhost:8788', { ...config, local: true }) // true
 */
export function isAllowedShopOrigin(origin: string | null | undefined, config: Pick<EmbedConfig, 'shopOrigins' | 'local'>): boolean {
  const normal = originOf(origin);
  if (!normal) return false;
  if (config.local && isLoopbackOrigin(normal)) return true;
  return config.shopOrigins.some((allowed) => originOf(allowed) === normal);
}
