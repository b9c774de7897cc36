import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * One log line per request, in place of Cloudflare's invocation log, which records each
 * request's full URL (wrangler.toml turns it off: `[observability.logs] invocation_logs = false`).
 * URLs carry secrets in their query: login links (`/dashboard?token=`), checkout sessions and their
 * e-mailed confirmations, an order, the customer's name and e-mail on the trial pages, Shopify's
 * signed app-proxy and install queries. Their values are replaced; the names stay, so a reader
 * still sees what kind of request it was. Local mode writes nothing: wrangler prints its own line.
 */

/** Query parameters whose values never reach a log (compared without case). */
export const REDACTED_QUERY_PARAMS = [
  // our pages (src/embed/forwarded-params.ts): login token, checkout session and confirmation, order, the customer
  'token',
  'session',
  'confirm',
  'order',
  'customerName',
  'customerEmail',
  'email',
  // Shopify: the app proxy's signature and customer, the install's HMAC, OAuth code and state, an embedded app's id token
  'signature',
  'logged_in_customer_id',
  'hmac',
  'code',
  'state',
  'id_token',
] as const;

const REDACTED = new Set<string>(REDACTED_QUERY_PARAMS.map((p) => p.toLowerCase()));

/**
 * The path and query as they may be logged.
 *
 * @example
 * redactedUrl(new URL('https://plans.example/dashboard?token=abc&productId=7'))
 * // '/dashboard?token=REDACTED&productId=7'
 */
export function redactedUrl(url: URL): string {
  if (!url.search) return url.pathname;
  const query = new URLSearchParams(url.search);
  for (const key of new Set(query.keys())) if (REDACTED.has(key.toLowerCase())) query.set(key, 'REDACTED');
  return `${url.pathname}?${query}`;
}

/** The line itself: JSON, so the Workers Logs query builder can filter on each field. */
export const requestLogLine = (method: string, url: URL, status: number, ms: number): string =>
  JSON.stringify({ request: `${method} ${redactedUrl(url)}`, status, ms });

/** Logs each answered request outside local mode (first in the chain: errors are answers too by then). */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = Date.now();
  await next();
  if (c.get('config')?.local) return;
  console.log(requestLogLine(c.req.method, new URL(c.req.url), c.res.status, Date.now() - started));
};
