// The floor under the API budget (issue 48): what a bare Worker (./floor/worker.js: no Hono, no
// middleware, nothing but the hop) reaches against a static file on its own `wrangler dev`, for
// each hop our calls make: the Worker alone, one D1 statement, a page through the assets
// binding. Our calls are compared with the floor of their hop (api.mjs `hop`): a call near its
// floor spends little of its own; the gap between the floor and the budget is `wrangler dev`'s.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { load, round, STATIC_ASSET } from './api.mjs';
import { freePort, waitForHttp } from '../lib/run.mjs';
import { processGroup } from './process-group.mjs';

/** Each hop's bare request; `none` is a Worker that answers at once. */
export const FLOOR_PATHS = { none: '/floor/worker', d1: '/floor/d1', page: '/floor/page' };

/** The bare Worker's config: the built site's static file and page, and an empty local D1. */
function floorConfig(dir) {
  const site = join(dir, 'site');
  cpSync(join('dist', STATIC_ASSET), join(site, STATIC_ASSET));
  cpSync(join('dist', 'free-trial.html'), join(site, 'free-trial.html'));
  const config = join(dir, 'wrangler.toml');
  writeFileSync(
    config,
    [
      'name = "furbaby-bench-floor"',
      `main = ${JSON.stringify(resolve('scripts/bench/floor/worker.js'))}`,
      'compatibility_date = "2025-11-01"',
      '[assets]',
      `directory = ${JSON.stringify(site)}`,
      'binding = "ASSETS"',
      'run_worker_first = ["/floor/*"]',
      '[[d1_databases]]',
      'binding = "DB"',
      'database_name = "floor"',
      'database_id = "00000000-0000-4000-8000-00000000f100"',
    ].join('\n'),
  );
  return config;
}

/**
 * Starts the bare Worker, loads the static file, each hop, and the static file again (their
 * mean is the ceiling, as in the API part), and answers each hop's throughput and p99 ratios.
 * @param {{ connections: number, duration: number }} opts
 */
export async function measureFloor(opts) {
  const dir = mkdtempSync(join(tmpdir(), 'furbaby-floor-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    'wrangler',
    ['dev', '--config', floorConfig(dir), '--port', String(port), '--ip', '127.0.0.1', '--persist-to', dir, '--show-interactive-dev-session=false'],
    {
      stdio: 'ignore',
      env: { ...process.env, CI: '1' },
      detached: true,
    },
  );
  const { exit, kill } = processGroup(child);
  try {
    await waitForHttp(`${origin}${FLOOR_PATHS.d1}`, 120_000);
    const get = (path) => ({ name: path, method: /** @type {const} */ ('GET'), path });
    const warm = { connections: opts.connections, duration: Math.min(2, opts.duration) };
    for (const path of [STATIC_ASSET, FLOOR_PATHS.d1]) await load(get(path), origin, '', warm);
    const before = await load(get(STATIC_ASSET), origin, '', opts);
    /** @type {Record<string, import('./api.mjs').LoadResult>} */
    const hops = {};
    for (const [hop, path] of Object.entries(FLOOR_PATHS)) hops[hop] = await load(get(path), origin, '', opts);
    const after = await load(get(STATIC_ASSET), origin, '', opts);
    const staticRps = (before.rps + after.rps) / 2;
    const staticP99 = (before.p99 + after.p99) / 2;
    return {
      staticAsset: { rps: round(staticRps, 1), p99: round(staticP99, 1) },
      hops: Object.fromEntries(
        Object.entries(hops).map(([hop, r]) => [
          hop,
          {
            path: FLOOR_PATHS[hop],
            rps: r.rps,
            p99: r.p99,
            errors: r.non2xx + r.errors + r.timeouts,
            ratio: round(r.rps / staticRps, 2),
            p99Ratio: round(r.p99 / staticP99, 2),
          },
        ]),
      ),
    };
  } finally {
    kill();
    await Promise.race([exit, new Promise((r) => setTimeout(r, 5000))]);
    rmSync(dir, { recursive: true, force: true });
  }
}
