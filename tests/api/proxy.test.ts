import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { PROXY_REFUSED_TITLE } from '../../functions/routes/proxy';
import { signAppProxyQuery } from '../../functions/shopify/proxy/signature';
import { DEMO, postJson } from './auth-helpers';
import { SHOP_DOMAIN, SHOPIFY_VARS } from './shopify-world';

const APP_SECRET = 'local-shopify-app-secret';
// The app secret always comes with the one shop it is for (functions/env.ts).
const withSecret = { ...env, SHOPIFY_APP_SECRET: APP_SECRET, SHOPIFY_SHOP_DOMAIN: 'furbaby-demo.myshopify.com' };
const tokenCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM login_tokens').first<{ n: number }>())!.n;

/** A visitor's /apps/furbaby<page>?<query> as Shopify forwards it: signed, with its parameters. */
async function forwarded(page: string, customerId: string, query: Record<string, string> = {}, secret = APP_SECRET): Promise<string> {
  const params = new URLSearchParams({
    shop: 'furbaby-demo.myshopify.com',
    logged_in_customer_id: customerId,
    path_prefix: '/apps/furbaby',
    timestamp: String(Math.floor(Date.now() / 1000)),
    ...query,
  });
  return `/proxy${page}?${await signAppProxyQuery(secret, params)}`;
}

describe('GET /proxy/* (Shopify app proxy)', () => {
  it('shows a 401 page for a forged or missing signature, and mints nothing', async () => {
    const before = await tokenCount();
    const forged = await app.request(await forwarded('/dashboard', DEMO.customerId, {}, 'not-our-secret'), {}, withSecret);
    expect(forged.status).toBe(401);
    expect(forged.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await forged.text()).toContain(PROXY_REFUSED_TITLE);
    const unsigned = await app.request(`/proxy/dashboard?shop=furbaby-demo.myshopify.com&logged_in_customer_id=${DEMO.customerId}`, {}, withSecret);
    expect(unsigned.status).toBe(401);
    expect(await tokenCount()).toBe(before);
  });

  it("sends the shop's logged-in customer to their dashboard with a single-use login token", async () => {
    const res = await app.request(await forwarded('/dashboard', DEMO.customerId), {}, withSecret);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/dashboard');
    const token = location.searchParams.get('token')!;
    const verified = await SELF.fetch(postJson('/auth/verify', { token }));
    expect(await verified.json()).toMatchObject({ customerId: DEMO.customerId });
    expect((await SELF.fetch(postJson('/auth/verify', { token }))).status).toBe(401);
  });

  it('mints one token per signature: a replayed request, even to another page, gets none', async () => {
    // Its own parameter: another test's request for this customer in the same second has the same signature.
    const query = (await forwarded('/your-pets', DEMO.customerId, { ref: 'replay-test' })).split('?')[1];
    const first = await app.request(`/proxy/your-pets?${query}`, {}, withSecret);
    expect(new URL(first.headers.get('location')!).searchParams.has('token')).toBe(true);
    const before = await tokenCount();
    // Shopify's signature covers the query, not the path: the same query on another page is a replay too.
    for (const page of ['/your-pets', '/order-status']) {
      const replay = await app.request(`/proxy${page}?${query}`, {}, withSecret);
      expect(replay.status).toBe(302);
      const location = new URL(replay.headers.get('location')!);
      expect(location.pathname).toBe(page);
      expect(location.searchParams.has('token')).toBe(false);
    }
    expect(await tokenCount()).toBe(before);
  });

  it("sends a visitor who is not logged in to the shop's login, back to the same page after", async () => {
    const res = await app.request(await forwarded('/manage-pets', ''), {}, withSecret);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account/login?return_url=%2Fapps%2Ffurbaby%2Fmanage-pets');
    // /apps/furbaby itself is the dashboard.
    const bare = await app.request(await forwarded('', ''), {}, withSecret);
    expect(bare.headers.get('location')).toBe('/account/login?return_url=%2Fapps%2Ffurbaby%2Fdashboard');
  });

  it("opens the funnel for anyone, with only the visitor's parameters our pages read", async () => {
    const res = await app.request(await forwarded('/free-trial', '', { name: 'Rex', weight: '12', utm_source: 'mail' }), {}, withSecret);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/free-trial');
    expect([...location.searchParams]).toEqual([
      ['name', 'Rex'],
      ['weight', '12'],
    ]);
  });

  it("with the Shopify back end, serves only its own shop's proxy", async () => {
    const shopifyEnv = { ...env, ...SHOPIFY_VARS };
    const other = await app.request(await forwarded('/manage-pets', '', { shop: 'someone-else.myshopify.com' }), {}, shopifyEnv);
    expect(other.status).toBe(401);
    const ours = await app.request(await forwarded('/manage-pets', '', { shop: SHOP_DOMAIN }), {}, shopifyEnv);
    expect(ours.status).toBe(302);
  });

  it('answers 404 for a page we do not serve through the proxy, and everywhere without SHOPIFY_APP_SECRET', async () => {
    expect((await app.request(await forwarded('/dev/outbox', DEMO.customerId), {}, withSecret)).status).toBe(404);
    expect((await app.request(await forwarded('/dashboard', DEMO.customerId), {}, env)).status).toBe(404);
  });
});
