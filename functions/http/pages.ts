import type { Handler } from 'hono';
import { unconditional, withCatalogue } from '../catalogue/inject';
import type { AppEnv } from '../env';

/** Paths the API answers (JSON); everything else is a page of the site. */
export const API_PREFIXES = ['/api/', '/auth/', '/subscriptions/', '/legacy-subscriptions/', '/pets', '/dev/', '/webhooks/', '/shopify/'] as const;

/**
 * The customer account routes' prefix: the cross-site guard (origin-check.ts) leaves these to
 * their own CORS rule (functions/customer-account/cors.ts).
 */
export const CUSTOMER_ACCOUNT_PREFIX = '/api/customer-account/';

/** Whether `path` belongs to the API rather than the site's pages. */
export const isApiPath = (path: string): boolean => API_PREFIXES.some((p) => path.startsWith(p));

/**
 * The site's pre-rendered pages, served from the assets binding. wrangler.toml routes page
 * navigations through the Worker (`run_worker_first`) so that securityHeaders can add the
 * headers that depend on the configuration (frame-ancestors from SHOP_ORIGINS, HSTS in
 * production), and so that every page carries the current catalogue (functions/catalogue/inject.ts);
 * the assets binding applies the same html_handling and 404 page as direct serving.
 */
export const servePage: Handler<AppEnv> = async (c) => {
  if (isApiPath(c.req.path) || !c.env.ASSETS) return c.notFound();
  return withCatalogue(await c.env.ASSETS.fetch(unconditional(c.req.raw)), c.env.DB);
};

/**
 * Whether `request` is a page or file the assets binding answers as it is: a GET or HEAD off
 * the API (a POST to a page is the trial's form, trial-post.ts). The app proxy serves these
 * straight from the binding, without a second pass through the app (issue 48).
 */
export const isAssetRequest = (request: Request): boolean =>
  (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(new URL(request.url).pathname);
