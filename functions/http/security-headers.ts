import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Config } from '../env';
import { isApiPath } from './pages';

/**
 * Security headers on every answer of the Worker, pages and API alike.
 *
 * Pages: `frame-ancestors` lets only our own origin and the configured shops (SHOP_ORIGINS; in
 * local mode any loopback port too, for the demo shop and the E2E shop) frame us. It must be a
 * header: a `<meta>` policy cannot say frame-ancestors. The rest of the page policy (scripts by
 * hash, no 'unsafe-inline') is the meta tag written at build time (scripts/build/page-csp.ts);
 * the browser enforces both. X-Frame-Options is not sent: frame-ancestors supersedes it, and it
 * cannot name a list of shops.
 *
 * API: nosniff, no referrer, a policy that lets a JSON answer run or load nothing and be framed by
 * nobody, and `Cache-Control: no-store` unless the route chose its own cache
 * policy (photos: a year, immutable; embed-config: public for a while): answers for a session,
 * a checkout or a login must never sit in a shared or browser cache.
 */

/** Loopback parents allowed in local mode only (src/embed/origins.ts isLoopbackOrigin). CSP has no IPv6 host syntax, so [::1] is left out. */
export const LOCAL_FRAME_ANCESTORS = ['http://localhost:*', 'http://127.0.0.1:*'] as const;

/** One year; our own host and its subdomains only (not `preload`: that belongs to the apex domain's owner). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The console: the app's embedded home in Shopify admin (shopify.app.toml application_url). */
export const CONSOLE_PAGES: ReadonlySet<string> = new Set(['/console', '/console/']);

/** Shopify admin, which frames the embedded console (https://shopify.dev/docs/apps/build/security/set-up-iframe-protection). */
export const SHOPIFY_ADMIN_ORIGIN = 'https://admin.shopify.com';

/**
 * Pages whose URL can carry a secret (login token, checkout session and confirm token, order id,
 * the Shopify install's code, the ID token Shopify admin adds to the console's URL): no Referer at all.
 */
export const SECRET_URL_PAGES: ReadonlySet<string> = new Set([
  '/',
  '/dashboard',
  '/checkout',
  '/order-status',
  '/shopify/app',
  '/shopify/auth/callback',
  ...CONSOLE_PAGES,
]);

/**
 * The page header policy: who may frame us, plus the directives that must hold even before the meta tag is parsed.
 *
 * @example
 * pageFramePolicy({ shopOrigins: ['https://furbaby.co.nz'], local: false })
 * // "frame-ancestors 'self' https://furbaby.co.nz; object-src 'none'; base-uri 'none'"
 */
export function pageFramePolicy(config: FrameConfig | undefined, path = ''): string {
  const ancestors = ["'self'", ...(config?.shopOrigins ?? []), ...(config?.local ? LOCAL_FRAME_ANCESTORS : []), ...consoleAncestors(config, path)];
  return `frame-ancestors ${ancestors.join(' ')}; object-src 'none'; base-uri 'none'`;
}

type FrameConfig = Pick<Config, 'shopOrigins' | 'local'> & { console?: Pick<NonNullable<Config['console']>, 'shopDomain'> | undefined };

/**
 * The console page only: Shopify admin and the one shop whose staff may use it (the console
 * app's shop), as Shopify asks of embedded apps. No other page may be framed by the admin.
 *
 * @example
 * consoleAncestors({ console: { shopDomain: 'furbaby.myshopify.com' } }, '/console') // ['https://admin.shopify.com', 'https://furbaby.myshopify.com']
 */
export function consoleAncestors(config: Pick<FrameConfig, 'console'> | undefined, path: string): string[] {
  if (!CONSOLE_PAGES.has(path) || !config?.console) return [];
  return [SHOPIFY_ADMIN_ORIGIN, `https://${config.console.shopDomain}`];
}

/** What the headers are decided on: the request's URL, the configuration, and what the answer already says. */
export interface Answer {
  url: URL;
  config: FrameConfig | undefined;
  contentType: string | null;
  hasCacheControl: boolean;
}

/** The path an answer is for: the app proxy's `/proxy/<path>` serves `/<path>` (functions/routes/proxy.ts). */
const servedPath = (pathname: string): string => pathname.replace(/^\/proxy(?=\/)/, '');

/** The headers for one answer; pure, so tests can check every case without a server. */
export function securityHeadersFor({ url, config, contentType, hasCacheControl }: Answer): Record<string, string> {
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  // Over https in production only: browsers ignore HSTS over http, and a developer's
  // localhost must never be pinned to https. No config (a configuration error) counts as production.
  if (url.protocol === 'https:' && !config?.local) headers['Strict-Transport-Security'] = HSTS;
  // Through the app proxy (/proxy/<path>) an answer is the one at /<path>, and gets its headers.
  const path = servedPath(url.pathname);
  const api = isApiPath(path);
  if (api && !hasCacheControl) headers['Cache-Control'] = 'no-store';
  // The local dev mailbox is an HTML page under /dev/: it gets the page policy, not the API's.
  if (api && !contentType?.startsWith('text/html')) {
    headers['Referrer-Policy'] = 'no-referrer';
    headers['Content-Security-Policy'] = "default-src 'none'; frame-ancestors 'none'";
  } else {
    headers['Referrer-Policy'] = SECRET_URL_PAGES.has(path) ? 'no-referrer' : 'strict-origin-when-cross-origin';
    headers['Content-Security-Policy'] = pageFramePolicy(config, path);
  }
  return headers;
}

/** Adds securityHeadersFor to the answer, whatever produced it (a route, the assets binding, onError). */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const headers = securityHeadersFor({
    url: new URL(c.req.url),
    config: c.get('config'),
    contentType: c.res.headers.get('content-type'),
    hasCacheControl: c.res.headers.has('cache-control'),
  });
  setAnswerHeaders(c, headers);
};

/**
 * Sets `headers` on the answer, whatever produced it. The assets binding's answers have
 * immutable headers: those are copied (the body streams through), and only those, so an API
 * answer is not copied on every request.
 */
export function setAnswerHeaders(c: Context<AppEnv>, headers: Record<string, string>): void {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  }
}
