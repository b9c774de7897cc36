// `npm run bench`: measures the product as `npm start` runs it and writes bench/results.json.
//
//   npm run bench                 full run: 32 connections × 15 s per API call, Lighthouse 5× per page
//   npm run bench -- --quick      3 s per call, Lighthouse once (while developing)
//   npm run bench -- --check      exits non-zero when a budget (scripts/bench/budgets.mjs) is missed
//   npm run bench -- --only scale renewals of 1,000 and 10,000 due subscriptions through the queue, and
//                                 a heavy customer's dashboard reads against the demo customer's, and
//                                 the console's overview at 10,000 subscriptions against a dashboard read
//   npm run bench -- --only inp   Interaction to Next Paint of the listed taps and keystrokes, CPU 4× slower
//   npm run bench -- --only trace each page's load and each interaction traced at 4× CPU: React commits,
//                                 layouts, style recalculations, observers (counts a shared machine does not move)
//   npm run bench -- --only proxy      /apps/furbaby pages through the demo shop's app proxy, against the same pages direct
//   npm run bench -- --only storefront the demo shop's home and product page with our app embed on and off
//   npm run bench -- --only actions    a dashboard action's round trip, tap to confirmation (skip, pause, plan-fit fix, weight)
//   npm run bench -- --only console    the console's LCP, CLS and INP (scripts/bench/surfaces.mjs has all five)
//   npm run bench -- --only account    the customer account page's time to show the demo customer's subscriptions,
//                                      10 loads (--quick 3), against the product in Shopify mode and the fake Shopify
//   options: --duration S  --connections N  --lighthouse-runs N  --only api|pages|inp|scale|trace|proxy|storefront|actions|console|account  --no-build
//            --page TEXT (only the pages whose path contains TEXT)
//            --markdown (also print the tables as Markdown, for docs/performance.md)
//
// Steps: build the site; a fresh local D1/R2 with the demo data in a temporary folder; `wrangler
// dev` on a free loopback port; log in as the demo customer; autocannon on each API call and on
// a static asset of the same server (before and after the calls; their mean is the ceiling);
// the D1 statements of each call and dashboard read (each answer's Server-Timing header);
// Lighthouse on the pages.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { countQueries, load, probe, round, STATIC_ASSET, targets } from './bench/api.mjs';
import { measureFloor } from './bench/floor.mjs';
import { checkBudgets } from './bench/budgets.mjs';
import { cpuShares, cpuTimes, processGroupCpuMs } from './bench/host.mjs';
import { DEMO_CUSTOMER_ID, demoSessionCookie } from './bench/login.mjs';
import { auditPage, PAGES } from './bench/pages.mjs';
import { startCheckoutSession } from './lib/checkout-session.ts';
import { markdownTables, printChecks, printTables } from './bench/report.mjs';
import { dashboardReads, measureHeavyCustomer } from './bench/heavy-customer.mjs';
import { CONSOLE_SIZE, measureConsoleOverview } from './bench/console-overview.mjs';
import { DOG_JOURNEY_SIZE, measureDogJourney } from './bench/dog-journey.mjs';
import { measureInp } from './bench/inp.mjs';
import { measureExtensions } from './bench/extensions.mjs';
import { measureMainThread } from './bench/trace.mjs';
import { measureSurfaces, SURFACES } from './bench/surfaces.mjs';
import { measureRenewals } from './bench/scale.mjs';
import { startServer } from './bench/server.mjs';
import { ensureChromium } from './lib/browsers.mjs';
import { run } from './lib/run.mjs';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
    duration: { type: 'string' },
    connections: { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    only: { type: 'string' },
    page: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
  },
});
const positive = (name, value, fallback) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
  return n;
};
const settings = {
  mode: args.quick ? 'quick' : 'full',
  connections: positive('connections', args.connections, 32),
  duration: positive('duration', args.duration, args.quick ? 3 : 15),
  // Five: one page load on two shared cores can lose 0.3 s of main thread to the server beside it.
  lighthouseRuns: positive('lighthouse-runs', args['lighthouse-runs'], args.quick ? 1 : 5),
};
const PARTS = ['api', 'pages', 'inp', 'scale', 'trace', ...SURFACES];
if (args.only && !PARTS.includes(args.only)) throw new Error(`--only is one of ${PARTS.join(', ')}`);
const doApi = !args.only || args.only === 'api';
const doPages = !args.only || args.only === 'pages';
const doInp = !args.only || args.only === 'inp';
const doScale = !args.only || args.only === 'scale';
const doTrace = !args.only || args.only === 'trace';
const doSurfaces = !args.only || SURFACES.includes(args.only);
const chromePath = doPages || doInp || doTrace || doSurfaces ? ensureChromium() : '';
const step = (name) => console.log(`\n━━ ${name} ━━`);

