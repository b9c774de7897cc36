import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/engines/chromium';
import type { EngineOptions } from './e2e/engines/fixtures';

/**
 * End-to-end tests in Debian's Chromium; the embedding's specs (e2e/engines/) also run in
 * Firefox ESR and WebKit (e2e/engines/driver.ts) against the real Worker (`wrangler dev`) with a fresh
 * local D1/R2 loaded with the demo data. `npm test` picks a free port (E2E_PORT) and the browser
 * path (CHROMIUM_PATH); run alone, the defaults below apply.
 */
const port = Number(process.env.E2E_PORT ?? 8799);
const baseURL = `http://127.0.0.1:${port}`;
// The demo shop (scripts/demo-shop.mjs) embeds our pages from a second origin; `npm test` picks
// its port too. Set here for the tests' page helpers (e2e/pages/demo-shop.ts) in every worker.
const shopPort = Number(process.env.DEMO_SHOP_PORT ?? port + 1);
process.env.DEMO_SHOP_PORT = String(shopPort);
// The product in Shopify mode and the fake Shopify it runs against (scripts/shopify/serve.mjs).
const shopifyPort = Number(process.env.E2E_SHOPIFY_PORT ?? port + 2);
const fakeShopifyPort = Number(process.env.E2E_FAKE_SHOPIFY_PORT ?? port + 3);
process.env.E2E_SHOPIFY_PORT = String(shopifyPort);
process.env.E2E_FAKE_SHOPIFY_PORT = String(fakeShopifyPort);

export default defineConfig<EngineOptions>({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: ['shopify/**', 'clock/**'], use: { ...devices['Desktop Chrome'] } },
    // Specs that fire the Worker's scheduled run at a later time: it renews, reminds and ages every
    // customer on the shared server (the demo's too), so they run after every other Chromium spec.
    { name: 'clock', testMatch: 'clock/*.spec.ts', use: { ...devices['Desktop Chrome'] }, dependencies: ['chromium'] },
    // The same product with Shopify as its back end (COMMERCE=shopify), against the fake Shopify.
    { name: 'shopify', testMatch: 'shopify/*.spec.ts', use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${shopifyPort}` } },
    // Its trial, actions, renewals and price change again, in npm test's second run, whose fake
    // shop is SHOPIFY_FAKE_SHOP=second (other products, prices and bag sizes): no literal of one
    // shop's catalogue passes for another's.
    {
      name: 'second-shop',
      testMatch: 'shopify/shopify-mode.spec.ts',
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${shopifyPort}` },
      dependencies: ['chromium'],
    },
    // The same embedding specs in the other two engines (they launch their own browsers), after
    // the Chromium suite: on two cores their heavier browsers would slow its timed waits. Their
    // drivers talk to Debian's browsers through WebDriver, which now and then loses a session
    // (about one test in 50 here): one retry, reported as flaky, never a pass without a pass.
    // `npm test` runs these two in a second run with --no-deps, so a Chromium failure hides nothing.
    { name: 'firefox', testMatch: 'engines/*.spec.ts', use: { engine: 'firefox' }, dependencies: ['chromium'], retries: 1 },
    { name: 'webkit', testMatch: 'engines/*.spec.ts', use: { engine: 'webkit' }, dependencies: ['chromium'], retries: 1 },
  ],
  webServer: [
    {
      command: `node scripts/serve-e2e.mjs ${port}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Left out under E2E_WITHOUT_SHOPIFY (specs that need no Shopify mode, run alone).
    ...(process.env.E2E_WITHOUT_SHOPIFY
      ? []
      : [
          {
            command: `node scripts/shopify/serve.mjs ${shopifyPort} ${fakeShopifyPort}`,
            // Ready once the app is installed into the fake shop (scripts/shopify/install.mjs) and its subscribers seeded, not just up.
            url: `http://127.0.0.1:${fakeShopifyPort}/ready`,
            reuseExistingServer: false,
            timeout: 180_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]),
    {
      command: 'tsx scripts/demo-shop.mjs',
      // ?app=shopify pages embed the Shopify-mode server (e2e/shopify/attribution.spec.ts).
      env: {
        DEMO_SHOP_PORT: String(shopPort),
        APP_ORIGIN: baseURL,
        SHOPIFY_APP_ORIGIN: `http://127.0.0.1:${shopifyPort}`,
        // The fake Shopify, whose app the /account page signs session tokens for.
        SHOPIFY_ORIGIN: `http://127.0.0.1:${fakeShopifyPort}`,
      },
      url: `http://127.0.0.1:${shopPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
