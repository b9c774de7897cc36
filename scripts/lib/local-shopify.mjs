// The local Shopify of `npm run start:shopify` and the end-to-end tests: the fake shop
// (tests/fakes/shopify/serve.ts) and the Worker in Shopify mode share these. Not secrets: they
// only ever open a fake shop on loopback. A real store's come from `wrangler secret put`.
export const LOCAL_SHOPIFY = {
  clientId: 'local-furbaby-client-id',
  storefrontToken: 'local-shopify-storefront-token',
  appSecret: 'local-shopify-app-secret',
};

/** The Worker's variables in Shopify mode against the fake shop at `shopifyOrigin`. */
export const shopifyModeVars = (shopifyOrigin) => ({
  COMMERCE: 'shopify',
  CHECKOUT: 'shopify',
  SHOPIFY_STOREFRONT_URL: shopifyOrigin,
  SHOPIFY_STOREFRONT_TOKEN: LOCAL_SHOPIFY.storefrontToken,
  SHOPIFY_CLIENT_ID: LOCAL_SHOPIFY.clientId,
  SHOPIFY_APP_SECRET: LOCAL_SHOPIFY.appSecret,
});

/**
 * The app proxy locally (`npm start`, the E2E suite): the demo shop forwards its
 * /apps/furbaby/* to the Worker's /proxy/* signed with this secret for this shop, as Shopify does.
 */
export const LOCAL_APP_PROXY = {
  SHOPIFY_APP_SECRET: LOCAL_SHOPIFY.appSecret,
  SHOPIFY_SHOP_DOMAIN: 'furbaby-demo.myshopify.com',
};

/** `wrangler dev` arguments setting these variables. */
export const wranglerVars = (vars) => Object.entries(vars).flatMap(([key, value]) => ['--var', `${key}:${value}`]);
