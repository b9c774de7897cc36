import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';

/**
 * Local-mode-only routes (the dev mailbox, fixtures, the demo card switch): they answer 404 in
 * production as if they did not exist, and are never cached.
 */
export const localOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('config').local) throw notFound('No such endpoint.');
  await next();
  c.header('Cache-Control', 'no-store');
};