const loadAverageStart = loadavg().map((x) => round(x, 2));
if (!args['no-build']) {
  step('build');
  await run('astro', ['build']);
}
step('fresh database and wrangler dev');
// BENCH_PORT: a fixed port, where engineers share a machine and each has their own range.
const server = await startServer({ port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined });
console.log(`serving ${server.origin}`);
const results = {
  generatedAt: new Date().toISOString(),
  settings,
  machine: {
    cpus: cpus().length,
    node: process.version,
    loadAverageStart,
    loadAverageEnd: /** @type {number[]} */ ([]),
    /** The host's share (steal) and the machine's busy share of CPU time while each part was measured. */
    cpu: /** @type {{ api?: ReturnType<typeof cpuShares>, pages?: ReturnType<typeof cpuShares>, scale?: ReturnType<typeof cpuShares>, surfaces?: ReturnType<typeof cpuShares> }} */ ({}),
  },
  /** @type {any} */ api: undefined,
  /** @type {any} */ pages: undefined,
  /** @type {any} */ queries: undefined,
  /** @type {any} */ budgets: undefined,
  /** @type {any} */ scale: undefined,
  /** @type {any} */ inp: undefined,
  /** @type {any} */ inpFloor: undefined,
  /** @type {any} */ mainThread: undefined,
  /** @type {any} */ extensions: undefined,
  /** @type {any} */ proxy: undefined,
  /** @type {any} */ storefront: undefined,
  /** @type {any} */ actions: undefined,
  /** @type {any} */ console: undefined,
  /** @type {any} */ account: undefined,
};

