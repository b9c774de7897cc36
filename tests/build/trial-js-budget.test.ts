/**
 * The trial and recipe pages stay light: the JavaScript a first visit loads —
 * every module the page's islands import, followed through static imports — is at most 85 KB (issue 48; 90 KB until then)
 * compressed, gzip and brotli alike. Needs `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = join(import.meta.dirname, '../../dist');
export const TRIAL_PAGE_JS_BUDGET_BYTES = 85 * 1024;

/** The page's scripts: island components and renderers, module scripts, and their static imports. */
function initialScripts(route: string): { files: string[]; inline: string } {
  const file = join(DIST, `${route}.html`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  const html = readFileSync(file, 'utf8');
  const stack = [...html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  while (stack.length > 0) {
    const path = stack.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(DIST, path), 'utf8');
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`); dynamic import() loads later, on demand.
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) stack.push(join(dirname(path), m[1]!));
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  return { files: [...seen], inline };
}

describe.each(['free-trial', 'free-trial/choose-recipe', 'choose-recipe'])('/%s', (route) => {
  it(`loads at most ${TRIAL_PAGE_JS_BUDGET_BYTES / 1024} KB of compressed JavaScript`, () => {
    const { files, inline } = initialScripts(route);
    expect(files.length).toBeGreaterThan(0);
    const all = Buffer.concat([...files.map((f) => readFileSync(join(DIST, f))), Buffer.from(inline)]);
    const gzip = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(DIST, f))).length, 0) + gzipSync(inline).length;
    const brotli = files.reduce((sum, f) => sum + brotliCompressSync(readFileSync(join(DIST, f))).length, 0) + brotliCompressSync(inline).length;
    expect(all.length).toBeGreaterThan(gzip);
    expect(gzip).toBeLessThanOrEqual(TRIAL_PAGE_JS_BUDGET_BYTES);
    expect(brotli).toBeLessThanOrEqual(TRIAL_PAGE_JS_BUDGET_BYTES);
  });
});
