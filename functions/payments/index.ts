import type { Config } from '../env';
import type { PaymentGateway } from './gateway';
import { localPaymentGateway } from './local';
import { shopPaymentGateway } from './shop';

export type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway';
export { PaymentUnavailableError } from './gateway';

/**
 * The configured payment adapter: local mode (APP_ENV=local, the default of wrangler.toml)
 * uses the local adapter; production uses the shop's. `origin` is our public origin, for
 * links the local adapter hands out.
 */
export function paymentGatewayFor(config: Config, db: D1Database, origin: string): PaymentGateway {
  return config.local ? localPaymentGateway(db, origin) : shopPaymentGateway(config.storeDomain);
}
