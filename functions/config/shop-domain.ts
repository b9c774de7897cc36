/**
 * Shopify's pattern for a shop's permanent domain: a leaf module, so the configuration
 * (functions/config/shopify.ts) checks a domain without importing the install's code, which
 * reads the configuration.
 */
export const MYSHOPIFY_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;
