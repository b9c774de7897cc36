// The customer account page's time to show a customer's subscriptions (issue 46): the demo shop's
// /account page (scripts/demo-shop/account-host.mjs) opened for the demo customer in Debian's
// Chromium, RUNS times, each in a fresh browser context (nothing cached, as a customer's first
// visit), at a desktop window, CPU not slowed: the figure is the local round trip of the page,
// as the dashboard actions' is.
//
// The time runs from the host page's navigation start (its performance.timeOrigin) to the first
// animation frame in which the "Subscriptions & dogs" frame shows its list: the page's `s-page`
// with a `s-section` in it and no `s-spinner` (the loading state is a spinner, a failure a banner
// alone). A MutationObserver in the frame (an init script: it runs in every frame) sees the list
// arrive; the frame that paints it is the next animation frame. Both ends are epoch times
// (each document's timeOrigin + performance.now()), so the frame's clock and the host's agree.
// A run counts only when the list holds the demo customer's subscription cards (their status badge).
//
// Where the time goes, along the critical path, from the page frame's own Resource Timing:
// the host (navigation start to the frame's navigation), the frame with the extension's bundle
// (to its load event, when the host calls the target), the session token (its first
// /account/session-token), the Worker's reads (/api/customer-account/subscriptions and /pets,
// in parallel, CORS preflight included), plan fit (the per-subscription reads after them, each with
// its own token) and the render (the last answer to the list on screen). The Worker's own time
// for the subscriptions read is its Server-Timing header.
import { chromium } from '@playwright/test';
import { percentile } from './actions.mjs';

export const RUNS = 10;
/** The page target's frame on the host (TARGETS.page in scripts/demo-shop/account-host.mjs). */
const PAGE_FRAME = '/account/frame/page';
const SHOW_TIMEOUT_MS = 30_000;

/** In every frame: in the page target's, the epoch time of the frame that first paints the list. */
const WATCH = (/** @type {string} */ framePath) => {
  if (location.pathname !== framePath) return;
  const w = /** @type {any} */ (window);
  const listShown = () => document.querySelector('s-page s-section') && !document.querySelector('s-spinner');
  const seen = new MutationObserver(() => {
    if (!listShown()) return;
    seen.disconnect();
    requestAnimationFrame(() => (w.__listShownAt = performance.timeOrigin + performance.now()));
  });
  seen.observe(document, { childList: true, subtree: true });
};

/** The page frame's figures once its list is on screen (run in the frame). */
const FRAME_FIGURES = () => {
  const w = /** @type {any} */ (window);
  const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
  const resources = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource')).map((r) => ({
    path: new URL(r.name).pathname,
    start: r.startTime,
    end: r.responseEnd,
  }));
  return {
    timeOrigin: performance.timeOrigin,
    shownAt: w.__listShownAt,
    loadEventEnd: nav?.loadEventEnd ?? 0,
    resources,
    cards: document.querySelectorAll('s-badge').length,
  };
};

/**
 * One run's phases (ms), from the host's navigation start and the page frame's figures.
 * @param {number} hostOrigin @param {ReturnType<typeof FRAME_FIGURES>} f
 */
export function phases(hostOrigin, f) {
  const at = (/** @type {number} */ frameMs) => f.timeOrigin + frameMs - hostOrigin;
  const of = (/** @type {RegExp} */ path) => f.resources.filter((r) => path.test(r.path));
  const lastEnd = (/** @type {{ end: number }[]} */ rs, /** @type {number} */ fallback) => (rs.length ? at(Math.max(...rs.map((r) => r.end))) : fallback);
  const total = f.shownAt - hostOrigin;
  const frameStart = at(0);
  const loaded = at(f.loadEventEnd);
  const token = lastEnd(of(/\/account\/session-token$/).slice(0, 1), loaded);
  const reads = lastEnd(of(/\/api\/customer-account\/(subscriptions|pets)$/), token);
  const fits = lastEnd(of(/\/api\/customer-account\/subscriptions\/[^/]+\/plan-fit$/), reads);
  // Each part from where the one before it ended: together they are the run's total.
  const part = (/** @type {number} */ end, /** @type {number} */ start) => Math.max(0, Math.round((end - start) * 10) / 10);
  return {
    totalMs: Math.round(total * 10) / 10,
    hostMs: part(frameStart, 0),
    bundleMs: part(loaded, frameStart),
    tokenMs: part(token, loaded),
    readsMs: part(reads, token),
    planFitMs: part(fits, reads),
    renderMs: part(total, fits),
  };
}

