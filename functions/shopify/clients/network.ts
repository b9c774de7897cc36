import type { Bindings } from '../../env';

/**
 * How the Worker reaches Shopify: the network, or in the API tests the fake shop's fetch (the
 * SHOPIFY_NETWORK binding, never set in a deployment).
 */
export function shopifyFetch(env: Pick<Bindings, 'SHOPIFY_NETWORK'>): typeof fetch | undefined {
  const network = env.SHOPIFY_NETWORK;
  return network ? (input, init) => network.fetch(input as RequestInfo, init) : undefined;
}
