import { Hono } from 'hono';
import { pingDatabase } from '../db/health';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';

/** GET /api/health: ok only when D1 answers. */
export const health = new Hono<AppEnv>().get('/', async (c) => {
  try {
    await pingDatabase(c.env.DB);
  } catch {
    throw new ApiError(503, 'database_unavailable', 'The database is not reachable.');
  }
  return c.json({ ok: true as const });
});
