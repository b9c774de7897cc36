/**
 * Every built page carries a Content-Security-Policy that allows scripts
 * only from our origin and by the hash of each inline script the page really has: no
 * 'unsafe-inline' for scripts. Needs `npm run build` first (scripts/build/page-csp.ts writes the
 * meta tags after the build).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFiles, withCspMeta } from '../../scripts/build/page-csp';

const DIST = join(import.meta.dirname, '../../dist');
if (!existsSync(join(DIST, 'index.html'))) throw new Error(`${DIST} is missing: run \`npm run build\` first`);
const PAGES = htmlFiles(DIST).map((file) => ({ page: relative(DIST, file), html: readFileSync(file, 'utf8') }));

const metaPolicy = (html: string) => /<meta http-equiv="content-security-policy" content="([^"]*)">/.exec(html)?.[1];
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));
const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the built pages', () => {
  it('include every page, the island pages among them', () => {
    expect(PAGES.map((p) => p.page)).toEqual(
      expect.arrayContaining(['dashboard.html', 'checkout.html', 'free-trial.html', 'free-trial/choose-recipe.html', '404.html']),
    );
  });

  describe.each(PAGES)('$page', ({ html }) => {
    it("allows its inline scripts by hash, and no other inline script: script-src without 'unsafe-inline'", () => {
      const policy = metaPolicy(html);
      expect(policy).toBeDefined();
      const scriptSrc = directive(policy!, 'script-src')!.split(' ');
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      const hashes = scriptSrc.filter((s) => s.startsWith("'sha"));
      expect(hashes.sort()).toEqual([...new Set(inlineScripts(html).map(sha256))].sort());
      expect(directive(policy!, 'object-src')).toBe("object-src 'none'");
      expect(directive(policy!, 'base-uri')).toBe("base-uri 'none'");
    });

    it('places the policy before any script (a meta policy governs only what follows it)', () => {
      expect(html.indexOf('http-equiv="content-security-policy"')).toBeGreaterThan(-1);
      const firstScript = html.indexOf('<script');
      if (firstScript >= 0) expect(html.indexOf('http-equiv="content-security-policy"')).toBeLessThan(firstScript);
    });
  });
});

describe('withCspMeta', () => {
  it('replaces the policy when run again, with the hashes of the page as it is', () => {
    const page = '<!DOCTYPE html><html><head><meta charset="utf-8"><script>alert(1)</script></head><body></body></html>';
    const once = withCspMeta(page);
    expect(withCspMeta(once)).toBe(once);
    expect(directive(metaPolicy(once)!, 'script-src')).toBe(`script-src 'self' ${sha256('alert(1)')}`);
    const changed = withCspMeta(once.replace('alert(1)', 'alert(2)'));
    expect(directive(metaPolicy(changed)!, 'script-src')).toBe(`script-src 'self' ${sha256('alert(2)')}`);
  });
});
