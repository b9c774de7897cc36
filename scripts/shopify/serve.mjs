// The product in Shopify mode on one machine: a fresh local D1/R2 with the demo data, the fake
// Shopify on loopback seeded with the demo customers' contracts, and the Worker (`wrangler dev`)
// in Shopify mode against it. `npm run start:shopify` and the end-to-end tests use it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareDb } from '../prepare-db.mjs';
import { LOCAL_APP, LOCAL_STOREFRONT_TOKEN } from '../../functions/config/local-secrets.ts';
import { shopifyModeVars } from '../lib/local-shopify.mjs';
import { run, waitForHttp } from '../lib/run.mjs';
import { installApp } from './install.mjs';

/** The file naming the running Shopify mode's state directory. */
export const SHOPIFY_MODE_STATE = '.wrangler/shopify-mode-state';

/** Starts everything; resolves when one of the servers stops. */
export async function serveShopifyMode({ port, shopifyPort, quiet = false }) {
  const state = mkdtempSync(join(tmpdir(), 'furbaby-shopify-'));
  // Where this run's D1 lives, for `npm run report:funnel -- --shopify` (removed with it).
  mkdirSync('.wrangler', { recursive: true });
  writeFileSync(SHOPIFY_MODE_STATE, state);
  const cleanup = () => {
    rmSync(state, { recursive: true, force: true });
    rmSync(SHOPIFY_MODE_STATE, { force: true });
  };
  process.on('exit', cleanup);
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(0));

  const appOrigin = `http://127.0.0.1:${port}`;
  const shopOrigin = `http://127.0.0.1:${shopifyPort}`;
  await prepareDb(state);
  const fake = run('tsx', ['tests/fakes/shopify/serve.ts'], {
    env: {
      SHOPIFY_PORT: String(shopifyPort),
      APP_ORIGIN: appOrigin,
      FAKE_SHOPIFY_CLIENT_ID: LOCAL_APP.clientId,
      FAKE_SHOPIFY_STOREFRONT_TOKEN: LOCAL_STOREFRONT_TOKEN,
      FAKE_SHOPIFY_APP_SECRET: LOCAL_APP.secret,
    },
  });
  await waitForHttp(`${shopOrigin}/health`, 60_000);
  // The local defaults, then Shopify mode over them (later files win).
  const vars = join(state, 'shopify.vars');
  writeFileSync(
    vars,
    Object.entries(shopifyModeVars(shopOrigin))
      .map(([k, v]) => `${k}=${v}`)
      .join('\n') + '\n',
  );
  const worker = run('wrangler', [
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--persist-to',
    state,
    '--env-file',
    '.dev.vars',
    '--env-file',
    vars,
    '--show-interactive-dev-session=false',
    ...(quiet ? ['--log-level', 'warn'] : []),
  ]);
  // No preset token: the app is installed into the fake shop through Shopify's exchange.
  await waitForHttp(`${appOrigin}/api/health`, 120_000);
  await installApp(shopOrigin);
  // After the install: the shop's catalogue is synced, so the demo subscribers can buy from it.
  await run('tsx', ['scripts/shopify/seed.ts', state, shopOrigin]);
  await fetch(`${shopOrigin}/ready`, { method: 'POST' });
  await Promise.race([fake, worker]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await serveShopifyMode({ port: Number(process.argv[2] ?? 8797), shopifyPort: Number(process.argv[3] ?? 8798), quiet: true });
}
