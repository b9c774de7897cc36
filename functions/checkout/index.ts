import type { Config } from '../env';
import type { CheckoutGateway } from './gateway';
import { localCheckout } from './local';
import { shopifyCheckout } from './shopify';

export type { CheckoutGateway, CheckoutRequest } from './gateway';

/**
 * The configured checkout (CHECKOUT: 'local', the default, or 'shopify' with
 * SHOPIFY_STOREFRONT_URL and SHOPIFY_STOREFRONT_TOKEN). `fetcher` reaches the Storefront API.
 */
export function checkoutGatewayFor(config: Config, db: D1Database, publicOrigin: string, fetcher?: typeof fetch): CheckoutGateway {
  return config.checkout.kind === 'shopify' ? shopifyCheckout(config.checkout, fetcher) : localCheckout(db, publicOrigin);
}
