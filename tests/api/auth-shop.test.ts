import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { hmacSha256Hex, signCustomerInfo, verifyCustomerSignature } from '../../functions/lib/shop-signature';
import { appProxyMessage } from '../../functions/shopify/proxy/signature';
import { BASE, cookiePair, DEMO, postJson, signedCustomerInfo } from './auth-helpers';

const generate = (body: unknown) => SELF.fetch(postJson('/auth/generate-magic-link', body));
const tokenCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM login_tokens').first<{ n: number }>())!.n;
const demo = { customerId: DEMO.customerId, customerEmail: DEMO.email };
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('POST /auth/generate-magic-link', () => {
  it('answers 400 for a body without a signature', async () => {
    const res = await generate(demo);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_json' });
  });

  it('answers a one-time token for a valid signature; the token logs the customer in', async () => {
    const res = await generate(await signedCustomerInfo(demo));
    expect(res.status).toBe(200);
    const { token } = await res.json<{ token: string }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const verified = await SELF.fetch(postJson('/auth/verify', { token }));
    expect(verified.status).toBe(200);
    expect(await verified.json()).toEqual({ customerId: DEMO.customerId, customerName: 'Sam', customerEmail: DEMO.email });
    const session = await SELF.fetch(`${BASE}/auth/check-session`, { headers: { cookie: cookiePair(verified) } });
    expect(session.status).toBe(200);
    // single use, like a mailed link
    expect((await SELF.fetch(postJson('/auth/verify', { token }))).status).toBe(401);
  });

  it('accepts the timestamp in milliseconds too', async () => {
    const res = await generate(await signedCustomerInfo(demo, { timestamp: Date.now() }));
    expect(res.status).toBe(200);
  });

  it('refuses a forged signature (wrong secret) with 401 and no token', async () => {
    const before = await tokenCount();
    const res = await generate(await signedCustomerInfo(demo, { secret: 'not-the-shop-secret' }));
    expect(res.status).toBe(401);
    const body = await res.json<Record<string, unknown>>();
    expect(body).toEqual({ error: 'The shop signature is not valid.', code: 'invalid_signature' });
    expect(body).not.toHaveProperty('token');
    expect(await tokenCount()).toBe(before);
  });

  it('refuses a valid signature over someone else: changing the e-mail or id breaks it', async () => {
    const signed = await signedCustomerInfo(demo);
    for (const tampered of [
      { ...signed, customerEmail: DEMO.otherEmail },
      { ...signed, customerId: DEMO.otherCustomerId },
      { ...signed, timestamp: signed.timestamp + 1 },
    ]) {
      const res = await generate(tampered);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'invalid_signature' });
    }
  });

  it('refuses a stale signature (older than 5 minutes) with 401 signature_expired', async () => {
    const before = await tokenCount();
    const res = await generate(await signedCustomerInfo(demo, { timestamp: nowSeconds() - 5 * 60 - 5 }));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'The shop signature has expired. Please reload the page.', code: 'signature_expired' });
    expect(await tokenCount()).toBe(before);
  });

  it('refuses a timestamp far in the future', async () => {
    const res = await generate(await signedCustomerInfo(demo, { timestamp: nowSeconds() + 10 * 60 }));
    expect(res.status).toBe(401);
  });

  it('creates the account of a shop customer we have not seen yet', async () => {
    const fresh = { customerId: '7001000000099', customerEmail: 'new.customer@example.com' };
    const res = await generate(await signedCustomerInfo(fresh));
    expect(res.status).toBe(200);
    const row = await env.DB.prepare('SELECT email FROM customers WHERE id = ?1').bind(fresh.customerId).first();
    expect(row).toEqual({ email: fresh.customerEmail });
  });

  it('answers 409 when the e-mail belongs to another of our customers', async () => {
    const res = await generate(await signedCustomerInfo({ customerId: '7001000000098', customerEmail: DEMO.otherEmail }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'email_conflict' });
  });
});

