/**
 * The link from our pages through a Shopify store's app proxy to the store's customer accounts,
 * where "Subscriptions & dogs" lives (docs/decisions/0017-customer-account-extensions.md).
 */
export const ACCOUNT_LINK_TEXT = 'You can also manage your subscription and dogs in your account';
/** The store's own account address: its customer accounts (the proxy serves us on the store's domain). */
export const SHOP_ACCOUNT_PATH = '/account';
