import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { queriesRun } from './query-count';
import { setAnswerHeaders } from './security-headers';

/** The `Server-Timing` metric that carries a request's D1 counts (./query-count.ts). */
export const D1_TIMING_METRIC = 'd1';

/**
 * Locally (`npm start`, the tests, the benchmark) every answer carries how long the Worker took
 * and the D1 statements it ran in how many round trips, as a `Server-Timing` header the
 * browser's network panel shows: `Server-Timing: worker;dur=4.1, d1;desc="q=3 rt=1"`.
 *
 * Why a header and not a log line: under `wrangler dev` each `console.log` is carried to
 * wrangler's own process, which also proxies every request; one line per request cost the API
 * calls 20–40 % of their throughput in the benchmark. Deployed, nothing is added (a statement
 * count could tell an outsider which branch a request took); Cloudflare's invocation logs record
 * each request (wrangler.toml `[observability]`).
 */
export const serverTiming: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  await next();
  if (!c.get('config')?.local) return;
  const ms = Math.round((performance.now() - started) * 10) / 10;
  const q = queriesRun(c);
  const d1 = q ? `, ${D1_TIMING_METRIC};desc="q=${q.statements} rt=${q.roundTrips}"` : '';
  setAnswerHeaders(c, { 'Server-Timing': `worker;dur=${ms}${d1}` });
};
