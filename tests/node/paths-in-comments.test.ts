/**
 * No comment or doc names a file that does not exist (issue 58): the comments of every tracked
 * *.ts, *.tsx and *.mjs file, and the whole text of README.md and the Markdown under docs/, are
 * scanned for repository paths (`functions/…`, `src/…`, `scripts/…`, `tests/…`, `e2e/…`,
 * `extensions/…`, `migrations/…`, `docs/…` ending in a file extension), and each must be a file
 * `git ls-files` knows. A path with a placeholder (`<action>.ts`, `*.test.ts`, `{a,b}.ts`) names
 * no one file and is skipped. Code is not scanned: an import that names a missing file fails tsc.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const TOP = ['functions', 'src', 'scripts', 'tests', 'e2e', 'extensions', 'migrations', 'docs'];
const EXTENSIONS = ['ts', 'tsx', 'mjs', 'cjs', 'js', 'md', 'sql', 'json', 'astro', 'css', 'toml', 'html', 'svg', 'png', 'graphql', 'txt'];

/** A path that starts at the repository's root: not `../src/x.ts` nor `a/src/x.ts`, nor part of a URL. */
const PATH = new RegExp(`(?<![\\w./@:-])(?:${TOP.join('|')})/[\\w./\\[\\]<>*{},…-]+`, 'g');
const FILE = new RegExp(`\\.(?:${EXTENSIONS.join('|')})$`);
const PLACEHOLDER = /[<>*{},…]/;
/** Files the checks write and git ignores: named on purpose, absent from a fresh clone. */
const GENERATED = new Set(['docs/api/openapi.d.ts']);

/**
 * The comments of a source file, in order. Strings and templates are read past so that a `//` in
 * one is no comment; a regular expression holding a quote may hide the rest of its line, which
 * only skips a comment, never invents one.
 */
export function commentsOf(source: string): string[] {
  const token = /\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\[\s\S]|[^`\\])*`/g;
  return [...source.matchAll(token)].map((m) => m[0]).filter((t) => t.startsWith('//') || t.startsWith('/*'));
}

/** The repository paths a text names that end in a file extension, without placeholders. */
export function pathsIn(text: string): string[] {
  return [...text.matchAll(PATH)].map((m) => m[0].replace(/[.,]+$/, '')).filter((path) => FILE.test(path) && !PLACEHOLDER.test(path));
}

const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
const files = new Set([...tracked, ...GENERATED]);
const sources = tracked.filter((f) => /\.(?:ts|tsx|mjs)$/.test(f));
const docs = tracked.filter((f) => f === 'README.md' || (f.startsWith('docs/') && f.endsWith('.md')));

/** Each missing path as `where: path`. */
function missing(where: string[], textOf: (file: string) => string): string[] {
  return where.flatMap((file) => pathsIn(textOf(file)).flatMap((path) => (files.has(path) ? [] : [`${file}: ${path}`])));
}

const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

describe('the paths named in comments and docs', () => {
  it('finds paths in comments only, and skips placeholders', () => {
    const source = [
      "import x from '../src/gone.ts'; // see functions/mail/templates.ts.",
      "const url = 'https://x.nz/src/not-a-comment.ts'; const s = '// src/in-a-string.ts';",
      '/** Moved to tests/node/nowhere.test.ts, beside functions/routes/<action>.ts and migrations/<n>_<what>.sql. */',
    ].join('\n');
    const found = commentsOf(source).flatMap(pathsIn);
    expect(found).toEqual(['functions/mail/templates.ts', 'tests/node/nowhere.test.ts']);
    expect(found.filter((path) => !files.has(path))).toEqual(['tests/node/nowhere.test.ts']);
  });

  it('scans the sources and the docs', () => {
    expect(sources.length).toBeGreaterThan(500);
    expect(sources.flatMap((file) => commentsOf(read(file)).flatMap(pathsIn)).length).toBeGreaterThan(300);
    expect(docs).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/where-to-change.md']));
  });

  it('every path a comment names is a file', () => {
    expect(missing(sources, (file) => commentsOf(read(file)).join('\n'))).toEqual([]);
  });

  it('every path README.md and docs/ name is a file', () => {
    expect(missing(docs, read)).toEqual([]);
  });
});
