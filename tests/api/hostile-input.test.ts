/**
 * Every route of the app × a table of hostile values (hostile-input-cases.ts)
 * answers 4xx in the error shape, never 5xx, and a refused request writes nothing.
 *
 * Routes come from the Hono app itself (`app.routes`), so a route added later is swept without
 * touching this file. Each value goes in as the whole body, in each top-level field of a valid
 * body, in each path parameter and query parameter, and in multipart and form fields; once
 * anonymously and once as a fresh fixture customer. After every request the whole database is
 * compared with the state before it (every table from sqlite_master): a refused request must
 * leave it as it was; a request that succeeded (a value some field allows, such as null) becomes
 * the new baseline.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { addInterval, shopToday } from '../../src/domain/renewals';
import { BASE, loginAs, postJson, signedCustomerInfo } from './auth-helpers';
import {
  HOSTILE_URL_VALUES,
  HOSTILE_VALUES,
  NESTED_VALUES,
  SAMPLE_FORMS,
  SAMPLE_QUERIES,
  plausibleParam,
  sampleBodies,
  type SweepIds,
} from './hostile-input-cases';
import { nestedLeaves, uploadCases, withValueAt, type Case } from './hostile-input-bodies';

/**
 * Tables a refused request may still change. `rate_limits`: a limited call counts every
 * attempt, refused or not, so that a flood of bad requests is limited too.
 */
const MAY_CHANGE_ON_REFUSAL = new Set(['rate_limits']);

/** Query parameters whose values the route validates (a hostile one must be refused). */
const VALIDATED_QUERIES = new Set(['GET /activity', 'GET /dev/outbox']);

interface Route {
  method: string;
  path: string;
  /** `METHOD path` without the /api prefix: routers mounted twice share their cases. */
  key: string;
  /** A second mount of a router already swept: swept with fewer values. */
  alias: boolean;
}

