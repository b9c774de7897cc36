/**
 * Every hot statement reads a customer's rows through an index (issue 20): the statements the
 * dashboard's reads, a subscription action, the pets calls and the scheduled job run are
 * recorded as they run, and SQLite's own EXPLAIN QUERY PLAN of each must not scan a
 * customer-owned table whole. A new query that would read every customer's rows to find one
 * customer's fails here, long before a shop with 60,000 subscribers feels it.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { BASE } from './auth-helpers';
import { SUBSCRIPTION_SPANS_SQL } from '../../functions/db/console/subscription-spans';
import { idToken } from './console-helpers';
import { runScheduled } from './scheduled-run';
import { DEMO, dashboardRequest, loginAs, makeSubscription, today, type Session } from './subscription-helpers';

/** Tables that hold customers' rows: a full scan of one grows with the whole shop. */
const CUSTOMER_TABLES = [
  'customers',
  'addresses',
  'sessions',
  'login_tokens',
  'photos',
  'pets',
  'temp_pet_data',
  'subscriptions',
  'subscription_items',
  'billing_attempts',
  'subscription_events',
  'orders',
  'order_line_items',
  'order_tracking',
  'legacy_subscriptions',
  'legacy_subscription_items',
  'checkout_sessions',
  'payment_attempts',
  'idempotency_keys',
];

/** A D1Database that records the SQL of every statement prepared through it, with the values it was bound to. */
function recordingDb(db: D1Database, seen: Map<string, unknown[]>): D1Database {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'prepare') {
        return (sql: string) => {
          if (!seen.has(sql)) seen.set(sql, []);
          const stmt = target.prepare(sql);
          const bind = stmt.bind.bind(stmt);
          stmt.bind = (...values: unknown[]) => {
            seen.set(sql, values);
            return bind(...values);
          };
          return stmt;
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function send(seen: Map<string, unknown[]>, session: Session | null, method: string, path: string, body?: unknown) {
  const ctx = createExecutionContext();
  const res = await app.fetch(dashboardRequest(session, method, path, body), { ...env, DB: recordingDb(env.DB, seen) }, ctx);
  await waitOnExecutionContext(ctx);
  expect(res.status, `${method} ${path}`).toBeLessThan(500);
  return res;
}

/** Partial indexes (CREATE INDEX … WHERE): a scan of one reads only the rows it holds (the open ones, say). */
async function partialIndexes(): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql LIKE '% WHERE %'").all<{ name: string }>();
  return results.map((r) => r.name);
}

/** The lines of SQLite's plan that read a customer-owned table whole. */
async function fullScans(sql: string, values: unknown[] = []): Promise<string[]> {
  const partial = await partialIndexes();
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...values)
    .all<{ detail: string }>();
  return results
    .map((r) => r.detail)
    .filter((detail) => {
      const m = /^SCAN (\w+)(?: USING (?:COVERING )?INDEX (\w+))?/.exec(detail);
      // 'SCAN t' reads the table; 'SCAN t USING (COVERING) INDEX i' reads a whole index, as bad,
      // unless i is partial.
      return m !== null && CUSTOMER_TABLES.includes(m[1]!) && !(m[2] && partial.includes(m[2]));
    });
}

/**
 * Reads of the whole shop by design, each for a figure of the whole shop in the console's
 * snapshot (functions/console/snapshots.ts), which the scheduled run writes, not a request:
 * the Subscribers charts need every subscription's start and end, of any age.
 */
const SHOP_WIDE_SNAPSHOT_READS = [SUBSCRIPTION_SPANS_SQL];

/** The statements of `seen` that read a customer table whole, with the plan lines that do. */
async function offenders(seen: Map<string, unknown[]>): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const sql of SHOP_WIDE_SNAPSHOT_READS) seen.delete(sql);
  for (const [sql, values] of seen) {
    const scans = await fullScans(sql, values);
    if (scans.length > 0) found[sql.replace(/\s+/g, ' ').slice(0, 160)] = scans;
  }
  return found;
}

/** Every read of the console (functions/console/routes.ts). */
const CONSOLE_READS = [
  '/api/console/today',
  '/api/console/subscribers',
  '/api/console/forecast',
  '/api/console/campaigns',
  '/api/console/customers?q=sam',
  `/api/console/customers/${DEMO.customerId}`,
];

describe('query plans of the hot statements', () => {
  it('no statement of the dashboard, the actions, the pets calls or the scheduled job scans a customer table', async () => {
    const seen = new Map<string, unknown[]>();
    const sam = await loginAs(DEMO.customerId);
    await makeSubscription({ next: today() }); // a renewal for the scheduled job below
    const id = DEMO.activeSubscriptionId;
    // The dashboard's reads (spec 001 §8) and the mobile app's.
    await send(seen, sam, 'GET', '/api/auth/check-session');
    await send(seen, sam, 'GET', `/api/subscriptions/customer/${DEMO.customerId}`);
    await send(seen, sam, 'GET', `/api/orders/customer/${DEMO.customerId}?limit=2`);
    await send(seen, sam, 'GET', `/api/orders/customer/${DEMO.customerId}?before=${encodeURIComponent('2026-11-01T00:00:00.000Z~1003')}`);
    await send(seen, sam, 'GET', `/api/orders/customer/${DEMO.customerId}?order=order_demo_1001`);
    await send(seen, sam, 'GET', `/api/legacy-subscriptions/by-shopify-id/${DEMO.customerId}`);
    await send(seen, sam, 'GET', '/api/pets');
    await send(seen, sam, 'GET', `/api/subscriptions/${id}/plan-fit`);
    await send(seen, sam, 'GET', '/api/shopify/get-collection');
    // A change under the busy lock with its event, and the offers before cancelling.
    await send(seen, sam, 'POST', `/subscriptions/${id}/change-frequency`, { newFrequency: 28 });
    await send(seen, sam, 'POST', `/subscriptions/${id}/cancel-offers`);
    // The scheduled job: clean-up, pauses, billing (one renewal due today).
    await runScheduled({ ...env, DB: recordingDb(env.DB, seen) }, new Date(`${today()}T09:00:00+12:00`));
    expect(seen.size).toBeGreaterThan(30);
    expect(await offenders(seen)).toEqual({});
  });

  it('no read of the shop’s console scans a customer table', async () => {
    const seen = new Map<string, unknown[]>();
    const token = await idToken();
    for (const path of CONSOLE_READS) {
      const ctx = createExecutionContext();
      const req = new Request(`${BASE}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const res = await app.fetch(req, { ...env, DB: recordingDb(env.DB, seen) }, ctx);
      await waitOnExecutionContext(ctx);
      expect(res.status, path).toBe(200);
    }
    expect(seen.size, 'distinct statements of the console reads').toBeGreaterThanOrEqual(16);
    expect(await offenders(seen)).toEqual({});
    // Subscribers, the forecast and Campaigns read their snapshot (functions/console/snapshots.ts): one row on its key.
    const [snapshotRead, values] = [...seen].find(([sql]) => sql.startsWith('SELECT answer, computed_at FROM console_snapshots'))!;
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${snapshotRead}`)
      .bind(...values)
      .all<{ detail: string }>();
    expect(plan.results.map((r) => r.detail)).toEqual(['SEARCH console_snapshots USING INDEX sqlite_autoindex_console_snapshots_1 (kind=?)']);
  });

  it('the check can fail: a query by a column without an index scans the table', async () => {
    expect(await fullScans('SELECT id FROM orders WHERE total_cents = 1')).toEqual(['SCAN orders']);
  });
});
