/**
 * The Admin API of the shop this product serves, with the app's offline token from D1: every
 * caller (the commerce engine's remote, the payment gateway, the webhooks) builds it here.
 */
import type { ShopifyConfig } from '../../env';
import { adminApi, type AdminApi } from './admin-client';
import { shopAccessToken } from '../app/access-token';

export function shopAdmin(config: ShopifyConfig, db: D1Database, fetcher: typeof fetch = (input, init) => fetch(input, init)): AdminApi {
  return adminApi(config, () => shopAccessToken({ config, db, fetcher }), fetcher);
}