describe('shop signature helpers', () => {
  it('signs `${id}:${email}:${timestamp}` with HMAC-SHA256, e-mail lower-cased', async () => {
    const sig = await signCustomerInfo('secret', { customerId: '1', customerEmail: 'A@B.nz', timestamp: 1700000000 });
    expect(sig).toBe(await hmacSha256Hex('secret', '1:a@b.nz:1700000000'));
    // RFC 4231 test case 2, to pin the HMAC itself
    expect(await hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('says forged before stale, so a forger learns nothing about the window', async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const old = { customerId: '1', customerEmail: 'a@b.nz', timestamp: now.getTime() / 1000 - 3600 };
    expect(await verifyCustomerSignature('s', { ...old, signature: 'ab'.repeat(32) }, now)).toEqual({ ok: false, reason: 'forged' });
    expect(await verifyCustomerSignature('s', { ...old, signature: await signCustomerInfo('s', old) }, now)).toEqual({ ok: false, reason: 'stale' });
  });
});

describe('GET /api/auth/app-proxy/token (Shopify app proxy)', () => {
  const APP_SECRET = 'hush-shopify-app-secret';
  const withSecret = { ...env, SHOPIFY_APP_SECRET: APP_SECRET, SHOPIFY_SHOP_DOMAIN: 'furbaby.myshopify.com' };
  const signedUrl = async (params: Record<string, string>, secret = APP_SECRET) => {
    const query = new URLSearchParams(params);
    query.set('signature', await hmacSha256Hex(secret, appProxyMessage(query)));
    return `/api/auth/app-proxy/token?${query}`;
  };
  const proxied = async (params: Record<string, string>, secret = APP_SECRET) => app.request(await signedUrl(params, secret), {}, withSecret);
  // Made for a ticket, as the theme block's request is (public/embed.js).
  const base = () => ({ shop: 'furbaby.myshopify.com', path_prefix: '/apps/furbaby', timestamp: String(nowSeconds()), purpose: 'login-ticket' });

  it('builds the message Shopify signs: sorted key=value pairs, repeated keys joined by commas', () => {
    const q = new URLSearchParams('shop=s.myshopify.com&extra=1&extra=2&path_prefix=%2Fapps%2Fx&timestamp=1&signature=zz');
    expect(appProxyMessage(q)).toBe('extra=1,2path_prefix=/apps/xshop=s.myshopify.comtimestamp=1');
  });

  it('answers a login token for the logged-in shop customer', async () => {
    const res = await proxied({ ...base(), logged_in_customer_id: DEMO.customerId });
    expect(res.status).toBe(200);
    const { token } = await res.json<{ token: string }>();
    const verified = await SELF.fetch(postJson('/auth/verify', { token }));
    expect(await verified.json()).toMatchObject({ customerId: DEMO.customerId });
  });

  it('refuses a wrong signature, a stale one and a request without a logged-in customer', async () => {
    expect((await proxied({ ...base(), logged_in_customer_id: DEMO.customerId }, 'wrong')).status).toBe(401);
    expect((await proxied({ ...base(), timestamp: String(nowSeconds() - 3600), logged_in_customer_id: DEMO.customerId })).status).toBe(401);
    const anonymous = await proxied({ ...base(), logged_in_customer_id: '' });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('takes a signed URL once, and only for the configured shop', async () => {
    const url = await signedUrl({ ...base(), timestamp: String(nowSeconds() - 2), logged_in_customer_id: DEMO.customerId });
    expect((await app.request(url, {}, withSecret)).status).toBe(200);
    const replay = await app.request(url, {}, withSecret);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: 'signature_used' });
    const otherShop = await proxied({ ...base(), shop: 'another-shop.myshopify.com', logged_in_customer_id: DEMO.customerId });
    expect(otherShop.status).toBe(401);
    expect(await otherShop.json()).toMatchObject({ code: 'unknown_shop' });
  });

  it('is off (404) unless SHOPIFY_APP_SECRET is set', async () => {
    const res = await SELF.fetch(`${BASE}/api/auth/app-proxy/token?logged_in_customer_id=${DEMO.customerId}`);
    expect(res.status).toBe(404);
  });
});
