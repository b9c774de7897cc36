/**
 * The commerce engine for a request or the scheduled job, chosen in this one place from
 * COMMERCE: the D1 engine (local, the default) or the Shopify engine.
 */
import type { Config } from '../env';
import { d1Commerce } from './d1';
import { shopifyCommerce } from './shopify';

export type { Commerce } from './port';

export function commerceFor(config: Config) {
  return config.commerce.kind === 'shopify' ? shopifyCommerce : d1Commerce;
}
