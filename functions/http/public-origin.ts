import type { Config } from '../env';

/**
 * Our public origin for links we hand out (login links, checkout URLs, order status URLs):
 * PUBLIC_URL, which production requires (functions/env.ts). Only local mode, where ports vary
 * (npm start, the tests), falls back to the origin the request came to; anywhere else the Host
 * header is the caller's to choose, and a spoofed one would send a one-time token elsewhere.
 */
export function publicOrigin(c: { var: { config: Config }; req: { url: string } }): string {
  const { publicUrl, local } = c.var.config;
  if (publicUrl) return publicUrl;
  if (!local) throw new Error('PUBLIC_URL is not configured'); // readConfig refuses this already
  return new URL(c.req.url).origin;
}

/**
 * Where the links an answer hands the page for navigation start (order status, the local
 * checkout): our public origin, or under the shop's app proxy its prefix (`/apps/furbaby`), so the
 * customer stays on the shop's domain, logged in there (issue 47). Root-relative: the signed
 * query names the shop's myshopify domain, not the domain the customer is on. Never for mailed
 * links, which must work anywhere: those use `publicOrigin`.
 *
 * @example
 * linkOrigin(c) // 'https://plans.example.com', or '/apps/furbaby' through the proxy
 */
export function linkOrigin(c: { var: { config: Config; proxyPrefix?: string }; req: { url: string } }): string {
  return c.var.proxyPrefix ?? publicOrigin(c);
}
