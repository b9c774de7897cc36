/**
 * The customer account extensions as Shopify CLI builds them (`shopify app build`, a step of
 * npm test, into extensions/<name>/dist/): each within what Shopify's deploy accepts, 64 KB
 * compressed, 128 KB for a full page (customer-account.page.render). "Compressed" is gzip at its
 * best level, as the CLI's own "~N KB compressed" line measures it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_WORKER_ORIGIN } from '../../extensions/shared/worker-origin';

const KB = 1024;
export const EXTENSION_LIMITS = { 'customer-account-page': 128 * KB, 'customer-account-orders': 64 * KB } as const;

function bundleOf(name: string): Buffer {
  const dir = `extensions/${name}/dist`;
  if (!existsSync(dir)) throw new Error(`${dir} is missing: run \`npx shopify app build --path . --skip-dependencies-installation\` first`);
  const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  return Buffer.concat(files.map((f) => readFileSync(`${dir}/${f}`)));
}

describe('customer account extension bundles', () => {
  it.each(Object.entries(EXTENSION_LIMITS))('%s is within its limit', (name, limit) => {
    const compressed = gzipSync(bundleOf(name), { level: 9 }).length;
    console.log(`${name}: ${(compressed / KB).toFixed(1)} KB compressed of ${limit / KB} KB`);
    expect(compressed).toBeLessThanOrEqual(limit);
  });

  it('call the app’s own Worker (shopify.app.toml application_url)', () => {
    const toml = readFileSync('shopify.app.toml', 'utf8');
    const url = toml.match(/^application_url = "([^"]+)"/m)![1]!;
    expect(new URL(url).origin).toBe(PRODUCTION_WORKER_ORIGIN);
  });
});
