import type { MiddlewareHandler } from 'hono';
import type { AppEnv, Config } from '../env';
import { isAllowedShopOrigin, originOf } from '../../src/embed/origins';
import { ApiError } from '../lib/errors';
import { CUSTOMER_ACCOUNT_PREFIX } from './pages';

/** Methods that change state; GET, HEAD and OPTIONS never do here. */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a browser `Origin` may make state-changing calls: our own origin (the request's, or
 * PUBLIC_URL's), and the shops that may embed us (SHOP_ORIGINS; in local mode any loopback
 * origin), by the same rule the frame bridge uses (src/embed/origins.ts).
 */
export function isAllowedOrigin(origin: string, ownOrigin: string, config: Config): boolean {
  const normal = originOf(origin);
  if (!normal) return false;
  if (normal === ownOrigin) return true;
  if (config.publicUrl && normal === originOf(config.publicUrl)) return true;
  return isAllowedShopOrigin(normal, config);
}

/**
 * Cross-site request forgery guard for the whole API. Browsers send `Origin` with every
 * POST/PUT/PATCH/DELETE, so a state-changing call whose Origin is not ours or an allowed shop's
 * (including the opaque `null` of sandboxed frames) is refused with 403 `forbidden_origin`.
 * Calls without Origin do not come from a browser page (server-to-server, curl, tests) and
 * cannot ride on a visitor's cookie, so they pass; bearer tokens are never sent automatically.
 * Over https the session cookie is `SameSite=None` (it must reach our frame on the shop's page),
 * so this check, not the cookie, is what keeps other sites from using a visitor's session.
 */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  // The customer account extensions' calls read no cookie and answer only the extensions' origin
  // (functions/customer-account/cors.ts).
  const ownRule = new URL(c.req.url).pathname.startsWith(CUSTOMER_ACCOUNT_PREFIX);
  if (STATE_CHANGING.has(c.req.method) && !ownRule) {
    const origin = c.req.header('origin');
    if (origin !== undefined && !isAllowedOrigin(origin, new URL(c.req.url).origin, c.get('config'))) {
      throw new ApiError(403, 'forbidden_origin', 'This request came from a page that is not allowed to make it.');
    }
  }
  await next();
};
