import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { sha256Hex } from '../../functions/lib/ids';
import { LOGIN_TICKET_MINUTES } from '../../functions/db/login-tokens';
import { PROXY_REFUSED_TITLE } from '../../functions/routes/proxy';
import { LOCAL_APP, LOCAL_SHOP_DOMAIN } from '../../functions/config/local-secrets';
import { ACCOUNT_LINK_TEXT } from '../../src/copy/account-link';
import { signAppProxyQuery } from '../../functions/shopify/proxy/signature';
import { DEMO, expireLoginToken, loginAs, postJson } from './auth-helpers';
import { SHOP_DOMAIN, SHOPIFY_VARS } from './shopify-world';
import { checkoutUrlBody } from './trial-factories';

const APP_SECRET = LOCAL_APP.secret;
// The app secret always comes with the one shop it is for (functions/env.ts).
const withSecret = { ...env, SHOPIFY_APP_SECRET: APP_SECRET, SHOPIFY_SHOP_DOMAIN: LOCAL_SHOP_DOMAIN };
const tokenCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM login_tokens').first<{ n: number }>())!.n;

/** A visitor's /apps/furbaby<page>?<query> as Shopify forwards it: signed, with its parameters. */
async function forwarded(page: string, customerId: string, query: Record<string, string> = {}, secret = APP_SECRET): Promise<string> {
  const params = new URLSearchParams({
    shop: LOCAL_SHOP_DOMAIN,
    logged_in_customer_id: customerId,
    path_prefix: '/apps/furbaby',
    timestamp: String(Math.floor(Date.now() / 1000)),
    ...query,
  });
  return `/proxy${page}?${await signAppProxyQuery(secret, params)}`;
}

