/**
 * Calls of our customer account UI extensions as Shopify's sandbox makes them: from the
 * extensions' origin, `Authorization: Bearer <session token>` signed with the local app's secret
 * (the config's, as `npm start` serves it) unless a test forges another.
 *
 *   const res = await accountCall('GET', '/api/customer-account/subscriptions', { customerId: DEMO.customerId });
 */
import { env, SELF } from 'cloudflare:test';
import type { IdTokenClaims } from '../../functions/shopify/app/id-token';
import { EXTENSION_ORIGIN } from '../../functions/customer-account/cors';
import { readConfig } from '../../functions/env';
import { signCustomerAccountToken } from '../../functions/shopify/customer-account/sign-session-token';
import type { CustomerAccountApp } from '../../functions/shopify/customer-account/session-token';
import { BASE } from './auth-helpers';

/** The app `npm start` serves the customer account routes for (functions/env.ts). */
export const localApp = (): CustomerAccountApp => readConfig(env).console!;

export const accountToken = (customerId: string | null, claims: Partial<IdTokenClaims> = {}, app = localApp(), now = new Date()) =>
  signCustomerAccountToken(app, customerId, now, claims);

export async function accountCall(
  method: string,
  path: string,
  opts: { customerId?: string; token?: string | null; body?: unknown; origin?: string | null } = {},
): Promise<Response> {
  const token = opts.token === undefined ? await accountToken(opts.customerId ?? null) : opts.token;
  const headers: Record<string, string> = {};
  const origin = opts.origin === undefined ? EXTENSION_ORIGIN : opts.origin;
  if (origin !== null) headers.origin = origin;
  if (token !== null) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  return SELF.fetch(`${BASE}${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
}
