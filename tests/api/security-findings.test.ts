/**
 * Issue 45's findings, each as the attacker ran it on loopback: a signed proxy query stretched
 * into many login tickets (1), anonymous writes of the server's funnel steps and an unbounded
 * campaign list (2), percent-encoding past the proxy's allow-list (4), the console's unlimited
 * "Send login link" (5) and a proxy query repeating one of Shopify's parameters (6). Finding 3
 * (forged install links) is in shopify-install-forged.test.ts.
 */
import { createExecutionContext, env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { LOCAL_APP, LOCAL_SHOP_DOMAIN } from '../../functions/config/local-secrets';
import { FUNNEL_CAMPAIGN_LIMITS } from '../../functions/lib/limits';
import { signAppProxyQuery } from '../../functions/shopify/proxy/signature';
import { TOP_CAMPAIGNS } from '../../src/domain/top-campaigns';
import type { ConsoleCampaigns } from '../../src/domain/schemas/console';
import { BASE, DEMO, postJson } from './auth-helpers';
import { consoleCall, idToken } from './console-helpers';
import { checkoutUrlBody } from './trial-factories';

const APP_SECRET = LOCAL_APP.secret;
const SHOP = LOCAL_SHOP_DOMAIN;
const withSecret = { ...env, SHOPIFY_APP_SECRET: APP_SECRET, SHOPIFY_SHOP_DOMAIN: SHOP };
const ticketCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM login_tokens').first<{ n: number }>())!.n;

let serial = 0;
/** A signed query as Shopify forwards it for our shop, unique to this call. */
async function signedQuery(customerId: string = DEMO.customerId, extra: Record<string, string> = {}): Promise<URLSearchParams> {
  const params = new URLSearchParams({
    shop: SHOP,
    logged_in_customer_id: customerId,
    path_prefix: '/apps/furbaby',
    timestamp: String(Math.floor(Date.now() / 1000)),
    n: `findings-${serial++}`,
    ...extra,
  });
  return signAppProxyQuery(APP_SECRET, params);
}
const ticketFor = (query: string) => app.request(`/api/auth/app-proxy/token?${query}`, {}, withSecret);
const forTicket = { purpose: 'login-ticket' };

describe('finding 1: one signed proxy query gives at most one login ticket', () => {
  it('refuses the signature re-spelt (space, tab, no-break space, byte-order mark, upper case) after its one ticket', async () => {
    const signed = await signedQuery(DEMO.customerId, forTicket);
    const signature = signed.get('signature')!;
    const before = await ticketCount();
    expect((await ticketFor(signed.toString())).status).toBe(200);
    for (const respelt of [` ${signature}`, `\t${signature}`, `\u00a0${signature}`, `\ufeff${signature}`, `${signature} `, signature.toUpperCase()]) {
      const copy = new URLSearchParams(signed);
      copy.set('signature', respelt);
      const res = await ticketFor(copy.toString());
      expect(res.status, JSON.stringify(respelt)).toBe(401);
    }
    expect(await ticketCount()).toBe(before + 1);
  });

  it("gives no ticket for a proxied page's or API call's signed query, directly or through the proxy", async () => {
    const page = await signedQuery();
    expect((await app.request(`/proxy/dashboard?${page}`, {}, withSecret)).status).toBe(200);
    const before = await ticketCount();
    const direct = await ticketFor(page.toString());
    expect(direct.status).toBe(401);
    const viaProxy = await app.request(`/proxy/api/auth/app-proxy/token?${page}`, {}, withSecret);
    expect(viaProxy.status).toBe(401);
    expect(await ticketCount()).toBe(before);
  });
});

describe('finding 6: a proxy query repeating one of Shopify’s parameters is refused', () => {
  it.each(['logged_in_customer_id', 'path_prefix', 'shop', 'timestamp', 'signature'])(
    'refuses a second %s, though the signature covers both values',
    async (key) => {
      const params = new URLSearchParams({
        shop: SHOP,
        logged_in_customer_id: DEMO.customerId,
        path_prefix: '/apps/furbaby',
        timestamp: String(Math.floor(Date.now() / 1000)),
      });
      params.append(key === 'signature' ? 'n' : key, key === 'logged_in_customer_id' ? DEMO.otherCustomerId : (params.get(key) ?? 'x'));
      const signed = await signAppProxyQuery(APP_SECRET, params);
      if (key === 'signature') signed.append('signature', signed.get('signature')!);
      const res = await app.request(`/proxy/api/pets/by-customer/${DEMO.customerId}?${signed}`, {}, withSecret);
      expect(res.status).toBe(401);
    },
  );
});

describe('finding 4: the proxy’s allow-list checks the decoded path', () => {
  it.each([
    '/api/%64ev/mailbox',
    '/%64ev/outbox',
    '/api/dev%2fmailbox',
    '/api/%2e%2e/dev/mailbox',
    '/api/console/today',
    '/api/c%6fnsole/today',
    // The folders themselves, with and without the slash routing strips (issue 59).
    '/api/console',
    '/api/console/',
    '/api/dev',
    '/webhooks/shopify',
  ])('does not serve %s through the proxy', async (path) => {
    const res = await app.request(`/proxy${path}?${await signedQuery()}`, {}, withSecret);
    expect(res.status).toBe(404);
  });

  it('still serves the customer API through it', async () => {
    expect((await app.request(`/proxy/api/pets/by-customer/${DEMO.customerId}?${await signedQuery()}`, {}, withSecret)).status).toBe(200);
  });
});

const funnelPost = (body: unknown, client = '203.0.113.7') => SELF.fetch(postJson('/api/funnel-events', body, { 'cf-connecting-ip': client }));
const visit = () => `v${Date.now().toString(36)}${(serial++).toString(36).padStart(4, '0')}findings`;

describe('finding 2: the funnel’s server steps are the server’s, and the console lists the top campaigns', () => {
  it.each(['checkout_started', 'trial_started', 'order_placed'])('refuses %s from a page and stores nothing', async (name) => {
    const visitId = visit();
    const res = await funnelPost({ visitId, campaign: 'forged', events: [{ name: 'funnel_viewed' }, { name }] });
    expect(res.status).toBe(400);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM funnel_events WHERE visit_id = ?1').bind(visitId).first<{ n: number }>())!.n).toBe(0);
  });

  it('caps the distinct campaigns one client can open; a campaign it opened before still counts', async () => {
    const client = '198.51.100.23';
    let refusedAt = -1;
    for (let i = 0; i < 60 && refusedAt < 0; i++) {
      const res = await funnelPost({ visitId: visit(), campaign: `flood-${i}`, events: [{ name: 'funnel_viewed' }] }, client);
      if (res.status === 429) refusedAt = i;
      else expect(res.status).toBe(204);
    }
    expect(refusedAt).toBeGreaterThan(0);
    expect(refusedAt).toBeLessThan(60);
    expect((await funnelPost({ visitId: visit(), campaign: 'flood-0', events: [{ name: 'funnel_viewed' }] }, client)).status).toBe(204);
    expect((await funnelPost({ visitId: visit(), campaign: '', events: [{ name: 'funnel_viewed' }] }, client)).status).toBe(204);
  });

  it('holds the cap under a burst: of 80 parallel posts with new campaigns, exactly the cap get in (issue 59)', async () => {
    const client = '198.51.100.91';
    const cap = FUNNEL_CAMPAIGN_LIMITS.local.perClient;
    // Straight to the app in this isolate, so the posts really overlap (SELF.fetch delivers them one by one).
    const post = (i: number) =>
      app.fetch(
        postJson('/api/funnel-events', { visitId: visit(), campaign: `burst-${i}`, events: [{ name: 'funnel_viewed' }] }, { 'cf-connecting-ip': client }),
        env,
        createExecutionContext(),
      );
    const statuses = await Promise.all(Array.from({ length: 80 }, async (_, i) => (await post(i)).status));
    expect(statuses.filter((s) => s === 204)).toHaveLength(cap);
    expect(statuses.filter((s) => s === 429)).toHaveLength(80 - cap);
    const stored = await env.DB.prepare("SELECT COUNT(DISTINCT campaign) AS n FROM funnel_events WHERE campaign LIKE 'burst-%'").first<{ n: number }>();
    expect(stored!.n).toBe(cap);
  });

  it('a checkout past the cap is still made, and opens no new campaign (issue 59)', async () => {
    const client = '198.51.100.92';
    for (let i = 0; i < FUNNEL_CAMPAIGN_LIMITS.local.perClient; i++) {
      expect((await funnelPost({ visitId: visit(), campaign: `full-${i}`, events: [{ name: 'funnel_viewed' }] }, client)).status).toBe(204);
    }
    const visitId = visit();
    const res = await SELF.fetch(
      postJson('/api/pets/checkout-url', checkoutUrlBody({ visitId, attribution: { utm_campaign: 'one-too-many' } }), { 'cf-connecting-ip': client }),
    );
    expect(res.status).toBe(200);
    const steps = await env.DB.prepare('SELECT name, campaign FROM funnel_events WHERE visit_id = ?1').bind(visitId).all();
    expect(steps.results).toEqual([{ name: 'checkout_started', campaign: '' }]);
  });

  it(`lists the ${TOP_CAMPAIGNS} campaigns with the most visits and every other one as one row`, async () => {
    const campaigns = TOP_CAMPAIGNS + 6;
    for (let i = 0; i < campaigns; i++) {
      const res = await funnelPost({ visitId: visit(), campaign: `many-${String(i).padStart(2, '0')}`, events: [{ name: 'funnel_viewed' }] }, `192.0.2.${i}`);
      expect(res.status).toBe(204);
    }
    // many-00 is the busiest campaign of the file (the flood above gave flood-0 two visits).
    for (const client of ['192.0.2.200', '192.0.2.201', '192.0.2.202']) {
      await funnelPost({ visitId: visit(), campaign: 'many-00', events: [{ name: 'funnel_viewed' }] }, client);
    }
    const body = await (await consoleCall('GET', '/api/console/campaigns')).json<ConsoleCampaigns>();
    expect(body.campaigns).toHaveLength(TOP_CAMPAIGNS);
    expect(body.campaigns[0]!.key).toBe('many-00');
    expect(body.others).toMatchObject({ key: 'others' });
    const listed = body.campaigns.reduce((n, row) => n + row.counts[0]!, 0) + body.others!.counts[0]!;
    expect(listed).toBe(body.total.counts[0]);
  });
});

describe('finding 5: the console’s “Send login link” shares the customer’s own mailbox limit', () => {
  const limited = { ...env, LOGIN_LIMIT_PER_EMAIL: '3', LOGIN_LIMIT_PER_CLIENT: '100', LOGIN_LIMIT_WINDOW_MINUTES: '15' };
  const send = async () =>
    app.request(
      `/api/console/customers/${DEMO.otherCustomerId}/login-link`,
      { method: 'POST', headers: { origin: BASE, authorization: `Bearer ${await idToken()}` } },
      limited,
    );
  const mails = async () =>
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM outbox WHERE to_email = ?1 AND kind = 'login-link'").bind(DEMO.otherEmail).first<{ n: number }>())!.n;

  it('sends at most the per-mailbox limit, counting the customer’s own requests too', async () => {
    const before = await mails();
    const own = await app.request(postJson('/auth/request-link', { email: DEMO.otherEmail }), {}, limited);
    expect(own.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await send()).status);
    expect(statuses).toEqual([200, 200, 429, 429, 429]);
    expect(await mails()).toBe(before + 3);
  });
});
