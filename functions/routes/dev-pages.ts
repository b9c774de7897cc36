import { Hono } from 'hono';
import { unconditional, withCatalogue } from '../catalogue/inject';
import type { AppEnv } from '../env';

/**
 * Pages of the site that exist for local work only: `/embed-check` (the bridge's test page,
 * which drives the shop's cart and sends messages on command). They are built into dist/ like
 * every page, so wrangler.toml routes their paths through the Worker first, and production
 * answers the site's 404 page instead. They carry the catalogue as every page does.
 */
export const devPages = new Hono<AppEnv>().get('/embed-check', async (c) => {
  if (!c.get('config').local) return c.notFound();
  return withCatalogue(await c.env.ASSETS.fetch(unconditional(c.req.raw)), c.env.DB);
});
