import { env, SELF } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../../functions/app';
import { LOCAL_SHOP_SHARED_SECRET } from '../../functions/config/local-secrets';
import { readConfig, type AppEnv } from '../../functions/env';
import { PRODUCTION } from './production-env';
import { errorResponse } from '../../functions/lib/errors';
import { requireCustomer, sessionMiddleware } from '../../functions/auth/session';
import { sha256Hex } from '../../functions/lib/ids';
import { crmWebhookMailer } from '../../functions/mail/crm-webhook';
import { MESSAGES } from '../../src/copy/messages';
import { BASE, DEMO, loginAs, mailedLinks, postJson } from './auth-helpers';

const outboxCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox').first<{ n: number }>())!.n;
const requestLink = (email: string, headers: Record<string, string> = {}) => SELF.fetch(postJson('/api/auth/request-link', { email }, headers));

afterEach(() => vi.restoreAllMocks());

describe('Origin check on state-changing calls', () => {
  it('refuses a POST from a foreign page with 403 forbidden_origin, and does nothing', async () => {
    const before = await outboxCount();
    for (const origin of ['https://evil.example', 'null', 'https://furbaby.co.nz.evil.example']) {
      const res = await requestLink(DEMO.email, { origin });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ error: 'This request came from a page that is not allowed to make it.', code: 'forbidden_origin' });
    }
    expect(await outboxCount()).toBe(before);
  });

  it('refuses a foreign logout, so another site cannot end the session either', async () => {
    const { cookie } = await loginAs();
    const res = await SELF.fetch(postJson('/auth/logout', {}, { cookie, origin: 'https://evil.example' }));
    expect(res.status).toBe(403);
    expect((await SELF.fetch(`${BASE}/api/auth/check-session`, { headers: { cookie } })).status).toBe(200);
  });

  it('allows our own origin, the configured shop origins and (local mode) loopback origins', async () => {
    for (const origin of [BASE, 'https://furbaby.co.nz', 'http://127.0.0.1:4321', 'http://localhost:8788']) {
      expect((await requestLink(DEMO.email, { origin })).status).toBe(200);
    }
  });

  it('allows calls without Origin (not from a browser page)', async () => {
    const res = await SELF.fetch(`${BASE}/api/auth/logout`, { method: 'POST' });
    expect(res.status).toBe(200);
  });

  it('does not let loopback origins in production', async () => {
    const res = await app.request(postJson('/api/auth/logout', {}, { origin: 'http://127.0.0.1:4321' }), {}, { ...env, ...PRODUCTION });
    expect(res.status).toBe(403);
  });

  it('leaves GET alone', async () => {
    const res = await SELF.fetch(`${BASE}/api/auth/check-session`, { headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(401);
  });
});

