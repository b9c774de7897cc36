// The counts behind `npm test`'s closing line, from vitest's and Playwright's JSON reports.
// "Skipped" is a test someone chose to skip (test.skip / fixme); "did not run" is a test that
// was listed but never ran (a failed dependency, an interrupted run, max failures): it is no pass.
import { existsSync, readFileSync } from 'node:fs';

/** @typedef {{ passed: number, failed: number, skipped: number, didNotRun: number, flaky: number, missing: string[] }} Counts */

/** @returns {Counts} */
export function emptyCounts() {
  return { passed: 0, failed: 0, skipped: 0, didNotRun: 0, flaky: 0, missing: [] };
}

/** Adds vitest's JSON report (`--reporter=json`) at `file`. */
export function addVitest(counts, file, name) {
  if (!existsSync(file)) return void counts.missing.push(name);
  const r = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + r.numTodoTests;
}

/** Adds Playwright's JSON report at `file`, test by test. */
export function addPlaywright(counts, file, name) {
  if (!existsSync(file)) return void counts.missing.push(name);
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const test of testsOf(report.suites ?? [])) {
    if (test.status === 'expected') counts.passed += 1;
    else if (test.status === 'flaky') {
      counts.passed += 1; // failed once, then passed on its retry
      counts.flaky += 1;
    } else if (test.status === 'unexpected') counts.failed += 1;
    else if (chosenSkip(test)) counts.skipped += 1;
    else counts.didNotRun += 1;
  }
  // Errors outside any test (a web server that never came up, a broken config) fail the run too.
  counts.failed += (report.errors ?? []).length;
}

/** The closing line: every test counted, and why some did not run. */
export function summaryLine(counts) {
  const parts = [`${counts.passed} passed`, `${counts.failed} failed`, `${counts.skipped} skipped`, `${counts.didNotRun} did not run`];
  let line = parts.join(', ');
  if (counts.didNotRun > 0) line += ' (listed, never started: a failed dependency or an interrupted run; see above)';
  if (counts.missing.length > 0) line += `; no report from ${counts.missing.join(', ')} (it stopped before reporting; see above)`;
  return line;
}

/** True when the run is green: nothing failed, nothing left unrun, every report there. */
export function allPassed(counts) {
  return counts.failed === 0 && counts.didNotRun === 0 && counts.missing.length === 0;
}

function* testsOf(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) yield* spec.tests ?? [];
    yield* testsOf(suite.suites ?? []);
  }
}

function chosenSkip(test) {
  const annotations = [...(test.annotations ?? []), ...(test.results ?? []).flatMap((r) => r.annotations ?? [])];
  return annotations.some((a) => a.type === 'skip' || a.type === 'fixme');
}
