// The benchmark's heavy customer (issues 20, 38): 50 subscriptions with five years of billing
// attempts each (65 renewals every 28 days: paid ones, a few declines later paid, some skips),
// 600 orders and 10 dogs beside the demo customer, in one fresh local D1; every dashboard read
// timed under the same load for both (autocannon, one read at a time). A read that grows with a
// customer's records shows as a p50 ratio above 1: the budget is 1.5.
import { load, round } from './api.mjs';
import { DEMO_CUSTOMER_ID, demoSessionCookie } from './login.mjs';
import { startServer } from './server.mjs';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue.ts';
import { renewalPriceCents } from '../../src/domain/money.ts';

/** The demo shop's Chicken 15 kg (the server loads the demo catalogue). */
const CHICKEN = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Chicken');
const BAG = CHICKEN.variants.find((v) => v.bagSizeKg === 15);

export const HEAVY = { id: '7009000000001', email: 'heavy@example.com', subscriptions: 50, orders: 600, dogs: 10, renewalsEach: 65 };

function seedSql() {
  const at = new Date().toISOString();
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `
INSERT INTO customers (id, email, first_name, last_name, created_at, updated_at) VALUES ('${HEAVY.id}', '${HEAVY.email}', 'Hana', 'Heavy', '${at}', '${at}');
WITH RECURSIVE p(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM p WHERE i < ${HEAVY.dogs})
INSERT INTO pets (id, customer_id, name, weight_kg, created_at, updated_at, position)
  SELECT 'pet_heavy_' || i, '${HEAVY.id}', 'Dog ' || i, 5 + i * 3, '${at}', '${at}', i FROM p;
WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${HEAVY.subscriptions})
INSERT INTO subscriptions (id, customer_id, status, product_id, variant_id, order_interval_frequency, order_interval_unit,
    next_charge_scheduled_at, shipping_cents, ship_first_name, ship_last_name, ship_address1, ship_address2, ship_city,
    ship_province, ship_zip, ship_country, created_at, updated_at)
  SELECT 'sub_heavy_' || i, '${HEAVY.id}', CASE WHEN i % 5 = 0 THEN 'PAUSED' ELSE 'ACTIVE' END, '${CHICKEN.id}', '${BAG.id}', 28, 'day',
    CASE WHEN i % 5 = 0 THEN NULL ELSE date('${day(3)}', '+' || i || ' days') END, 699, 'Hana', 'Heavy', '1 Queen Street', '',
    'Auckland', 'Auckland', '1010', 'New Zealand', '${at}', '${at}' FROM s;
WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${HEAVY.subscriptions})
INSERT INTO subscription_items (id, subscription_id, product_id, variant_id, title, sku, price_cents, final_price_cents,
    quantity, is_main, one_time, image, created_at)
  SELECT 'sub_heavy_' || i || '_main', 'sub_heavy_' || i, '${CHICKEN.id}', '${BAG.id}', '${CHICKEN.title} 15kg', '${BAG.sku}',
    ${BAG.priceCents}, ${renewalPriceCents(BAG.priceCents)}, 1, 1, 0, '', '${at}' FROM s;
-- Five years of renewals a subscription, the newest 1 to 28 days ago: every 13th declined and
-- paid on its retry (an error with completed_at), every 17th skipped, the rest paid.
WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${HEAVY.subscriptions}),
  k(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM k WHERE n < ${HEAVY.renewalsEach})
INSERT INTO billing_attempts (id, subscription_id, date, status, completed_at, skipped_on, error_code, error_message, order_id, created_at)
  SELECT 'ba_heavy_' || i || '_' || n, 'sub_heavy_' || i, date('${day(0)}', '-' || (n * 28 - i % 28) || ' days'),
    CASE WHEN n % 17 = 0 THEN 'skipped' WHEN n % 13 = 0 THEN 'error' ELSE 'success' END,
    CASE WHEN n % 17 = 0 THEN NULL ELSE '${at}' END,
    CASE WHEN n % 17 = 0 THEN date('${day(0)}', '-' || (n * 28 - i % 28 + 5) || ' days') END,
    CASE WHEN n % 13 = 0 AND n % 17 <> 0 THEN 'card_declined' END,
    CASE WHEN n % 13 = 0 AND n % 17 <> 0 THEN 'Your card was declined.' END,
    NULL, '${at}'
  FROM s, k;
WITH RECURSIVE o(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM o WHERE i < ${HEAVY.orders})
INSERT INTO orders (id, customer_id, subscription_id, order_number, subtotal_cents, shipping_cents, total_cents, fulfillment_status, created_at)
  SELECT 'order_heavy_' || i, '${HEAVY.id}', 'sub_heavy_' || (1 + i % ${HEAVY.subscriptions}), 90000 + i, 17198, 699, 17897, 'delivered',
    strftime('%Y-%m-%dT%H:%M:%fZ', '${at}', '-' || i || ' days') FROM o;
WITH RECURSIVE o(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM o WHERE i < ${HEAVY.orders})
INSERT INTO order_line_items (id, order_id, product_id, variant_id, title, price_cents, quantity)
  SELECT 'li_heavy_' || i || '_' || n, 'order_heavy_' || i, '${CHICKEN.id}', '${BAG.id}', '${CHICKEN.title} 15kg', ${renewalPriceCents(BAG.priceCents)}, 1
  FROM o, (SELECT 1 AS n UNION ALL SELECT 2);
`;
}

