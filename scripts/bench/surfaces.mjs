// Where a customer meets us beyond our own pages (issue 48), run against the bench's server:
// our pages through the shop's app proxy, the shop's storefront with our app embed on and off
// (both through the demo shop, started here), a dashboard action's round trip, and the console's
// LCP, CLS and INP. Each part answers its own key of bench/results.json.
import { auditProxyPages, measureProxyLoad } from './app-proxy.mjs';
import { measureActions } from './actions.mjs';
import { CONSOLE_SIZE, measureConsoleOverview } from './console-overview.mjs';
import { measureConsole } from './console-vitals.mjs';
import { startShop } from './shop.mjs';
import { measureStorefront } from './storefront.mjs';

/** The parts, as `--only` names them. */
export const SURFACES = ['proxy', 'storefront', 'actions', 'console'];

/**
 * @param {string} origin the bench's Worker
 * @param {{ settings: { connections: number, duration: number, lighthouseRuns: number }, chromePath: string, dist: string, only?: string }} opts
 * @param {(name: string) => void} step prints a part's heading
 */
export async function measureSurfaces(origin, { settings, chromePath, dist, only }, step) {
  const doing = (/** @type {string} */ part) => !only || only === part;
  /** @type {{ proxy?: any, storefront?: any, actions?: any, console?: any }} */
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
  return out;
}
