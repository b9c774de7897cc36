// `npm test`: typecheck, lint, the vitest projects (unit, components, API in workerd), then the
// Playwright suite against a fresh server (Chromium, and the embedding's specs in Firefox ESR and
// WebKit too). Ends with one summary line of every test counted.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBrowsers } from './lib/browsers.mjs';
import { capture, freePort, run } from './lib/run.mjs';

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
await run('tsc', ['--noEmit']);
await run('tsc', ['--noEmit', '-p', 'tsconfig.node.json']);
await run('astro', ['check', '--minimumSeverity', 'warning']);

// The Env type generated from wrangler.toml and .dev.vars must be the committed one (npm run types).
step('wrangler types --check');
await attempt(() => run('wrangler', ['types', 'functions/worker-configuration.d.ts', '--include-runtime=false', '--check']));

step('lint (ESLint, Prettier)');
await run('eslint', ['.']);
await run('prettier', ['--check', '--log-level', 'warn', '.']);

step('build');
await run('astro', ['build']);

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

step('playwright (Chromium; the embedding also in Firefox ESR and WebKit; Shopify mode)');
const e2eJson = join(out, 'e2e.json');
// The Worker, the demo shop (the embedding's second origin), and Shopify mode with its fake shop.
const ports = [];
while (ports.length < 4) {
  const p = await freePort();
  if (!ports.includes(p)) ports.push(p);
}
const [port, shopPort, shopifyPort, fakeShopifyPort] = ports.map(String);
await attempt(() =>
  run('playwright', ['test'], {
    env: {
      E2E_PORT: port,
      DEMO_SHOP_PORT: shopPort,
      E2E_SHOPIFY_PORT: shopifyPort,
      E2E_FAKE_SHOPIFY_PORT: fakeShopifyPort,
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
    },
  }),
);

let passed = 0;
let failures = 0;
let skipped = 0;
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests;
  failures += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
}
if (existsSync(e2eJson)) {
  const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats;
  passed += s.expected + s.flaky; // flaky: failed once, then passed on its retry
  if (s.flaky > 0) console.log(`${s.flaky} test(s) passed only on their retry (see the list above)`);
  failures += s.unexpected;
  skipped += s.skipped;
}
console.log(`\n${passed} passed, ${failures} failed, ${skipped} skipped`);
process.exit(failed || failures > 0 ? 1 : 0);
