import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { verifiedBearer } from '../lib/bearer-jwt';
import { ApiError } from '../lib/errors';
import { verifyIdToken, type IdTokenClaims } from '../shopify/app/id-token';

/** The console's routes see the verified token of the shop's staff member. */
export type ConsoleEnv = { Bindings: AppEnv['Bindings']; Variables: AppEnv['Variables'] & { idToken: IdTokenClaims; idTokenJwt: string } };

/** A deployment without the app's client id, secret and shop. */
const consoleNotConfigured = () =>
  new ApiError(503, 'console_not_configured', 'The console needs SHOPIFY_CLIENT_ID, SHOPIFY_APP_SECRET and the shop’s domain.');

/**
 * Every /api/console/* call: a valid App Bridge ID token for our app and shop, or 401
 * `invalid_id_token` (the reason is for our log, not the caller). A deployment without the
 * app's client id, secret and shop has no console: 503 `console_not_configured`.
 */
export const requireShopAdmin: MiddlewareHandler<ConsoleEnv> = async (c, next) => {
  const { token, check } = await verifiedBearer(c.req.header('authorization'), c.get('config').console, verifyIdToken, consoleNotConfigured);
  if (!check.ok) {
    throw new ApiError(401, 'invalid_id_token', 'Open the console from the shop’s admin: its session token is missing or not valid.');
  }
  c.set('idToken', check.claims);
  // As sent: what the token exchange hands Shopify (../shopify/app/token-exchange.ts).
  c.set('idTokenJwt', token!);
  await next();
};
