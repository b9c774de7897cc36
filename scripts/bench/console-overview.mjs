// The console's overview at size (issue 36): what a merchant waits for when the console opens in
// Shopify admin, with 10,000 subscriptions in the shop, beside a customer's dashboard read on the
// same server. The page (src/components/console/ConsoleApp.tsx) opens on one call,
// GET /api/console/overview (its four cards: Today, Subscribers, the forecast, Campaigns), with a
// fresh App Bridge ID token: one overview is that call, timed to its answer. One page load at a time, as one
// merchant opens it; the dashboard read (the demo customer's subscriptions) is timed the same way.
// Budget: the overview's p50 at most 3× the dashboard read's (scripts/bench/budgets.mjs).
// Subscribers, the forecast and Campaigns read the console's snapshot (functions/console/snapshots.ts), which
// production's cron writes every 15 minutes: before timing, the bench fires the Worker's scheduled
// event once (as the cron would) and waits for its snapshot, so the overview is timed as a
// merchant meets it. A read finding no fresh snapshot would compute it live (the time before).
// (Run under tsx: the tokens are signed by the Worker's own helper with the local console app.)
import { signIdToken } from '../../functions/shopify/app/id-token.ts';
import { SNAPSHOT_KINDS } from '../../functions/console/snapshots.ts';
import { LOCAL_CONSOLE_AUTH } from '../../functions/env.ts';
import { fireScheduled } from '../lib/local-cron.mjs';
import { round } from './api.mjs';
import { dashboardReads } from './heavy-customer.mjs';
import { DEMO_CUSTOMER_ID, demoSessionCookie } from './login.mjs';
import { queryDb, startServer } from './server.mjs';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue.ts';

export const CONSOLE_SIZE = { subscriptions: 10_000, perCustomer: 5, campaigns: 1_000 };

/** The funnel steps each seeded campaign has rows for on each of its days (src/domain/funnel-report.ts REPORT_STEPS). */
const FUNNEL_NAMES = ['funnel_viewed', 'pet_entered', 'recommendations_viewed', 'checkout_started', 'trial_started'];
/** Days of the last 30 each campaign had visits on: the campaigns' table is read over 30 days. */
const CAMPAIGN_DAYS_SEEDED = 10;

/** The cards the overview holds, each also its own read (timed alone below: which one a slow overview waits for). */
export const OVERVIEW_READS = ['today', 'subscribers', 'forecast', 'campaigns'];

/** The demo shop's recipes (the server loads the demo catalogue), each subscription on one of them and one of its bags. */
const KIBBLES = DEMO_CATALOGUE.kibbles;

/**
 * SQL for a shop of `n` subscriptions, generated inside SQLite: five to a customer with a dog
 * each; the three recipes and five bag sizes; 80 % ACTIVE (next charges spread over 90 days),
 * 10 % PAUSED (half until a date), 10 % CANCELLED in the last 30 days with the spec's reasons; a
 * year of monthly billing attempts each (some declined and retried), a skip ahead for every 7th,
 * a few open declines, and 30 days of skip, pause and offer events.
 */
