// The product in Shopify mode for the bench's customer account part (issue 46): the customer
// account extensions as Shopify CLI builds them (built here when their dist/ is missing), the
// Worker in Shopify mode against the fake Shopify with the app installed (scripts/shopify/serve.mjs,
// as the Shopify-mode E2E starts it), and the demo shop whose /account page hosts the extensions
// (as `npm run start:shopify` starts it: APP_ORIGIN the Shopify-mode Worker, SHOPIFY_ORIGIN the fake).
//
// Ports: BENCH_PORT + 2, + 3 and + 4 when BENCH_PORT is set (engineers sharing a machine each have
// their range; the demo shop of the proxy and storefront parts is BENCH_PORT + 1), else free ones.
// Every process started here is a detached process group that dies with the bench (process-group.mjs).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { freePort, run, waitForHttp } from '../lib/run.mjs';
import { processGroup } from './process-group.mjs';
import { startShop } from './shop.mjs';

/** Resolves once no process of the group `pgid` is left, or after `ms`. */
async function groupGone(/** @type {number | undefined} */ pgid, /** @type {number} */ ms) {
  const until = Date.now() + ms;
  while (pgid && Date.now() < until) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The bundles the /account host loads (scripts/demo-shop/account-host.mjs). */
const BUNDLES = ['customer-account-page', 'customer-account-orders'].map((h) => `extensions/${h}/dist/${h}.js`);

/** Builds the app's extensions with Shopify CLI (offline) unless every hosted bundle is there. Answers whether it built. */
export async function ensureExtensionsBuilt() {
  if (BUNDLES.every((b) => existsSync(b))) return false;
  // The same command as `npm test` and `npm run start:shopify`: what Shopify's deploy would build.
  await run('shopify', ['app', 'build', '--path', '.', '--skip-dependencies-installation']);
  const missing = BUNDLES.filter((b) => !existsSync(b));
  if (missing.length) throw new Error(`shopify app build wrote no ${missing.join(', ')}`);
  return true;
}

/**
 * Starts the Shopify-mode Worker, the fake Shopify and the demo shop; resolves once the app is
 * installed into the fake shop and the demo shop answers.
 * @returns {Promise<{ appOrigin: string, shopifyOrigin: string, shopOrigin: string, stop: () => Promise<void> }>}
 */
export async function startShopifyMode() {
  const base = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : null;
  const appPort = base ? base + 2 : await freePort();
  const fakePort = base ? base + 3 : await freePort();
  const shopPort = base ? base + 4 : await freePort();
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const shopifyOrigin = `http://127.0.0.1:${fakePort}`;

  const child = spawn('node', ['scripts/shopify/serve.mjs', String(appPort), String(fakePort)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: '1' },
    detached: true,
  });
  // Its last lines, shown when it fails to start (wrangler's own output is verbose otherwise).
  /** @type {string[]} */
  const output = [];
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => {
      output.push(line);
      if (output.length > 60) output.shift();
    });
  // Ends serve.mjs, the fake Shopify and wrangler (with workerd): the group only we started.
  const { exit, kill } = processGroup(child);
  try {
    await Promise.race([
      // Ready once the app is installed into the fake shop and its subscribers seeded, as the E2E waits.
      waitForHttp(`${shopifyOrigin}/ready`, 180_000),
      exit.then((code) => {
        throw new Error(`scripts/shopify/serve.mjs exited with ${code}`);
      }),
    ]);
  } catch (e) {
    kill();
    console.error(output.slice(-30).join('\n'));
    throw e;
  }
  const shop = await startShop(appOrigin, { port: shopPort, env: { SHOPIFY_ORIGIN: shopifyOrigin, SHOPIFY_APP_ORIGIN: appOrigin } }).catch((e) => {
    kill();
    throw e;
  });
  return {
    appOrigin,
    shopifyOrigin,
    shopOrigin: shop.origin,
    stop: async () => {
      await shop.stop();
      kill();
      await Promise.race([exit, new Promise((r) => setTimeout(r, 5000))]);
      // wrangler outlives serve.mjs by a moment: its port is free once the whole group is gone.
      await groupGone(child.pid, 5000);
    },
  };
}
