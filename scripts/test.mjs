// `npm test`: typecheck, lint, the vitest projects (unit, components, API in workerd), then the
// Playwright suite against a fresh server (Chromium, and the embedding's specs in Firefox ESR and
// WebKit too). Ends with one summary line of every test counted.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBrowsers } from './lib/browsers.mjs';
import { capture, freePort, run } from './lib/run.mjs';
import { addPlaywright, addVitest, allPassed, emptyCounts, summaryLine } from './lib/test-summary.mjs';

const out = mkdtempSync(join(tmpdir(), 'furbaby-test-'));
let chromium;
try {
  chromium = ensureBrowsers();
} catch (e) {
  console.error(`\n${e.message}\n`);
  process.exit(1);
}

const step = (name) => console.log(`\n━━ ${name} ━━`);
let failed = false;
const attempt = async (fn) => {
  try {
    await fn();
  } catch (e) {
    failed = true;
    console.error(e.message);
  }
};

step('typecheck (tsc, astro check)');
// The API client example (docs/api/client-example.ts) is checked against types generated now from the served contract
// (docs/api/openapi.d.ts, ignored by git: a committed copy would only repeat the document).
await run('tsx', ['scripts/api-types.ts']);
await run('tsc', ['--noEmit']);
await run('tsc', ['--noEmit', '-p', 'tsconfig.node.json']);
// The customer account extensions: Preact's JSX and Polaris web components (extensions/tsconfig.json).
await run('tsc', ['--noEmit', '-p', 'extensions']);
await run('astro', ['check', '--minimumSeverity', 'warning']);

// The Env type generated from wrangler.toml and .dev.vars must be the committed one (npm run types).
step('wrangler types --check');
await attempt(() => run('wrangler', ['types', 'functions/worker-configuration.d.ts', '--include-runtime=false', '--check']));

step('lint (ESLint, Prettier)');
await run('eslint', ['.']);
await run('prettier', ['--check', '--log-level', 'warn', '.']);

step('build');
await run('astro', ['build']);

// What `shopify app deploy` would build: every extension, bundled by Shopify CLI itself (offline),
// into extensions/<name>/dist/, which tests/node/extension-bundles.test.ts holds to Shopify's limits.
step('shopify app build (the app’s extensions)');
await run('shopify', ['app', 'build', '--path', '.', '--skip-dependencies-installation']);

// What `wrangler deploy` would ship: the committed config must bundle and bind as production
// (tests/node/deploy-config.test.ts checks its settings against functions/env.ts).
step('wrangler deploy --dry-run (the committed wrangler.toml)');
await attempt(async () => {
  const shipped = await capture('wrangler', ['deploy', '--dry-run', '--outdir', join(out, 'deploy')]);
  if (!shipped.includes('env.APP_ENV ("production")')) throw new Error(`wrangler deploy --dry-run: APP_ENV is not "production":\n${shipped}`);
  console.log('bundled; APP_ENV "production"');
});

step('vitest: unit, node (build output), components, API');
const vitestJson = join(out, 'vitest.json');
await attempt(() => run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]));

// Two Playwright runs, so a failure in one engine never hides another's results: Chromium and
// Shopify mode first, then the embedding's specs in Firefox ESR and WebKit (`--no-deps`: the
// config orders them after Chromium only so their heavier browsers do not share its cores).
const ports = [];
while (ports.length < 4) {
  const p = await freePort();
  if (!ports.includes(p)) ports.push(p);
}
const [port, shopPort, shopifyPort, fakeShopifyPort] = ports.map(String);
const phases = [
  { name: 'Chromium and Shopify mode', args: ['--project=chromium', '--project=clock', '--project=shopify'] },
  // With the Shopify-mode server too: the customer account page's specs (e2e/engines/customer-account.spec.ts)
  // act on the fake shop's contracts. Its start (Playwright starts the servers one after another) adds about
  // 2 min to this phase on a busy 2-core machine, its six tests under half a minute; a phase of its own would
  // start every server again.
  // Its fake shop is the second seed: the engines' customer-account specs and the Shopify-mode journeys
  // (project second-shop) meet other products, prices and bag sizes than the first phase's.
  {
    name: 'Firefox ESR, WebKit and the second shop',
    args: ['--project=firefox', '--project=webkit', '--project=second-shop', '--no-deps'],
    env: { SHOPIFY_FAKE_SHOP: 'second' },
  },
];
const reports = [];
for (const [i, phase] of phases.entries()) {
  step(`playwright: ${phase.name}`);
  const json = join(out, `e2e-${i}.json`);
  reports.push({ json, name: `Playwright (${phase.name})` });
  await attempt(() =>
    run('playwright', ['test', ...phase.args], {
      env: {
        E2E_PORT: port,
        DEMO_SHOP_PORT: shopPort,
        E2E_SHOPIFY_PORT: shopifyPort,
        E2E_FAKE_SHOPIFY_PORT: fakeShopifyPort,
        CHROMIUM_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: json,
        ...phase.env,
      },
    }),
  );
}

const counts = emptyCounts();
addVitest(counts, vitestJson, 'vitest');
for (const report of reports) addPlaywright(counts, report.json, report.name);
if (counts.flaky > 0) console.log(`${counts.flaky} test(s) passed only on their retry (see the list above)`);
console.log(`\n${summaryLine(counts)}`);
process.exit(failed || !allPassed(counts) ? 1 : 0);
