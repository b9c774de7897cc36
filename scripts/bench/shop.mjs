// The demo shop (scripts/demo-shop.mjs) in front of the bench's `wrangler dev`, as `npm start`
// runs it: Shopify's app proxy (/apps/furbaby/*, signed with the local app's secret), the
// storefront with the theme app extension's embed, and the demo admin that frames the console.
// Its port: DEMO_SHOP_PORT when set (engineers sharing a machine each have their range), else
// BENCH_PORT + 1, else a free one.
import { spawn } from 'node:child_process';
import { freePort, waitForHttp } from '../lib/run.mjs';
import { processGroup } from './process-group.mjs';

/**
 * @typedef {{ origin: string, port: number, stop: () => Promise<void> }} BenchShop
 */

/**
 * Starts the demo shop embedding `appOrigin`; resolves once it answers /health.
 * @param {string} appOrigin
 * @param {{ port?: number, env?: Record<string, string> }} [options] a port of the caller's, and more settings (the account part's SHOPIFY_ORIGIN)
 * @returns {Promise<BenchShop>}
 */
export async function startShop(appOrigin, { port: fixedPort, env = {} } = {}) {
  const port =
    fixedPort ??
    (process.env.DEMO_SHOP_PORT ? Number(process.env.DEMO_SHOP_PORT) : process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + 1 : await freePort());
  const child = spawn('tsx', ['scripts/demo-shop.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, DEMO_SHOP_PORT: String(port), APP_ORIGIN: appOrigin },
    detached: true,
  });
  // Ends the demo shop's process group (tsx and its node), which only we started.
  const { exit, kill } = processGroup(child);
  // `localhost`, as the shop names itself (a different site from our 127.0.0.1 pages, as a real shop is).
  const origin = `http://localhost:${port}`;
  await waitForHttp(`${origin}/health`, 60_000).catch((e) => {
    kill();
    throw e;
  });
  return {
    origin,
    port,
    stop: async () => {
      kill();
      await Promise.race([exit, new Promise((r) => setTimeout(r, 3000))]);
    },
  };
}
