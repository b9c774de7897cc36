import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** `/` redirects to the dashboard, carrying a magic-link `token` (URL-encoded) along (spec 001 §2). */
export const root = new Hono<AppEnv>().get('/', (c) => {
  const token = c.req.query('token');
  const target = token ? `/dashboard?token=${encodeURIComponent(token)}` : '/dashboard';
  return c.redirect(target, 302);
});