/** The dashboard's reads of one customer. */
export const dashboardReads = (customerId) => [
  { name: 'session', method: 'GET', path: '/api/auth/check-session', session: true },
  { name: 'subscriptions', method: 'GET', path: `/api/subscriptions/customer/${customerId}`, session: true },
  { name: 'orders (first page)', method: 'GET', path: `/api/orders/customer/${customerId}`, session: true },
  { name: 'legacy subscriptions', method: 'GET', path: `/api/legacy-subscriptions/by-shopify-id/${customerId}`, session: true },
  { name: 'pets', method: 'GET', path: '/api/pets', session: true },
];

/** Every dashboard read, demo and heavy customer back to back; answers the p50s and their ratio. */
export async function measureHeavyCustomer({ connections = 8, duration = 5 } = {}) {
  const server = await startServer({ seedSql: seedSql() });
  try {
    const demo = await demoSessionCookie(server.origin);
    const heavy = await demoSessionCookie(server.origin, HEAVY);
    const rows = [];
    const demoReads = dashboardReads(DEMO_CUSTOMER_ID);
    const heavyReads = dashboardReads(HEAVY.id);
    for (let i = 0; i < demoReads.length; i += 1) {
      await load(demoReads[i], server.origin, demo, { connections, duration: 1 }); // warm both
      await load(heavyReads[i], server.origin, heavy, { connections, duration: 1 });
      const d = await load(demoReads[i], server.origin, demo, { connections, duration });
      const h = await load(heavyReads[i], server.origin, heavy, { connections, duration });
      rows.push({
        read: demoReads[i].name,
        demoP50: d.p50,
        heavyP50: h.p50,
        ratio: round(h.p50 / Math.max(d.p50, 0.1), 2),
        errors: d.errors + d.non2xx + h.errors + h.non2xx,
      });
    }
    const subscriptionsBytes = {
      demo: await answerBytes(server.origin, demo, demoReads[1]),
      heavy: await answerBytes(server.origin, heavy, heavyReads[1]),
    };
    return {
      customer: { subscriptions: HEAVY.subscriptions, billingAttempts: HEAVY.subscriptions * HEAVY.renewalsEach, orders: HEAVY.orders, dogs: HEAVY.dogs },
      subscriptionsBytes,
      connections,
      duration,
      reads: rows,
    };
  } finally {
    await server.stop();
  }
}

/** The size of one read's answer body, in bytes (uncompressed). */
async function answerBytes(origin, cookie, read) {
  const res = await fetch(`${origin}${read.path}`, { headers: { cookie, origin } });
  if (!res.ok) throw new Error(`${read.path} answered ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}