function seedSql(n) {
  const customers = Math.ceil(n / CONSOLE_SIZE.perCustomer);
  const at = new Date().toISOString();
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const product = (i) => `CASE ${i} % ${KIBBLES.length} ${KIBBLES.map((p, k) => `WHEN ${k} THEN '${p.id}'`).join(' ')} END`;
  const variant = (i) =>
    `CASE ${i} % ${KIBBLES.length} ${KIBBLES.map((p, k) => `WHEN ${k} THEN CASE ${i} % ${p.variants.length} ${p.variants.map((v, j) => `WHEN ${j} THEN '${v.id}'`).join(' ')} END`).join(' ')} END`;
  const subs = `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${n})`;
  return `
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ${customers})
INSERT INTO customers (id, email, first_name, last_name, created_at, updated_at)
  SELECT 'cust_console_' || i, 'console' || i || '@example.com', 'Console', 'Customer ' || i, '${at}', '${at}' FROM c;
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ${customers})
INSERT INTO pets (id, customer_id, name, weight_kg, life_stage, activity_level, created_at, updated_at)
  SELECT 'pet_console_' || i, 'cust_console_' || i, 'Dog ' || i, 4 + i % 40,
    CASE i % 7 WHEN 0 THEN 'puppy' WHEN 1 THEN 'senior' ELSE 'adult' END,
    CASE i % 3 WHEN 0 THEN 'lazy' WHEN 1 THEN 'active' ELSE 'typical' END, '${at}', '${at}' FROM c;
${subs}
INSERT INTO subscriptions (id, customer_id, status, product_id, variant_id, order_interval_frequency, order_interval_unit,
    next_charge_scheduled_at, paused_until, shipping_cents, ship_first_name, ship_last_name, ship_address1, ship_city, ship_zip,
    cancel_reason, cancelled_at, created_at, updated_at)
  SELECT 'sub_console_' || i, 'cust_console_' || (1 + (i - 1) / ${CONSOLE_SIZE.perCustomer}),
    CASE WHEN i % 10 = 0 THEN 'CANCELLED' WHEN i % 10 = 1 THEN 'PAUSED' ELSE 'ACTIVE' END,
    ${product('i')}, ${variant('i')}, CASE i % 3 WHEN 0 THEN 28 WHEN 1 THEN 42 ELSE 56 END, 'day',
    CASE WHEN i % 10 = 0 THEN NULL WHEN i % 20 = 1 THEN NULL ELSE date('${day(0)}', '+' || (i % 90) || ' days') END,
    CASE WHEN i % 20 = 11 THEN date('${day(0)}', '+' || (i % 60) || ' days') END,
    699, 'Console', 'Customer', '1 Queen Street', 'Auckland', '1010',
    CASE WHEN i % 10 = 0 THEN CASE i % 4 WHEN 0 THEN 'Too expensive' WHEN 1 THEN 'Allergies' ELSE 'Dog didn''t like it' END END,
    CASE WHEN i % 10 = 0 THEN strftime('%Y-%m-%dT%H:%M:%fZ', '${at}', '-' || (i % 30) || ' days') END,
    '${at}', '${at}' FROM s;
${subs}
INSERT INTO subscription_items (id, subscription_id, product_id, variant_id, title, sku, price_cents, final_price_cents,
    quantity, is_main, one_time, image, created_at)
  SELECT 'sub_console_' || i || '_main', 'sub_console_' || i, ${product('i')}, ${variant('i')}, 'Dog Box', 'BOX', 17499, 15399,
    1 + i % 2, 1, 0, '', '${at}' FROM s;
-- A year of monthly renewals each: every 11th declined, then paid on its retry.
${subs}, k(m) AS (SELECT 1 UNION ALL SELECT m + 1 FROM k WHERE m < 12)
INSERT INTO billing_attempts (id, subscription_id, date, status, completed_at, error_code, error_message, created_at)
  SELECT 'ba_console_' || i || '_' || m, 'sub_console_' || i, date('${day(0)}', '-' || (m * 30 - i % 30) || ' days'),
    CASE WHEN (i + m) % 11 = 0 THEN 'error' ELSE 'success' END, '${at}',
    CASE WHEN (i + m) % 11 = 0 THEN 'card_declined' END, CASE WHEN (i + m) % 11 = 0 THEN 'Your card was declined.' END, '${at}'
  FROM s, k;
-- A skip ahead for every 7th active subscription; an open decline for every 500th.
${subs}
INSERT INTO billing_attempts (id, subscription_id, date, status, skipped_on, created_at)
  SELECT 'ba_console_skip_' || i, 'sub_console_' || i, date('${day(0)}', '+' || (i % 90) || ' days'), 'skipped', '${day(0)}', '${at}'
  FROM s WHERE i % 7 = 0 AND i % 10 > 1;
${subs}
INSERT INTO billing_attempts (id, subscription_id, date, status, error_code, error_message, created_at)
  SELECT 'ba_console_open_' || i, 'sub_console_' || i, '${day(-1)}', 'error', 'card_declined', 'Your card was declined.', '${at}'
  FROM s WHERE i % 500 = 2;
-- ${CONSOLE_SIZE.campaigns} campaigns, each with visits on ${CAMPAIGN_DAYS_SEEDED} of the last 30 days, rolled up as the scheduled job rolls them.
WITH RECURSIVE c(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM c WHERE i < ${CONSOLE_SIZE.campaigns}),
  d(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM d WHERE k < ${CAMPAIGN_DAYS_SEEDED - 1}),
  n(step, name) AS (VALUES ${FUNNEL_NAMES.map((name, step) => `(${step}, '${name}')`).join(', ')})
INSERT INTO funnel_daily (day, campaign, name, visits)
  SELECT date('${day(-1)}', '-' || ((i + k * 3) % 30) || ' days'), 'campaign-' || i, n.name, MAX(1, (1 + i % 50) * (5 - n.step))
  FROM c, d, n;
-- 30 days of the customers' actions: a skip, pause or shown offer for every 4th subscription.
${subs}
INSERT INTO subscription_events (id, subscription_id, customer_id, actor, action, after_json, created_at)
  SELECT 'ev_console_' || i, 'sub_console_' || i, 'cust_console_' || (1 + (i - 1) / ${CONSOLE_SIZE.perCustomer}), 'customer',
    CASE i % 3 WHEN 0 THEN 'skip' WHEN 1 THEN 'pause' ELSE 'cancel-offers-shown' END,
    '{"details":{"offers":[{"kind":"discount"}]}}', strftime('%Y-%m-%dT%H:%M:%fZ', '${at}', '-' || (i % 30) || ' days')
  FROM s WHERE i % 4 = 0;
`;
}

/** `Authorization` for one console call: a fresh token, as App Bridge hands one per call. */
const bearer = async () => ({ authorization: `Bearer ${await signIdToken(LOCAL_CONSOLE_AUTH, new Date(), { sub: 'bench' })}` });

