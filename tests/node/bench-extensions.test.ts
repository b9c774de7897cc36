import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureExtensions } from '../../scripts/bench/extensions.mjs';

/** An extensions/ folder as the repository holds it: a theme extension, and UI extensions built or not. */
function extensionsFolder() {
  const root = mkdtempSync(join(tmpdir(), 'bench-extensions-'));
  const folder = (name: string, toml: string) => {
    mkdirSync(join(root, name), { recursive: true });
    writeFileSync(join(root, name, 'shopify.extension.toml'), toml);
  };
  folder('furbaby-theme', 'type = "theme"\n');
  folder('subscriptions-page', 'name = "Subscriptions"\ntype = "ui_extension"\n');
  folder('order-action', 'type = "ui_extension"\n');
  mkdirSync(join(root, 'subscriptions-page', 'dist'));
  writeFileSync(join(root, 'subscriptions-page', 'dist', 'main.js'), 'export const x = 1;\n'.repeat(50));
  writeFileSync(join(root, 'subscriptions-page', 'dist', 'main.js.map'), '{}');
  return root;
}

describe('measureExtensions', () => {
  it("sizes a built extension's JavaScript, says 'not built' for one without dist/, and leaves the theme extension out", () => {
    const rows = measureExtensions(extensionsFolder());
    expect(rows.map((r) => [r.name, r.built])).toEqual([
      ['order-action', false],
      ['subscriptions-page', true],
    ]);
    const built = rows.find((r) => r.built);
    expect(built && built.built && built.files.map((f) => f.file)).toEqual(['main.js']);
    expect(built && built.built && built.gzipBytes).toBeGreaterThan(0);
    expect(rows[0]).toMatchObject({ note: expect.stringContaining('not built') });
  });

  it('answers nothing where there is no extensions/ folder', () => {
    expect(measureExtensions(join(tmpdir(), 'no-such-extensions-folder'))).toEqual([]);
  });
});
