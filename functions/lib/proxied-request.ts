import type { SessionCustomer } from '../env';

/**
 * Requests the app-proxy route (functions/routes/proxy.ts) hands to the app after checking
 * Shopify's signature, with the customer that signature vouches for (null: nobody is logged in
 * to the shop). Kept beside the Request object, not in a header, so nothing a browser sends
 * can claim it: only a Request made inside this Worker is in the map.
 */
const proxied = new WeakMap<Request, { customer: SessionCustomer | null }>();

export function markProxied(request: Request, customer: SessionCustomer | null): void {
  proxied.set(request, { customer });
}

/** The proxy's customer of a request the proxy route passed on, or undefined for any other request. */
export function proxiedCustomer(request: Request): { customer: SessionCustomer | null } | undefined {
  return proxied.get(request);
}
