/**
 * /proxy/* — Shopify's app proxy: a visitor's `https://<shop>/apps/furbaby/<path>?<query>`
 * arrives here as `/proxy/<path>?<query>&shop=…&logged_in_customer_id=…&path_prefix=…&timestamp=…&signature=…`.
 * Nothing runs before the signature, its age and its shop are checked; a request that fails
 * gets a 401 page.
 *
 * Then the request is served as if it came to `/<path>` on our domain — pages, their assets
 * and the API alike, by the app itself — with two differences
 * (docs/decisions/0012-pages-under-the-proxy-prefix.md):
 * - the customer is the shop's logged-in customer the signature vouches for
 *   (`logged_in_customer_id`, mapped to ours), on every call; a cookie or bearer token of ours
 *   is neither read nor set (Shopify strips Cookie and Set-Cookie anyway);
 * - pages and stylesheets come back with their URLs under the proxy's prefix
 *   (functions/shopify/proxy/page.ts), so the browser stays on the shop's origin.
 * A customer page for a visitor who is not logged in to the shop sends them to the shop's own
 * login and back. Off (404) unless SHOPIFY_APP_SECRET is set.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv, Config } from '../env';
import { findCustomerById } from '../db/customers';
import { ApiError } from '../lib/errors';
import { withCatalogue } from '../catalogue/inject';
import { isApiPath, isAssetRequest } from '../http/pages';
import { markProxied } from '../auth/proxied-request';
import { cachedPageUnderPrefix, pageUnderPrefix, stylesheetUnderPrefix, underPrefix } from '../shopify/proxy/page';
import { APP_PROXY_PARAMS, isTicketQuery, verifyAppProxySignature } from '../shopify/proxy/signature';

/** Pages that show a customer's own data: only for the shop's logged-in customer. */
export const PROXY_CUSTOMER_PAGES = ['/dashboard', '/your-pets', '/manage-pets', '/order-status', '/mobile'] as const;
/** Pages anyone may use: the free-trial funnel and the feeding calculator. */
export const PROXY_OPEN_PAGES = ['/free-trial', '/free-trial/choose-recipe', '/choose-recipe', '/get-started', '/pet-calculator', '/feeding-guide'] as const;

export const PROXY_REFUSED_TITLE = 'This page could not be opened';
export const PROXY_REFUSED_TEXT = 'The shop could not confirm this request. Please go back to the shop and try again.';

/** Our local checkout page, where the funnel ends without the Shopify back end. */
const PROXY_CHECKOUT_PAGES = ['/checkout'] as const;
/**
 * API prefixes the shop's visitors may reach through the proxy: everything under them but the
 * closed ones below. An allow-list, so a new family of routes stays closed until named here.
 */
const PROXY_API_PREFIXES = ['/api/', '/auth/', '/subscriptions/', '/legacy-subscriptions/', '/pets'] as const;
/**
 * Under those, what the shop's visitors have no business with (local tools, the staff's console),
 * closed at the folder itself too: `/api/console/` reaches the console as `/api/console` once its
 * trailing slash is stripped (issue 59).
 */
const PROXY_CLOSED_API = ['/api/dev', '/api/console'] as const;
const isClosedApi = (path: string) => PROXY_CLOSED_API.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * What the proxy serves: the customer and open pages, the local checkout, the built assets
 * (a file name with an extension) and the customer-facing API.
 *
 * @example
 * proxyServes('/api/pets') // true
 * proxyServes('/dev/outbox') // false
 */
export function proxyServes(path: string): boolean {
  const pages: readonly string[] = [...PROXY_CUSTOMER_PAGES, ...PROXY_OPEN_PAGES, ...PROXY_CHECKOUT_PAGES];
  if (pages.includes(path)) return true;
  if (isApiPath(path)) return PROXY_API_PREFIXES.some((p) => path.startsWith(p)) && !isClosedApi(path);
  return /^\/(_astro|images|icons)\/[\w./-]+\.\w+$|^\/(favicon\.svg|manifest\.webmanifest)$/.test(path) && !path.includes('..');
}

/** Where the proxy serves us when Shopify does not say (shopify.app.toml: prefix "apps", subpath "furbaby"). */
export const DEFAULT_PROXY_PREFIX = '/apps/furbaby';

/** The parameters Shopify adds to a proxied request; our pages and API never see them. */
const SHOPIFY_PARAMS = APP_PROXY_PARAMS;

/**
 * The path as routing will see it, decoded, or null when it cannot be served: percent-encoding
 * that does not decode, or that hides a `/`, a `\\` or a dot segment (the allow-list checks
 * what is served, not how it was spelt).
 */
export function decodedProxyPath(rawPath: string): string | null {
  if (/%(2f|5c)/i.test(rawPath)) return null;
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (path.includes('%') || path.includes('\\') || path.split('/').some((segment) => segment === '..' || segment === '.')) return null;
  return path;
}

/** Passes a request on to the app (functions/app.ts hands its own fetch in: no import cycle). */
export type AppDispatch = (request: Request, c: Context<AppEnv>) => Response | Promise<Response>;

