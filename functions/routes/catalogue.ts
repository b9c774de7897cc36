import { Hono } from 'hono';
import type { Catalogue } from '../../src/domain/catalogue';
import { currentCatalogue } from '../catalogue/reader';
import { customerAccountCors } from '../customer-account/cors';
import type { AppEnv } from '../env';

/**
 * GET /api/catalogue: the shop's current catalogue (functions/catalogue/reader.ts), the same the
 * Worker puts into every page. For clients that are not our pages: the customer-account
 * extension, which calls it cross-origin with its session token, so it takes the customer
 * account routes' CORS rule (preflight included). Cached by browsers briefly: the server's own
 * cache is CATALOGUE_CACHE_MS old at most.
 */
export const catalogue = new Hono<AppEnv>().use(customerAccountCors).get('/', async (c) => {
  const answer: Catalogue = await currentCatalogue(c.env.DB);
  c.header('cache-control', 'public, max-age=30');
  return c.json(answer, 200);
});
