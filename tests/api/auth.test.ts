import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../functions/lib/ids';
import { MESSAGES } from '../../src/copy/messages';
import { BASE, cookiePair, DEMO, expireLoginToken, loginAs, mailedLinks, postJson, requestLinkToken, sessionRow, tokenOf } from './auth-helpers';

const outboxCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM outbox').first<{ n: number }>())!.n;
const checkSession = (headers: Record<string, string> = {}, path = '/api/auth/check-session') => SELF.fetch(`${BASE}${path}`, { headers });

describe('POST /api/auth/request-link', () => {
  it('answers 400 in the error shape for a missing or malformed e-mail, and mails nothing', async () => {
    const before = await outboxCount();
    for (const body of [{}, { email: 'not-an-address' }]) {
      const res = await SELF.fetch(postJson('/api/auth/request-link', body));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'invalid_json', error: expect.stringContaining('email') });
    }
    expect(await outboxCount()).toBe(before);
  });

  it('mails a registered customer a one-time link to the dashboard', async () => {
    const res = await SELF.fetch(postJson('/api/auth/request-link', { email: 'Demo@Example.com ' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, message: MESSAGES.magicLinkSent });

    const mail = await env.DB.prepare(
      "SELECT to_email, subject, text, links, adapter, sent_at FROM outbox WHERE kind = 'login-link' ORDER BY rowid DESC",
    ).first<{ to_email: string; subject: string; text: string; links: string; adapter: string; sent_at: string | null }>();
    expect(mail).toMatchObject({ to_email: DEMO.email, subject: 'Your Furbaby Plans login link', adapter: 'outbox' });
    expect(mail!.sent_at).toBeTruthy();
    const [link] = JSON.parse(mail!.links) as string[];
    expect(link).toMatch(/^http:\/\/localhost\/dashboard\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).toContain(link!);
    expect(mail!.text).toContain('Hi Sam');
  });

  it('answers an unknown e-mail exactly the same, and mails nothing', async () => {
    const known = await SELF.fetch(postJson('/api/auth/request-link', { email: DEMO.email }));
    const before = await outboxCount();
    const unknown = await SELF.fetch(postJson('/api/auth/request-link', { email: 'nobody@example.com' }));
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    expect(await outboxCount()).toBe(before);
    expect(await mailedLinks('nobody@example.com')).toEqual([]);
  });

  it('stores the token only as its SHA-256, with a 15-minute expiry', async () => {
    const token = await requestLinkToken();
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
    const plain = await env.DB.prepare('SELECT COUNT(*) AS n FROM login_tokens WHERE token_hash = ?1').bind(token).first<{ n: number }>();
    expect(plain!.n).toBe(0);
    const row = await env.DB.prepare('SELECT customer_id, purpose, created_at, expires_at, used_at FROM login_tokens WHERE token_hash = ?1')
      .bind(await sha256Hex(token))
      .first<{ customer_id: string; purpose: string; created_at: string; expires_at: string; used_at: string | null }>();
    expect(row).toMatchObject({ customer_id: DEMO.customerId, purpose: 'login', used_at: null });
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(15 * 60_000);
  });
});

