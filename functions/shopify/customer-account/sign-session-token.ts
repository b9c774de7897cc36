/**
 * Signs a customer account extension's session token as Shopify would: for the local host that
 * stands in for Shopify's customer account pages (local mode only) and the tests. Lives for five
 * minutes, as Shopify's do.
 */
import { signIdToken, type IdTokenClaims } from '../app/id-token';
import { gid } from '../commerce/gids';
import type { CustomerAccountApp } from './session-token';

/** Five minutes, as Shopify's customer account session tokens. */
export const SESSION_TOKEN_SECONDS = 300;

/**
 * @example
 * const jwt = await signCustomerAccountToken(app, '1042', new Date());
 */
export function signCustomerAccountToken(
  app: CustomerAccountApp,
  customerId: string | null,
  now: Date,
  overrides: Partial<IdTokenClaims> = {},
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const claims: Partial<IdTokenClaims> = { iss: `https://${app.shopDomain}`, dest: app.shopDomain, exp: iat + SESSION_TOKEN_SECONDS, ...overrides };
  const sub = customerId === null ? undefined : gid('Customer', customerId);
  // No `sub` at all when nobody is logged in (JSON leaves an undefined claim out; signIdToken's
  // default subject is a staff member's id, never a customer's).
  if (!('sub' in overrides)) claims.sub = sub as string;
  return signIdToken(app, now, claims);
}
