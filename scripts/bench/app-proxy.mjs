// Our pages on the shop's domain (issue 48): Shopify's app proxy forwards a visitor's
// /apps/furbaby/<path> to our Worker's /proxy/<path> with its signed query
// (functions/shopify/proxy/signature.ts), and the Worker answers the built page with its URLs
// under the prefix (functions/shopify/proxy/page.ts).
//
// - Throughput and p99 (autocannon, as the API part): the Worker's /proxy/<path> with the query
//   the demo shop signs (scripts/demo-shop/app-proxy.mjs: shop, logged_in_customer_id,
//   path_prefix, timestamp, signed with the one local app's secret), against the same page at
//   /<path> on the same server, measured before and after it (their mean). The demo shop's own
//   Node hop stands in for Shopify's proxy, which is not ours to budget, so the load goes to
//   what Shopify's proxy would call.
// - Lighthouse: through the demo shop, as a visitor's browser loads them (the page's scripts
//   and styles come through the proxy too), under the budgets of our own pages.
import { signAppProxyQuery } from '../../functions/shopify/proxy/signature.ts';
import { LOCAL_APP_PROXY } from '../lib/local-shopify.mjs';
import { PROXY_PREFIX } from '../demo-shop/app-proxy.mjs';
import { load, probe, round } from './api.mjs';
import { DEMO_CUSTOMER_ID } from './login.mjs';
import { auditPage } from './pages.mjs';

/** The proxied pages, each with the demo shop's logged-in customer or nobody. */
export const PROXY_PAGES = [
  { name: `${PROXY_PREFIX}/dashboard (logged in)`, path: '/dashboard', customer: DEMO_CUSTOMER_ID, shopCustomer: 'demo' },
  { name: `${PROXY_PREFIX}/free-trial`, path: '/free-trial', customer: '', shopCustomer: null },
];

/**
 * The Worker's path and query for `path` as Shopify's proxy forwards it, signed now (the
 * signature holds for 90 seconds; a run of a page under load must be shorter).
 * @param {string} path @param {string} customerId the logged-in customer's numeric id, '' for nobody
 */
export async function signedProxyPath(path, customerId) {
  const params = new URLSearchParams({
    shop: LOCAL_APP_PROXY.SHOPIFY_SHOP_DOMAIN,
    logged_in_customer_id: customerId,
    path_prefix: PROXY_PREFIX,
    timestamp: String(Math.floor(Date.now() / 1000)),
  });
  return `/proxy${path}?${await signAppProxyQuery(LOCAL_APP_PROXY.SHOPIFY_APP_SECRET, params)}`;
}

/**
 * Each proxied page under load against the same page served directly.
 * @param {string} origin the Worker's @param {{ connections: number, duration: number }} opts
 */
export async function measureProxyLoad(origin, opts) {
  if (opts.duration > 80) throw new Error('--duration must be at most 80 s for the app proxy part: a proxy signature holds for 90 s');
  const rows = [];
  for (const page of PROXY_PAGES) {
    const direct = { name: `GET ${page.path} (direct)`, method: /** @type {const} */ ('GET'), path: page.path };
    const proxied = async () => ({ name: `GET ${page.name}`, method: /** @type {const} */ ('GET'), path: await signedProxyPath(page.path, page.customer) });
    // A 2xx first (a refused signature would measure the 401 page), then warm both.
    const first = await proxied();
    const bytes = { direct: (await probe(direct, origin, '')).bytes, proxied: (await probe(first, origin, '')).bytes };
    const warm = { connections: opts.connections, duration: Math.min(2, opts.duration) };
    await load(direct, origin, '', warm);
    await load(await proxied(), origin, '', warm);
    const before = await load(direct, origin, '', opts);
    const through = await load(await proxied(), origin, '', opts);
    const after = await load(direct, origin, '', opts);
    const directRps = round((before.rps + after.rps) / 2, 1);
    const directP99 = round((before.p99 + after.p99) / 2, 1);
    rows.push({
      name: page.name,
      path: page.path,
      bytes,
      direct: { rps: directRps, p50: round((before.p50 + after.p50) / 2, 1), p99: directP99, runs: [before, after] },
      proxied: through,
      errors:
        before.non2xx + before.errors + before.timeouts + through.non2xx + through.errors + through.timeouts + after.non2xx + after.errors + after.timeouts,
      ratio: round(through.rps / directRps, 2),
      p99Ratio: round(through.p99 / directP99, 2),
    });
  }
  return rows;
}

/**
 * Lighthouse (mobile) of each proxied page through the demo shop, as a visitor loads it; the
 * dashboard with the shop's logged-in demo customer.
 * @param {string} shopOrigin
 * @param {{ runs: number, chromePath: string, dist: string }} opts
 */
export async function auditProxyPages(shopOrigin, opts) {
  const rows = [];
  for (const page of PROXY_PAGES) {
    // The demo shop's log-in switch (?customer=, kept in its cookie), as e2e/pages/app-proxy.ts opens it.
    const path = `${PROXY_PREFIX}${page.path}${page.shopCustomer ? `?customer=${page.shopCustomer}` : ''}`;
    const r = await auditPage({ name: page.name, path }, shopOrigin, '', { ...opts, assetPrefix: PROXY_PREFIX });
    rows.push({ name: page.name, path, ...r });
  }
  return rows;
}
