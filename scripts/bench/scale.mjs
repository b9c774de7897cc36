// The benchmark's growth part (issue 20): renewals at 1,000 and 10,000 due subscriptions.
//
// For each size: a fresh local D1 with the demo data plus `n` ACTIVE subscriptions due today
// (chicken 15 kg every 28 days, 50 to a customer, every card working), `wrangler dev` on it as
// `npm start` runs it (the real local queue and its consumer), one scheduled event through
// wrangler's local endpoint, then the clock runs until every one of them has its billing attempt
// for the day. Checked after: no subscription and day has two attempts or two orders, and every
// next date moved on exactly once.
import { latestDueDay } from '../../src/domain/renewals.ts';
import { fireScheduled } from '../lib/local-cron.mjs';
import { round } from './api.mjs';
import { queryDb, startServer } from './server.mjs';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue.ts';
import { renewalPriceCents } from '../../src/domain/money.ts';

/** The demo shop's Chicken 15 kg (the server loads the demo catalogue). */
const CHICKEN = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Chicken');
const BAG = CHICKEN.variants.find((v) => v.bagSizeKg === 15);

const PER_CUSTOMER = 50;

/** SQL for `n` due subscriptions (and their customers and main lines), generated inside SQLite. */
function seedSql(n, day) {
  const customers = Math.ceil(n / PER_CUSTOMER);
  const at = new Date().toISOString();
  return `
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ${customers})
INSERT INTO customers (id, email, first_name, last_name, created_at, updated_at)
  SELECT 'cust_scale_' || i, 'scale' || i || '@example.com', 'Scale', 'Customer', '${at}', '${at}' FROM c;
WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${n})
INSERT INTO subscriptions (id, customer_id, status, product_id, variant_id, order_interval_frequency, order_interval_unit,
    next_charge_scheduled_at, shipping_cents, ship_first_name, ship_last_name, ship_address1, ship_address2, ship_city,
    ship_province, ship_zip, ship_country, created_at, updated_at)
  SELECT 'sub_scale_' || i, 'cust_scale_' || (1 + (i - 1) / ${PER_CUSTOMER}), 'ACTIVE', '${CHICKEN.id}', '${BAG.id}', 28, 'day',
    '${day}', 699, 'Scale', 'Customer', '1 Queen Street', '', 'Auckland', 'Auckland', '1010', 'New Zealand', '${at}', '${at}' FROM s;
WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${n})
INSERT INTO subscription_items (id, subscription_id, product_id, variant_id, title, sku, price_cents, final_price_cents,
    quantity, is_main, one_time, image, created_at)
  SELECT 'sub_scale_' || i || '_main', 'sub_scale_' || i, '${CHICKEN.id}', '${BAG.id}', '${CHICKEN.title} 15kg', '${BAG.sku}',
    ${BAG.priceCents}, ${renewalPriceCents(BAG.priceCents)}, 1, 1, 0, '', '${at}' FROM s;
`;
}

/** Renews `n` due subscriptions through the queue; answers the time, the rate and the checks. */
export async function measureRenewals(n, { timeoutMs = 10 * 60_000 } = {}) {
  const now = new Date();
  // The shop's day whose charge is due now (07:00 +12:00), as the cron reads it.
  const day = latestDueDay(now);
  const server = await startServer({ seedSql: seedSql(n, day) });
  try {
    const attempts = `SELECT COUNT(*) AS n FROM billing_attempts WHERE subscription_id LIKE 'sub_scale_%' AND date = '${day}'`;
    const started = performance.now();
    await fireScheduled(server.origin, now.getTime());
    let done = 0;
    while (done < n) {
      if (performance.now() - started > timeoutMs) throw new Error(`${done} of ${n} renewed after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 1000));
      done = (await queryDb(server, attempts))[0].n;
    }
    const seconds = (performance.now() - started) / 1000;
    const [twice] = await queryDb(
      server,
      `SELECT
         (SELECT COUNT(*) FROM (SELECT 1 FROM billing_attempts WHERE subscription_id LIKE 'sub_scale_%' GROUP BY subscription_id, date HAVING COUNT(*) > 1)) AS attempts,
         (SELECT COUNT(*) FROM (SELECT 1 FROM orders WHERE subscription_id LIKE 'sub_scale_%' GROUP BY subscription_id HAVING COUNT(*) > 1)) AS orders,
         (SELECT COUNT(*) FROM orders WHERE subscription_id LIKE 'sub_scale_%') AS renewedOrders,
         (SELECT COUNT(*) FROM subscriptions WHERE id LIKE 'sub_scale_%' AND next_charge_scheduled_at <> date('${day}', '+28 days')) AS notMovedOnce`,
    );
    const counted = server.queueBatches.reduce(
      (a, b) => ({ renewals: a.renewals + b.renewals, queries: a.queries + b.queries, roundTrips: a.roundTrips + b.roundTrips }),
      {
        renewals: 0,
        queries: 0,
        roundTrips: 0,
      },
    );
    return {
      subscriptions: n,
      d1StatementsPerRenewal: counted.renewals ? round(counted.queries / counted.renewals, 1) : null,
      d1RoundTripsPerRenewal: counted.renewals ? round(counted.roundTrips / counted.renewals, 1) : null,
      seconds: round(seconds, 1),
      renewalsPerSecond: round(n / seconds, 1),
      orders: twice.renewedOrders,
      renewedTwice: twice.attempts + twice.orders,
      datesNotMovedOnce: twice.notMovedOnce,
    };
  } finally {
    await server.stop();
  }
}
