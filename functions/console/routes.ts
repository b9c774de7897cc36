import { Hono } from 'hono';
import { requireShopAdmin, type ConsoleEnv } from './require-admin';
import { subscribersOf } from './subscribers';
import { todayOf } from './today';

/**
 * /api/console/* — the shop's console in Shopify admin (issue 36). Only for the shop's staff:
 * every call carries App Bridge's ID token (./require-admin.ts). Read-only but for the actions
 * named below.
 */
export const consoleApi = new Hono<ConsoleEnv>()
  .use(requireShopAdmin)
  /** GET /api/console/today — renewals due, billed, failed and dead-lettered; webhooks; the last cron run. */
  .get('/today', async (c) => c.json(await todayOf(c.env.DB, new Date()), 200))
  /** GET /api/console/subscribers — counts, MRR, and 30 days of cancellations, save offers, skips and pauses. */
  .get('/subscribers', async (c) => c.json(await subscribersOf(c.env.DB, new Date()), 200));