/**
 * @param {string} shopOrigin the demo shop hosting the extensions
 * @param {{ chromePath: string, runs?: number }} opts
 */
export async function measureAccountPage(shopOrigin, { chromePath, runs = RUNS }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  /** One load in a fresh context: its phases and the Worker's own ms for the subscriptions read. */
  const load = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    try {
      const page = await context.newPage();
      await page.addInitScript(WATCH, PAGE_FRAME);
      /** @type {number | null} */
      let workerMs = null;
      page.on('response', async (res) => {
        if (!new URL(res.url()).pathname.endsWith('/api/customer-account/subscriptions') || res.request().method() !== 'GET') return;
        const timing = (await res.allHeaders().catch(() => ({})))['server-timing'] ?? '';
        const dur = /worker;dur=([\d.]+)/.exec(timing);
        if (dur) workerMs = Number(dur[1]);
      });
      await page.goto(`${shopOrigin}/account?customer=demo`, { waitUntil: 'commit' });
      const hostOrigin = await page.evaluate(() => performance.timeOrigin);
      const until = Date.now() + SHOW_TIMEOUT_MS;
      // A frame's URL is '' (or about:blank) until it navigates.
      const pageFrame = () => page.frames().find((f) => URL.canParse(f.url()) && new URL(f.url()).pathname === PAGE_FRAME);
      let frame = pageFrame();
      for (; !frame && Date.now() < until; frame = pageFrame()) await page.waitForTimeout(50);
      if (!frame) throw new Error(`the account page has no ${PAGE_FRAME} frame`);
      await frame.waitForFunction(() => /** @type {any} */ (window).__listShownAt, null, { timeout: Math.max(1, until - Date.now()) });
      const figures = await frame.evaluate(FRAME_FIGURES);
      if (figures.cards === 0) throw new Error("the account page showed no subscription of the demo customer's (no status badge)");
      return { ...phases(hostOrigin, figures), workerMs, cards: figures.cards };
    } finally {
      await context.close();
    }
  };
  try {
    // One load first, not counted: wrangler dev builds the Worker on its first request.
    await load();
    const samples = [];
    for (let i = 0; i < runs; i++) samples.push(await load());
    return summariseAccountPage(samples);
  } finally {
    await browser.close();
  }
}

/** @param {(ReturnType<typeof phases> & { workerMs: number | null, cards: number })[]} samples */
export function summariseAccountPage(samples) {
  const r1 = (/** @type {number} */ x) => Math.round(x * 10) / 10;
  const totals = samples.map((s) => s.totalMs);
  /** Each part's own median: where a typical run's time goes. */
  const median = (/** @type {(s: typeof samples[0]) => number | null} */ pick) => {
    const xs = samples.map(pick).filter((x) => x !== null);
    return xs.length ? r1(percentile(/** @type {number[]} */ (xs), 50)) : null;
  };
  return {
    subject: '/account (demo customer): subscriptions on screen',
    runs: samples.length,
    subscriptions: samples[0]?.cards ?? 0,
    p50: r1(percentile(totals, 50)),
    p95: r1(percentile(totals, 95)),
    max: r1(Math.max(...totals)),
    parts: {
      hostMs: median((s) => s.hostMs),
      bundleMs: median((s) => s.bundleMs),
      tokenMs: median((s) => s.tokenMs),
      readsMs: median((s) => s.readsMs),
      planFitMs: median((s) => s.planFitMs),
      renderMs: median((s) => s.renderMs),
      workerMs: median((s) => s.workerMs),
    },
    totals: totals.map(r1),
  };
}
