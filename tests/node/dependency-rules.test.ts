/**
 * The layer rules (.dependency-cruiser.cjs) hold for the whole tree, and each rule still catches
 * what it names: every rule is fed a small fixture tree, shaped like ours, with one deliberate
 * violation next to imports the rule allows, and must report exactly that violation.
 * The fixtures live in a temporary folder inside the repository (so npm imports resolve to our
 * node_modules) and are removed after each test.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { cruise, type ICruiseOptions, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '..', '..');
const TSCONFIG = join(ROOT, 'tsconfig.json');
let options: ICruiseOptions;

beforeAll(async () => {
  options = await extractDepcruiseOptions(join(ROOT, '.dependency-cruiser.cjs'));
  options.tsConfig = { fileName: TSCONFIG };
});

/** A violation as `rule: from → to`, and a cycle's whole path (a failure prints the list). */
function describeViolation(v: ICruiseResult['summary']['violations'][number]): string {
  const cycle = v.cycle ? ` (cycle: ${[v.from, ...v.cycle.map((step) => step.name)].join(' → ')})` : '';
  return `${v.rule.name}: ${v.from} → ${v.to}${cycle}`;
}

/** Every violation of the tree at baseDir, described and sorted. */
async function violations(baseDir: string, paths: string[] = ['.']): Promise<string[]> {
  const { output } = await cruise(paths, { ...options, baseDir }, {}, { tsConfig: extractTSConfig(TSCONFIG) });
  const result = output as ICruiseResult;
  return result.summary.violations.map(describeViolation).sort();
}

