// The local Shopify of `npm start`, `npm run start:shopify` and the end-to-end tests: the fake
// shop (tests/fakes/shopify/serve.ts), the demo shop and the Worker share the one local app
// (functions/config/local-secrets.ts). A real store's come from `wrangler secret put`.
import { LOCAL_APP, LOCAL_SHOP_DOMAIN, LOCAL_STOREFRONT_TOKEN } from '../../functions/config/local-secrets.ts';

/** The Worker's variables in Shopify mode against the fake shop at `shopifyOrigin`. */
export const shopifyModeVars = (shopifyOrigin) => ({
  COMMERCE: 'shopify',
  CHECKOUT: 'shopify',
  SHOPIFY_STOREFRONT_URL: shopifyOrigin,
  SHOPIFY_STOREFRONT_TOKEN: LOCAL_STOREFRONT_TOKEN,
  SHOPIFY_CLIENT_ID: LOCAL_APP.clientId,
  SHOPIFY_APP_SECRET: LOCAL_APP.secret,
});

/**
 * The app proxy locally (`npm start`, the E2E suite): the demo shop forwards its
 * /apps/furbaby/* to the Worker's /proxy/* signed with this secret for this shop, as Shopify does.
 */
export const LOCAL_APP_PROXY = {
  SHOPIFY_APP_SECRET: LOCAL_APP.secret,
  SHOPIFY_SHOP_DOMAIN: LOCAL_SHOP_DOMAIN,
};

/** `wrangler dev` arguments setting these variables. */
export const wranglerVars = (vars) => Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]);
