// The pages under Lighthouse (its default mobile preset: a mid-range phone, simulated slow 4G
// and a 4× slower CPU) in Debian's Chromium, and the JavaScript and CSS each page loads: the
// files are the ones the browser requested (Lighthouse's network records), their compressed
// size is read from the build (dist/, gzip -9), since `wrangler dev` serves them uncompressed
// while Cloudflare compresses them.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtPage, firstScreenBytes } from './first-screen.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// Paint holding off: Lighthouse opens each page from its blank tab, and headless Chromium then
// holds the new page's first frame (here about 1 s) in roughly 4 runs out of 10; the held frame
// never reports its first contentful paint, which is then taken from the next change on screen
// (after all the page's scripts), whatever the page does. Checked on /dashboard: 6 of 6 runs
// painted at 0.2–0.4 s with it off, against 2 of 4 at 2.2 s with it on (docs/performance.md).
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-features=PaintHolding,PaintHoldingCrossOrigin',
];

/**
 * @typedef {{ name: string, path: string, session?: boolean, checkoutSession?: boolean }} PageTarget
 * @typedef {{ score: number, lcp: number, tbt: number, cls: number, fcp: number, jsBytes: number, firstScreenJsBytes: number | null, cssBytes: number, jsServedBytes: number, cssServedBytes: number, jsFiles: string[], cssFiles: string[], runs: number[], benchmarkIndexes: number[], slowHostRuns: number, retriedRuns: number, slowHost: boolean, lighthouseVersion: string, diagnostics: Record<string, unknown>, scripts: { loadEventMs: number, files: { url: string, startMs: number, transferSize: number }[] } }} PageResult
 */

/**
 * Lighthouse's benchmark index under which a run says more about the shared host than the page
 * (issue 48: 800–2,900 within one run on this machine; the figures of 2026-11-25 were at
 * 2,570–2,930). Such a run is repeated, at most SLOW_HOST_RETRIES times; a page with no run at or
 * above it is reported as not measured on a fast enough host, not failed.
 */
export const MIN_BENCHMARK_INDEX = 2000;
export const SLOW_HOST_RETRIES = 3;

/**
 * The longest one Lighthouse run may take. A run on a quiet host takes 15–25 s and one on a busy
 * host up to a minute (its own wait for the load is 45 s); Lighthouse has no limit of its own, so
 * a run whose Chromium stopped answering waited for ever: `--only pages` sat at /get-started
 * (2026-11-28, issue 48). Such a run is given up, Chromium started afresh and the run tried
 * again, at most SLOW_HOST_RETRIES times.
 */
export const RUN_TIMEOUT_MS = 180_000;

