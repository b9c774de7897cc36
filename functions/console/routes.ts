import { Hono } from 'hono';
import { requireShopAdmin, type ConsoleEnv } from './require-admin';
import { forecastCsv } from '../../src/domain/forecast';
import { forecastOf } from './forecast';
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
  .get('/subscribers', async (c) => c.json(await subscribersOf(c.env.DB, new Date()), 200))
  /** GET /api/console/forecast — kg and bags to ship per recipe and bag size, beside what the dogs eat, for 7/30/90 days. */
  .get('/forecast', async (c) => c.json(await forecastOf(c.env.DB, new Date()), 200))
  /** GET /api/console/forecast.csv — the same shipping lines as a CSV download. */
  .get('/forecast.csv', async (c) => {
    const { today, windows } = await forecastOf(c.env.DB, new Date());
    return c.body(forecastCsv(windows), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="kibble-forecast-${today}.csv"`,
    });
  });
