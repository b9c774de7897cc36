// The product for the benchmark, started the way `npm start` starts it (scripts/start.mjs):
// the built site and the Worker on `wrangler dev`, with a fresh local D1 and R2 loaded with the
// demo data, in a temporary --persist-to folder, on a free loopback port. The renewal consumer's
// line per batch (functions/billing/renewal-queue.ts) is read from its output; a request's own D1
// counts come with its answer (Server-Timing, functions/http/server-timing.ts; scripts/bench/api.mjs).
//
// The site is served from a copy of dist/ taken right after the build, through a copy of
// wrangler.toml (and .dev.vars) pointing at it: other work in the same tree may rebuild dist/ (emptying it
// first) while the benchmark runs.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { prepareDb } from '../prepare-db.mjs';
import { LOCAL_APP_PROXY, wranglerVars } from '../lib/local-shopify.mjs';
import { capture, freePort, run, waitForHttp } from '../lib/run.mjs';
import { processGroup } from './process-group.mjs';

/** The renewal consumer's line per batch (functions/billing/renewal-queue.ts). */
const QUEUE_LINE = /\bQUEUE (\S+) (\d+) renewals q=(\d+) rt=(\d+)\b/;
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * @typedef {{ renewals: number, queries: number, roundTrips: number }} QueueBatch
 * @typedef {{ origin: string, port: number, pgid: number, state: string, config: string, queueBatches: QueueBatch[], output: string[], stop: () => Promise<void> }} BenchServer
 */

/**
 * Copies dist/ into `dir` and writes a wrangler.toml beside it that serves that copy (every
 * other setting as in the project's). Answers the config's path.
 * @param {string} dir
 */
function snapshotSite(dir) {
  const site = join(dir, 'site');
  cpSync('dist', site, { recursive: true });
  let toml = readFileSync('wrangler.toml', 'utf8');
  /** @param {RegExp} pattern @param {string} line */
  const set = (pattern, line) => {
    if (!pattern.test(toml)) throw new Error(`wrangler.toml has no line matching ${pattern}`);
    toml = toml.replace(pattern, line);
  };
  set(/^main = .*$/m, `main = ${JSON.stringify(resolve('functions/index.ts'))}`);
  set(/^directory = .*$/m, `directory = ${JSON.stringify(site)}`);
  set(/^migrations_dir = .*$/m, `migrations_dir = ${JSON.stringify(resolve('migrations'))}`);
  const config = join(dir, 'wrangler.toml');
  writeFileSync(config, toml);
  // wrangler dev reads the local defaults from beside its config (wrangler.toml's are production's)
  cpSync('.dev.vars', join(dir, '.dev.vars'));
  return config;
}

/**
 * Prepares a fresh database (with `seedSql` run on it after the demo data) and starts `wrangler
 * dev` on it; resolves once /api/health answers.
 * @param {{ seedSql?: string, port?: number }} [options] `port`: a fixed one (else a free one)
 * @returns {Promise<BenchServer>}
 */
export async function startServer({ seedSql, port: fixedPort } = {}) {
  const state = mkdtempSync(join(tmpdir(), 'furbaby-bench-'));
  const cleanup = () => rmSync(state, { recursive: true, force: true });
  process.on('exit', cleanup);
  const config = snapshotSite(state); // first: the build just finished
  await prepareDb(state);
  if (seedSql) {
    const file = join(state, 'bench-seed.sql');
    writeFileSync(file, seedSql);
    await run('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--config', config, '--file', file]);
  }

  const port = fixedPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    'wrangler',
    [
      ...['dev', '--config', config, '--port', String(port), '--ip', '127.0.0.1', '--persist-to', state, '--show-interactive-dev-session=false'],
      // As `npm start`: the app proxy's secret and shop, so the demo shop's signed pages are served (and the console's tokens minted).
      ...wranglerVars(LOCAL_APP_PROXY),
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1' }, detached: true },
  );
  /** @type {QueueBatch[]} */
  const queueBatches = [];
  /** The last lines of wrangler's own output, shown when it fails to start. */
  /** @type {string[]} */
  const output = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (raw) => {
      const line = raw.replace(ANSI, '');
      const q = QUEUE_LINE.exec(line);
      if (q) {
        queueBatches.push({ renewals: Number(q[2]), queries: Number(q[3]), roundTrips: Number(q[4]) });
      } else if (line.trim()) {
        output.push(line);
        if (output.length > 200) output.shift();
      }
    });
  }
  // Ends wrangler and workerd (its child): the whole process group, which only we started.
  const { exit, kill } = processGroup(child);
  for (const sig of ['SIGINT', 'SIGTERM'])
    process.once(sig, () => {
      kill();
      process.exit(130);
    });

  try {
    await Promise.race([
      waitForHttp(`${origin}/api/health`, 120_000),
      exit.then((code) => {
        throw new Error(`wrangler dev exited with ${code}`);
      }),
    ]);
  } catch (e) {
    kill();
    console.error(output.slice(-30).join('\n'));
    throw e;
  }
  return {
    origin,
    port,
    // Its own process group (detached): wrangler and the workerd processes it started.
    pgid: /** @type {number} */ (child.pid),
    state,
    config,
    queueBatches,
    output,
    stop: async () => {
      kill();
      await Promise.race([exit, new Promise((r) => setTimeout(r, 5000))]);
      cleanup();
    },
  };
}

/**
 * One SQL query against the bench server's local D1 (its --persist-to folder), as rows.
 * @param {Pick<BenchServer, 'state' | 'config'>} server
 * @param {string} sql
 */
export async function queryDb({ state, config }, sql) {
  const out = await capture('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', state, '--config', config, '--json', '--command', sql]);
  return JSON.parse(out)[0].results;
}
