// The API under load: autocannon on loopback, one call at a time, fixed connections and
// duration, against the same `wrangler dev` as a static asset of the site (the ceiling: the
// dev server's own proxy is most of every request's time, so only ratios to it are budgets).
import autocannon from 'autocannon';

/** A dog as the calculator and the feeding guide send one (src/domain/schemas/pet.ts). */
const dog = (name, weight, life_stage, activity_level) => ({
  name,
  breed: 'Mixed Breed',
  dob: '2020-01-01',
  weight,
  life_stage,
  activity_level,
  body_condition: 'aboutRight',
  percent_kibble: 100,
  includeInFamilyFeedingPlan: true,
  sex: 'female',
});

/** Three dogs: a small puppy, an adult and a big lazy senior. */
export const THREE_DOGS = [dog('Rex', 12, 'adult', 'typical'), dog('Pip', 4.5, 'puppy', 'active'), dog('Moana', 34, 'senior', 'lazy')];

/** The static asset every call is compared with. */
export const STATIC_ASSET = '/favicon.svg';

/**
 * @typedef {{ name: string, method: 'GET' | 'POST', path: string, body?: unknown, session?: boolean, static?: boolean, hop?: 'none' | 'd1' | 'page' }} Target
 * `hop`: what the call crosses besides the Worker, for its floor (./floor.mjs).
 */

/**
 * The measured calls, in order. `static` is the ceiling.
 * @param {string} customerId
 * @returns {Target[]}
 */
export function targets(customerId) {
  return [
    { name: 'GET /api/health', method: 'GET', path: '/api/health', hop: 'd1' },
    { name: 'POST /api/pets/calculate (3 dogs)', method: 'POST', path: '/api/pets/calculate', body: { pets: THREE_DOGS }, hop: 'none' },
    { name: 'POST /api/pets/recommendations (3 dogs)', method: 'POST', path: '/api/pets/recommendations', body: { pets: THREE_DOGS }, hop: 'none' },
    // The session and the read in one D1 round trip (batchAsCustomer).
    { name: 'GET /api/pets (logged in)', method: 'GET', path: '/api/pets', session: true, hop: 'd1' },
    { name: `GET /api/subscriptions/customer/:id (logged in)`, method: 'GET', path: `/api/subscriptions/customer/${customerId}`, session: true, hop: 'd1' },
    // A page now goes through the Worker (its security headers, wrangler.toml run_worker_first):
    // its cost beside the static asset, which is still served without the Worker.
    { name: 'GET /free-trial (page through the Worker)', method: 'GET', path: '/free-trial', hop: 'page' },
  ];
}

/** @param {Target} t @param {string} origin @param {string} cookie */
function requestOf(t, origin, cookie) {
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json' };
  if (t.session) headers.cookie = cookie;
  if (t.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers.origin = origin; // as our own pages send it (functions/http/origin-check.ts)
  }
  return { method: t.method, headers, body: t.body === undefined ? undefined : JSON.stringify(t.body) };
}

/** The Worker's local Server-Timing header (functions/http/server-timing.ts): `worker;dur=4.1, d1;desc="q=3 rt=1"`. */
const SERVER_TIMING = /worker;dur=([\d.]+)(?:, d1;desc="q=(\d+) rt=(\d+)")?/;

/**
 * One request of the call, checked before it is put under load: a 2xx, or the benchmark stops.
 * Answers its size and, when the Worker answered it, the Worker's milliseconds and the D1
 * statements it ran in how many round trips (null for a static file).
 * @param {Target} t @param {string} origin @param {string} cookie
 */
export async function probe(t, origin, cookie) {
  const res = await fetch(`${origin}${t.path}`, requestOf(t, origin, cookie));
  const text = await res.text();
  if (!res.ok) throw new Error(`${t.name} answered ${res.status} before the load: ${text.slice(0, 300)}`);
  const timing = SERVER_TIMING.exec(res.headers.get('server-timing') ?? '');
  const worker = timing ? { ms: Number(timing[1]), queries: Number(timing[2] ?? 0), roundTrips: Number(timing[3] ?? 0) } : null;
  return { status: res.status, bytes: Buffer.byteLength(text), worker };
}

/**
 * @typedef {{ rps: number, p50: number, p99: number, requests: number, errors: number, non2xx: number, timeouts: number }} LoadResult
 */

/**
 * Puts one call under load.
 * @param {Target} t @param {string} origin @param {string} cookie
 * @param {{ connections: number, duration: number }} opts
 * @returns {Promise<LoadResult>}
 */
export async function load(t, origin, cookie, { connections, duration }) {
  const req = requestOf(t, origin, cookie);
  const r = await autocannon({
    url: `${origin}${t.path}`,
    method: req.method,
    headers: req.headers,
    body: req.body,
    connections,
    duration,
    timeout: 10,
  });
  return {
    rps: round(r.requests.total / r.duration, 1),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

/** @param {number} x @param {number} digits */
export function round(x, digits = 0) {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

/**
 * D1 statements and round trips per request of each call, from `times` answers each (their
 * Server-Timing headers), with the Worker's median milliseconds: the rest of a call's latency is
 * the dev server's proxy and the queue in front of it.
 * @param {Target[]} calls @param {string} origin @param {string} cookie
 */
export async function countQueries(calls, origin, cookie, times = 5) {
  const rows = [];
  const seen = new Set();
  for (const t of calls) {
    if (seen.has(`${t.method} ${t.path}`)) continue; // a dashboard read that is also a measured call
    seen.add(`${t.method} ${t.path}`);
    const answers = [];
    for (let i = 0; i < times; i += 1) answers.push((await probe(t, origin, cookie)).worker);
    const worker = answers.filter((a) => a !== null);
    if (worker.length === 0) continue; // a static file: no Worker, no D1
    const statements = worker.map((a) => a.queries);
    const ms = worker.map((a) => a.ms).sort((a, b) => a - b);
    rows.push({
      method: t.method,
      path: t.path,
      count: worker.length,
      min: Math.min(...statements),
      max: Math.max(...statements),
      maxRoundTrips: Math.max(...worker.map((a) => a.roundTrips)),
      workerMsP50: ms[Math.floor((ms.length - 1) / 2)],
    });
  }
  return rows;
}
