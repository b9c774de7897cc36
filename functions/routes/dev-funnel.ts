import { Hono } from 'hono';
import * as v from 'valibot';
import { visitIdSchema } from '../../src/domain/schemas/funnel';
import { visitEventRows } from '../db/funnel';
import type { AppEnv } from '../env';
import { localOnly } from '../http/local-only';
import { validate } from '../lib/validate';

/**
 * GET /api/dev/funnel-events?visit=<id> (local mode only; 404 in production): one visit's raw
 * funnel events, every column as stored, so the E2E specs can see what our store keeps of a visit.
 */
export const devFunnel = new Hono<AppEnv>()
  .use(localOnly)
  .get('/', validate('query', v.object({ visit: visitIdSchema })), async (c) =>
    c.json({ events: await visitEventRows(c.env.DB, c.req.valid('query').visit) }, 200),
  );
