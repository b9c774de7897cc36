import type { Config } from '../env';
import type { PaymentGateway } from './gateway';
import { localPaymentGateway } from './local';
import { shopPaymentGateway } from './shop';
import { shopifyPaymentGateway } from './shopify';

export type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway';
export { PaymentPendingError, PaymentUnavailableError } from './gateway';

/**
 * The configured payment adapter: Shopify billing attempts when Shopify is the record
 * (COMMERCE=shopify); otherwise local mode (APP_ENV=local, the default of wrangler.toml) uses the
 * local adapter and production the shop's placeholder. `origin` is our public origin, for links
 * the local adapter hands out; `fetcher` reaches Shopify (functions/shopify/network.ts).
 */
export function paymentGatewayFor(config: Config, db: D1Database, origin: string, fetcher?: typeof fetch): PaymentGateway {
  if (config.commerce.kind === 'shopify') return shopifyPaymentGateway(config.commerce, db, config.storeDomain, fetcher);
  return config.local ? localPaymentGateway(db, origin) : shopPaymentGateway(config.storeDomain);
}