describe('/proxy/* (Shopify app proxy)', () => {
  it('shows a 401 page for a forged or missing signature, and mints nothing', async () => {
    const before = await tokenCount();
    const forged = await app.request(await forwarded('/dashboard', DEMO.customerId, {}, 'not-our-secret'), {}, withSecret);
    expect(forged.status).toBe(401);
    expect(forged.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await forged.text()).toContain(PROXY_REFUSED_TITLE);
    const unsigned = await app.request(`/proxy/dashboard?shop=${LOCAL_SHOP_DOMAIN}&logged_in_customer_id=${DEMO.customerId}`, {}, withSecret);
    expect(unsigned.status).toBe(401);
    expect(await tokenCount()).toBe(before);
  });

  it("serves the customer's dashboard page on the shop's domain: its URLs under the prefix, no cookie", async () => {
    const res = await app.request(await forwarded('/dashboard', DEMO.customerId), {}, withSecret);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toBeNull();
    const html = await res.text();
    expect(html).toMatch(/<html[^>]* data-base="\/apps\/furbaby"/);
    const urls = [...html.matchAll(/(?:href|src|component-url|renderer-url)="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(3);
    // All ours, but the link to the shop's own customer accounts (decision 0017).
    expect(urls.filter((u) => !u.startsWith('/apps/furbaby/'))).toEqual(['/account']);
    expect(html).toContain(`<a href="/account">${ACCOUNT_LINK_TEXT}</a>`);
    // Its bundles come through the proxy too.
    const bundle = urls.find((u) => u.startsWith('/apps/furbaby/_astro/') && u.endsWith('.js'))!;
    const asset = await app.request(await forwarded(bundle.replace('/apps/furbaby', ''), DEMO.customerId), {}, withSecret);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('answers API calls as the signed customer, ignoring any cookie or bearer token, and only with their own data', async () => {
    const other = await loginAs(DEMO.otherCustomerId);
    const call = async (path: string, customerId: string) =>
      app.request(await forwarded(path, customerId), { headers: { cookie: other.cookie, authorization: `Bearer ${other.sessionToken}` } }, withSecret);
    const own = await call(`/api/pets/by-customer/${DEMO.customerId}`, DEMO.customerId);
    expect(own.status).toBe(200);
    expect(own.headers.get('set-cookie')).toBeNull();
    // The other customer's session rides along, but the proxy's customer is Sam: Alex's pets look missing.
    expect((await call(`/api/pets/by-customer/${DEMO.otherCustomerId}`, DEMO.customerId)).status).toBe(404);
    const nobody = await call(`/api/pets/by-customer/${DEMO.otherCustomerId}`, '');
    expect(nobody.status).toBe(401);
    expect(await nobody.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('sends each answer through the proxy with the headers of the same answer on our domain', async () => {
    const same = async (path: string) => {
      const direct = await app.request(path, { headers: { cookie: (await loginAs(DEMO.customerId)).cookie } }, withSecret);
      const proxied = await app.request(await forwarded(path, DEMO.customerId), {}, withSecret);
      const policy = (r: Response) => ['content-security-policy', 'referrer-policy', 'cache-control', 'x-content-type-options'].map((h) => r.headers.get(h));
      expect(proxied.status).toBe(direct.status);
      expect(policy(proxied)).toEqual(policy(direct));
      return proxied;
    };
    // The dashboard's URL can carry a login token: no Referer, on the shop's domain too.
    expect((await same('/dashboard')).headers.get('referrer-policy')).toBe('no-referrer');
    // A customer's JSON: never cached, and nothing in it may run.
    const api = await same(`/api/pets/by-customer/${DEMO.customerId}`);
    expect(api.headers.get('cache-control')).toBe('no-store');
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
    await same('/free-trial');
  });

  it('hands out links on the shop under the prefix: order status and the checkout (issue 47); off the proxy, our origin', async () => {
    const orders = await app.request(await forwarded(`/api/orders/customer/${DEMO.customerId}`, DEMO.customerId), {}, withSecret);
    expect(orders.status).toBe(200);
    const links = (await orders.json<{ orders: { order_status_url: string }[] }>()).orders.map((o) => o.order_status_url);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\/apps\/furbaby\/order-status\?order=/);

    const body = JSON.stringify(checkoutUrlBody());
    // As a browser and Shopify send it: with its length (a streamed body is wrapped by the body limit).
    const headers = { 'content-type': 'application/json', 'content-length': String(new TextEncoder().encode(body).length), origin: 'http://localhost' };
    const init = { method: 'POST', body, headers };
    const started = await app.request(await forwarded('/api/pets/checkout-url', ''), init, withSecret);
    expect(started.status).toBe(200);
    expect(await started.json()).toMatchObject({ checkout_url: expect.stringMatching(/^\/apps\/furbaby\/checkout\?session=chk_/) });
    const direct = await app.request('/api/pets/checkout-url', init, withSecret);
    expect(await direct.json()).toMatchObject({ checkout_url: expect.stringMatching(/^http:\/\/localhost\/checkout\?session=chk_/) });
  });

  it('hands a theme block a single-use login ticket for the signed customer, once per signature', async () => {
    // Its own parameter: another test's request for this customer in the same second has the same signature.
    const path = await forwarded('/api/auth/app-proxy/token', DEMO.customerId, { ref: 'ticket-test', purpose: 'login-ticket' });
    const res = await app.request(path, {}, withSecret);
    expect(res.status).toBe(200);
    const { token } = await res.json<{ token: string }>();
    expect(await (await SELF.fetch(postJson('/auth/verify', { token }))).json()).toMatchObject({ customerId: DEMO.customerId });
    expect((await SELF.fetch(postJson('/auth/verify', { token }))).status).toBe(401);
    const replay = await app.request(path, {}, withSecret);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ code: 'signature_used' });
    const nobody = await app.request(await forwarded('/api/auth/app-proxy/token', '', { purpose: 'login-ticket' }), {}, withSecret);
    expect(await nobody.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('makes the ticket short-lived: unused after LOGIN_TICKET_MINUTES, it is refused', async () => {
    const res = await app.request(await forwarded('/api/auth/app-proxy/token', DEMO.customerId, { n: 'expiry-test', purpose: 'login-ticket' }), {}, withSecret);
    const { token } = await res.json<{ token: string }>();
    const row = await env.DB.prepare('SELECT created_at, expires_at FROM login_tokens WHERE token_hash = ?1')
      .bind(await sha256Hex(token))
      .first<{ created_at: string; expires_at: string }>();
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(LOGIN_TICKET_MINUTES * 60_000);
    // Its time is up (as if the frame never spent it): the exchange is refused, and writes no session.
    await expireLoginToken(token);
    const late = await SELF.fetch(postJson('/auth/verify', { token }));
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ code: 'magic_link_expired' });
    expect(late.headers.get('set-cookie')).toBeNull();
  });

  it("sends a visitor who is not logged in to the shop's login, back to the same page after", async () => {
    const res = await app.request(await forwarded('/manage-pets', ''), {}, withSecret);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account/login?return_url=%2Fapps%2Ffurbaby%2Fmanage-pets');
    // /apps/furbaby itself is the dashboard.
    const bare = await app.request(await forwarded('', ''), {}, withSecret);
    expect(bare.headers.get('location')).toBe('/account/login?return_url=%2Fapps%2Ffurbaby%2Fdashboard');
  });

  it("serves the funnel to anyone, under the proxy's prefix, without the account link", async () => {
    const res = await app.request(await forwarded('/free-trial', '', { name: 'Rex' }), {}, withSecret);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-base="/apps/furbaby"');
    expect(html).not.toContain(ACCOUNT_LINK_TEXT);
  });

  it("with the Shopify back end, serves only its own shop's proxy", async () => {
    const shopifyEnv = { ...env, ...SHOPIFY_VARS };
    const other = await app.request(await forwarded('/manage-pets', '', { shop: 'someone-else.myshopify.com' }), {}, shopifyEnv);
    expect(other.status).toBe(401);
    const ours = await app.request(await forwarded('/manage-pets', '', { shop: SHOP_DOMAIN }), {}, shopifyEnv);
    expect(ours.status).toBe(302); // the shop's login
  });

  it('answers 404 for a page we do not serve through the proxy, and everywhere without SHOPIFY_APP_SECRET', async () => {
    for (const closed of ['/dev/outbox', '/webhooks/shopify', '/proxy/dashboard', '/embed-check']) {
      expect((await app.request(await forwarded(closed, DEMO.customerId), {}, withSecret)).status).toBe(404);
    }
    expect((await app.request(await forwarded('/dashboard', DEMO.customerId), {}, env)).status).toBe(404);
  });
});
