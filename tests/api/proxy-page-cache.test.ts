/**
 * A built page through the app proxy is rewritten once per deploy (functions/shopify/proxy/page.ts):
 * the kept text is served while the assets binding answers the same ETag, and never for
 * anything else.
 */
import { describe, expect, it } from 'vitest';
import { cachedPageUnderPrefix } from '../../functions/shopify/proxy/page';

const PREFIX = '/apps/furbaby';
const page = (body: string, headers: Record<string, string> = {}, status = 200) =>
  new Response(`<!doctype html><html><head></head><body>${body}</body></html>`, { status, headers: { 'content-type': 'text/html', ...headers } });

describe('cachedPageUnderPrefix', () => {
  it('serves the rewritten page again while the ETag is the same, and rewrites a new build', async () => {
    const path = `/cache-${crypto.randomUUID()}`;
    const first = await cachedPageUnderPrefix(page('<a href="/dashboard">v1</a>', { etag: '"1"' }), path, PREFIX);
    expect(await first.text()).toContain('<a href="/apps/furbaby/dashboard">v1</a>');
    // The same build: the kept text (the binding's body is not read again).
    const again = await cachedPageUnderPrefix(page('<a href="/dashboard">not read</a>', { etag: '"1"' }), path, PREFIX);
    expect(await again.text()).toContain('v1');
    // A deploy: a new ETag, the new page.
    const next = await cachedPageUnderPrefix(page('<a href="/orders">v2</a>', { etag: '"2"' }), path, PREFIX);
    expect(await next.text()).toContain('<a href="/apps/furbaby/orders">v2</a>');
  });

  it('keeps a page per prefix and per account link', async () => {
    const path = `/cache-${crypto.randomUUID()}`;
    const html = '<img src="/images/a.svg">';
    await cachedPageUnderPrefix(page(html, { etag: '"1"' }), path, PREFIX);
    const other = await (await cachedPageUnderPrefix(page(html, { etag: '"1"' }), path, '/apps/other')).text();
    expect(other).toContain('src="/apps/other/images/a.svg"');
    const linked = await (await cachedPageUnderPrefix(page(html, { etag: '"1"' }), path, PREFIX, { accountLink: true })).text();
    expect(linked).toMatch(/<body><p class="fb-account-link">/);
  });

  it('rewrites as it passes a page without an ETag or that is not a 200, keeping nothing', async () => {
    const path = `/cache-${crypto.randomUUID()}`;
    await cachedPageUnderPrefix(page('<a href="/a">one</a>'), path, PREFIX);
    expect(await (await cachedPageUnderPrefix(page('<a href="/a">two</a>'), path, PREFIX)).text()).toContain('two');
    const missing = await cachedPageUnderPrefix(page('<a href="/">gone</a>', { etag: '"9"' }, 404), path, PREFIX);
    expect(missing.status).toBe(404);
    expect(await (await cachedPageUnderPrefix(page('<a href="/">found</a>', { etag: '"9"' }), path, PREFIX)).text()).toContain('found');
  });

  it('drops the built length: the rewritten text is longer', async () => {
    const body = '<a href="/x">x</a>';
    const res = await cachedPageUnderPrefix(page(body, { etag: '"1"', 'content-length': '10' }), `/cache-${crypto.randomUUID()}`, PREFIX);
    expect(res.headers.get('content-length')).not.toBe('10');
    expect(res.headers.get('content-type')).toBe('text/html');
  });
});
