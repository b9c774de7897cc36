/**
 * The Admin API scopes the app asks for: exactly what functions/shopify/operations/admin.ts uses.
 * shopify.app.toml's [access_scopes] holds the same list (tests/node/shopify-app-toml.test.ts).
 */
export const APP_SCOPES = [
  'read_own_subscription_contracts',
  'write_own_subscription_contracts',
  'read_customer_payment_methods',
  'read_orders',
  'read_customers',
  'write_customers',
  // The catalogue (functions/shopify/catalogue/): the products, their feeding-facts metafields, the app's selling plan group.
  'read_products',
  'write_products',
] as const;
