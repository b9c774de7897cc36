// The JavaScript a page's first screen needs, read from the build: its islands' component and
// renderer modules and its module scripts, followed through their static imports. A dynamic
// import() is left out: the page loads it later, on demand (issue 48: "load what the first
// screen does not need after it, not before"). The trial pages' budget is held to this, by the
// build test (tests/build/trial-js-budget.test.ts) and by the bench's page part alike.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The first screen's scripts of the built page at `route` (`free-trial`, `free-trial/choose-recipe`):
 * their paths under `dist` (`/_astro/x.js`) and the page's inline scripts, joined.
 * @param {string} dist @param {string} route
 * @returns {{ files: string[], inline: string }}
 */
export function firstScreenScripts(dist, route) {
  const file = builtPage(dist, route);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  const html = readFileSync(file, 'utf8');
  const stack = [...html.matchAll(/(?:component-url|renderer-url|src)="(\/_astro\/[^"]+\.js)"/g)].map((m) => /** @type {string} */ (m[1]));
  const seen = new Set();
  while (stack.length > 0) {
    const path = /** @type {string} */ (stack.pop());
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(dist, path), 'utf8');
    // Static imports only (`import … from "./x.js"`, `import "./x.js"`).
    for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) stack.push(join(dirname(path), /** @type {string} */ (m[1])));
  }
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
  return { files: [...seen], inline };
}

/** The built HTML file of `route` under `dist`. @param {string} dist @param {string} route */
export const builtPage = (dist, route) => join(dist, `${route.replace(/^\//, '')}.html`);

/**
 * The first screen's scripts' bytes, each file compressed on its own by `compress` as a server
 * sends it, the page's inline scripts as one: gzip -9 in the bench, gzip and brotli in the build test.
 * @param {string} dist @param {string} route @param {(data: Buffer) => Buffer} compress
 */
export function firstScreenBytes(dist, route, compress) {
  const { files, inline } = firstScreenScripts(dist, route);
  return files.reduce((n, f) => n + compress(readFileSync(join(dist, f))).length, 0) + compress(Buffer.from(inline)).length;
}