try {
  const cookie = await demoSessionCookie(server.origin);

  if (doApi) {
    step(`API: autocannon, ${settings.connections} connections × ${settings.duration} s each`);
    const calls = targets(DEMO_CUSTOMER_ID);
    const staticTarget = { name: `GET ${STATIC_ASSET} (static asset)`, method: /** @type {const} */ ('GET'), path: STATIC_ASSET };
    /** @type {Map<string, number>} */
    const bodyBytes = new Map();
    for (const t of [staticTarget, ...calls]) bodyBytes.set(t.path, (await probe(t, server.origin, cookie)).bytes);
    // Warm the asset server, the Worker and D1 before anything is recorded.
    const warm = { connections: settings.connections, duration: Math.min(2, settings.duration) };
    for (const t of [staticTarget, calls[3]]) await load(t, server.origin, cookie, warm);
    const cpuBefore = cpuTimes();
    const opts = { connections: settings.connections, duration: settings.duration };
    const measure = async (t) => {
      const serverCpuBefore = processGroupCpuMs(server.pgid);
      const r = await load(t, server.origin, cookie, opts);
      const serverCpuAfter = processGroupCpuMs(server.pgid);
      // What one request cost the server (wrangler and workerd), whatever else the machine did.
      const serverCpuMs = serverCpuBefore === null || serverCpuAfter === null || !r.requests ? null : round((serverCpuAfter - serverCpuBefore) / r.requests, 2);
      console.log(
        `${t.name}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.non2xx} non-2xx, ${r.errors} errors (${bodyBytes.get(t.path)} B answers), server CPU ${serverCpuMs} ms a request`,
      );
      return { name: t.name, method: t.method, path: t.path, bodyBytes: bodyBytes.get(t.path), serverCpuMs, ...r };
    };
    const staticBefore = await measure(staticTarget);
    const measured = [];
    for (const t of calls) measured.push(await measure(t));
    const staticAfter = await measure(staticTarget);
    // The ceiling is the static asset's mean of both runs: the machine's load drifts.
    const staticAsset = {
      ...staticBefore,
      rps: round((staticBefore.rps + staticAfter.rps) / 2, 1),
      p50: round((staticBefore.p50 + staticAfter.p50) / 2, 1),
      p99: round((staticBefore.p99 + staticAfter.p99) / 2, 1),
      requests: staticBefore.requests + staticAfter.requests,
      non2xx: staticBefore.non2xx + staticAfter.non2xx,
      errors: staticBefore.errors + staticAfter.errors,
      timeouts: staticBefore.timeouts + staticAfter.timeouts,
      serverCpuMs:
        staticBefore.serverCpuMs === null || staticAfter.serverCpuMs === null ? null : round((staticBefore.serverCpuMs + staticAfter.serverCpuMs) / 2, 2),
      runs: [staticBefore, staticAfter].map(({ rps, p50, p99, serverCpuMs }) => ({ rps, p50, p99, serverCpuMs })),
    };
    results.machine.cpu.api = cpuShares(cpuBefore, cpuTimes());
    // The best a bare Worker does for each call's hop on this machine, on its own wrangler dev.
    const floor = await measureFloor(opts);
    for (const [hop, f] of Object.entries(floor.hops))
      console.log(`floor, a bare Worker (${hop}): ${f.ratio}× the static file's throughput, p99 ${f.p99Ratio}×`);
    results.api = {
      staticAsset,
      floor,
      calls: measured.map((m, i) => ({
        ...m,
        hop: calls[i].hop,
        ratio: round(m.rps / staticAsset.rps, 2),
        p99Ratio: round(m.p99 / staticAsset.p99, 2),
        floorRatio: calls[i].hop ? floor.hops[calls[i].hop].ratio : null,
      })),
    };
  }

  if (doPages) {
    step(`pages: Lighthouse (mobile preset), ${settings.lighthouseRuns} run(s) each, ${chromePath}`);
    results.pages = [];
    const cpuBefore = cpuTimes();
    for (const page of PAGES.filter((p) => !args.page || p.path.includes(args.page))) {
      const path = page.checkoutSession ? `${page.path}?session=${await startCheckoutSession(server.origin)}` : page.path;
      const r = await auditPage({ ...page, path }, server.origin, cookie, { runs: settings.lighthouseRuns, chromePath, dist: join(process.cwd(), 'dist') });
      console.log(
        `${page.name}: performance ${r.score} (runs ${r.runs.join(', ')}), LCP ${r.lcp} ms, TBT ${r.tbt} ms, CLS ${r.cls}, ` +
          `JS ${r.jsBytes} B, CSS ${r.cssBytes} B gzip; Lighthouse benchmark index ${r.benchmarkIndexes.join(', ')}`,
      );
      results.pages.push({ name: page.name, path: page.path, ...r });
    }
    results.machine.cpu.pages = cpuShares(cpuBefore, cpuTimes());
    // The customer account extensions' bundles, built by their own issues (absent: "not built").
    results.extensions = measureExtensions();
    for (const x of results.extensions) console.log(x.built ? `extension ${x.name}: ${x.gzipBytes} B gzip` : `extension ${x.name}: ${x.note}`);
    if (results.extensions.length === 0) console.log('customer account extensions: not built (no extensions/<name>/dist/ yet)');
  }

  // D1 statements (and round trips) per request, before the interactions below change a
  // subscription (a busy-lock action runs its own, larger batch): the measured calls and every
  // dashboard read, each asked 5 times, as each answer's Server-Timing header says.
  if (doApi) results.queries = await countQueries([...targets(DEMO_CUSTOMER_ID), ...dashboardReads(DEMO_CUSTOMER_ID)], server.origin, cookie);

  if (doInp) {
    step('interactions: INP in Chromium with the CPU slowed 4×');
    const inp = await measureInp(server.origin, cookie, { chromePath });
    results.inp = inp.rows;
    results.inpFloor = inp.floor;
    for (const r of [...results.inp, results.inpFloor])
      console.log(`${r.name}: INP ${r.inpMs} ms, p75 of visits ${r.visitsMs.join(' ')} (${r.interactions} interactions over 16 ms)`);
  }

  if (doTrace) {
    step('main thread: each page load and interaction traced at 4× CPU (React commits, layouts, style recalculations)');
    const pathFor = async (/** @type {import('./bench/pages.mjs').PageTarget} */ p) =>
      p.checkoutSession ? `${p.path}?session=${await startCheckoutSession(server.origin)}` : p.path;
    results.mainThread = await measureMainThread(server.origin, cookie, { chromePath, page: args.page, pathFor });
    for (const r of [...results.mainThread.loads, ...results.mainThread.interactions])
      console.log(
        `${r.name}: ${r.commits} commits, ${r.layouts} layouts (and ${r.imageLayouts} of SVG images), ${r.styleRecalcs} style recalculations, ` +
          `${r.longTasks} long tasks (${r.blockingMs} ms over 50), ${r.scriptingMs} ms script`,
      );
  }

  // After the D1 counts: the actions' fresh customers add records (never the demo customer's).
  if (doSurfaces) {
    const cpuBefore = cpuTimes();
    Object.assign(results, await measureSurfaces(server.origin, { settings, chromePath, dist: join(process.cwd(), 'dist'), only: args.only }, step));
    results.machine.cpu.surfaces = cpuShares(cpuBefore, cpuTimes());
  }
} finally {
  await server.stop();
}

