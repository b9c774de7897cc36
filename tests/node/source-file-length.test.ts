/**
 * No source file over 350 lines (issue 58): a module that long does more than one thing, and is
 * split by what it does (as src/components/trial/FreeTrialForm.tsx was). Every tracked .ts, .tsx,
 * .mjs and .astro file counts, tests included.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const MAX_LINES = 350;

it(`no source file is over ${MAX_LINES} lines`, () => {
  const sources = execFileSync('git', ['ls-files', '-z', '*.ts', '*.tsx', '*.mjs', '*.astro'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
  expect(sources.length).toBeGreaterThan(500);
  const long = sources.flatMap((file) => {
    const lines = readFileSync(join(ROOT, file), 'utf8').trimEnd().split('\n').length;
    return lines > MAX_LINES ? [`${file}: ${lines} lines`] : [];
  });
  expect(long).toEqual([]);
});