/** The shop whose proxy may call us: the one shop configured with the app secret (functions/env.ts). */
function proxyShop(config: Config): string | undefined {
  return config.shopifyShopDomain;
}

function refused(): string {
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${PROXY_REFUSED_TITLE}</title></head><body><main><h1>${PROXY_REFUSED_TITLE}</h1><p>${PROXY_REFUSED_TEXT}</p></main></body></html>`;
}

/** The signed prefix when it is a plain path (`/apps/furbaby`), else ours. */
function prefixOf(signed: string): string {
  return /^(\/[A-Za-z0-9_-]+)+$/.test(signed) ? signed : DEFAULT_PROXY_PREFIX;
}

/** The request as it would reach `/<path>` on our domain: Shopify's parameters, cookies and tokens gone. */
function innerRequest(c: Context<AppEnv>, path: string, query: URLSearchParams): Request {
  const url = new URL(path, c.req.url);
  for (const [key, value] of query) if (!(SHOPIFY_PARAMS as readonly string[]).includes(key)) url.searchParams.append(key, value);
  const headers = new Headers(c.req.raw.headers);
  headers.delete('cookie');
  headers.delete('authorization');
  // Pages carry today's catalogue (functions/catalogue/inject.ts): never a 304 for the browser's copy.
  headers.delete('if-none-match');
  headers.delete('if-modified-since');
  const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
  return new Request(url, { method: c.req.method, headers, body: hasBody ? c.req.raw.body : null, redirect: 'manual' });
}

/**
 * Our answer made fit for the shop's domain: URLs under the prefix (and on a customer page the
 * shop's account link), no cookie of ours. `builtPath`: the built page the assets binding
 * answered, whose rewrite is kept (null for anything the app made, which may be one visitor's).
 */
async function outerResponse(db: D1Database, answer: Response, builtPath: string | null, prefix: string, accountLink: boolean): Promise<Response> {
  const type = answer.headers.get('content-type') ?? '';
  let out = type.startsWith('text/html')
    ? builtPath === null
      ? pageUnderPrefix(answer, prefix, { accountLink })
      : await cachedPageUnderPrefix(answer, builtPath, prefix, { accountLink })
    : type.startsWith('text/css')
      ? await stylesheetUnderPrefix(answer, prefix)
      : answer;
  // A page the app made (the trial's form answer) carries the catalogue already.
  if (builtPath !== null) out = await withCatalogue(out, db);
  out = new Response(out.body, out);
  // Shopify's proxy strips it; nothing here may depend on it, so it is never sent.
  out.headers.delete('set-cookie');
  const location = out.headers.get('location');
  if (location) out.headers.set('location', underPrefix(prefix, location));
  return out;
}

export function proxy(dispatch: AppDispatch) {
  return new Hono<AppEnv>().all('/*', async (c) => {
    const secret = c.get('config').shopifyAppSecret;
    if (!secret) throw new ApiError(404, 'not_found', 'No such endpoint.');
    const url = new URL(c.req.url);
    const check = await verifyAppProxySignature(secret, url.searchParams, { shop: proxyShop(c.get('config')) });
    if (!check.ok) return c.html(refused(), 401);

    const { customerId, pathPrefix, signature, timestamp } = check.request;
    const prefix = prefixOf(pathPrefix);
    const path = decodedProxyPath(url.pathname.replace(/^\/proxy/, '').replace(/(.)\/$/, '$1') || '/dashboard');
    if (path === null || !proxyServes(path)) return c.notFound();
    if (customerId === null && (PROXY_CUSTOMER_PAGES as readonly string[]).includes(path)) {
      // The shop's own login, back to the same page on the shop afterwards.
      const back = new URL(`${prefix}${path}`, url);
      for (const [key, value] of url.searchParams) if (!(SHOPIFY_PARAMS as readonly string[]).includes(key)) back.searchParams.append(key, value);
      return c.redirect(`/account/login?return_url=${encodeURIComponent(back.pathname + back.search)}`, 302);
    }
    // A shop customer we have no account for yet is served as a visitor (the pages offer their own login).
    // Only the API answers for the customer: a page is the same built HTML for everyone, and
    // looking the customer up for it cost every proxied page view a D1 round trip (issue 48).
    const customer = customerId === null || !isApiPath(path) ? null : await findCustomerById(c.env.DB, customerId);
    const inner = innerRequest(c, path, url.searchParams);
    markProxied(inner, { customer, signature, timestamp, forTicket: isTicketQuery(url.searchParams), prefix });
    // The shop's logged-in customer manages their subscription in the shop's account too (decision 0017).
    const customerPage = customerId !== null && (PROXY_CUSTOMER_PAGES as readonly string[]).includes(path);
    // A page or file needs none of the app's routes: the outer request's middleware (headers,
    // log, timing) already runs once for it, so the binding answers it directly (issue 48).
    const built = isAssetRequest(inner) && c.env.ASSETS;
    const answer = built ? await c.env.ASSETS.fetch(inner) : await dispatch(inner, c);
    return outerResponse(c.env.DB, answer, built ? path : null, prefix, customerPage);
  });
}