const fixtures: string[] = [];
afterEach(() => {
  for (const dir of fixtures.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fixture module that imports a value from each of `paths`. */
const importing = (...paths: string[]) => paths.map((p, i) => `import { v${i} } from '${p}';\n`).join('') + 'export const v = 1;\n';
/** A fixture module that imports only a type from `path`. */
const importingType = (path: string) => `import type { T } from '${path}';\nexport type U = T;\n`;
/** A fixture module that imports nothing. */
const LEAF = 'export const v0 = 1;\nexport type T = number;\n';

/** A throwaway tree with these files (path → source), laid out like the repository. */
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(ROOT, '.depcruise-fixture-'));
  fixtures.push(dir);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

describe('the layer rules', () => {
  // Parsing some 800 files on two shared cores: more than vitest's default 5 s.
  it('hold for the whole tree', { timeout: 60_000 }, async () => {
    const tree = await cruise(['.'], { ...options, baseDir: ROOT }, {}, { tsConfig: extractTSConfig(TSCONFIG) });
    const result = tree.output as ICruiseResult;
    // The cruise is real: it reached the Worker, the site, the scripts, the specs and the tests.
    const sources = result.modules.map((m) => m.source);
    for (const file of ['functions/index.ts', 'src/domain/money.ts', 'scripts/test.mjs', 'e2e/trial.spec.ts', 'tests/node/dependency-rules.test.ts']) {
      expect(sources).toContain(file);
    }
    expect(result.modules.find((m) => m.source === 'functions/index.ts')?.dependencies.map((d) => d.resolved)).toContain('functions/app.ts');
    expect(result.summary.violations.map(describeViolation)).toEqual([]);
  });

  it('no-cycles: finds a cycle, a type-only import in it, in any folder', async () => {
    const cycle = { 'e2e/a.ts': importing('./b'), 'e2e/b.ts': importingType('./c'), 'e2e/c.ts': importing('./a') };
    // The fixture's d.mjs, in scripts/, imports the cycle without being in it.
    const dir = fixture({ ...cycle, 'scripts/d.mjs': importing('../e2e/a') });
    // dependency-cruiser reports a cycle once, at its first step, with the whole path.
    expect(await violations(dir)).toEqual(['no-cycles: e2e/a.ts → e2e/b.ts (cycle: e2e/a.ts → e2e/b.ts → e2e/c.ts → e2e/a.ts)']);
  });

  it('domain-is-pure: src/domain imports only itself, src/copy and npm libraries', async () => {
    const dir = fixture({
      'src/domain/price.ts': importing('valibot', './money', '../copy/texts', '../components/Price'),
      'src/domain/money.ts': LEAF,
      'src/copy/texts.ts': LEAF,
      'src/components/Price.tsx': LEAF,
    });
    expect(await violations(dir)).toEqual(['domain-is-pure: src/domain/price.ts → src/components/Price.tsx']);
  });

  it('domain-is-pure: not Node either (the domain runs in the browser)', async () => {
    const dir = fixture({ 'src/domain/file.ts': importing('node:fs') });
    expect(await violations(dir)).toEqual([expect.stringMatching(/^domain-is-pure: src\/domain\/file\.ts → (node:)?fs$/)]);
  });

  it('src-not-functions: the site imports nothing of the Worker, types included, but the typed client’s AppType', async () => {
    const worker = { 'functions/lib/errors.ts': LEAF, 'functions/app.ts': LEAF, 'functions/env.ts': LEAF };
    const dir = fixture({
      ...worker,
      'src/lib/call.ts': importingType('../../functions/lib/errors'),
      'src/lib/api-client.ts': importingType('../../functions/app') + importing('../../functions/env'),
    });
    expect(await violations(dir)).toEqual([
      'src-not-functions: src/lib/api-client.ts → functions/env.ts',
      'src-not-functions: src/lib/call.ts → functions/lib/errors.ts',
    ]);
  });

  it('src-not-functions: the typed client takes app.ts’s type only, never a value', async () => {
    const dir = fixture({ 'src/lib/api-client.ts': importing('../../functions/app'), 'functions/app.ts': LEAF });
    expect(await violations(dir)).toEqual(['src-not-functions: src/lib/api-client.ts → functions/app.ts']);
  });

  it('ports-not-shopify: the ports never import the Shopify adapters nor the composition root', async () => {
    const dir = fixture({
      'functions/commerce/port.ts': importing('../shopify/commerce/engine'),
      'functions/checkout/gateway.ts': importing('../backends'),
      'functions/payments/local.ts': importing('../lib/limits'),
      // Arrows down: the adapter implements a port; the composition root picks the adapter.
      'functions/shopify/commerce/engine.ts': importingType('../../commerce/types'),
      'functions/backends.ts': importing('./shopify/commerce/engine'),
      ...{ 'functions/commerce/types.ts': LEAF, 'functions/lib/limits.ts': LEAF },
    });
    expect(await violations(dir)).toEqual([
      'ports-not-shopify: functions/checkout/gateway.ts → functions/backends.ts',
      'ports-not-shopify: functions/commerce/port.ts → functions/shopify/commerce/engine.ts',
    ]);
  });

  it('engines-not-hono: the engines import neither hono nor hono/*, types included; the routes may', async () => {
    const dir = fixture({
      'functions/commerce/d1/reads.ts': importing('valibot', '../request', 'hono'),
      'functions/commerce/request.ts': LEAF,
      'functions/shopify/commerce/engine.ts': importingType('hono/factory'),
      // The one reader of Hono's context for the engines builds their request.
      'functions/routes/commerce-request.ts': importing('hono', '../commerce/request'),
    });
    expect(await violations(dir)).toEqual([
      // Where npm put hono: node_modules/, seen from the fixture's folder.
      expect.stringMatching(/^engines-not-hono: functions\/commerce\/d1\/reads\.ts → (.*\/)?node_modules\/hono\//),
      expect.stringMatching(/^engines-not-hono: functions\/shopify\/commerce\/engine\.ts → (.*\/)?node_modules\/hono\//),
    ]);
  });

  it('lib-is-ground-floor: functions/lib/ imports only itself, src/domain, src/copy and npm', async () => {
    const dir = fixture({
      'functions/lib/errors.ts': importing('hono', './ids', '../../src/domain/plans', '../../src/copy/texts', '../env'),
      'functions/lib/ids.ts': importingType('../db/sessions'),
      // Arrows down: a service or a table imports the ground floor.
      'functions/auth/session.ts': importing('../lib/ids', '../db/sessions'),
      ...Object.fromEntries(['functions/db/sessions.ts', 'functions/env.ts', 'src/domain/plans.ts', 'src/copy/texts.ts'].map((f) => [f, LEAF])),
    });
    expect(await violations(dir)).toEqual([
      'lib-is-ground-floor: functions/lib/errors.ts → functions/env.ts',
      'lib-is-ground-floor: functions/lib/ids.ts → functions/db/sessions.ts',
    ]);
  });

  it('extensions-only-domain-and-copy: an extension takes only src/domain and src/copy from the app', async () => {
    const app = ['../../../src/domain/plans', '../../../src/copy/texts', '../../../src/components/Card', '../../../functions/lib/errors'];
    const dir = fixture({
      'extensions/account/src/Block.tsx': importing('@preact/signals', './view', ...app),
      'extensions/account/src/view.ts': LEAF,
      ...Object.fromEntries(['src/domain/plans.ts', 'src/copy/texts.ts', 'src/components/Card.tsx', 'functions/lib/errors.ts'].map((f) => [f, LEAF])),
    });
    expect(await violations(dir)).toEqual([
      'extensions-only-domain-and-copy: extensions/account/src/Block.tsx → functions/lib/errors.ts',
      'extensions-only-domain-and-copy: extensions/account/src/Block.tsx → src/components/Card.tsx',
    ]);
  });
});
