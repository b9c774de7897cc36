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
    const dir = fixture({
      'e2e/a.ts': "import { b } from './b';\nexport const a = b;\n",
      'e2e/b.ts': "import type { C } from './c';\nexport const b: C = 1;\n",
      'e2e/c.ts': "import { a } from './a';\nexport type C = number;\nexport const c = a;\n",
      // Imports the cycle without being in it.
      'scripts/d.mjs': "import { a } from '../e2e/a';\nexport const d = a;\n",
    });
    // dependency-cruiser reports a cycle once, at its first step, with the whole path.
    expect(await violations(dir)).toEqual(['no-cycles: e2e/a.ts → e2e/b.ts (cycle: e2e/a.ts → e2e/b.ts → e2e/c.ts → e2e/a.ts)']);
  });

  it('domain-is-pure: src/domain imports only itself, src/copy and npm libraries', async () => {
    const dir = fixture({
      'src/domain/price.ts':
        "import * as v from 'valibot';\nimport { money } from './money';\nimport { TEXT } from '../copy/texts';\nimport { Price } from '../components/Price';\n" +
        'export const price = [v, money, TEXT, Price];\n',
      'src/domain/money.ts': 'export const money = 1;\n',
      'src/copy/texts.ts': "export const TEXT = 'a';\n",
      'src/components/Price.tsx': 'export const Price = 1;\n',
    });
    expect(await violations(dir)).toEqual(['domain-is-pure: src/domain/price.ts → src/components/Price.tsx']);
  });

  it('domain-is-pure: not Node either (the domain runs in the browser)', async () => {
    const dir = fixture({ 'src/domain/file.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n" });
    expect(await violations(dir)).toEqual([expect.stringMatching(/^domain-is-pure: src\/domain\/file\.ts → (node:)?fs$/)]);
  });

  it('src-not-functions: the site imports nothing of the Worker, types included, but the typed client’s AppType', async () => {
    const dir = fixture({
      'src/lib/call.ts': "import type { ErrorBody } from '../../functions/lib/errors';\nexport type Failure = ErrorBody;\n",
      'src/lib/api-client.ts':
        "import type { AppType } from '../../functions/app';\nimport { env } from '../../functions/env';\nexport type Api = AppType;\nexport const e = env;\n",
      'functions/lib/errors.ts': 'export type ErrorBody = { error: string };\n',
      'functions/app.ts': 'export const app = 1;\nexport type AppType = typeof app;\n',
      'functions/env.ts': 'export const env = 1;\n',
    });
    expect(await violations(dir)).toEqual([
      'src-not-functions: src/lib/api-client.ts → functions/env.ts',
      'src-not-functions: src/lib/call.ts → functions/lib/errors.ts',
    ]);
  });

  it('src-not-functions: the typed client takes app.ts’s type only, never a value', async () => {
    const dir = fixture({
      'src/lib/api-client.ts': "import { app } from '../../functions/app';\nexport const client = app;\n",
      'functions/app.ts': 'export const app = 1;\n',
    });
    expect(await violations(dir)).toEqual(['src-not-functions: src/lib/api-client.ts → functions/app.ts']);
  });

  it('ports-not-shopify: the ports never import the Shopify adapters nor the composition root', async () => {
    const dir = fixture({
      'functions/commerce/port.ts': "import { engine } from '../shopify/commerce/engine';\nexport const port = engine;\n",
      'functions/commerce/types.ts': 'export type Engine = number;\n',
      'functions/checkout/gateway.ts': "import { backends } from '../backends';\nexport const gateway = backends;\n",
      'functions/payments/local.ts': "import { limit } from '../lib/limits';\nexport const local = limit;\n",
      'functions/lib/limits.ts': 'export const limit = 1;\n',
      // Arrows down: the adapter implements a port.
      'functions/shopify/commerce/engine.ts': "import type { Engine } from '../../commerce/types';\nexport const engine: Engine = 1;\n",
      'functions/backends.ts': "import { engine } from './shopify/commerce/engine';\nexport const backends = engine;\n",
    });
    expect(await violations(dir)).toEqual([
      'ports-not-shopify: functions/checkout/gateway.ts → functions/backends.ts',
      'ports-not-shopify: functions/commerce/port.ts → functions/shopify/commerce/engine.ts',
    ]);
  });

  it('extensions-only-domain-and-copy: an extension takes only src/domain and src/copy from the app', async () => {
    const dir = fixture({
      'extensions/account/src/Block.tsx':
        "import { signal } from '@preact/signals';\nimport { view } from './view';\nimport { plans } from '../../../src/domain/plans';\nimport { TEXT } from '../../../src/copy/texts';\n" +
        "import { Card } from '../../../src/components/Card';\nimport { ErrorBody } from '../../../functions/lib/errors';\nexport const block = [signal, view, plans, TEXT, Card, ErrorBody];\n",
      'extensions/account/src/view.ts': 'export const view = 1;\n',
      'src/domain/plans.ts': 'export const plans = 1;\n',
      'src/copy/texts.ts': "export const TEXT = 'a';\n",
      'src/components/Card.tsx': 'export const Card = 1;\n',
      'functions/lib/errors.ts': 'export const ErrorBody = 1;\n',
    });
    expect(await violations(dir)).toEqual([
      'extensions-only-domain-and-copy: extensions/account/src/Block.tsx → functions/lib/errors.ts',
      'extensions-only-domain-and-copy: extensions/account/src/Block.tsx → src/components/Card.tsx',
    ]);
  });
});
