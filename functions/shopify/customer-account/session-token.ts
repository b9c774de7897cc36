/**
 * Session tokens of our customer account UI extensions (extensions/customer-account-*): the
 * extension's `shopify.sessionToken.get()` is a JWT Shopify signs HS256 with the app's secret.
 * Shopify's own library checks the signature, the algorithm, `exp`/`nbf` (10 s of clock skew)
 * and `aud` = our client id; we add what it leaves to the app: `exp` and `nbf` must be there at
 * all, the token must live no longer than Shopify's five minutes (`SESSION_TOKEN_MAX_SECONDS`,
 * issue 59), `dest` must be our one shop as Shopify writes it for extensions (the bare domain,
 * where an admin ID token has `https://…`), an `iss` must not be the admin's (`…/admin`, an ID
 * token's), and `sub` (the logged-in customer's GID, absent when nobody is logged in) must name a
 * customer.
 * https://shopify.dev/docs/api/customer-account-ui-extensions/latest/target-apis/platform-apis/session-token-api
 */
import type { JwtPayload } from '@shopify/shopify-api';
import type { ConsoleAuth } from '../../env';
import { outlivesLifetime, type TokenTimes } from '../../lib/bearer-jwt';
import { SESSION_TOKEN_SKEW_SECONDS, shopifyLibrary } from '../app/library';
import { idOfGid } from '../commerce/gids';

/** The app a token must be for: its client id and secret, and the one shop. */
export type CustomerAccountApp = ConsoleAuth;

export type SessionTokenRefusal = 'invalid' | 'no-customer' | 'shop' | 'lifetime' | 'admin-token';

/** A customer account session token lives five minutes (Shopify's docs); one that lives longer is refused. */
export const SESSION_TOKEN_MAX_SECONDS = 300;

export type SessionTokenCheck = { ok: true; shopifyCustomerId: string; claims: JwtPayload } | { ok: false; reason: SessionTokenRefusal };

/** The one library instance of this app (functions/shopify/app/library.ts), as the console's ID tokens use. */
const library = (app: CustomerAccountApp) => shopifyLibrary({ clientId: app.clientId, secret: app.appSecret, hostName: app.shopDomain });

const CUSTOMER_GID = /^gid:\/\/shopify\/Customer\/([A-Za-z0-9_-]{1,64})$/;

/**
 * Verifies a customer account extension's session token.
 *
 * @example
 * const check = await verifyCustomerAccountToken(jwt, { clientId, appSecret, shopDomain });
 * if (check.ok) findCustomerById(db, check.shopifyCustomerId);
 */
export async function verifyCustomerAccountToken(token: string, app: CustomerAccountApp): Promise<SessionTokenCheck> {
  let claims: JwtPayload;
  try {
    claims = await library(app).session.decodeSessionToken(token);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  // jose checks exp and nbf only when present: a token without them would never expire.
  if (typeof claims.exp !== 'number' || typeof claims.nbf !== 'number') return { ok: false, reason: 'invalid' };
  if (outlivesLifetime(claims as TokenTimes, SESSION_TOKEN_MAX_SECONDS, Math.floor(Date.now() / 1000), SESSION_TOKEN_SKEW_SECONDS)) {
    return { ok: false, reason: 'lifetime' };
  }
  // An admin ID token names the admin as its issuer and its shop with a scheme: never a customer's.
  if (typeof claims.iss === 'string' && claims.iss.endsWith('/admin')) return { ok: false, reason: 'admin-token' };
  if (typeof claims.dest !== 'string' || claims.dest.toLowerCase() !== app.shopDomain.toLowerCase()) return { ok: false, reason: 'shop' };
  const sub = typeof claims.sub === 'string' ? claims.sub.match(CUSTOMER_GID) : null;
  if (!sub) return { ok: false, reason: 'no-customer' };
  return { ok: true, shopifyCustomerId: idOfGid(sub[0]), claims };
}