if (doScale) {
  step('scale: renewals of 1,000 and 10,000 due subscriptions through the queue (fresh database each)');
  const cpuBefore = cpuTimes();
  results.scale = { renewals: [] };
  for (const n of [1000, 10000]) {
    const r = await measureRenewals(n);
    console.log(
      `${n} renewals: ${r.seconds} s, ${r.renewalsPerSecond}/s, ${r.orders} orders, renewed twice ${r.renewedTwice}, ` +
        `dates not moved once ${r.datesNotMovedOnce}, ${r.d1StatementsPerRenewal} D1 statements in ${r.d1RoundTripsPerRenewal} round trips per renewal`,
    );
    results.scale.renewals.push(r);
  }
  step('scale: a heavy customer (50 subscriptions with 5 years of billing attempts, 600 orders, 10 dogs) beside the demo customer, every dashboard read');
  results.scale.heavyCustomer = await measureHeavyCustomer();
  const bytes = results.scale.heavyCustomer.subscriptionsBytes;
  console.log(`subscriptions answer: demo ${bytes.demo} bytes, heavy ${bytes.heavy} bytes`);
  for (const r of results.scale.heavyCustomer.reads)
    console.log(`${r.read}: demo p50 ${r.demoP50} ms, heavy p50 ${r.heavyP50} ms (${r.ratio}×), ${r.errors} errors`);
  step(`scale: the console's overview (its one call) at ${CONSOLE_SIZE.subscriptions.toLocaleString('en')} subscriptions, beside a dashboard read`);
  const consoleOverview = await measureConsoleOverview();
  results.scale.consoleOverview = consoleOverview;
  const { overview, dashboardRead } = consoleOverview;
  console.log(`the scheduled run's console snapshot: as of ${consoleOverview.snapshotAt}`);
  console.log(
    `overview: p50 ${overview.p50} ms, p90 ${overview.p90} ms (${overview.runs} loads); dashboard ${dashboardRead.name}: ` +
      `p50 ${dashboardRead.p50} ms, p90 ${dashboardRead.p90} ms (${dashboardRead.runs} reads); ${consoleOverview.ratio}×`,
  );
  for (const r of consoleOverview.reads) console.log(`  ${r.read} alone: p50 ${r.p50} ms, Worker ${r.workerMsP50} ms, ${r.bytes} B`);
  step(`scale: the scheduled job's birthdays and weigh-in reminders with ${DOG_JOURNEY_SIZE.dogs.toLocaleString('en')} dogs`);
  const dogs = await measureDogJourney();
  results.scale.dogJourney = dogs;
  console.log(
    `first run of the month: ${dogs.firstRunMs} ms (${dogs.reminders} reminders, ${dogs.birthdayMails} birthday mails); next run: ${dogs.nextRunMs} ms`,
  );
  results.machine.cpu.scale = cpuShares(cpuBefore, cpuTimes());
}

results.machine.loadAverageEnd = loadavg().map((x) => round(x, 2));
results.budgets = checkBudgets(results);
mkdirSync('bench', { recursive: true });
writeFileSync(join('bench', 'results.json'), JSON.stringify(results, null, 2) + '\n');
console.log('\n' + printTables(results));
if (args.markdown) console.log('\n' + markdownTables(results));
console.log('\n' + printChecks(results.budgets));
console.log('\nWrote bench/results.json');
if (args.check && results.budgets.some((b) => !b.ok)) process.exit(1);
process.exit(0);
