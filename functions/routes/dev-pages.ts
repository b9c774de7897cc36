import { Hono } from 'hono';
import type { AppEnv } from '../env';

/**
 * Pages of the site that exist for local work only: `/embed-check` (the bridge's test page,
 * which drives the shop's cart and sends messages on command). They are built into dist/ like
 * every page, so wrangler.toml routes their paths through the Worker first, and production
 * answers the site's 404 page instead.
 */
export const devPages = new Hono<AppEnv>().get('/embed-check', async (c) => {
  if (!c.get('config').local) return c.notFound();
  return c.env.ASSETS.fetch(c.req.raw);
});
