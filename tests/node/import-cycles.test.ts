/**
 * No import cycles in the tree (the house standard): every relative import of every source
 * file, type-only ones included (a type cycle still ties two modules' designs together), as a
 * graph; a cycle fails the test with its files in order. A module that two others need names
 * goes into a leaf of its own (e.g. functions/billing/renewal-message.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const RESOLVE_AS = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs', '/index.js'];

/** The tracked and new source files (git's list: no build output, no node_modules). */
function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\n').filter((f) => SOURCE.test(f) && !f.endsWith('.d.ts') && !f.startsWith('extensions/') && existsSync(join(ROOT, f)));
}

/** The project files a file imports (relative specifiers that resolve to a source file). */
function importsOf(file: string, files: Set<string>): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(join(ROOT, file), 'utf8'), true, true);
  const found: string[] = [];
  for (const { fileName } of importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const target = relative(ROOT, join(ROOT, dirname(file), fileName));
    // As written, or without the extension TypeScript lets an import name (`./x.js` for x.ts).
    const hit = [target, ...RESOLVE_AS.map((ext) => target.replace(/\.js$/, '') + ext)].find((candidate) => files.has(candidate));
    if (hit) found.push(hit);
  }
  return found;
}

/** The first cycle a depth-first walk meets, as its files in import order, or null. */
export function firstCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      if (!state.has(next)) {
        const cycle = visit(next);
        if (cycle) return cycle;
      }
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    if (state.has(file)) continue;
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('import cycles', () => {
  it('finds a cycle where there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(firstCycle(graph)).toEqual(['a.ts', 'b.ts', 'c.ts', 'a.ts']);
    expect(
      firstCycle(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toBeNull();
  });

  it('has none in the tree', () => {
    const files = sourceFiles();
    const known = new Set(files);
    const graph = new Map(files.map((f) => [f, importsOf(f, known)]));
    // The graph is real: the Worker's entry imports its app.
    expect(graph.get('functions/index.ts')).toContain('functions/app.ts');
    expect(firstCycle(graph)).toBeNull();
  });
});
