// The performance budgets (docs/performance.md) and their check against one run's
// figures. Every API budget is a ratio to the static asset measured in the same run: through
// the local dev server the absolute times are mostly its proxy's.

export const KB = 1024;

export const BUDGETS = {
  /** Non-2xx answers plus connection errors and time-outs, under load. */
  maxErrors: 0,
  /** Each call's requests/s at least this share of the static asset's. */
  minThroughputRatio: 0.75,
  /** Each call's p99 at most this multiple of the static asset's p99. */
  maxP99Ratio: 1.5,
  /** D1 statements one request runs. */
  maxQueries: 5,
  /** Lighthouse performance score, mobile preset (issue 48: raised from 95 with LCP from 1.8 s, INP from 100 ms, the API's from 0.5 and 2). */
  minPerformanceScore: 98,
  /** Largest Contentful Paint, ms, mobile preset (at most). */
  maxLcpMs: 1500,
  /** Cumulative Layout Shift. */
  maxCls: 0.05,
  /** Compressed JavaScript of the trial and recipe pages' first screen (issue 48: 90 KB until then; first-screen.mjs). */
  maxTrialJsBytes: 85 * KB,
  /** Each customer account extension's JavaScript, gzip (Shopify refuses a UI extension over 64 KB). */
  maxExtensionBytes: 64 * KB,
  /** A dashboard action's round trip, tap to confirmation on screen, locally: p50 and p95, ms. */
  maxActionP50Ms: 250,
  maxActionP95Ms: 500,
  /** 10,000 renewals through the queue, seconds, each exactly once. */
  maxRenewals10kSeconds: 300,
  /** The time for 10,000 renewals at most this multiple of the time for 1,000 (growth near linear). */
  maxRenewalGrowth: 12,
  /** Interaction to Next Paint of every listed interaction, ms, CPU 4× slower: the 75th percentile of its visits (decision 0035). */
  maxInpMs: 50,
  /** A heavy customer's dashboard reads: p50 at most this multiple of the demo customer's. */
  maxHeavyCustomerP50Ratio: 1.5,
  /** The console's overview at 10,000 subscriptions: p50 at most this multiple of a dashboard read's on the same data. */
  maxConsoleOverviewP50Ratio: 3,
  /** A page through the app proxy (signed as Shopify signs it): its requests/s at least this share of the same page served directly. */
  minProxyThroughputRatio: 0.8,
  /** …and its p99 at most this multiple of the direct page's. */
  maxProxyP99Ratio: 1.5,
  /** The storefront's Lighthouse score (mobile) with our app embed on: at most this many points under it off (Shopify allows 10). */
  maxStorefrontDrop: 2,
  /** The console (issue 48): LCP, ms, and CLS of its load, and INP of each listed interaction, ms, CPU 4× slower. */
  maxConsoleLcpMs: 1500,
  maxConsoleCls: 0.05,
  maxConsoleInpMs: 100,
  /**
   * The customer account page (issue 46): navigation start to the customer's subscriptions on
   * screen inside the extension's frame, locally, p50 and p95, ms. The p50 is our own pages' LCP
   * budget (a customer opening Account expects what they get on the dashboard); the p95 is the
   * line Google calls a good LCP, for the loads a shared machine slows.
   */
  maxAccountPageP50Ms: 1500,
  maxAccountPageP95Ms: 2500,
};

/** What a console interaction says when the console no longer has its controls (issue 49 rebuilds it). */
export const NOT_THERE = 'not measured (its controls are not on the page)';

/** What a Lighthouse figure says when no run was on a fast enough host. */
export const NOT_MEASURED = 'not measured on a fast enough host';

/** The pages whose JavaScript is budgeted (the trial funnel: paid traffic lands there). */
export const JS_BUDGETED_PAGES = ['/free-trial', '/free-trial/choose-recipe'];

/**
 * @typedef {{ budget: string, subject: string, value: number | string, limit: string, ok: boolean }} BudgetCheck
 */

/**
 * Every budget the run measured (`--only` and `--page` leave some out) against its figures.
 * @param {any} results the object written to bench/results.json
 * @returns {BudgetCheck[]}
 */