/** `promise`, or a rejection after `ms`. @template T @param {Promise<T>} promise @param {number} ms @param {string} what */
function within(promise, ms, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** @type {PageTarget[]} */
export const PAGES = [
  { name: '/free-trial', path: '/free-trial' },
  { name: '/free-trial/choose-recipe', path: '/free-trial/choose-recipe?name=Rex&weight=12' },
  { name: '/get-started', path: '/get-started' },
  { name: '/dashboard (logged in)', path: '/dashboard', session: true },
  { name: '/pet-calculator', path: '/pet-calculator' },
  { name: '/manage-pets', path: '/manage-pets' },
  { name: '/your-pets (logged in)', path: '/your-pets', session: true },
  { name: '/feeding-guide', path: '/feeding-guide' },
  { name: '/choose-recipe', path: '/choose-recipe?name=Rex&weight=12' },
  { name: '/mobile (logged in)', path: '/mobile', session: true },
  // The local checkout as a visitor reaches it from the recipe page: with a checkout session
  // (POST /api/pets/checkout-url, made before the page is audited).
  { name: '/checkout', path: '/checkout', checkoutSession: true },
  { name: '/order-status (logged in)', path: '/order-status?order=order_demo_1001', session: true },
];

/**
 * Lighthouse's performance figures for one page: the run with the median score of `runs` runs
 * (a shared machine makes single runs noisy). `assetPrefix`: a path prefix the page's own files
 * are served under and the build has not (the app proxy's /apps/furbaby), left off to size them.
 * @param {PageTarget} page @param {string} origin @param {string} cookie
 * @param {{ runs: number, chromePath: string, dist: string, assetPrefix?: string }} opts
 * @returns {Promise<PageResult>}
 */
export async function auditPage(page, origin, cookie, { runs, chromePath, dist, assetPrefix = '' }) {
  const launch = () => chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  let chrome = await launch();
  /** Runs given up after RUN_TIMEOUT_MS. */
  let stalled = 0;
  try {
    /** @type {import('lighthouse').Result[]} */
    const lhrs = [];
    /** Each run's tries on a host slower than MIN_BENCHMARK_INDEX (repeated at most SLOW_HOST_RETRIES times). */
    let retried = 0;
    for (let i = 0; i < runs; i++) {
      for (let attempt = 0; ; attempt++) {
        const started = Date.now();
        const result = await within(
          lighthouse(
            `${origin}${page.path}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance'],
              extraHeaders: page.session ? { Cookie: cookie } : undefined,
            },
            undefined, // the default configuration: the mobile preset
          ),
          RUN_TIMEOUT_MS,
          `Lighthouse on ${page.path}`,
        ).catch(async (/** @type {unknown} */ e) => {
          if (!(e instanceof Error) || !e.message.includes(' took over ') || ++stalled > SLOW_HOST_RETRIES) throw e;
          console.log(`  ${page.path}: ${e.message}; Chromium restarted, the run tried again`);
          await chrome.kill();
          chrome = await launch();
          return null;
        });
        if (result === null) continue;
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        const lhr = result.lhr;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        // A line per run: five runs, each repeated up to three times on a slow host, are minutes of silence otherwise.
        const index = Math.round(lhr.environment?.benchmarkIndex ?? 0);
        console.log(`  ${page.path}: run ${i + 1} of ${runs}, ${Math.round((Date.now() - started) / 1000)} s, benchmark index ${index}`);
        if ((lhr.environment?.benchmarkIndex ?? 0) >= MIN_BENCHMARK_INDEX || attempt === SLOW_HOST_RETRIES) {
          lhrs.push(lhr);
          break;
        }
        retried++;
      }
    }
    // Only the runs on a fast enough host count; none at all: the page was not measured.
    const fast = lhrs.filter((l) => (l.environment?.benchmarkIndex ?? 0) >= MIN_BENCHMARK_INDEX);
    const slowHost = fast.length === 0;
    const counted = slowHost ? lhrs : fast;
    const scores = lhrs.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100));
    // Lighthouse's own measure of the machine's speed in each run (its mobile preset expects
    // about 1,000 or more) and how many runs it warned were on a slower CPU than it expects.
    const benchmarkIndexes = lhrs.map((l) => Math.round(l.environment?.benchmarkIndex ?? 0));
    const slowHostRuns = lhrs.filter((l) => (l.runWarnings ?? []).some((w) => /slower CPU/i.test(String(w)))).length;
    const sorted = [...counted].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const lhr = sorted[Math.floor((sorted.length - 1) / 2)];
    // Logged in, the dashboard stays on its own path (a login page would be measured otherwise).
    const trimmed = (/** @type {string} */ p) => p.replace(/\/$/, '');
    if (trimmed(new URL(lhr.finalDisplayedUrl).pathname) !== trimmed(new URL(page.path, origin).pathname)) {
      throw new Error(`${page.path} ended at ${lhr.finalDisplayedUrl}`);
    }
    const assets = pageAssets(lhr, origin, dist, assetPrefix);
    return {
      firstScreenJsBytes: firstScreenJsBytes(dist, new URL(page.path, origin).pathname),
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: Math.round(numeric(lhr, 'largest-contentful-paint')),
      fcp: Math.round(numeric(lhr, 'first-contentful-paint')),
      tbt: Math.round(numeric(lhr, 'total-blocking-time')),
      cls: Math.round(numeric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
      ...assets,
      runs: scores,
      benchmarkIndexes,
      slowHostRuns,
      retriedRuns: retried,
      slowHost,
      lighthouseVersion: lhr.lighthouseVersion,
      diagnostics: diagnostics(lhr),
      scripts: scriptRequests(lhr),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * What explains the figures, for whoever has to move them: the machine's speed as Lighthouse
 * measured it (its benchmark index; the mobile preset slows the CPU 4× on top), the redirects,
 * the LCP element and its phases, the layout shifts and where the main thread's time went.
 * @param {import('lighthouse').Result} lhr
 */
function diagnostics(lhr) {
  /** @param {string} id */
  const items = (id) => /** @type {any[]} */ (/** @type {any} */ (lhr.audits[id]?.details)?.items ?? []);
  /** @param {any} node */
  const snippet = (node) => (node?.snippet ?? node?.selector ?? '').replace(/\s+/g, ' ').slice(0, 160);
  const lcpItems = items('largest-contentful-paint-element');
  const lcpNode = lcpItems[0]?.items?.[0]?.node;
  const phases = (lcpItems[1]?.items ?? []).map((/** @type {any} */ p) => ({ phase: p.phase ?? p.label, ms: Math.round(p.timing ?? 0) }));
  return {
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    redirectsMs: Math.round(lhr.audits.redirects?.numericValue ?? 0),
    lcpElement: snippet(lcpNode),
    lcpPhases: phases,
    layoutShifts: items('layout-shifts')
      .slice(0, 5)
      .map((/** @type {any} */ s) => ({ score: Math.round((s.score ?? 0) * 1000) / 1000, element: snippet(s.node) })),
    mainThread: items('mainthread-work-breakdown')
      .slice(0, 4)
      .map((/** @type {any} */ w) => ({ group: w.groupLabel ?? w.group, ms: Math.round(w.duration ?? 0) })),
    bootup: items('bootup-time')
      .slice(0, 4)
      .map((/** @type {any} */ b) => ({
        url: String(b.url).replace(/^https?:\/\/[^/]+/, ''),
        ms: Math.round(b.total ?? 0),
        scriptingMs: Math.round(b.scripting ?? 0),
      })),
  };
}

/** @param {import('lighthouse').Result} lhr @param {string} id */
function numeric(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/**
 * Every script the median run requested (any origin), when its request started and the page's
 * load event, in ms from navigation: what the storefront's embed adds before the page is ready.
 * @param {import('lighthouse').Result} lhr
 */
function scriptRequests(lhr) {
  const items = /** @type {any[]} */ (/** @type {any} */ (lhr.audits['network-requests']?.details)?.items ?? []);
  const metrics = /** @type {any} */ (lhr.audits.metrics?.details)?.items?.[0] ?? {};
  const start = Math.min(...items.map((r) => r.networkRequestTime ?? Infinity));
  return {
    loadEventMs: Math.round(metrics.observedLoad ?? 0),
    files: items
      .filter((r) => r.resourceType === 'Script')
      .map((r) => ({ url: String(r.url), startMs: Math.round((r.networkRequestTime ?? 0) - start), transferSize: r.transferSize ?? 0 })),
  };
}

/**
 * The scripts and stylesheets the page requested from our origin, and their gzip sizes from
 * the build. A file missing from dist/ (a dev-only URL) counts its transferred bytes.
 * @param {import('lighthouse').Result} lhr @param {string} origin @param {string} dist @param {string} assetPrefix
 */
function pageAssets(lhr, origin, dist, assetPrefix) {
  const details = /** @type {{ items?: { url: string, resourceType?: string, transferSize?: number }[] } | undefined} */ (
    lhr.audits['network-requests']?.details
  );
  const items = details?.items ?? [];
  /** @param {string} type */
  const files = (type) => [...new Set(items.filter((r) => r.resourceType === type && r.url.startsWith(origin)).map((r) => r.url))];
  /** @param {string} url */
  const size = (url) => {
    const path = decodeURIComponent(new URL(url).pathname);
    const file = join(dist, assetPrefix && path.startsWith(`${assetPrefix}/`) ? path.slice(assetPrefix.length) : path);
    if (existsSync(file)) return gzipSync(readFileSync(file), { level: 9 }).length;
    return items.find((r) => r.url === url)?.transferSize ?? 0;
  };
  const jsFiles = files('Script');
  const cssFiles = files('Stylesheet');
  const sum = (/** @type {string[]} */ urls) => urls.reduce((n, u) => n + size(u), 0);
  const rel = (/** @type {string[]} */ urls) => urls.map((u) => new URL(u).pathname);
  const served = (/** @type {string[]} */ urls) => urls.reduce((n, u) => n + (items.find((r) => r.url === u)?.transferSize ?? 0), 0);
  return {
    jsBytes: sum(jsFiles),
    cssBytes: sum(cssFiles),
    // As `wrangler dev` sent them (Lighthouse's simulation uses these).
    jsServedBytes: served(jsFiles),
    cssServedBytes: served(cssFiles),
    jsFiles: rel(jsFiles),
    cssFiles: rel(cssFiles),
  };
}

/**
 * The gzip bytes of the JavaScript the page's first screen needs (first-screen.mjs): what the
 * trial pages' budget holds. Null for a page the build has no HTML file for.
 * @param {string} dist @param {string} route
 */
function firstScreenJsBytes(dist, route) {
  if (!existsSync(builtPage(dist, route))) return null;
  return firstScreenBytes(dist, route, (b) => gzipSync(b, { level: 9 }));
}