/** One GET that must answer 2xx; answers its body's bytes. */
async function get(origin, path, headers) {
  const res = await fetch(`${origin}${path}`, { headers });
  const body = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${new TextDecoder().decode(body).slice(0, 300)}`);
  return body.byteLength;
}

/** The overview's answer size, bytes as sent (the last load's; they do not vary within a run). */
let overviewBytes = 0;

/** The page's load: its one overview call (ConsoleApp.tsx), with a fresh token, timed to its answer. */
async function overview(origin) {
  const headers = await bearer();
  const started = performance.now();
  overviewBytes = await get(origin, '/api/console/overview', headers);
  return performance.now() - started;
}

/** Runs `once` back to back for `seconds` (at least `min` times); answers p50 and p90 in ms. */
async function timed(once, seconds, min = 10) {
  const ms = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until || ms.length < min) ms.push(await once());
  ms.sort((a, b) => a - b);
  const at = (q) => round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))], 1);
  return { runs: ms.length, p50: at(0.5), p90: at(0.9) };
}

/**
 * Fires the scheduled event once, as production's cron does, and waits until it has written the
 * console's snapshots (the event's work runs on after wrangler's endpoint answers).
 */
async function runCronForSnapshots(server, { timeoutMs = 120_000 } = {}) {
  const time = Date.now();
  await fireScheduled(server.origin, time);
  const computedAt = new Date(time).toISOString();
  const started = performance.now();
  for (;;) {
    const [row] = await queryDb(server, `SELECT COUNT(*) AS n FROM console_snapshots WHERE computed_at = '${computedAt}'`);
    if (row.n === SNAPSHOT_KINDS.length) return computedAt;
    if (performance.now() - started > timeoutMs) throw new Error(`the scheduled run wrote no console snapshots in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** The overview and the dashboard read at `CONSOLE_SIZE.subscriptions`, plus each overview read alone. */
export async function measureConsoleOverview({ seconds = 10 } = {}) {
  const server = await startServer({ seedSql: seedSql(CONSOLE_SIZE.subscriptions) });
  try {
    const { origin } = server;
    const snapshotAt = await runCronForSnapshots(server);
    const cookie = await demoSessionCookie(origin);
    const dashboard = dashboardReads(DEMO_CUSTOMER_ID).find((r) => r.name === 'subscriptions');
    const dashboardOnce = async () => {
      const started = performance.now();
      await get(origin, dashboard.path, { cookie, origin });
      return performance.now() - started;
    };
    // The seed is what the console reads: every subscription counted.
    const subscribers = await (await fetch(`${origin}/api/console/subscribers`, { headers: await bearer() })).json();
    const counted = subscribers.counts.active + subscribers.counts.paused + subscribers.counts.cancelled;
    if (counted < CONSOLE_SIZE.subscriptions) throw new Error(`the console counts ${counted} subscriptions, not ${CONSOLE_SIZE.subscriptions}+`);
    if (subscribers.asOf !== snapshotAt) throw new Error(`the console answered figures as of ${subscribers.asOf}, not the scheduled run's ${snapshotAt}`);
    await timed(() => overview(origin), 2, 3); // warm the Worker, D1 and both paths
    await timed(dashboardOnce, 2, 3);
    const page = await timed(() => overview(origin), seconds);
    const read = await timed(dashboardOnce, seconds);
    // Each read alone, with the Worker's own milliseconds (Server-Timing): which one a slow overview waits for.
    const reads = [];
    for (const name of OVERVIEW_READS) {
      const worker = [];
      const alone = await timed(async () => {
        const started = performance.now();
        const res = await fetch(`${origin}/api/console/${name}`, { headers: await bearer() });
        const bytes = (await res.arrayBuffer()).byteLength;
        if (!res.ok) throw new Error(`/api/console/${name} answered ${res.status}`);
        const ms = /worker;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1];
        worker.push({ ms: Number(ms), bytes });
        return performance.now() - started;
      }, 2);
      worker.sort((a, b) => a.ms - b.ms);
      const mid = worker[Math.floor((worker.length - 1) / 2)];
      reads.push({ read: name, p50: alone.p50, workerMsP50: mid.ms, bytes: mid.bytes });
    }
    const campaigns = await (await fetch(`${origin}/api/console/campaigns`, { headers: await bearer() })).json();
    if (campaigns.asOf !== snapshotAt) throw new Error(`the console answered campaigns as of ${campaigns.asOf}, not the scheduled run's ${snapshotAt}`);
    return {
      subscriptions: counted,
      campaigns: campaigns.campaigns.length + (campaigns.others?.campaigns ?? 0),
      snapshotAt,
      overview: { ...page, bytes: overviewBytes },
      dashboardRead: { name: dashboard.name, ...read },
      ratio: round(page.p50 / Math.max(read.p50, 0.1), 2),
      reads,
    };
  } finally {
    await server.stop();
  }
}