describe('rate limit on login-link requests', () => {
  const limited = { ...env, LOGIN_LIMIT_PER_EMAIL: '2', LOGIN_LIMIT_PER_CLIENT: '3', LOGIN_LIMIT_WINDOW_MINUTES: '15' };
  const ask = (email: string, ip: string) => app.request(postJson('/api/auth/request-link', { email }, { 'cf-connecting-ip': ip }), {}, limited);

  it('answers 429 rate_limited with Retry-After once an e-mail has used its requests', async () => {
    expect((await ask(DEMO.otherEmail, '203.0.113.1')).status).toBe(200);
    expect((await ask(DEMO.otherEmail, '203.0.113.2')).status).toBe(200);
    const before = await outboxCount();
    const third = await ask(DEMO.otherEmail, '203.0.113.3');
    expect(third.status).toBe(429);
    expect(await third.json()).toEqual({ error: 'Too many login link requests. Please wait a few minutes and try again.', code: 'rate_limited' });
    const retry = Number(third.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    expect(await outboxCount()).toBe(before);
  });

  it('limits one client across many e-mail addresses', async () => {
    const ip = '198.51.100.7';
    for (const n of [1, 2, 3]) expect((await ask(`someone${n}@example.com`, ip)).status).toBe(200);
    expect((await ask('someone4@example.com', ip)).status).toBe(429);
    // another client is not affected
    expect((await ask('someone4@example.com', '198.51.100.8')).status).toBe(200);
  });

  it('limits unknown addresses the same way (no hint which ones exist)', async () => {
    const ip = '192.0.2.50';
    await ask('ghost@example.com', ip);
    await ask('ghost@example.com', ip);
    expect((await ask('ghost@example.com', ip)).status).toBe(429);
  });

  it('keeps counters per e-mail as hashes, never the address', async () => {
    const rows = await env.DB.prepare("SELECT bucket FROM rate_limits WHERE bucket LIKE 'login-link:email:%'").all<{ bucket: string }>();
    expect(rows.results.length).toBeGreaterThan(0);
    expect(rows.results.every((r) => /^login-link:email:[0-9a-f]{64}$/.test(r.bucket))).toBe(true);
  });
});

describe('configuration', () => {
  it('has strict production defaults and generous local ones', () => {
    expect(readConfig({ ...env, ...PRODUCTION }).loginLimits).toEqual({ perEmail: 5, perClient: 20, windowMinutes: 15 });
    const local = readConfig({ ...env, APP_ENV: 'local' });
    expect(local.loginLimits.perEmail).toBeGreaterThanOrEqual(50);
    expect(local.loginLimits.perClient).toBeGreaterThanOrEqual(50);
    expect(local.shopSharedSecret).toBe(LOCAL_SHOP_SHARED_SECRET);
    expect(local.mailer).toEqual({ kind: 'outbox' });
  });

  it('requires a real SHOP_SHARED_SECRET and a CRM webhook in production, with a readable error', () => {
    expect(() => readConfig({ ...env, ...PRODUCTION, SHOP_SHARED_SECRET: undefined })).toThrow(/SHOP_SHARED_SECRET is required in production/);
    expect(() => readConfig({ ...env, ...PRODUCTION, SHOP_SHARED_SECRET: LOCAL_SHOP_SHARED_SECRET })).toThrow(/at least 32 characters/);
    expect(() => readConfig({ ...env, ...PRODUCTION, CRM_WEBHOOK_URL: undefined })).toThrow(/CRM_WEBHOOK_URL/);
    expect(() => readConfig({ ...env, LOGIN_LIMIT_PER_EMAIL: 'lots' })).toThrow(/LOGIN_LIMIT_PER_EMAIL/);
    expect(readConfig({ ...env, ...PRODUCTION }).mailer).toEqual({ kind: 'crm', webhookUrl: 'https://crm.example/hook' });
  });
});

describe('CRM webhook mailer', () => {
  it('posts { email, link, kind } to the webhook', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 204 }));
    await crmWebhookMailer('https://crm.example/hook', fetcher as unknown as typeof fetch).send({
      to: 'sam@example.com',
      subject: 's',
      text: 't',
      links: ['https://x/dashboard?token=abc'],
      kind: 'login-link',
    });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://crm.example/hook');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ email: 'sam@example.com', link: 'https://x/dashboard?token=abc', kind: 'login-link' });
  });

  it('is what request-link uses with MAILER=crm; nothing goes to the outbox; a failing CRM gives the spec text', async () => {
    const crmEnv = { ...env, MAILER: 'crm', CRM_WEBHOOK_URL: 'https://crm.example/hook' };
    const calls: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      calls.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 200 });
    });
    const before = await outboxCount();
    const res = await app.request(postJson('/api/auth/request-link', { email: DEMO.email }), {}, crmEnv);
    expect(res.status).toBe(200);
    expect(calls).toEqual([{ email: DEMO.email, link: expect.stringMatching(/\/dashboard\?token=[A-Za-z0-9_-]{43}$/), kind: 'login-link' }]);
    expect(await outboxCount()).toBe(before);

    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('down', { status: 503 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await app.request(postJson('/api/auth/request-link', { email: DEMO.email }), {}, crmEnv);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: MESSAGES.failedToSendMagicLink, code: 'mail_failed' });
  });
});

