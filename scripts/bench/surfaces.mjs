// Where a customer meets us beyond our own pages (issue 48), run against the bench's server:
// our pages through the shop's app proxy, the shop's storefront with our app embed on and off
// (both through the demo shop, started here), a dashboard action's round trip, the console's
// LCP, CLS and INP, and the customer account page's time to show a customer's subscriptions
// (issue 46: the Shopify-mode Worker, the fake Shopify and the demo shop, started here).
// Each part answers its own key of bench/results.json.
import { auditProxyPages, measureProxyLoad } from './app-proxy.mjs';
import { measureActions } from './actions.mjs';
import { measureAccountPage, RUNS as ACCOUNT_RUNS } from './account-page.mjs';
import { measureExtensions } from './extensions.mjs';
import { ensureExtensionsBuilt, startShopifyMode } from './shopify-mode.mjs';
import { CONSOLE_SIZE, measureConsoleOverview } from './console-overview.mjs';
import { measureConsole } from './console-vitals.mjs';
import { startShop } from './shop.mjs';
import { measureStorefront } from './storefront.mjs';

/** The parts, as `--only` names them. */
export const SURFACES = ['proxy', 'storefront', 'actions', 'console', 'account'];

/**
 * @param {string} origin the bench's Worker
 * @param {{ settings: { mode: string, connections: number, duration: number, lighthouseRuns: number }, chromePath: string, dist: string, only?: string }} opts
 * @param {(name: string) => void} step prints a part's heading
 */
export async function measureSurfaces(origin, { settings, chromePath, dist, only }, step) {
  const doing = (/** @type {string} */ part) => !only || only === part;
  /** @type {{ proxy?: any, storefront?: any, actions?: any, console?: any, consoleOverview?: any, account?: any, extensions?: any }} */
  const out = {};
  const shop = doing('proxy') || doing('storefront') ? await startShop(origin) : null;
  try {
    const lighthouse = { runs: settings.lighthouseRuns, chromePath, dist };
    if (shop && doing('proxy')) {
      step(
        `app proxy: /apps/furbaby pages signed as Shopify signs them, ${settings.connections} connections × ${settings.duration} s, against the same page served directly`,
      );
      const load = await measureProxyLoad(origin, settings);
      for (const r of load)
        console.log(
          `${r.name}: ${r.proxied.rps} req/s (direct ${r.direct.rps}, ${r.ratio}×), p99 ${r.proxied.p99} ms (direct ${r.direct.p99}, ${r.p99Ratio}×), ${r.errors} errors`,
        );
      step(`app proxy: Lighthouse (mobile) through the demo shop ${shop.origin}, ${settings.lighthouseRuns} run(s) each`);
      const pages = await auditProxyPages(shop.origin, lighthouse);
      for (const p of pages)
        console.log(
          `${p.name}: performance ${p.score} (runs ${p.runs.join(', ')}), LCP ${p.lcp} ms, TBT ${p.tbt} ms, CLS ${p.cls}; index ${p.benchmarkIndexes.join(', ')}`,
        );
      out.proxy = { load, pages };
    }
    if (shop && doing('storefront')) {
      step(`storefront: Lighthouse (mobile) of the demo shop's pages with the app embed on and off, ${settings.lighthouseRuns} run(s) each`);
      out.storefront = await measureStorefront(shop.origin, lighthouse);
      for (const r of out.storefront)
        console.log(
          `${r.name}: on ${r.on.score} (runs ${r.on.runs.join(', ')}), off ${r.off.score} (runs ${r.off.runs.join(', ')}), drop ${r.drop ?? 'not measured'}; ` +
            `the embed adds ${r.embedJs.gzipBytes} B of JavaScript gzip (${r.embedJs.files.map((f) => f.path).join(', ') || 'none'}) before the load event`,
        );
    }
  } finally {
    await shop?.stop();
  }
  if (doing('actions')) {
    step("dashboard actions: tap to confirmation on screen, each on a fresh customer's dashboard");
    out.actions = await measureActions(origin, { chromePath });
    for (const a of out.actions)
      console.log(
        `${a.action}: p50 ${a.p50} ms, p95 ${a.p95} ms (${a.runs} runs; median Worker ${a.workerMsP50} ms with ${a.d1Statements} D1 statements in ${a.d1RoundTrips} round trips, ` +
          `network ${a.networkMsP50} ms, the rest ${a.restMsP50} ms; ${a.call})`,
      );
  }
  if (doing('console')) {
    step('console: LCP, CLS and INP at 4× CPU (/console, as the demo admin frames it)');
    out.console = await measureConsole(origin, { chromePath });
    console.log(`console: LCP ${out.console.lcp} ms, CLS ${out.console.cls} (loads ${out.console.loads.map((l) => `${l.lcp} ms/${l.cls}`).join(', ')})`);
    for (const i of out.console.interactions) console.log(`${i.name}: ${i.inpMs === null ? i.note : `INP ${i.inpMs} ms`}`);
    step(
      `console: the overview's answer at ${CONSOLE_SIZE.subscriptions.toLocaleString('en')} subscriptions and ${CONSOLE_SIZE.campaigns.toLocaleString('en')} campaigns (a throwaway D1)`,
    );
    out.consoleOverview = await measureConsoleOverview({ seconds: 5 });
    const { overview, campaigns, subscriptions, ratio } = out.consoleOverview;
    console.log(
      `overview: ${overview.bytes} B, p50 ${overview.p50} ms, p90 ${overview.p90} ms (${overview.runs} loads) with ${subscriptions} subscriptions and ${campaigns} campaigns; ${ratio}× a dashboard read`,
    );
  }
  if (doing('account')) Object.assign(out, await measureAccount({ chromePath, runs: settings.mode === 'quick' ? 3 : ACCOUNT_RUNS }, step));
  return out;
}

/** The customer account page (issue 46), against the product in Shopify mode; the bundles it loaded, as the page part reports them. */
async function measureAccount(/** @type {{ chromePath: string, runs: number }} */ opts, /** @type {(name: string) => void} */ step) {
  step('customer account extensions: shopify app build, unless built');
  if (!(await ensureExtensionsBuilt())) console.log('built already (extensions/<name>/dist/)');
  step('customer account page: the Shopify-mode Worker, the fake Shopify and the demo shop');
  const shopify = await startShopifyMode();
  try {
    step(`customer account page: ${shopify.shopOrigin}/account?customer=demo, navigation start to the subscriptions on screen, ${opts.runs} loads`);
    const page = await measureAccountPage(shopify.shopOrigin, opts);
    const p = page.parts;
    console.log(
      `${page.subject}: p50 ${page.p50} ms, p95 ${page.p95} ms, max ${page.max} ms (${page.runs} loads, ${page.subscriptions} subscriptions); median parts: ` +
        `host ${p.hostMs}, frame and bundle ${p.bundleMs}, session token ${p.tokenMs}, Worker reads ${p.readsMs} (Worker ${p.workerMs}), plan fit ${p.planFitMs}, render ${p.renderMs} ms`,
    );
    return { account: page, extensions: measureExtensions() };
  } finally {
    await shopify.stop();
  }
}
