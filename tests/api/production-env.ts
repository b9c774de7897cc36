/**
 * The variables a production deployment must set on top of wrangler.toml's (secrets included),
 * for tests that run the app as deployed: `app.request(path, init, { ...env, ...PRODUCTION })`.
 * The test environment itself runs the local defaults of .dev.vars (vitest.config.ts).
 */
export const PRODUCTION = {
  APP_ENV: 'production',
  PUBLIC_URL: 'https://plans.furbaby.test',
  CHECKOUT: 'shopify',
  SHOPIFY_STOREFRONT_URL: 'https://furbaby-test.myshopify.com',
  SHOPIFY_STOREFRONT_TOKEN: 'storefront-token-for-tests',
  COMMERCE: 'shopify',
  SHOPIFY_CLIENT_ID: 'client-id-for-tests',
  TOKEN_ENCRYPTION_KEY: btoa('t'.repeat(32)),
  SHOPIFY_APP_SECRET: 'app-secret-for-tests',
  MAILER: 'crm',
  CRM_WEBHOOK_URL: 'https://crm.example/hook',
  SHOP_SHARED_SECRET: 'x'.repeat(40),
} as const;
