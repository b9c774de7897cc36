import type { MiddlewareHandler } from 'hono';
import { findCustomerById } from '../db/customers';
import type { AppEnv, SessionCustomer } from '../env';
import { verifiedBearer } from '../lib/bearer-jwt';
import { ApiError, notFound } from '../lib/errors';
import { verifyCustomerAccountToken } from '../shopify/customer-account/session-token';

export const INVALID_SESSION_TOKEN = 'invalid_session_token';

/** A deployment without the app's client id, secret and shop. */
const notConfigured = () =>
  new ApiError(503, 'customer_account_not_configured', 'Customer accounts need SHOPIFY_CLIENT_ID, SHOPIFY_APP_SECRET and the shop’s domain.');

/**
 * Every /api/customer-account/* call: the extension's session token, for our app (the client id
 * and secret `npm start` and production read from the config: functions/env.ts), for our one
 * shop, within its lifetime, with a logged-in customer (`sub`); else 401 `invalid_session_token`
 * (the reason is for our log, not the caller). The customer's GID is Shopify's id, which is our
 * customer's id (the mirror keeps Shopify's ids: functions/db/customers.ts mirrorShopCustomer).
 * A cookie or session of ours plays no part: the customer is the token's or nobody.
 */
export const requireSessionToken: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { token, check } = await verifiedBearer(c.req.header('authorization'), c.get('config').console, verifyCustomerAccountToken, notConfigured);
  if (!check.ok) {
    if (token) console.log(`customer-account: session token refused (${check.reason})`);
    throw new ApiError(401, INVALID_SESSION_TOKEN, 'Please log in to your account again: the session token is missing or not valid.');
  }
  const customer = (await findCustomerById(c.env.DB, check.shopifyCustomerId)) ?? undefined;
  // The engine's calls read the customer where a session would put it (functions/auth/session.ts);
  // a shop customer we have no record of stays unset (no subscriptions, no dogs).
  if (customer) c.set('customer', customer);
  await next();
};

/** Calls on a record: a shop customer we have no record of has none of ours, so every id is 404. */
export const requireKnownCustomer: MiddlewareHandler<AppEnv & { Variables: { customer: SessionCustomer } }> = async (c, next) => {
  if (!(c.var as AppEnv['Variables']).customer) throw notFound('No such subscription.');
  await next();
};
