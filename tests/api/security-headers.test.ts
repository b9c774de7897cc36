/**
 * Security headers: every API answer is nosniff and, unless the route chose
 * its own cache policy, never stored; pages may be framed only by our own origin and the
 * configured shops (loopback ports too in local mode, never in production); HSTS over https in
 * production; no Referer from pages whose URL carries a secret.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { BASE, loginAs, postJson } from './auth-helpers';
import { PRODUCTION } from './production-env';

const SHOP = 'https://shop.furbaby.test';
const production = { ...env, ...PRODUCTION, SHOP_ORIGINS: SHOP };
const PRODUCTION_BASE = PRODUCTION.PUBLIC_URL;

const frameAncestors = (res: Response) => /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

function expectPrivateJson(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
}

describe('API answers', () => {
  it("a customer's own data is nosniff and never stored", async () => {
    const { headers } = await loginAs();
    const res = await SELF.fetch(`${BASE}/api/profile`, { headers });
    expect(res.status).toBe(200);
    expectPrivateJson(res);
  });

  it('login, errors and unknown endpoints are nosniff and never stored', async () => {
    const verify = await SELF.fetch(postJson('/api/auth/verify', { token: 'x'.repeat(43) }));
    expect(verify.status).toBeGreaterThanOrEqual(400);
    expectPrivateJson(verify);
    const invalid = await SELF.fetch(postJson('/api/pets/checkout-url', { nonsense: true }));
    expect(invalid.status).toBe(400);
    expectPrivateJson(invalid);
    expectPrivateJson(await SELF.fetch(`${BASE}/api/no-such-thing`));
  });

  it("keeps a route's own cache policy: a photo stays cached for a year, embed-config for a while", async () => {
    await env.PHOTOS.put('pets/security-headers-test.png', new Uint8Array([137, 80, 78, 71]), { httpMetadata: { contentType: 'image/png' } });
    const photo = await SELF.fetch(`${BASE}/api/photos/security-headers-test.png`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    const config = await SELF.fetch(`${BASE}/api/embed-config`);
    expect(config.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    expect(config.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a deployment whose configuration is refused still answers with the headers', async () => {
    const res = await app.request(`${PRODUCTION_BASE}/api/health`, {}, { ...production, PUBLIC_URL: '' });
    expect(res.status).toBe(503);
    expectPrivateJson(res);
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('pages, local mode', () => {
  it('/dashboard comes through the Worker: framed by us, the shops and loopback ports only, no Referer', async () => {
    const res = await SELF.fetch(`${BASE}/dashboard`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('<title>My dashboard');
    expect(frameAncestors(res)).toBe("'self' https://furbaby.co.nz http://localhost:* http://127.0.0.1:*");
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'; base-uri 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    // http and local: no HSTS (browsers ignore it over http; localhost must never be pinned).
    expect(res.headers.get('strict-transport-security')).toBeNull();
    // the page keeps the assets' revalidation policy, not the API's no-store
    expect(res.headers.get('cache-control')).not.toBe('no-store');
  });

  it('pages without a secret in their URL send the origin only across origins', async () => {
    for (const path of ['/free-trial', '/free-trial/choose-recipe', '/manage-pets']) {
      const res = await SELF.fetch(`${BASE}${path}`);
      expect({ path, status: res.status, referrer: res.headers.get('referrer-policy') }).toEqual({
        path,
        status: 200,
        referrer: 'strict-origin-when-cross-origin',
      });
      expect(frameAncestors(res)).toContain('http://localhost:*');
    }
    for (const path of ['/checkout?session=chk_x&confirm=y', '/order-status?order=o1', '/?token=abc']) {
      const res = await SELF.fetch(`${BASE}${path}`, { redirect: 'manual' });
      expect({ path, referrer: res.headers.get('referrer-policy') }).toEqual({ path, referrer: 'no-referrer' });
    }
  });

  it('the 404 page carries the page headers', async () => {
    const res = await SELF.fetch(`${BASE}/no-such-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page not found');
    expect(frameAncestors(res)).toBe("'self' https://furbaby.co.nz http://localhost:* http://127.0.0.1:*");
  });
});

describe('pages, production', () => {
  it('only our origin and SHOP_ORIGINS may frame /dashboard and /checkout; HSTS over https', async () => {
    for (const path of ['/dashboard', '/checkout']) {
      const res = await app.request(`${PRODUCTION_BASE}${path}`, {}, production);
      expect(res.status).toBe(200);
      expect(frameAncestors(res)).toBe(`'self' ${SHOP}`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('only /console may be framed by Shopify admin and the configured shop (the embedded app), and sends no Referer', async () => {
    const res = await app.request(`${PRODUCTION_BASE}/console`, {}, production);
    expect(res.status).toBe(200);
    expect(frameAncestors(res)).toBe(`'self' ${SHOP} https://admin.shopify.com https://furbaby-test.myshopify.com`);
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    for (const path of ['/dashboard', '/free-trial', '/no-such-page']) {
      expect(frameAncestors(await app.request(`${PRODUCTION_BASE}${path}`, {}, production))).toBe(`'self' ${SHOP}`);
    }
  });

  it('/embed-check stays the 404 page, with the headers', async () => {
    const res = await app.request(`${PRODUCTION_BASE}/embed-check`, {}, production);
    expect(res.status).toBe(404);
    expect(frameAncestors(res)).toBe(`'self' ${SHOP}`);
  });
});
