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
