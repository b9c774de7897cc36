import type { SessionCustomer } from '../env';

/**
 * Requests the app-proxy route (functions/routes/proxy.ts) hands to the app after checking
 * Shopify's signature, with the customer that signature vouches for (null: nobody is logged in
 * to the shop). Kept beside the Request object, not in a header, so nothing a browser sends
 * can claim it: only a Request made inside this Worker is in the map.
 */
export interface Proxied {
  customer: SessionCustomer | null;
  /** The verified request's signature and its timestamp (Unix seconds), for routes that use one up. */
  signature: string;
  timestamp: number;
  /** Whether the signed query was made for a login ticket (functions/shopify/proxy/signature.ts TICKET_PURPOSE). */
  forTicket: boolean;
  /** The shop's path to us (`/apps/furbaby`): links an answer hands out start with it (./public-origin.ts). */
  prefix: string;
}

const proxied = new WeakMap<Request, Proxied>();

export function markProxied(request: Request, info: Proxied): void {
  proxied.set(request, info);
}

/** What the proxy verified for a request the proxy route passed on, or undefined for any other request. */
export function proxiedCustomer(request: Request): Proxied | undefined {
  return proxied.get(request);
}
