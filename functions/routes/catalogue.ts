import { Hono } from 'hono';
import type { Catalogue } from '../../src/domain/catalogue';
import { currentCatalogue } from '../catalogue/reader';
import type { AppEnv } from '../env';

/**
 * GET /api/catalogue: the shop's current catalogue (functions/catalogue/reader.ts), the same the
 * Worker puts into every page. For clients that are not our pages: the customer-account extension.
 * Cached by browsers briefly: the server's own cache is CATALOGUE_CACHE_MS old at most.
 */
export const catalogue = new Hono<AppEnv>().get('/', async (c) => {
  const answer: Catalogue = await currentCatalogue(c.env.DB);
  c.header('cache-control', 'public, max-age=30');
  return c.json(answer, 200);
});
