import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';

/**
 * One log line per request: method, path, status, milliseconds.
 * The path is logged without its query string, so magic-link tokens never reach the log,
 * and no header (cookies, Authorization) is logged.
 */
export const requestLog: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  const ms = Math.round((performance.now() - started) * 10) / 10;
  console.log(`${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms`);
};
