/** `npm test`'s closing line (scripts/lib/test-summary.mjs): tests that never ran are said and fail the run. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addPlaywright, addVitest, allPassed, emptyCounts, summaryLine } from '../../scripts/lib/test-summary.mjs';

const dir = mkdtempSync(join(tmpdir(), 'summary-'));
function report(name: string, body: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(body));
  return file;
}

const test = (status: string, annotations: { type: string }[] = []) => ({ status, annotations, results: [] });
/** Chromium failed once; the engines that depended on it were listed and never started. */
const playwright = {
  suites: [
    { specs: [{ tests: [test('expected'), test('unexpected'), test('flaky')] }], suites: [{ specs: [{ tests: [test('skipped'), test('skipped')] }] }] },
    { specs: [{ tests: [test('skipped', [{ type: 'skip' }])] }] },
  ],
  errors: [],
};

describe('the closing line', () => {
  it('counts passes (flaky included), failures, chosen skips and tests that did not run', () => {
    const counts = emptyCounts();
    addVitest(counts, report('vitest.json', { numPassedTests: 10, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 }), 'vitest');
    addPlaywright(counts, report('e2e.json', playwright), 'Playwright');
    expect(summaryLine(counts)).toMatch(/^12 passed, 1 failed, 1 skipped, 2 did not run \(listed, never started/);
    expect(counts.flaky).toBe(1);
    expect(allPassed(counts)).toBe(false);
  });

  it('fails a run whose tests did not run even when none failed, and one that wrote no report', () => {
    const unrun = emptyCounts();
    addPlaywright(unrun, report('unrun.json', { suites: [{ specs: [{ tests: [test('expected'), test('skipped')] }] }] }), 'Playwright');
    expect(summaryLine(unrun)).toMatch(/^1 passed, 0 failed, 0 skipped, 1 did not run/);
    expect(allPassed(unrun)).toBe(false);

    const missing = emptyCounts();
    addPlaywright(missing, join(dir, 'never-written.json'), 'Playwright (Firefox ESR and WebKit)');
    expect(summaryLine(missing)).toContain('no report from Playwright (Firefox ESR and WebKit)');
    expect(allPassed(missing)).toBe(false);
  });

  it('passes a run where everything ran and passed', () => {
    const counts = emptyCounts();
    addPlaywright(counts, report('green.json', { suites: [{ specs: [{ tests: [test('expected'), test('flaky')] }] }] }), 'Playwright');
    expect(summaryLine(counts)).toBe('2 passed, 0 failed, 0 skipped, 0 did not run');
    expect(allPassed(counts)).toBe(true);
  });
});