describe('local mailbox', () => {
  it('lists sent mail as JSON at /api/dev/outbox (to, subject, text, links, sentAt)', async () => {
    await SELF.fetch(postJson('/api/auth/request-link', { email: DEMO.email }));
    const res = await SELF.fetch(`${BASE}/api/dev/outbox`);
    expect(res.status).toBe(200);
    const { mails } = await res.json<{ mails: Record<string, unknown>[] }>();
    expect(mails[0]).toMatchObject({
      to: DEMO.email,
      subject: 'Your Furbaby Plans login link',
      text: expect.stringContaining('/dashboard?token='),
      links: [expect.stringContaining('/dashboard?token=')],
      sentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(mails[0]!.links).toEqual(await mailedLinks(DEMO.email).then((l) => l.slice(0, 1)));
  });

  it('shows the mails as a page with clickable links at /dev/mailbox', async () => {
    const res = await SELF.fetch(`${BASE}/dev/mailbox`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const page = await res.text();
    expect(page).toContain('<h1>Local mailbox</h1>');
    expect(page).toMatch(/<a href="http:\/\/localhost\/dashboard\?token=[A-Za-z0-9_-]+">/);
  });

  it('does not exist in production', async () => {
    for (const path of ['/api/dev/outbox', '/dev/mailbox', '/dev/outbox']) {
      const res = await app.request(path, {}, { ...env, ...PRODUCTION });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('GET /api/test (the cookie-test page)', () => {
  it('answers the test cookie it got back and a new one, without any session secret', async () => {
    const first = await SELF.fetch(`${BASE}/api/test`);
    const a = await first.json<{ existingSessionId: string | null; newSessionId: string }>();
    expect(a.existingSessionId).toBeNull();
    const cookie = first.headers.getSetCookie().find((c) => c.startsWith('mfb_cookie_test='))!;
    expect(cookie).toMatch(/HttpOnly/);

    const { cookie: session, sessionToken } = await loginAs();
    const second = await SELF.fetch(`${BASE}/api/test`, { headers: { cookie: `${cookie.split(';')[0]}; ${session}` } });
    const text = await second.text();
    expect(JSON.parse(text)).toMatchObject({ existingSessionId: a.newSessionId, sessionCookieSent: true, loggedIn: true });
    expect(text).not.toContain(sessionToken);
  });
});

describe('requireCustomer (for other routers)', () => {
  const guarded = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('config', readConfig(c.env));
      await next();
    })
    .use(sessionMiddleware)
    .use(requireCustomer)
    .get('/mine', (c) => c.json({ id: c.var.customer.id }));
  guarded.onError((err, c) => errorResponse(c, err));

  it('answers 401 unauthenticated without a session', async () => {
    const res = await guarded.request('/mine', {}, env);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Please log in to continue.', code: 'unauthenticated' });
  });

  it('passes the customer on with a cookie or a bearer token', async () => {
    const { cookie, sessionToken } = await loginAs(DEMO.otherCustomerId);
    expect(await (await guarded.request('/mine', { headers: { cookie } }, env)).json()).toEqual({ id: DEMO.otherCustomerId });
    expect(await (await guarded.request('/mine', { headers: { authorization: `Bearer ${sessionToken}` } }, env)).json()).toEqual({ id: DEMO.otherCustomerId });
  });
});

describe('logged-in reads that look the session up in their own batch', () => {
  const reads = (customerId: string) => [
    '/api/pets',
    `/api/pets/by-customer/${customerId}`,
    `/api/subscriptions/customer/${customerId}`,
    `/api/orders/customer/${customerId}`,
    `/api/legacy-subscriptions/by-shopify-id/${customerId}`,
  ];
  const get = (path: string, cookie: string) => SELF.fetch(`${BASE}${path}`, { headers: { cookie } });

  it('answer the session’s own data, and 401 once the session is ended, expired or unknown', async () => {
    const { cookie, sessionToken } = await loginAs();
    for (const path of reads(DEMO.customerId)) expect((await get(path, cookie)).status, path).toBe(200);

    await env.DB.prepare("UPDATE sessions SET expires_at = '2000-01-01T00:00:00.000Z' WHERE id_hash = ?1")
      .bind(await sha256Hex(sessionToken))
      .run();
    for (const path of reads(DEMO.customerId)) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ error: 'Please log in to continue.', code: 'unauthenticated' });
    }

    const other = await loginAs();
    expect((await SELF.fetch(postJson('/auth/logout', {}, { cookie: other.cookie }))).status).toBe(200);
    for (const path of reads(DEMO.customerId)) expect((await get(path, other.cookie)).status, path).toBe(401);
    for (const path of reads(DEMO.customerId)) expect((await get(path, 'mfb_session=' + 'x'.repeat(43))).status, path).toBe(401);
  });

  it('answer 404 for another customer’s id and show none of their data', async () => {
    const { cookie } = await loginAs(DEMO.otherCustomerId);
    for (const path of reads(DEMO.customerId).slice(1)) {
      const res = await get(path, cookie);
      expect(res.status, path).toBe(404);
      expect(Object.keys(await res.json()).sort()).toEqual(['code', 'error']);
    }
  });
});
