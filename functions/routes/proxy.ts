/**
 * GET /proxy/* — Shopify's app proxy: a visitor's `https://<shop>/apps/furbaby/<page>` arrives
 * here as `/proxy/<page>?…&shop=…&logged_in_customer_id=…&path_prefix=…&timestamp=…&signature=…`.
 * Nothing runs before the signature, its age and its shop are checked; a request that fails
 * gets a 401 page.
 *
 * For now this is a hand-off (docs/decisions/0011-app-proxy-full-pages.md): a customer page
 * (dashboard, Your Pets, Manage My Furbabies, order status, /mobile) sends the shop's logged-in
 * customer to our page with a single-use login token minted for `logged_in_customer_id`, so
 * no secret sits in the theme; a visitor who is not logged in goes to the shop's login and
 * comes back. The funnel and the calculator go to our page as they are, for anyone. Off (404)
 * unless SHOPIFY_APP_SECRET is set.
 */
import { Hono } from 'hono';
import type { Config, AppEnv } from '../env';
import { findCustomerById } from '../db/customers';
import { claimShopSignature } from '../db/used-shop-signatures';
import { ApiError } from '../lib/errors';
import { mintLoginToken } from '../lib/login-tokens';
import { publicOrigin } from '../lib/public-origin';
import { signatureExpiresAt } from '../lib/shop-signature';
import { verifyAppProxySignature } from '../shopify/proxy/signature';
import { FORWARDED_PARAMS } from '../../src/embed/forwarded-params';

/** Pages that show a customer's own data: only for the shop's logged-in customer. */
export const PROXY_CUSTOMER_PAGES = ['/dashboard', '/your-pets', '/manage-pets', '/order-status', '/mobile'] as const;
/** Pages anyone may use: the free-trial funnel and the feeding calculator. */
export const PROXY_OPEN_PAGES = ['/free-trial', '/free-trial/choose-recipe', '/choose-recipe', '/get-started', '/pet-calculator', '/feeding-guide'] as const;

export const PROXY_REFUSED_TITLE = 'This page could not be opened';
export const PROXY_REFUSED_TEXT = 'The shop could not confirm this request. Please go back to the shop and try again.';

/** The shop whose proxy may call us: the one shop configured with the app secret (functions/env.ts). */
function proxyShop(config: Config): string | undefined {
  return config.shopifyShopDomain;
}

function refused(): string {
  return `<!doctype html><html lang="en-NZ"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${PROXY_REFUSED_TITLE}</title></head><body><main><h1>${PROXY_REFUSED_TITLE}</h1><p>${PROXY_REFUSED_TEXT}</p></main></body></html>`;
}

/** Our page's address with those of the visitor's parameters our pages read (not Shopify's). */
function ourPage(origin: string, path: string, query: URLSearchParams, token?: string): string {
  const url = new URL(path, origin);
  for (const key of FORWARDED_PARAMS) {
    const value = query.get(key);
    if (value !== null && key !== 'token') url.searchParams.set(key, value);
  }
  if (token) url.searchParams.set('token', token);
  return url.href;
}

export const proxy = new Hono<AppEnv>().get('/*', async (c) => {
  const secret = c.var.config.shopifyAppSecret;
  if (!secret) throw new ApiError(404, 'not_found', 'No such endpoint.');
  const url = new URL(c.req.url);
  const check = await verifyAppProxySignature(secret, url.searchParams, { shop: proxyShop(c.var.config) });
  if (!check.ok) return c.html(refused(), 401);

  const path = url.pathname.replace(/^\/proxy/, '').replace(/\/$/, '') || '/dashboard';
  const isCustomerPage = (PROXY_CUSTOMER_PAGES as readonly string[]).includes(path);
  if (!isCustomerPage && !(PROXY_OPEN_PAGES as readonly string[]).includes(path)) return c.notFound();
  if (!isCustomerPage) return c.redirect(ourPage(publicOrigin(c), path, url.searchParams), 302);

  const { customerId, pathPrefix, signature, timestamp } = check.request;
  if (customerId === null) {
    // The shop's own login, back to the same proxy page afterwards (a path on the shop).
    const back = `${pathPrefix || '/apps/furbaby'}${path}`;
    return c.redirect(`/account/login?return_url=${encodeURIComponent(back)}`, 302);
  }
  // A login token once per signature: Shopify's signature covers the query but not the path,
  // so the same customer's requests within one second share one; a replayed one, or the second
  // of two such, goes to our page without a token (a session from the first still works there).
  const firstUse = await claimShopSignature(c.env.DB, signature, signatureExpiresAt(timestamp));
  // A shop customer we have no account for yet: our page, which offers its own login.
  const customer = firstUse ? await findCustomerById(c.env.DB, customerId) : null;
  const token = customer ? await mintLoginToken(c.env.DB, customer.id, 'shop') : undefined;
  return c.redirect(ourPage(publicOrigin(c), path, url.searchParams, token), 302);
});
