/**
 * The app as deployed (APP_ENV production, the settings of tests/api/production-env.ts): no
 * local-only route exists, links in e-mails are built from PUBLIC_URL whatever Host a request
 * names, and missing settings stop every call with a readable reason.
 */
import { env, SELF } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import app from '../../functions/app';
import { listOutbox } from '../../functions/mail/outbox';
import { BASE, DEMO, postJson } from './auth-helpers';
import { verifyIdToken } from '../../functions/shopify/app/id-token';
import { LOCAL_CONSOLE_AUTH } from '../../functions/env';
import { APP_BRIDGE_CDN, APP_BRIDGE_STAND_IN, POLARIS_CDN, POLARIS_STAND_IN } from '../../functions/routes/dev-console';
import { PRODUCTION } from './production-env';

const production = { ...env, ...PRODUCTION };

/** Every method and path the app registers under a local-only prefix, params filled in. */
function devRoutes(): { method: string; path: string }[] {
  const seen = new Set<string>();
  return app.routes
    .filter((r) => /^\/(api\/)?dev(\/|$)/.test(r.path) && r.method !== 'ALL')
    .map((r) => ({ method: r.method, path: r.path.replace(/:[^/]+/g, 'x1').replace(/\*$/, 'x') }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

describe('production: local-only routes are absent', () => {
  it('answers 404 on every dev route the app registers', async () => {
    const routes = devRoutes();
    // the mailbox (page and JSON), the fixtures and the demo card switch at least
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/api/dev/outbox',
        '/dev/mailbox',
        '/dev/fixtures/customer',
        '/dev/payment-method',
        APP_BRIDGE_STAND_IN,
        POLARIS_STAND_IN,
        '/dev/console/id-token',
      ]),
    );
    for (const { method, path } of routes) {
      const init = method === 'GET' ? {} : { method, headers: { 'content-type': 'application/json' }, body: '{}' };
      const res = await app.request(path, init, production);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
    }
  });

  it('hides /embed-check (the bridge test page) behind the site 404 page, and serves it locally', async () => {
    const prod = await app.request('/embed-check', {}, production);
    expect(prod.status).toBe(404);
    expect(prod.headers.get('content-type')).toMatch(/text\/html/);
    expect(await prod.text()).toContain('Page not found');

    const local = await SELF.fetch(`${BASE}/embed-check`);
    expect(local.status).toBe(200);
    expect(await local.text()).toContain('<title>Embedding check · Furbaby Plans</title>');
  });
});

describe('production: the request log', () => {
  it('logs each request once, with the login token of its URL redacted', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      expect((await app.request('/api/health?token=login-secret-123', {}, production)).status).toBe(200);
      const lines = log.mock.calls.map((args) => String(args[0]));
      expect(lines.filter((l) => l.includes('/api/health'))).toEqual([expect.stringContaining('"request":"GET /api/health?token=REDACTED","status":200')]);
      expect(lines.join('\n')).not.toContain('login-secret-123');
    } finally {
      log.mockRestore();
    }
  });
});

describe('the console page: Shopify’s App Bridge in production, the stand-in only locally', () => {
  it('production serves /console with App Bridge and Polaris from Shopify’s CDN, and no stand-in', async () => {
    const res = await app.request('/console', {}, production);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<script src="${APP_BRIDGE_CDN}"></script>`);
    expect(html).toContain(`<script src="${POLARIS_CDN}"></script>`);
    expect(html).not.toContain(APP_BRIDGE_STAND_IN);
    expect(html).not.toContain(POLARIS_STAND_IN);
    // Polaris pinned to major version 1 (issue 49).
    expect(POLARIS_CDN).toBe('https://cdn.shopify.com/shopifycloud/polaris-1.js');
    expect((await app.request(POLARIS_STAND_IN, {}, production)).status).toBe(404);
  });

  it('local mode swaps in the stand-in, whose tokens the console accepts', async () => {
    const html = await (await SELF.fetch(`${BASE}/console`)).text();
    expect(html).toContain(`<script src="${APP_BRIDGE_STAND_IN}"></script>`);
    expect(html).not.toContain('cdn.shopify.com/shopifycloud');
    const script = await SELF.fetch(`${BASE}${APP_BRIDGE_STAND_IN}`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('/dev/console/id-token');
    expect(html).toContain(`<script src="${POLARIS_STAND_IN}"></script>`);
    const polaris = await SELF.fetch(`${BASE}${POLARIS_STAND_IN}`);
    expect(polaris.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await polaris.text()).toContain("define('s-table'");

    const { token } = await (await SELF.fetch(`${BASE}/dev/console/id-token`)).json<{ token: string }>();
    expect((await verifyIdToken(token, LOCAL_CONSOLE_AUTH)).ok).toBe(true);
    const today = await SELF.fetch(`${BASE}/api/console/today`, { headers: { Authorization: `Bearer ${token}` } });
    expect(today.status).toBe(200);
  });
});

describe('production: links follow PUBLIC_URL, never the Host header', () => {
  it('mails a login link on our public origin to a request sent to another Host', async () => {
    const mailbox = { ...production, MAILER: 'outbox' };
    const spoofed = postJson('/api/auth/request-link', { email: DEMO.email }, {}, 'https://attacker.example');
    expect((await app.request(spoofed, undefined, mailbox)).status).toBe(200);
    const [mail] = await listOutbox(env.DB, { to: DEMO.email, limit: 1 });
    expect(mail!.links[0]).toMatch(/^https:\/\/plans\.furbaby\.test\/dashboard\?token=/);
  });

  it('refuses to serve without PUBLIC_URL, saying so', async () => {
    const res = await app.request('/api/health', {}, { ...production, PUBLIC_URL: '' });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 'not_configured', error: expect.stringContaining('PUBLIC_URL is required in production') });
  });
});

describe('production: the local checkout only where it is chosen', () => {
  it('answers 404 on the test-card checkout calls under the Shopify checkout', async () => {
    for (const [method, path] of [
      ['GET', '/api/checkout/chk_abcdefgh12'],
      ['POST', '/api/checkout/chk_abcdefgh12/complete'],
    ] as const) {
      const res = await app.request(path, method === 'GET' ? {} : { method, headers: { 'content-type': 'application/json' }, body: '{}' }, production);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });
});
