/**
 * The trial and recipe pages stay light: the JavaScript a first visit loads —
 * every module the page's islands import, followed through static imports (first-screen.mjs,
 * as the bench counts it) — is at most 85 KB (issue 48; 90 KB until then) compressed, gzip and
 * brotli alike. Needs `npm run build` first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from '../../scripts/bench/budgets.mjs';
import { firstScreenBytes, firstScreenScripts } from '../../scripts/bench/first-screen.mjs';

const DIST = join(import.meta.dirname, '../../dist');
const TRIAL_PAGE_JS_BUDGET_BYTES = BUDGETS.maxTrialJsBytes;

describe.each(['free-trial', 'free-trial/choose-recipe', 'choose-recipe'])('/%s', (route) => {
  it(`loads at most ${TRIAL_PAGE_JS_BUDGET_BYTES / 1024} KB of compressed JavaScript`, () => {
    const { files, inline } = firstScreenScripts(DIST, route);
    expect(files.length).toBeGreaterThan(0);
    const all = Buffer.concat([...files.map((f) => readFileSync(join(DIST, f))), Buffer.from(inline)]);
    const gzip = firstScreenBytes(DIST, route, (b) => gzipSync(b));
    const brotli = firstScreenBytes(DIST, route, (b) => brotliCompressSync(b));
    expect(all.length).toBeGreaterThan(gzip);
    expect(gzip).toBeLessThanOrEqual(TRIAL_PAGE_JS_BUDGET_BYTES);
    expect(brotli).toBeLessThanOrEqual(TRIAL_PAGE_JS_BUDGET_BYTES);
  });
});
