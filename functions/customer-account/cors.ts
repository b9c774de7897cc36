/**
 * CORS for /api/customer-account/*: the customer account UI extensions run in Shopify's sandbox,
 * whose pages are served from extensions.shopifycdn.com, and call us cross-origin with their
 * session token as a bearer token. That origin (and, in local mode, the loopback host that
 * stands in for Shopify's customer account pages: scripts/shopify/account-host) is answered,
 * preflight included; any other browser origin is refused outright, so these routes, which read
 * no cookie, never act for a page that is not the extension.
 */
import type { MiddlewareHandler } from 'hono';
import { isLoopbackOrigin, originOf } from '../../src/embed/origins';
import type { AppEnv, Config } from '../env';
import { ApiError } from '../lib/errors';

/** Where Shopify serves customer account (and checkout) UI extensions from. */
export const EXTENSION_ORIGIN = 'https://extensions.shopifycdn.com';

const ALLOWED_METHODS = 'GET, POST, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type';
/** How long a browser may keep a preflight's answer (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** Whether a browser origin may call the customer account routes. */
export function isExtensionOrigin(origin: string, config: Pick<Config, 'local'>): boolean {
  const normal = originOf(origin);
  if (!normal) return false;
  return normal === EXTENSION_ORIGIN || (config.local && isLoopbackOrigin(normal));
}

export const customerAccountCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('origin');
  const allowed = origin !== undefined && isExtensionOrigin(origin, c.get('config'));
  if (origin !== undefined && !allowed) {
    throw new ApiError(403, 'forbidden_origin', 'This request came from a page that is not allowed to make it.');
  }
  if (c.req.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        'Access-Control-Allow-Origin': origin ?? EXTENSION_ORIGIN,
        'Access-Control-Allow-Methods': ALLOWED_METHODS,
        'Access-Control-Allow-Headers': ALLOWED_HEADERS,
        'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
        Vary: 'Origin',
      },
    });
  }
  await next();
  if (origin !== undefined) {
    c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.append('Vary', 'Origin');
  }
};