export function checkBudgets(results) {
  /** @type {BudgetCheck[]} */
  const checks = [];
  const add = (budget, subject, value, limit, ok) => checks.push({ budget, subject, value, limit, ok });
  if (results.api) {
    const { staticAsset, calls } = results.api;
    for (const row of [staticAsset, ...calls]) {
      const errors = row.non2xx + row.errors + row.timeouts;
      add('no errors under load', row.name, errors, `= ${BUDGETS.maxErrors}`, errors <= BUDGETS.maxErrors);
    }
    for (const row of calls) {
      add('throughput vs static', row.name, row.ratio, `≥ ${BUDGETS.minThroughputRatio}`, row.ratio >= BUDGETS.minThroughputRatio);
      add('p99 vs static p99', row.name, row.p99Ratio, `≤ ${BUDGETS.maxP99Ratio}`, row.p99Ratio <= BUDGETS.maxP99Ratio);
    }
  }
  if (results.scale?.renewals) {
    const runs = results.scale.renewals;
    for (const r of runs)
      add('renewed exactly once', `${r.subscriptions} renewals`, r.renewedTwice + r.datesNotMovedOnce, '= 0', r.renewedTwice + r.datesNotMovedOnce === 0);
    const small = runs.find((r) => r.subscriptions === 1000);
    const large = runs.find((r) => r.subscriptions === 10000);
    if (large) add('10,000 renewals', 'seconds', large.seconds, `< ${BUDGETS.maxRenewals10kSeconds}`, large.seconds < BUDGETS.maxRenewals10kSeconds);
    if (small && large) {
      const growth = Math.round((large.seconds / small.seconds) * 10) / 10;
      add('renewal growth', '10,000 vs 1,000', growth, `≤ ${BUDGETS.maxRenewalGrowth}×`, growth <= BUDGETS.maxRenewalGrowth);
    }
  }
  if (results.inp) {
    // The 75th percentile of the visits (scripts/bench/inp.mjs, decision 0035); a result from before them had one visit.
    for (const r of results.inp) {
      const of = r.visitsMs ? ` (p75 of ${r.visitsMs.length} visits)` : '';
      add('INP at 4× CPU slowdown', r.name, r.inpMs, `≤ ${BUDGETS.maxInpMs} ms${of}`, r.inpMs <= BUDGETS.maxInpMs);
    }
  }
  if (results.scale?.heavyCustomer) {
    for (const r of results.scale.heavyCustomer.reads) {
      add(
        'heavy customer p50 vs demo',
        r.read,
        r.ratio,
        `≤ ${BUDGETS.maxHeavyCustomerP50Ratio}`,
        r.ratio <= BUDGETS.maxHeavyCustomerP50Ratio && r.errors === 0,
      );
    }
  }
  // Measured by `--only scale` and, with 1,000 campaigns as well, by `--only console`.
  for (const consoleOverview of [results.scale?.consoleOverview, results.consoleOverview].filter(Boolean)) {
    const { ratio, subscriptions } = consoleOverview;
    add(
      'console overview p50 vs dashboard read',
      `${subscriptions.toLocaleString('en')} subscriptions`,
      ratio,
      `≤ ${BUDGETS.maxConsoleOverviewP50Ratio}`,
      ratio <= BUDGETS.maxConsoleOverviewP50Ratio,
    );
  }
  if (results.queries) {
    for (const q of results.queries) {
      add('D1 statements per request', `${q.method} ${q.path}`, q.max, `≤ ${BUDGETS.maxQueries}`, q.max <= BUDGETS.maxQueries);
    }
  }
  for (const a of results.actions ?? []) {
    add('action round trip p50 (ms)', a.action, a.p50, `≤ ${BUDGETS.maxActionP50Ms}`, a.p50 <= BUDGETS.maxActionP50Ms);
    add('action round trip p95 (ms)', a.action, a.p95, `≤ ${BUDGETS.maxActionP95Ms}`, a.p95 <= BUDGETS.maxActionP95Ms);
  }
  if (results.account) {
    const a = results.account;
    add('account page: subscriptions shown p50 (ms)', a.subject, a.p50, `≤ ${BUDGETS.maxAccountPageP50Ms}`, a.p50 <= BUDGETS.maxAccountPageP50Ms);
    add('account page: subscriptions shown p95 (ms)', a.subject, a.p95, `≤ ${BUDGETS.maxAccountPageP95Ms}`, a.p95 <= BUDGETS.maxAccountPageP95Ms);
  }
  // An extension not built yet is listed in the report, not checked (issue 48).
  for (const x of results.extensions ?? []) {
    if (x.built)
      add(
        'extension JS (KB gzip)',
        x.name,
        Math.round((x.gzipBytes / KB) * 10) / 10,
        `≤ ${BUDGETS.maxExtensionBytes / KB}`,
        x.gzipBytes <= BUDGETS.maxExtensionBytes,
      );
  }
  // Every run on a host slower than Lighthouse's benchmark index of 2,000 (after the repeats):
  // said, not failed (issue 48). The JavaScript bytes do not depend on the host.
  const lighthouse = (/** @type {any} */ p) => {
    if (p.slowHost) {
      add('Lighthouse performance', p.name, NOT_MEASURED, `≥ ${BUDGETS.minPerformanceScore}`, true);
    } else {
      add('Lighthouse performance', p.name, p.score, `≥ ${BUDGETS.minPerformanceScore}`, p.score >= BUDGETS.minPerformanceScore);
      add('LCP (ms)', p.name, p.lcp, `≤ ${BUDGETS.maxLcpMs}`, p.lcp <= BUDGETS.maxLcpMs);
      add('CLS', p.name, p.cls, `< ${BUDGETS.maxCls}`, p.cls < BUDGETS.maxCls);
    }
  };
  if (results.proxy) {
    for (const r of results.proxy.load ?? []) {
      add('no errors under load', r.name, r.errors, `= ${BUDGETS.maxErrors}`, r.errors <= BUDGETS.maxErrors);
      add('app proxy throughput vs direct', r.name, r.ratio, `≥ ${BUDGETS.minProxyThroughputRatio}`, r.ratio >= BUDGETS.minProxyThroughputRatio);
      add('app proxy p99 vs direct p99', r.name, r.p99Ratio, `≤ ${BUDGETS.maxProxyP99Ratio}`, r.p99Ratio <= BUDGETS.maxProxyP99Ratio);
    }
    for (const p of results.proxy.pages ?? []) lighthouse(p);
  }
  for (const r of results.storefront ?? []) {
    const limit = `≤ ${BUDGETS.maxStorefrontDrop}`;
    if (r.drop === null) add('storefront score drop with the app embed', r.name, NOT_MEASURED, limit, true);
    else add('storefront score drop with the app embed', r.name, r.drop, limit, r.drop <= BUDGETS.maxStorefrontDrop);
  }
  if (results.console) {
    const c = results.console;
    add('console LCP (ms)', '/console', c.lcp, `≤ ${BUDGETS.maxConsoleLcpMs}`, c.lcp <= BUDGETS.maxConsoleLcpMs);
    add('console CLS', '/console', c.cls, `≤ ${BUDGETS.maxConsoleCls}`, c.cls <= BUDGETS.maxConsoleCls);
    for (const i of c.interactions) {
      const limit = `≤ ${BUDGETS.maxConsoleInpMs}`;
      if (i.inpMs === null) add('console INP at 4× CPU slowdown', i.name, NOT_THERE, limit, true);
      else add('console INP at 4× CPU slowdown', i.name, i.inpMs, limit, i.inpMs <= BUDGETS.maxConsoleInpMs);
    }
  }
  if (results.pages) {
    for (const p of results.pages) {
      lighthouse(p);
      if (JS_BUDGETED_PAGES.includes(p.name)) {
        // What the first screen loads before it can be used; what it loads after (the API client,
        // the funnel's events, the form's checks) is in the page's row beside it (first-screen.mjs).
        const bytes = p.firstScreenJsBytes ?? p.jsBytes;
        const kb = Math.round((bytes / KB) * 10) / 10;
        add('first-screen compressed JS (KB)', p.name, kb, `≤ ${BUDGETS.maxTrialJsBytes / KB}`, bytes <= BUDGETS.maxTrialJsBytes);
      }
    }
  }
  return checks;
}
