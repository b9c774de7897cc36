import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { queriesRun } from './query-count';

/**
 * One log line per request: method, path, status, milliseconds and, when counted
 * (./query-count.ts), the D1 statements it ran and their round trips:
 * `GET /api/pets 200 4.1ms q=3 rt=1`.
 * The path is logged without its query string, so magic-link tokens never reach the log,
 * and no header (cookies, Authorization) is logged.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const q = queriesRun(c);
  console.log(`${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms${q ? ` q=${q.statements} rt=${q.roundTrips}` : ''}`);
};
