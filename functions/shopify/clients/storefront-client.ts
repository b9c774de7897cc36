/** The Storefront API through Shopify's own client, with a private token (server to server). */
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { STOREFRONT_API_VERSION } from '../operations/storefront';

export const STOREFRONT_TIMEOUT_MS = 10_000;

/**
 * `storefrontUrl` is the shop's origin; `fetcher` reaches it (a fake shop in tests). The client
 * builds https URLs from the domain; a local shop on loopback answers on its own origin.
 */
export function storefrontApi(options: { storefrontUrl: string; storefrontToken: string }, fetcher: typeof fetch = (input, init) => fetch(input, init)) {
  const shop = new URL(options.storefrontUrl);
  return createStorefrontApiClient({
    storeDomain: shop.host,
    apiVersion: STOREFRONT_API_VERSION,
    privateAccessToken: options.storefrontToken,
    customFetchApi: (url, init) =>
      fetcher(String(url).replace(`https://${shop.host}`, shop.origin), { ...(init as RequestInit), signal: AbortSignal.timeout(STOREFRONT_TIMEOUT_MS) }),
  });
}
