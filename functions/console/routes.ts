import { Hono } from 'hono';
import { requireShopAdmin, type ConsoleEnv } from './require-admin';
import { forecastCsv } from '../../src/domain/forecast';
import { customerLookupQuerySchema, type ConsoleConnectAnswer, type ConsoleOverview, type RetryRenewalAnswer } from '../../src/domain/schemas/console';
import { findCustomerById } from '../db/customers';
import { staffActionStatement } from '../db/staff-actions';
import { shopActor } from '../db/subscription-events';
import { publicOrigin } from '../http/public-origin';
import { sendLoginLink } from '../auth/send-login-link';
import { limitLoginLinksTo } from '../limits/rate-limit';
import { CONSOLE_LOGIN_LINK_LIMITED_MESSAGE } from '../lib/limits';
import { consoleCustomer, searchCustomers } from './customers';
import { ApiError } from '../lib/errors';
import { IdParam } from '../http/record-params';
import { validate } from '../lib/validate';
import { shopifyFetch } from '../shopify/clients/network';
import { connectShop } from '../shopify/app/token-exchange';
import { staffActions, staffLegacyActions, staffPetActions } from './act-for-customer';
import { retryDeadRenewal } from './retry-renewal';
import { consoleCatalogueRoutes } from './catalogue';
import { snapshotOf } from './snapshots';
import { todayOf } from './today';

/**
 * /api/console/* — the shop's console in Shopify admin (issue 36). Only for the shop's staff:
 * every call carries App Bridge's ID token (./require-admin.ts). Read-only but for the actions
 * named below.
 */
export const consoleApi = new Hono<ConsoleEnv>()
  .use(requireShopAdmin)
  /**
   * POST /api/console/connect — the console's first call in Shopify admin: with Shopify-managed
   * installation the app gets the shop's offline token by exchanging this ID token, while it has none.
   */
  .post('/connect', async (c) => {
    const commerce = c.get('config').commerce;
    if (commerce.kind !== 'shopify') return c.json({ admin: 'local' } satisfies ConsoleConnectAnswer, 200);
    const fetcher = shopifyFetch(c.env) ?? ((input, init) => fetch(input, init));
    const admin = await connectShop({ config: commerce, db: c.env.DB, fetcher }, c.get('idTokenJwt'), new Date());
    return c.json({ admin } satisfies ConsoleConnectAnswer, 200);
  })
  /**
   * GET /api/console/overview — the four cards the console opens on, in one call: one request and
   * one ID token instead of four, the reads side by side in the Worker.
   */
  .get('/overview', async (c) => {
    const [db, now] = [c.env.DB, new Date()];
    const [today, subscribers, forecast, campaigns] = await Promise.all([
      todayOf(db, now),
      snapshotOf(db, 'subscribers', now),
      snapshotOf(db, 'forecast', now),
      snapshotOf(db, 'campaigns', now),
    ]);
    return c.json({ today, subscribers, forecast, campaigns } satisfies ConsoleOverview, 200);
  })
  /** GET /api/console/today — renewals due, billed, failed and dead-lettered; webhooks; the last cron run. */
  .get('/today', async (c) => c.json(await todayOf(c.env.DB, new Date()), 200))
  /** GET /api/console/campaigns — the funnel by campaign for the last 30 days (issue 35's report): the snapshot, `asOf` its run. */
  .get('/campaigns', async (c) => c.json(await snapshotOf(c.env.DB, 'campaigns', new Date()), 200))
  /**
   * GET /api/console/subscribers — counts, MRR, and 30 days of cancellations, save offers, skips
   * and pauses: the scheduled run's snapshot (./snapshots.ts), `asOf` its time.
   */
  .get('/subscribers', async (c) => c.json(await snapshotOf(c.env.DB, 'subscribers', new Date()), 200))
  /** GET /api/console/forecast — kg and bags to ship per recipe and bag size, beside what the dogs eat, for 7/30/90 days (the snapshot, as above). */
  .get('/forecast', async (c) => c.json(await snapshotOf(c.env.DB, 'forecast', new Date()), 200))
  /** GET /api/console/forecast.csv — the same snapshot's shipping lines as a CSV download, so it matches the screen. */
  .get('/forecast.csv', async (c) => {
    const { today, windows } = await snapshotOf(c.env.DB, 'forecast', new Date());
    return c.body(forecastCsv(windows), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="kibble-forecast-${today}.csv"`,
    });
  })
  /** POST /api/console/dead-renewals/:id/retry — "Retry now": the dead-lettered renewal (its event id) back on the renewal queue, once. */
  .post('/dead-renewals/:id/retry', validate('param', IdParam), async (c) => {
    const { id } = c.req.valid('param');
    const answer: RetryRenewalAnswer = await retryDeadRenewal(c.env.DB, c.env.RENEWALS, id, `staff:${c.get('idToken').sub}`, new Date());
    return c.json(answer, 200);
  })
  /** GET /api/console/customers?q= — customers whose e-mail, first or last name starts with q. */
  .get('/customers', validate('query', customerLookupQuerySchema), async (c) =>
    c.json({ customers: await searchCustomers(c.env.DB, c.req.valid('query').q) }, 200),
  )
  /** GET /api/console/customers/:id — a customer's subscriptions, dogs, orders and timeline, read-only. */
  .get('/customers/:id', validate('param', IdParam), async (c) => {
    const origin = publicOrigin(c);
    const reorderNow = c.get('backend').payments(c.env.DB, origin).chargesLegacy;
    return c.json(await consoleCustomer(c.env.DB, c.req.valid('param').id, origin, { reorderNow }), 200);
  })
  /**
   * POST /api/console/customers/:id/login-link — "Send login link": the customer's own login
   * mail, within the customer's own per-mailbox limit (429 `rate_limited` past it).
   */
  .post('/customers/:id/login-link', validate('param', IdParam), async (c) => {
    const customer = await findCustomerById(c.env.DB, c.req.valid('param').id);
    if (!customer) throw new ApiError(404, 'not_found', 'No such customer.');
    await limitLoginLinksTo(c, customer.email, CONSOLE_LOGIN_LINK_LIMITED_MESSAGE);
    await sendLoginLink(c, customer);
    // Sent by the shop's staff for the customer: audited with the staff member (issue 59).
    await staffActionStatement(c.env.DB, { customerId: customer.id, actor: shopActor(c.get('idToken').sub), action: 'login-link', at: new Date() }).run();
    return c.json({ ok: true as const }, 200);
  })
  /** …/customers/:customerId/subscriptions/:id/{skip, pause, …} — the shop's staff acting for the customer (./act-for-customer.ts). */
  .route('/customers/:customerId/subscriptions', staffActions)
  .route('/customers/:customerId/legacy-subscriptions', staffLegacyActions)
  .route('/customers/:customerId/pets', staffPetActions)
  .route('/catalogue', consoleCatalogueRoutes);
