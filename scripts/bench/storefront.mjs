// The shop's own storefront with our app (issue 48): Lighthouse (mobile) of the demo shop's home
// page and a product page with the theme app extension's embed on and off (the demo shop's
// ?embed=off), the same number of runs each. Shopify lets an app cost a storefront at most 10
// points; our budget is 2. Also: the JavaScript the embed adds before the page is ready, the
// scripts requested with it on and not with it off before the load event, each sized as a CDN
// sends it (gzip -9 of the file; the demo shop serves it uncompressed).
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue.ts';
import { THEME_EXTENSION_DIR } from '../../tests/fakes/shopify/theme-extension.ts';
import { ASSET_PREFIX } from '../demo-shop/theme.mjs';
import { auditPage } from './pages.mjs';

/** The storefront's pages, as an anonymous visitor sees them (most of a shop's traffic). */
export const STOREFRONT_PAGES = [
  { name: 'shop home', path: '/' },
  { name: 'shop product page', path: `/products/${DEMO_CATALOGUE.kibbles[0].handle}` },
];

/** `path` with the app embed switched off. */
const embedOff = (/** @type {string} */ path) => `${path}${path.includes('?') ? '&' : '?'}embed=off`;

/**
 * @param {string} shopOrigin
 * @param {{ runs: number, chromePath: string, dist: string }} opts
 */
export async function measureStorefront(shopOrigin, opts) {
  const rows = [];
  for (const page of STOREFRONT_PAGES) {
    const on = await auditPage({ name: page.name, path: page.path }, shopOrigin, '', opts);
    const off = await auditPage({ name: page.name, path: embedOff(page.path) }, shopOrigin, '', opts);
    rows.push({
      name: page.name,
      path: page.path,
      on: summary(on),
      off: summary(off),
      // Compared only where both were measured on a fast enough host.
      drop: on.slowHost || off.slowHost ? null : off.score - on.score,
      embedJs: embedScripts(on.scripts, off.scripts),
    });
  }
  return rows;
}

/** @param {import('./pages.mjs').PageResult} r */
const summary = (r) => ({
  score: r.score,
  runs: r.runs,
  benchmarkIndexes: r.benchmarkIndexes,
  slowHost: r.slowHost,
  lcp: r.lcp,
  tbt: r.tbt,
  cls: r.cls,
  loadEventMs: r.scripts.loadEventMs,
});

/**
 * The scripts the page asked for with the embed on and not with it off, before its load event.
 * @param {import('./pages.mjs').PageResult['scripts']} on @param {import('./pages.mjs').PageResult['scripts']} off
 */
function embedScripts(on, off) {
  const path = (/** @type {string} */ url) => new URL(url).pathname;
  const without = new Set(off.files.map((f) => path(f.url)));
  const added = on.files.filter((f) => !without.has(path(f.url)) && f.startMs <= on.loadEventMs);
  const files = added.map((f) => ({ path: path(f.url), startMs: f.startMs, transferBytes: f.transferSize, gzipBytes: gzipOf(path(f.url)) ?? f.transferSize }));
  return { files, gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0), transferBytes: files.reduce((n, f) => n + f.transferBytes, 0) };
}

/** An extension asset's gzip -9 size (as Shopify's CDN compresses it), or null for another file. */
function gzipOf(/** @type {string} */ path) {
  if (!path.startsWith(ASSET_PREFIX)) return null;
  const file = join(THEME_EXTENSION_DIR, 'assets', path.slice(ASSET_PREFIX.length));
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : null;
}
