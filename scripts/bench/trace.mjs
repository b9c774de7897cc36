// The pages' main-thread work as counts that do not move with the machine (issue 48): a
// Chromium performance trace of each page's load and of each listed interaction with the CPU
// slowed 4×, and what the page itself did meanwhile: React commits (counted through React's
// DevTools hook, which production builds call too), layouts and style recalculations (the
// trace's Layout and UpdateLayoutTree events), the ResizeObservers and scroll/resize/message
// listeners it registered. Long tasks and scripting time come from the same trace; they move
// with a shared machine, the counts do not, so before/after comparisons read the counts first.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { hydrated, INTERACTIONS, phoneContext, settled } from './inp.mjs';
import { PAGES } from './pages.mjs';

/** Installed before any page script: counts React commits and the observers and listeners the page registers. */
const INSTRUMENT = () => {
  const w = /** @type {any} */ (window);
  const counts = { commits: 0, resizeObservers: 0, observed: 0, listeners: /** @type {Record<string, number>} */ ({}) };
  w.__mainThread = counts;
  // React calls the hook's onCommitFiberRoot after every commit when the hook is present.
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberRoot: () => counts.commits++,
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onScheduleFiberRoot: () => {},
  };
  const NativeRO = w.ResizeObserver;
  if (NativeRO) {
    w.ResizeObserver = class extends NativeRO {
      constructor(/** @type {any} */ cb) {
        super(cb);
        counts.resizeObservers++;
      }
      observe(/** @type {any[]} */ ...args) {
        counts.observed++;
        return super.observe(...args);
      }
    };
  }
  const add = EventTarget.prototype.addEventListener;
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if (type === 'scroll' || type === 'resize' || type === 'message') counts.listeners[type] = (counts.listeners[type] ?? 0) + 1;
    return add.call(this, type, ...rest);
  };
};

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'];
const SCRIPTING = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'v8.evaluateModule',
]);

/**
 * What a trace says of one renderer's main thread (the CrRendererMain thread with the most task
 * time): its tasks over 50 ms and their blocking time beyond 50 ms, the time in script (top-level
 * script events only, so nested ones are not counted twice), and the layouts and style recalculations.
 * @param {{ traceEvents?: any[] } | any[]} trace
 */
export function summariseTrace(trace) {
  const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`);
  const taskTime = new Map(mains.map((k) => [k, 0]));
  for (const e of events) {
    const k = `${e.pid}:${e.tid}`;
    if (e.ph === 'X' && e.name === 'RunTask' && taskTime.has(k)) taskTime.set(k, (taskTime.get(k) ?? 0) + (e.dur ?? 0));
  }
  const main = [...taskTime.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
  const ms = (us) => Math.round(us / 100) / 10;
  const tasks = mine.filter((e) => e.name === 'RunTask').map((e) => e.dur ?? 0);
  const long = tasks.filter((d) => d > 50_000);
  // Top-level script events: not inside another script event of the same thread.
  const script = mine.filter((e) => SCRIPTING.has(e.name)).sort((a, b) => a.ts - b.ts);
  let scriptUs = 0;
  let end = -1;
  for (const e of script) {
    if (e.ts >= end) {
      scriptUs += e.dur ?? 0;
      end = e.ts + (e.dur ?? 0);
    }
  }
  const named = (name) => mine.filter((e) => e.name === name);
  // The page's own documents: the traced frame and any it committed. An SVG <img> is a document
  // of its own too, laid out once or twice when it first shows (a lazy image scrolled into view),
  // on timing the page does not decide; counted apart, so `layouts` compares like with like.
  const frames = new Set(events.filter((e) => e.name === 'TracingStartedInBrowser').flatMap((e) => (e.args?.data?.frames ?? []).map((f) => f.frame)));
  for (const e of events) if (e.name === 'FrameCommittedInBrowser' && e.args?.data?.frame) frames.add(e.args.data.frame);
  const ownFrame = (e) => frames.size === 0 || frames.has(e.args?.beginData?.frame);
  const layouts = named('Layout');
  const pageLayouts = layouts.filter(ownFrame);
  return {
    longTasks: long.length,
    longestTaskMs: ms(Math.max(0, ...tasks)),
    blockingMs: ms(long.reduce((n, d) => n + d - 50_000, 0)),
    scriptingMs: ms(scriptUs),
    layouts: pageLayouts.length,
    imageLayouts: layouts.length - pageLayouts.length,
    layoutMs: ms(pageLayouts.reduce((n, e) => n + (e.dur ?? 0), 0)),
    styleRecalcs: named('UpdateLayoutTree').length,
    styleMs: ms(named('UpdateLayoutTree').reduce((n, e) => n + (e.dur ?? 0), 0)),
  };
}

/** @param {import('@playwright/test').Browser} browser @param {string} origin @param {string} cookie @param {boolean | undefined} session */
async function openPage(browser, origin, cookie, session) {
  const context = await phoneContext(browser);
  if (session) {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: origin }]);
  }
  const page = await context.newPage();
  await page.addInitScript(INSTRUMENT);
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

const counted = (/** @type {import('@playwright/test').Page} */ page) =>
  page.evaluate(() => JSON.parse(JSON.stringify(/** @type {any} */ (window).__mainThread)));

/**
 * Each page's load, and each listed interaction, traced with the CPU slowed 4×.
 * @param {string} origin @param {string} cookie
 * @param {{ chromePath: string, page?: string, pathFor?: (page: import('./pages.mjs').PageTarget) => Promise<string> }} opts
 */
export async function measureMainThread(origin, cookie, { chromePath, page: only, pathFor }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  const loads = [];
  const interactions = [];
  try {
    for (const target of PAGES.filter((p) => !only || p.path.includes(only))) {
      const { context, page, cdp } = await openPage(browser, origin, cookie, target.session);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(`${origin}${pathFor ? await pathFor(target) : target.path}`, { waitUntil: 'load' });
      await hydrated(page, 60_000);
      await page.waitForTimeout(1500);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      if (process.env.BENCH_TRACE_DIR) writeFileSync(join(process.env.BENCH_TRACE_DIR, `${target.name.replace(/\W+/g, '_')}.json`), JSON.stringify(trace));
      loads.push({ name: target.name, path: target.path, ...summariseTrace(trace), ...(await counted(page)) });
      await context.close();
    }
    for (const target of INTERACTIONS.filter((t) => !only || t.path.includes(only))) {
      const { context, page, cdp } = await openPage(browser, origin, cookie, target.session);
      await page.goto(`${origin}${target.path}`, { waitUntil: 'load' });
      await hydrated(page, 60_000);
      await settled(page);
      const before = await counted(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: CATEGORIES });
      await target.run(page);
      await page.waitForTimeout(500);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      if (process.env.BENCH_TRACE_DIR) writeFileSync(join(process.env.BENCH_TRACE_DIR, `${target.name.replace(/\W+/g, '_')}.json`), JSON.stringify(trace));
      const after = await counted(page);
      interactions.push({ name: target.name, path: target.path, ...summariseTrace(trace), commits: after.commits - before.commits });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { loads, interactions };
}
