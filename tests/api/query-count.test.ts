import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../../functions/app';
import { countedDatabase } from '../../functions/lib/query-count';
import { DEMO, loginAs } from './auth-helpers';

/** The request log lines (functions/lib/request-log.ts) written while `fn` runs. */
async function logLines(fn: () => Promise<unknown>): Promise<string[]> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    await fn();
    return log.mock.calls.map((args) => String(args[0]));
  } finally {
    log.mockRestore();
  }
}

async function call(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, { headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

afterEach(() => vi.restoreAllMocks());

describe('countedDatabase', () => {
  it('counts each run of a statement, each statement of a batch, and not a statement never run', async () => {
    const counter = { statements: 0, roundTrips: 0 };
    const db = countedDatabase(env.DB, counter);
    const one = db.prepare('SELECT ?1 AS n');
    expect(await one.bind(1).first('n')).toBe(1);
    await one.bind(2).all();
    db.prepare('SELECT 3'); // prepared, never run
    expect(counter).toEqual({ statements: 2, roundTrips: 2 });
    const [a, b] = await db.batch([db.prepare('SELECT 1 AS n'), db.prepare('SELECT ?1 AS n').bind(2)]);
    expect([a!.results, b!.results]).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(counter).toEqual({ statements: 4, roundTrips: 3 });
    await db.exec('SELECT 1;\nSELECT 2;'); // exec runs one statement per line, in one round trip
    expect(counter).toEqual({ statements: 6, roundTrips: 4 });
  });
});

describe('the request log', () => {
  it('ends each line with the D1 statements the request ran and their round trips', async () => {
    expect(await logLines(() => call('/api/health'))).toEqual([expect.stringMatching(/^GET \/api\/health 200 [\d.]+ms q=1 rt=1$/)]);
  });

  it("reads a logged-in customer's pets in one round trip: the session lookup, pets and kibble in one batch", async () => {
    const { headers } = await loginAs();
    const lines = await logLines(() => call('/api/pets', headers));
    expect(lines).toEqual([expect.stringMatching(/^GET \/api\/pets 200 [\d.]+ms q=3 rt=1$/)]);
  });

  it("reads a customer's subscriptions, items and billing attempts in one statement, in one round trip with the session lookup", async () => {
    const { headers } = await loginAs();
    const lines = await logLines(() => call(`/api/subscriptions/customer/${DEMO.customerId}`, headers));
    expect(lines).toEqual([expect.stringMatching(/^GET \/api\/subscriptions\/customer\/\d+ 200 [\d.]+ms q=2 rt=1$/)]);
  });

  it("reads the dashboard's orders and legacy subscriptions in one round trip each", async () => {
    const { headers } = await loginAs();
    const lines = await logLines(async () => {
      await call(`/api/orders/customer/${DEMO.customerId}`, headers);
      await call(`/api/legacy-subscriptions/by-shopify-id/${DEMO.customerId}`, headers);
    });
    expect(lines).toEqual([expect.stringMatching(/ 200 [\d.]+ms q=4 rt=1$/), expect.stringMatching(/ 200 [\d.]+ms q=4 rt=1$/)]);
  });

  it('does not look the session up for a call that does not need it', async () => {
    const { headers } = await loginAs();
    expect(await logLines(() => call('/api/health', headers))).toEqual([expect.stringMatching(/ q=1 rt=1$/)]);
  });
});
