/**
 * Every `npm run` script that runs one of our files names a file that exists: a script renamed
 * or removed must not leave a command behind that fails on a fresh machine (`db:seed` and
 * `test:e2e` once pointed at files long gone).
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const scripts: Record<string, string> = JSON.parse(readFileSync('package.json', 'utf8')).scripts;

/** The project files a command line runs with node or tsx (`node scripts/<x>.mjs --flag` → scripts/<x>.mjs). */
function filesRun(command: string): string[] {
  return [...command.matchAll(/\b(?:node|tsx)\s+((?:\.\/)?[\w./-]+\.(?:mjs|js|ts))/g)].map((m) => m[1]!);
}

describe('npm scripts', () => {
  it('reads the files of the scripts that run one', () => {
    expect(filesRun('node scripts/prepare-db.mjs --persist-to x && tsx scripts/a.ts')).toEqual(['scripts/prepare-db.mjs', 'scripts/a.ts']);
  });

  it.each(Object.entries(scripts).filter(([, command]) => filesRun(command).length > 0))('%s runs files that exist', (_, command) => {
    for (const file of filesRun(command)) expect(existsSync(file), file).toBe(true);
  });
});
