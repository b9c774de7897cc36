/**
 * The Shopify part of the Worker's configuration (functions/env.ts reads the rest): the shop, the
 * app installed on it, the console's app, and the local app's stand-ins, which production refuses.
 */
import * as v from 'valibot';
import { MYSHOPIFY_DOMAIN } from './shop-domain';
import { LOCAL_APP, LOCAL_SHOP_DOMAIN, LOCAL_STOREFRONT_TOKEN, LOCAL_TOKEN_ENCRYPTION_KEY } from './local-secrets';
import { APP_SCOPES } from './app-scopes';
import { rawKeyOf, type TokenKeys } from './token-keys';
import { configError } from '../lib/config-error';

export const DEFAULT_SHOPIFY_API_VERSION = '2026-10';

const base64Key = (message: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => rawKeyOf(s) !== null, message),
    ),
    undefined,
  );

/** The Shopify variables and secrets, checked (functions/env.ts's ConfigSchema takes these entries). */
export const ShopifyVarsSchema = v.object({
  SHOPIFY_APP_SECRET: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), undefined),
  SHOPIFY_SHOP_DOMAIN: v.optional(
    v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z0-9.-]+(:\d+)?$/, 'must be a host, e.g. furbaby.myshopify.com')),
    undefined,
  ),
  SHOPIFY_STOREFRONT_URL: v.optional(v.pipe(v.string(), v.url()), undefined),
  SHOPIFY_STOREFRONT_TOKEN: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), undefined),
  COMMERCE: v.optional(v.picklist(['local', 'shopify'], 'must be "local" or "shopify"'), undefined),
  SHOPIFY_CLIENT_ID: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{8,100}$/, 'must be the client id from the Dev Dashboard')), undefined),
  TOKEN_ENCRYPTION_KEY: base64Key('must be 32 random bytes, base64 (openssl rand -base64 32)'),
  TOKEN_ENCRYPTION_KEY_PREVIOUS: base64Key('must be 32 random bytes, base64'),
  SHOPIFY_API_VERSION: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/, 'must look like 2026-10')), undefined),
  SHOPIFY_TREATS_COLLECTION: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,100}$/, 'must be a collection handle')), undefined),
});
type ShopifyVars = v.InferOutput<typeof ShopifyVarsSchema>;

/**
 * The shop's console in Shopify admin (functions/console/): App Bridge ID tokens are signed with
 * the app's secret for its client id and the one shop.
 */
export interface ConsoleAuth {
  clientId: string;
  appSecret: string;
  /** The shop's myshopify.com domain. */
  shopDomain: string;
}

/** Local mode's console app when none is configured: the local app (the demo admin page signs with it; refused in production). */
export const LOCAL_CONSOLE_AUTH: ConsoleAuth = { clientId: LOCAL_APP.clientId, appSecret: LOCAL_APP.secret, shopDomain: LOCAL_SHOP_DOMAIN };

/** The shop's Admin API and the app installed on it, for COMMERCE=shopify. */
export interface ShopifyConfig {
  /** The one shop this product serves, e.g. furbaby.myshopify.com (SHOPIFY_STOREFRONT_URL's host). */
  shopDomain: string;
  /** Where the Admin API and OAuth answer: https://<shopDomain>, or a loopback fake in local mode. */
  adminOrigin: string;
  apiVersion: string;
  /** The app's client id (Dev Dashboard) and client secret: signs webhooks, app-proxy requests and OAuth queries. */
  clientId: string;
  appSecret: string;
  /** The Admin API scopes the app asks for, comma-separated (functions/config/app-scopes.ts). */
  scopes: string;
  /** Seal the shop's tokens in D1 (functions/shopify/app/token-crypto.ts). */
  tokenKeys: TokenKeys;
}

export type CommerceConfig = { kind: 'local' } | ({ kind: 'shopify' } & ShopifyConfig);

/**
 * The local app's secret and the fake shop's Storefront token open nothing but a fake shop on
 * loopback, and are in this repository for anyone to read: production refuses them.
 */
export function refuseLocalAppInProduction(c: ShopifyVars, local: boolean): void {
  if (local) return;
  if (c.SHOPIFY_APP_SECRET === LOCAL_APP.secret)
    configError("SHOPIFY_APP_SECRET is the local app's (functions/config/local-secrets.ts): put the real app's client secret");
  if (c.SHOPIFY_STOREFRONT_TOKEN === LOCAL_STOREFRONT_TOKEN) configError("SHOPIFY_STOREFRONT_TOKEN is the fake shop's: put the shop's Storefront API token");
}

/** The console's app: the configured one, or in local mode only the local app. */
export function consoleAuth(
  clientId: string | undefined,
  appSecret: string | undefined,
  shopDomain: string | undefined,
  local: boolean,
): ConsoleAuth | undefined {
  if (clientId && appSecret && shopDomain) return { clientId, appSecret, shopDomain };
  if (local && !appSecret) return LOCAL_CONSOLE_AUTH;
  return undefined;
}

/**
 * COMMERCE=shopify: the shop is SHOPIFY_STOREFRONT_URL's origin (its Storefront and Admin APIs
 * answer there; in production a *.myshopify.com host, the one shop served). The app installed
 * there is SHOPIFY_CLIENT_ID with its secret SHOPIFY_APP_SECRET; its offline token lives in D1,
 * sealed with TOKEN_ENCRYPTION_KEY (docs/decisions/0010-shopify-app-install.md). Only local mode
 * may point at a plain-http shop (the fake Shopify on loopback) and use the local sealing key.
 */
export function shopifyCommerce(c: ShopifyVars, local: boolean): CommerceConfig {
  if ((c.COMMERCE ?? 'local') === 'local') return { kind: 'local' };
  const url = c.SHOPIFY_STOREFRONT_URL;
  if (!url || !c.SHOPIFY_CLIENT_ID || !c.SHOPIFY_APP_SECRET) {
    configError('COMMERCE "shopify" needs SHOPIFY_STOREFRONT_URL, SHOPIFY_CLIENT_ID and SHOPIFY_APP_SECRET (`wrangler secret put SHOPIFY_APP_SECRET`)');
  }
  const origin = new URL(url);
  if (!local && origin.protocol !== 'https:') configError('SHOPIFY_STOREFRONT_URL must be https in production');
  if (!local && !MYSHOPIFY_DOMAIN.test(origin.host)) configError("SHOPIFY_STOREFRONT_URL must be the shop's https://<shop>.myshopify.com origin in production");
  const key = c.TOKEN_ENCRYPTION_KEY ?? (local ? LOCAL_TOKEN_ENCRYPTION_KEY : undefined);
  if (!key || (!local && key === LOCAL_TOKEN_ENCRYPTION_KEY)) {
    configError(
      'COMMERCE "shopify" needs TOKEN_ENCRYPTION_KEY in production: 32 random bytes, base64 (`openssl rand -base64 32 | wrangler secret put TOKEN_ENCRYPTION_KEY`)',
    );
  }
  return {
    kind: 'shopify',
    shopDomain: origin.host,
    adminOrigin: origin.origin,
    apiVersion: c.SHOPIFY_API_VERSION ?? DEFAULT_SHOPIFY_API_VERSION,
    clientId: c.SHOPIFY_CLIENT_ID,
    appSecret: c.SHOPIFY_APP_SECRET,
    scopes: APP_SCOPES.join(','),
    tokenKeys: { current: key, previous: c.TOKEN_ENCRYPTION_KEY_PREVIOUS },
  };
}
