/**
 * The documentation's links hold: in README.md and every Markdown file under docs/, each relative
 * link (Markdown links and images, and the src/href of inline HTML) names a file or folder that
 * exists, and a #anchor into a Markdown file names one of its headings, slugged as GitHub does.
 * The README stays a front door: at most 250 lines, the rest in docs/ (issue 44).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const README_MAX_LINES = 250;

const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file))
    .sort(),
];

/** The text outside fenced code blocks, with inline code spans blanked (a path in backticks is no link). */
function prose(markdown: string): string[] {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const opens = /^\s*(`{3,}|~{3,})/.exec(line);
    if (opens) {
      if (fence === null) fence = opens[1]!;
      else if (opens[1]!.startsWith(fence)) fence = null;
      return '';
    }
    return fence === null ? line : '';
  });
}

/** GitHub's heading anchor: lower case, punctuation other than '-' and '_' dropped, spaces to '-'. */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers: its headings' slugs (a repeated one numbered -1, -2, …) and HTML ids. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of prose(markdown)) {
    const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
    if (heading) {
      const base = slug(heading[1]!);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const id of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(id[1]!);
  }
  return anchors;
}

/** The link targets of a Markdown file: `[text](target)`, `![alt](target)`, and HTML `src=`/`href=`. */
export function linksOf(markdown: string): string[] {
  const targets: string[] = [];
  for (const line of prose(markdown)) {
    const text = line.replace(/`[^`]*`/g, '');
    for (const m of text.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) targets.push(m[1]!.replace(/^<|>$/g, ''));
    for (const m of text.matchAll(/\b(?:src|href)="([^"]+)"/g)) targets.push(m[1]!);
  }
  return targets;
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** The broken relative links of one file, each with the reason. */
export function brokenLinks(file: string, read: (path: string) => string = (path) => readFileSync(join(ROOT, path), 'utf8')): string[] {
  const markdown = read(file);
  const broken: string[] = [];
  for (const target of linksOf(markdown)) {
    if (isExternal(target)) continue;
    const [rawPath = '', anchor] = target.split('#', 2);
    const path = rawPath === '' ? file : relative(ROOT, join(ROOT, dirname(file), decodeURIComponent(rawPath)));
    if (rawPath !== '' && !existsSync(join(ROOT, path))) {
      broken.push(`${target}: no file ${path}`);
      continue;
    }
    if (anchor && path.endsWith('.md') && !anchorsOf(read(path)).has(anchor)) broken.push(`${target}: no heading #${anchor} in ${path}`);
  }
  return broken;
}

describe('the documentation links', () => {
  it('slugs headings as GitHub does', () => {
    expect(slug('The old way: a pasted snippet and `SHOP_SHARED_SECRET`')).toBe('the-old-way-a-pasted-snippet-and-shop_shared_secret');
    expect(slug('The app extension and the app proxy (the way to install it)')).toBe('the-app-extension-and-the-app-proxy-the-way-to-install-it');
    expect(slug('2026-11-26 (night): the console opens on one call (issue 36): 2.04×, budget met')).toBe(
      '2026-11-26-night-the-console-opens-on-one-call-issue-36-204-budget-met',
    );
  });

  it('finds a broken link, a broken anchor and a link hidden in code', () => {
    const files: Record<string, string> = {
      'docs/x.md': '# X\n\n[ok](../README.md) [gone](missing.md) [bad](#nowhere) [good](#x) `[code](nope.md)`\n\n```\n[fenced](nope.md)\n```\n',
    };
    const read = (path: string) => files[path] ?? readFileSync(join(ROOT, path), 'utf8');
    expect(brokenLinks('docs/x.md', read)).toEqual(['missing.md: no file docs/missing.md', '#nowhere: no heading #nowhere in docs/x.md']);
  });

  it('covers README.md and the Markdown under docs/', () => {
    expect(DOCS).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/where-to-change.md', 'docs/decisions/README.md']));
  });

  it.each(DOCS)('%s: every relative link resolves', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it(`README.md is a front door of at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });
});
