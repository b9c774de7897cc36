/**
 * Every local stand-in for a secret, in one file: the Worker's local mode (functions/env.ts,
 * functions/config/shopify.ts), the scripts and the tests import them from here; none retypes
 * them. .dev.vars (wrangler's file) sets none of them (tests/node/deploy-config.test.ts).
 *
 * The one local Shopify app: its client id and secret, used wherever a Shopify app signs or is
 * named locally (`npm start`, `npm run start:shopify`, the tests, the bench): the install (the
 * fake Shopify's OAuth and token exchange), webhooks' HMAC, the app proxy's signature, the
 * console's App Bridge ID tokens, and the customer accounts' session tokens.
 * Not secrets: they only ever open a fake shop on loopback or a local Worker; production refuses
 * each of them (functions/config/shopify.ts, functions/env.ts). A real store's come from the Dev Dashboard and
 * `wrangler secret put` (docs/configuration.md).
 *
 * No imports, so that the scripts (`.mjs` under Node 22, tsx) and every test can import it.
 */
export const LOCAL_APP: { readonly clientId: string; readonly secret: string } = {
  /**
   * The committed shopify.app.toml's client_id and wrangler.toml's SHOPIFY_CLIENT_ID, until the
   * real app's replaces them (tests/node/shopify-app-toml.test.ts holds the three equal). A
   * client id is public (App Bridge shows it to every page), so it alone proves nothing.
   */
  clientId: '00000000000000000000000000000000',
  /** The app's client secret: signs and verifies everything above. */
  secret: 'local-furbaby-app-secret',
};

/** The demo shop's myshopify.com domain: the app proxy's `shop` and the console's shop under `npm start`. */
export const LOCAL_SHOP_DOMAIN = 'furbaby-demo.myshopify.com';

/** The fake Shopify's Storefront API token (Shopify mode locally); production refuses it. */
export const LOCAL_STOREFRONT_TOKEN = 'local-shopify-storefront-token';

/** The key that seals the shop's tokens when none is set (`npm run start:shopify`, tests); refused in production. */
export const LOCAL_TOKEN_ENCRYPTION_KEY = 'bG9jYWwtZnVyYmFieS10b2tlbi1rZXktMzItYnl0ZXM=';

/** The shared secret the shop theme signs customer info with, when none is set; refused in production. */
export const LOCAL_SHOP_SHARED_SECRET = 'local-dev-shop-secret';
