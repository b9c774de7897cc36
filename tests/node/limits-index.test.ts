/**
 * functions/lib/limits.ts indexes every limit (issue 58): each exported constant of functions/
 * and src/ whose name says it bounds something (`…_MAX…`, `MAX_…`, `…_LIMIT(S)`, `…_QUOTA`,
 * `…_TTL_…`, `…_PAGE_SIZE`) is named in its header, or sits in a file the header names as a
 * whole (the request schemas, src/domain/console-limits.ts, …).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const INDEX = 'functions/lib/limits.ts';
const BOUND = /^(?:MAX_\w+|\w+_(?:MAX|LIMITS?|QUOTA|PAGE_SIZE)|\w+_MAX_\w+|\w+_TTL_\w+)$/;

/** Names that read as limits but are not: a layout breakpoint, and a cache's freshness. */
const NOT_LIMITS = new Set(['NARROW_LAYOUT_MAX_PX', 'SNAPSHOT_MAX_AGE_MS']);

const index = readFileSync(join(ROOT, INDEX), 'utf8');
/** The files the index names whole: a path, or a folder's `*.ts`. */
const named = [...index.matchAll(/(?:functions|src)\/[\w/.*-]+\.ts/g)].map((m) => m[0]);
const coveredFile = (file: string) =>
  named.some((path) => path === file || (path.endsWith('/*.ts') && file.startsWith(path.slice(0, -4)) && !file.slice(path.length - 4).includes('/')));

const sources = execFileSync('git', ['ls-files', '-z', 'functions', 'src'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => /\.tsx?$/.test(file) && file !== INDEX);

describe('the index of limits', () => {
  it('names every limit, or the file that holds it', () => {
    const unnamed = sources.flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^export const ([A-Z][A-Z0-9_]*)\b/gm)]
        .map((m) => m[1]!)
        .filter((name) => BOUND.test(name) && !NOT_LIMITS.has(name) && !index.includes(name) && !coveredFile(file))
        .map((name) => `${name} (${file})`),
    );
    expect(unnamed).toEqual([]);
  });
});
