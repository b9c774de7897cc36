/**
 * The pages' Content-Security-Policy, written into each built page as a `<meta>` tag after
 * `astro build` (the Astro integration at the end of this file, registered in astro.config.mjs).
 *
 * Why our own step and not Astro's `security.csp`: Astro's lists the hash of every bundled chunk
 * on every page and leaves `is:inline` scripts out (our frame check, the dashboard's preloads,
 * the index redirect); hashing the inline scripts a page really carries is exact and short.
 * Scripts with `src` load from our own origin ('self'); every inline one is allowed by its hash,
 * so script-src never needs 'unsafe-inline'.
 *
 * What a meta policy cannot say (frame-ancestors) the Worker sends as a header
 * (functions/http/security-headers.ts); the browser enforces both policies.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Inline `<script>` elements (no `src`): the text the browser hashes is exactly what sits between the tags. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/**
 * Everything except the script hashes, the same on every page:
 * - style-src keeps 'unsafe-inline': React renders `style` attributes into the pre-rendered HTML
 *   (e.g. a progress bar's width) and libraries may add `<style>`; hashing attributes would need
 *   'unsafe-hashes' per value. Injected CSS cannot run code under this script-src.
 * - img-src: our own files and /api/photos, `blob:` previews of a chosen photo, `data:` icons,
 *   and Shopify's CDN: in Shopify mode the treats' images are the shop's (docs/shopify.md).
 * - worker-src blob: the Intl warm-up worker (src/lib/warm-intl.ts) starts from a blob URL.
 * - connect-src 'self': pages call only our API; messages to the shop go by postMessage.
 * - frame-src 'self': /embed-check frames our own pages; nothing else is framed.
 */
export const PAGE_CSP_BASE = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://cdn.shopify.com",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
] as const;

/**
 * The CSP source expression for an inline script's text.
 *
 * @example
 * scriptHash('alert(1)') // "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"
 */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hashes of a page's inline scripts, each once, in page order. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set([...html.matchAll(INLINE_SCRIPT)].map((m) => scriptHash(m[1] ?? '')))];
}

/** Only Shopify's CDN may serve a page a script (the console's App Bridge and Polaris). */
const EXTERNAL_SCRIPT = /<script\b[^>]*\bsrc="(https:\/\/cdn\.shopify\.com)\/[^"]*"/gi;

/** The https origins a page loads scripts from (Shopify's CDN only), each once. */
export function externalScriptOrigins(html: string): string[] {
  return [...new Set([...html.matchAll(EXTERNAL_SCRIPT)].map((m) => m[1]!.toLowerCase()))];
}

/**
 * The policy for one page: the base plus script-src allowing our origin, Shopify's CDN where the
 * page loads from it, and the page's own inline scripts.
 *
 * @example
 * pageCsp('<script>alert(1)</script>') // "default-src 'self'; … script-src 'self' 'sha256-bhHH…='"
 */
export function pageCsp(html: string): string {
  return [...PAGE_CSP_BASE, ["script-src 'self'", ...externalScriptOrigins(html), ...inlineScriptHashes(html)].join(' ')].join('; ');
}

const CSP_META = /<meta http-equiv="content-security-policy"[^>]*>/i;

/**
 * The page with its CSP meta tag, placed right after `<meta charset>` (which must stay in the first
 * 1024 bytes) and so before any script: a meta policy governs only what follows it. Idempotent.
 */
export function withCspMeta(html: string): string {
  const page = html.replace(CSP_META, '');
  const meta = `<meta http-equiv="content-security-policy" content="${pageCsp(page)}">`;
  const charset = /<meta charset="[^"]*">/i.exec(page);
  if (charset) return page.replace(charset[0], `${charset[0]}${meta}`);
  if (!/<head>/i.test(page)) throw new Error('A built page without <head>: cannot place its CSP');
  return page.replace(/<head>/i, (head) => `${head}${meta}`);
}

/** Every .html file under `dir`. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => join(dir, f));
}

/** Astro integration: after the build, every page in dist/ gets its policy. */
export const pageCspIntegration = {
  name: 'furbaby:page-csp',
  hooks: {
    'astro:build:done': ({ dir }: { dir: URL }) => {
      for (const file of htmlFiles(fileURLToPath(dir))) writeFileSync(file, withCspMeta(readFileSync(file, 'utf8')));
    },
  },
};
