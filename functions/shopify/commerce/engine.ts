/**
 * The Shopify engine (COMMERCE=shopify): Shopify is the record for subscriptions, orders,
 * customers and payment methods; D1 keeps its mirror for fast reads. Reads and status rules are
 * the D1 engine's, over the mirror; every action changes the contract in the shop first
 * (functions/commerce/remote.ts, the seam → ./contract-remote.ts) and then the mirror; charges are billing attempts
 * (../payments/billing-attempts.ts); webhooks keep the mirror (functions/shopify/webhooks).
 */
import type { Commerce } from '../../commerce/port';
import { d1Commerce } from '../../commerce/d1';
import { shopTreats } from './catalogue';
import { currentCatalogue } from '../../catalogue/reader';

/** The engine over `fetcher`, how the Worker reaches the shop (../clients/network.ts: the network, or the tests' fake shop). */
export const shopifyCommerce = (fetcher: typeof fetch | undefined): Commerce => ({
  ...d1Commerce,
  name: 'shopify',
  catalogue: { ...d1Commerce.catalogue, treats: async (req) => shopTreats(req.config, await currentCatalogue(req.db), fetcher) },
});
