import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { countedDatabase } from '../../functions/http/query-count';
import { DEMO, loginAs } from './auth-helpers';
import { PRODUCTION } from './production-env';

/** The answer's Server-Timing header (functions/http/server-timing.ts): the Worker's time and its D1 counts. */
const timing = (res: Response) => res.headers.get('Server-Timing') ?? '';

async function call(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`http://localhost${path}`, { headers }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

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

describe('the Server-Timing header (local mode)', () => {
  it("ends with the D1 statements the request ran and their round trips, after the Worker's time", async () => {
    expect(timing(await call('/api/health'))).toMatch(/^worker;dur=[\d.]+, d1;desc="q=1 rt=1"$/);
  });

  it("reads a logged-in customer's pets in one round trip: the session lookup, pets and kibble in one batch", async () => {
    const { headers } = await loginAs();
    // An isolate reads the catalogue once per 30 s (functions/catalogue/reader.ts): one more
    // round trip on that first call, none on the calls after it.
    expect(timing(await call('/api/pets', headers))).toMatch(/ d1;desc="q=\d+ rt=[12]"$/);
    expect(timing(await call('/api/pets', headers))).toMatch(/ d1;desc="q=3 rt=1"$/);
  });

  it("reads a customer's subscriptions, items and billing attempts in one statement, in one round trip with the session lookup", async () => {
    const { headers } = await loginAs();
    expect(timing(await call(`/api/subscriptions/customer/${DEMO.customerId}`, headers))).toMatch(/ d1;desc="q=2 rt=1"$/);
  });

  it("reads the dashboard's orders and legacy subscriptions in one round trip each", async () => {
    const { headers } = await loginAs();
    expect(timing(await call(`/api/orders/customer/${DEMO.customerId}`, headers))).toMatch(/ d1;desc="q=4 rt=1"$/);
    expect(timing(await call(`/api/legacy-subscriptions/by-shopify-id/${DEMO.customerId}`, headers))).toMatch(/ d1;desc="q=4 rt=1"$/);
  });

  it('does not look the session up for a call that does not need it', async () => {
    const { headers } = await loginAs();
    expect(timing(await call('/api/health', headers))).toMatch(/ d1;desc="q=1 rt=1"$/);
  });

  it('is not sent by a deployment: a statement count could tell an outsider which branch a request took', async () => {
    const res = await app.request('https://plans.furbaby.test/api/health', {}, { ...env, ...PRODUCTION });
    expect(res.status).toBe(200);
    expect(res.headers.has('Server-Timing')).toBe(false);
  });
});