function sweptRoutes(): Route[] {
  const seen = new Set<string>();
  const routes: Route[] = [];
  for (const r of app.routes) {
    if (r.method === 'ALL') continue; // middleware
    const id = `${r.method} ${r.path}`;
    if (seen.has(id)) continue;
    seen.add(id);
    routes.push({ method: r.method, path: r.path, key: `${r.method} ${r.path.replace(/^\/api(?=\/)/, '')}`, alias: false });
  }
  const keys = new Set<string>();
  for (const r of routes) {
    r.alias = keys.has(r.key);
    keys.add(r.key);
  }
  // Logging out ends the sweep's session: last.
  return routes.sort((a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')));
}

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

function fillPath(path: string, ids: SweepIds, override?: { name: string; raw: string }): string {
  return path.replace(/:(\w+)/g, (_, name: string) => (override?.name === name ? override.raw : encodeURIComponent(plausibleParam(name, path, ids))));
}

/**
 * One statement that reads every row of every watched table (all of sqlite_master's, so a table
 * added later is watched too) as JSON text, one column per table.
 */
async function snapshotQuery(): Promise<string> {
  const { results } = await env.DB.prepare(
    `SELECT m.name AS t, group_concat(p.name, ',') AS cols FROM sqlite_master m, pragma_table_info(m.name) p
     WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%' AND m.name <> 'd1_migrations'
     GROUP BY m.name ORDER BY m.name`,
  ).all<{ t: string; cols: string }>();
  const watched = results.filter((r) => !MAY_CHANGE_ON_REFUSAL.has(r.t));
  const column = ({ t, cols }: { t: string; cols: string }) =>
    `(SELECT json_group_array(json_array(${cols
      .split(',')
      .map((c) => `"${c}"`)
      .join(', ')})) FROM (SELECT * FROM "${t}" ORDER BY rowid)) AS "${t}"`;
  return `SELECT ${watched.map(column).join(', ')}`;
}

/** Every row of every table a refused request must not change, and the R2 photo keys. */
async function snapshot(query: string): Promise<Record<string, string>> {
  const rows = (await env.DB.prepare(query).first<Record<string, string>>())!;
  const photos = await env.PHOTOS.list({ prefix: 'pets/' });
  return { ...rows, r2: photos.objects.map((o) => o.key).join(',') };
}

/** Paths answered by the API; any other path is a page, whose 404 is the site's HTML page. */
const isApiPath = (path: string) => ['/api/', '/auth/', '/subscriptions/', '/legacy-subscriptions/', '/pets', '/dev/'].some((p) => path.startsWith(p));

/** Whether an answer's text is `{ error: string, code: string, … }`. */
function hasErrorShape(text: string): boolean {
  try {
    const body = JSON.parse(text) as { error?: unknown; code?: unknown } | null;
    return typeof body?.error === 'string' && typeof body.code === 'string';
  } catch {
    return false;
  }
}

class Sweep {
  failures: string[] = [];
  requests = 0;
  /** Routes that answered 401 before reading anything. */
  refusedAnonymous = new Set<string>();
  private baseline: Record<string, string> = {};

  constructor(private query: string) {}

  async start() {
    this.baseline = await snapshot(this.query);
  }

  /** Sends one case, checks the answer and the database; answers the status. */
  async run(c: Case): Promise<number> {
    this.requests++;
    const res = await SELF.fetch(c.request);
    const text = await res.text();
    const after = await snapshot(this.query);
    const fail = (what: string) => this.failures.push(`${c.label}: ${what}`);
    if (res.status >= 500) fail(`${res.status} ${text.slice(0, 160)}`);
    if (res.status >= 400) {
      if (isApiPath(new URL(c.request.url).pathname) && !hasErrorShape(text)) fail(`${res.status} without the error shape: ${text.slice(0, 120)}`);
      const changed = Object.keys(after).filter((t) => after[t] !== this.baseline[t]);
      if (changed.length) fail(`refused with ${res.status} but wrote to ${changed.join(', ')}`);
    } else if (c.mustRefuse) {
      fail(`accepted with ${res.status}`);
    }
    this.baseline = after;
    return res.status;
  }
}

const today = () => shopToday(new Date());
const inDays = (n: number) => addInterval(today(), n, 'day');

async function fixtureIds(): Promise<SweepIds> {
  const res = await SELF.fetch(postJson('/dev/fixtures/customer', {}));
  const f = await res.json<{ customerId: string; email: string; activeSubscriptionId: string; legacySubscriptionId: string }>();
  const url = await SELF.fetch(
    postJson('/api/pets/checkout-url', { variantId: '47100000000103', sellingPlanId: '690000000028', customerData: null, quantity: 1, discount: 'WELCOME20' }),
  );
  const { checkout_url } = await url.json<{ checkout_url: string }>();
  return {
    customerId: f.customerId,
    email: f.email,
    subscriptionId: f.activeSubscriptionId,
    subscriptionItemId: `${f.activeSubscriptionId}_treat`,
    legacyId: f.legacySubscriptionId,
    legacyItemId: `${f.legacySubscriptionId}_item_1`,
    checkoutId: new URL(checkout_url).searchParams.get('session')!,
    signedCustomer: await signedCustomerInfo({ customerId: f.customerId, customerEmail: f.email }),
  };
}

/** Every case of one route, for one caller (`headers`: origin and, when logged in, the cookie). */
function casesOf(route: Route, ids: SweepIds, headers: Record<string, string>, reduced: boolean): Case[] {
  const { method, path, key } = route;
  const json = sampleBodies(ids, inDays)[key];
  const form = SAMPLE_FORMS[key];
  const query = SAMPLE_QUERIES[key];
  const values = reduced ? HOSTILE_VALUES.slice(0, 1) : HOSTILE_VALUES;
  const urlValues = reduced ? HOSTILE_URL_VALUES.slice(0, 1) : HOSTILE_URL_VALUES;
  const cases: Case[] = [];
  const at = (p: string, search = '') => `${BASE}${p}${search}`;
  const jsonRequest = (url: string, body: string | null) =>
    new Request(url, {
      method,
      // A redirect (GET /) is the answer under test, not the page it leads to.
      redirect: 'manual',
      headers: { ...headers, ...(body === null ? {} : { 'content-type': 'application/json' }) },
      ...(body === null ? {} : { body }),
    });
  const sampleText = method === 'GET' ? null : json ? JSON.stringify(json) : form ? null : '{}';
  const label = (what: string) => `${method} ${path} ${what}`;

  // Path parameters: each hostile, the others plausible.
  for (const name of paramsOf(path)) {
    for (const v of urlValues) {
      cases.push({ label: label(`:${name}=${v.name}`), request: jsonRequest(at(fillPath(path, ids, { name, raw: v.raw })), sampleText), mustRefuse: v.strict });
    }
  }
  const url = at(fillPath(path, ids));

  if (method === 'GET') {
    // A route that reads no query gets a few values in a parameter it ignores.
    const params = query ?? { q: 'x' };
    for (const name of Object.keys(params)) {
      for (const v of query ? urlValues : urlValues.filter((u) => ['NUL', 'invalid UTF-8', 'long'].includes(u.name))) {
        const search = new URLSearchParams({ ...params });
        search.delete(name);
        const rest = search.toString();
        cases.push({
          label: label(`?${name}=${v.name}`),
          request: jsonRequest(`${url}?${rest ? `${rest}&` : ''}${name}=${v.raw}`, null),
          mustRefuse: v.strict && VALIDATED_QUERIES.has(key),
        });
      }
    }
    cases.push({
      label: label('hostile query keys'),
      request: jsonRequest(`${url}?__proto__[polluted]=1&constructor[prototype][x]=1&%00=1`, null),
      mustRefuse: false,
    });
    return cases;
  }

  if (form) {
    for (const name of Object.keys(form)) {
      for (const v of urlValues) {
        const body = Object.entries({ ...form })
          .map(([k, val]) => `${k}=${k === name ? v.raw : encodeURIComponent(val)}`)
          .join('&');
        cases.push({
          label: label(`form ${name}=${v.name}`),
          request: new Request(url, { method, headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body }),
          mustRefuse: v.strict,
        });
      }
    }
  }

  // The whole body, then each top-level field of the valid body.
  for (const v of values) {
    cases.push({ label: label(`body=${v.name}`), request: jsonRequest(url, v.json), mustRefuse: v.strict && json !== undefined });
  }
  for (const field of Object.keys(json ?? {})) {
    for (const v of values) {
      const body = `{${Object.entries(json!)
        .map(([k, val]) => `${JSON.stringify(k)}:${k === field ? v.json : JSON.stringify(val)}`)
        .join(',')}}`;
      cases.push({ label: label(`${field}=${v.name}`), request: jsonRequest(url, body), mustRefuse: v.strict });
    }
  }
  // Nested fields (a pet's name, an address line): the text values that no field may accept.
  if (json && !reduced) {
    for (const leaf of nestedLeaves(json)) {
      for (const v of NESTED_VALUES) {
        cases.push({ label: label(`${leaf.join('.')}=${v.name}`), request: jsonRequest(url, withValueAt(json, leaf, v.json)), mustRefuse: true });
      }
    }
  }
  return cases;
}

/**
 * Sweeps every route; `fullyRefusedBefore`: the routes that turned the anonymous sweep away (401)
 * and so get the whole table now. The others were swept anonymously with the whole table already.
 */
async function sweep(headers: Record<string, string>, ids: SweepIds, fullyRefusedBefore?: Set<string>): Promise<Sweep> {
  const s = new Sweep(await snapshotQuery());
  await s.start();
  for (const route of sweptRoutes()) {
    // A route that turns this caller away before reading anything (401) needs only a few values;
    // so does the second mount of a router. The last of those few is the probe.
    const probe = casesOf(route, ids, headers, true);
    const status = await s.run(probe.at(-1)!);
    const reduced = route.alias || status === 401 || (fullyRefusedBefore !== undefined && !fullyRefusedBefore.has(route.key));
    if (status === 401) s.refusedAnonymous.add(route.key);
    for (const c of reduced ? probe.slice(0, -1) : casesOf(route, ids, headers, false)) await s.run(c);
  }
  for (const c of uploadCases(headers)) await s.run(c);
  return s;
}

describe('hostile input on every route', () => {
  let ids: SweepIds;
  let loginOnly: Set<string> | undefined;

  beforeAll(async () => {
    ids = await fixtureIds();
  });

  it('sweeps every route of the app, including the ones added later', () => {
    const keys = sweptRoutes().map((r) => r.key);
    expect(keys.length).toBeGreaterThan(40);
    expect(keys).toEqual(
      expect.arrayContaining([
        'POST /pets',
        'POST /checkout/:id/complete',
        'POST /upload-photo',
        'DELETE /subscriptions/:id',
        'GET /subscriptions/:id/plan-fit',
        'POST /subscriptions/:id/skip',
        'POST /subscriptions/:id/unskip',
        'POST /subscriptions/:id/cancel-offers',
        'POST /subscriptions/:id/cancel-offers/accept',
      ]),
    );
  });

  it('anonymous: every answer is 4xx with the error shape, never 5xx, and nothing is written', async () => {
    const s = await sweep({ origin: BASE }, ids);
    loginOnly = s.refusedAnonymous;
    console.log(`hostile sweep, anonymous: ${s.requests} requests`);
    expect(s.failures).toEqual([]);
    expect(s.requests).toBeGreaterThan(1000);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);

  it('logged in as a fresh customer: the same, on their own records', async () => {
    const { cookie } = await loginAs(ids.customerId);
    const s = await sweep({ origin: BASE, cookie }, ids, loginOnly);
    console.log(`hostile sweep, logged in: ${s.requests} requests`);
    expect(s.failures).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