describe('POST /auth/verify', () => {
  it('answers 400 for a body without a token', async () => {
    const res = await SELF.fetch(postJson('/auth/verify', {}));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_json', error: expect.stringContaining('Token is required') });
  });

  it('exchanges a mailed token for a session cookie, and the session answer', async () => {
    const token = await requestLinkToken();
    const res = await SELF.fetch(postJson('/auth/verify', { token }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ customerId: DEMO.customerId, customerName: 'Sam', customerEmail: DEMO.email });
    expect(res.headers.get('cache-control')).toBe('no-store');

    const session = await checkSession({ cookie: cookiePair(res) });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ customerId: DEMO.customerId, customerName: 'Sam', customerEmail: DEMO.email });
  });

  it('refuses a token the second time: 401 magic_link_expired with the spec text', async () => {
    const token = await requestLinkToken();
    expect((await SELF.fetch(postJson('/auth/verify', { token }))).status).toBe(200);
    const again = await SELF.fetch(postJson('/api/auth/verify', { token }));
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: MESSAGES.magicLinkExpired, code: 'magic_link_expired' });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('lets only one of two simultaneous uses of a token win', async () => {
    const token = await requestLinkToken();
    const answers = await Promise.all([1, 2].map(() => SELF.fetch(postJson('/api/auth/verify', { token }))));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses an expired token', async () => {
    const token = await requestLinkToken();
    await expireLoginToken(token);
    const res = await SELF.fetch(postJson('/api/auth/verify', { token }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'magic_link_expired' });
  });

  it('refuses an unknown token the same way', async () => {
    const res = await SELF.fetch(postJson('/api/auth/verify', { token: 'made-up-token-made-up-token-made-up-token' }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: MESSAGES.magicLinkExpired, code: 'magic_link_expired' });
  });

  it('over http sets an HttpOnly, SameSite=Lax cookie for 30 days (browsers refuse SameSite=None without Secure)', async () => {
    const res = await SELF.fetch(postJson('/api/auth/verify', { token: await requestLinkToken() }));
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mfb_session='))!;
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).not.toMatch(/Secure|Partitioned/);
  });

  it('over https sets HttpOnly; Secure; SameSite=None; Partitioned so it works in the shop frame', async () => {
    const https = 'https://localhost';
    const token = await requestLinkToken();
    const res = await SELF.fetch(postJson('/api/auth/verify', { token }, {}, https));
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('mfb_session='))!;
    for (const attr of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/', 'Max-Age=2592000']) {
      expect(cookie).toContain(`; ${attr}`);
    }
  });

  it('stores the session only hashed, expiring in 30 days', async () => {
    const res = await SELF.fetch(postJson('/api/auth/verify', { token: await requestLinkToken() }));
    const secret = cookiePair(res).split('=')[1]!;
    expect(secret.length).toBeGreaterThanOrEqual(43);
    const plain = await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE id_hash = ?1').bind(secret).first<{ n: number }>();
    expect(plain!.n).toBe(0);
    const row = await sessionRow(secret);
    expect(row).toMatchObject({ customer_id: DEMO.customerId, ended_at: null });
    const days = (Date.parse(row!.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('gives a bearer token only to a client that asks (X-Auth-Transport: bearer), and the API accepts it', async () => {
    const plain = await SELF.fetch(postJson('/api/auth/verify', { token: await requestLinkToken() }));
    expect(await plain.json()).not.toHaveProperty('sessionToken');

    const res = await SELF.fetch(postJson('/api/auth/verify', { token: await requestLinkToken() }, { 'x-auth-transport': 'bearer' }));
    const { sessionToken } = await res.json<{ sessionToken: string }>();
    expect(sessionToken).toBe(cookiePair(res).split('=')[1]);

    const viaBearer = await checkSession({ authorization: `Bearer ${sessionToken}` });
    expect(viaBearer.status).toBe(200);
    expect(await viaBearer.json()).toMatchObject({ customerId: DEMO.customerId });
    expect((await checkSession({ authorization: 'Bearer not-a-real-session-token-at-all' })).status).toBe(401);
  });

  it('ends the session the browser had when it logs in again', async () => {
    const first = await loginAs(DEMO.customerId);
    const res = await SELF.fetch(postJson('/api/auth/verify', { token: await requestLinkToken(DEMO.otherEmail) }, { cookie: first.cookie }));
    expect(res.status).toBe(200);
    expect((await sessionRow(first.sessionToken))!.ended_at).not.toBeNull();
    expect(await (await checkSession({ cookie: cookiePair(res) })).json()).toMatchObject({ customerId: DEMO.otherCustomerId, customerName: 'Alex' });
  });
});

describe('GET /api/auth/check-session', () => {
  it('answers 401 unauthenticated without a session, at both paths', async () => {
    for (const path of ['/api/auth/check-session', '/auth/check-session']) {
      const res = await checkSession({}, path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Please log in to continue.', code: 'unauthenticated' });
    }
  });

  it('answers the customer at both paths with a session', async () => {
    const { cookie } = await loginAs(DEMO.otherCustomerId);
    for (const path of ['/api/auth/check-session', '/auth/check-session']) {
      expect(await (await checkSession({ cookie }, path)).json()).toEqual({
        customerId: DEMO.otherCustomerId,
        customerName: 'Alex',
        customerEmail: DEMO.otherEmail,
      });
    }
  });

  it('ignores a session past its expiry', async () => {
    const { cookie, sessionToken } = await loginAs();
    await env.DB.prepare("UPDATE sessions SET expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 second') WHERE id_hash = ?1")
      .bind(await sha256Hex(sessionToken))
      .run();
    expect((await checkSession({ cookie })).status).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('ends the session server-side: the same cookie or bearer token no longer works', async () => {
    const { cookie, sessionToken } = await loginAs();
    expect((await checkSession({ cookie })).status).toBe(200);

    const res = await SELF.fetch(postJson('/auth/logout', {}, { cookie }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const cleared = res.headers.getSetCookie().find((c) => c.startsWith('mfb_session='))!;
    expect(cleared).toMatch(/Max-Age=0/);

    expect((await sessionRow(sessionToken))!.ended_at).not.toBeNull();
    // A copy of the cookie kept by an attacker is worthless too.
    expect((await checkSession({ cookie })).status).toBe(401);
    expect((await checkSession({ authorization: `Bearer ${sessionToken}` })).status).toBe(401);
  });

  it('ends a bearer-token session at /api/auth/logout', async () => {
    const { sessionToken } = await loginAs();
    const res = await SELF.fetch(postJson('/api/auth/logout', {}, { authorization: `Bearer ${sessionToken}` }));
    expect(res.status).toBe(200);
    expect((await checkSession({ authorization: `Bearer ${sessionToken}` })).status).toBe(401);
  });

  it('answers 200 without a session', async () => {
    expect((await SELF.fetch(postJson('/auth/logout', {}))).status).toBe(200);
  });
});

describe('the mailed link', () => {
  it('is the one the outbox lists, and logs in once', async () => {
    await SELF.fetch(postJson('/api/auth/request-link', { email: DEMO.otherEmail }));
    const list = await SELF.fetch(`${BASE}/api/dev/outbox?to=${encodeURIComponent(DEMO.otherEmail)}`);
    const { mails } = await list.json<{ mails: { to: string; links: string[] }[] }>();
    expect(mails[0]!.to).toBe(DEMO.otherEmail);
    const token = tokenOf(mails[0]!.links[0]!);
    expect((await SELF.fetch(postJson('/api/auth/verify', { token }))).status).toBe(200);
    expect((await SELF.fetch(postJson('/api/auth/verify', { token }))).status).toBe(401);
  });
});
