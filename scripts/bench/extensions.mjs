// The customer account extensions' bundles (issue 48): each extensions/<name>/dist/ built by its
// own issue, every JavaScript file in it gzip -9. An extension with a shopify.extension.toml of a
// UI type and no dist/ yet is reported as not built, not failed; the theme extension (Liquid and
// public/embed.js, measured with the storefront) is not one of them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A UI extension's type in its shopify.extension.toml (`type = "ui_extension"`). */
const UI_EXTENSION = /^\s*type\s*=\s*"ui_extension"/m;

/**
 * @typedef {{ name: string, built: true, files: { file: string, gzipBytes: number }[], gzipBytes: number }} BuiltExtension
 * @typedef {{ name: string, built: false, note: string }} UnbuiltExtension
 */

/**
 * @param {string} [root] the folder holding the extensions
 * @returns {(BuiltExtension | UnbuiltExtension)[]}
 */
export function measureExtensions(root = 'extensions') {
  if (!existsSync(root)) return [];
  const rows = [];
  for (const name of readdirSync(root).sort()) {
    const dir = join(root, name);
    const toml = join(dir, 'shopify.extension.toml');
    const dist = join(dir, 'dist');
    const ui = existsSync(toml) && UI_EXTENSION.test(readFileSync(toml, 'utf8'));
    if (!ui && !existsSync(dist)) continue;
    if (!existsSync(dist)) {
      rows.push({ name, built: /** @type {const} */ (false), note: `not built (no ${dist}/)` });
      continue;
    }
    const files = readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.m?js$/.test(f))
      .sort()
      .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }));
    rows.push({ name, built: /** @type {const} */ (true), files, gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0) });
  }
  return rows;
}
