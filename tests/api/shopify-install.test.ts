/**
 * The Shopify app's install, tokens, uninstall and scopes (docs/decisions/0010-shopify-app-install.md),
 * against the fake Shopify's authorize page and token endpoint. shopifyWorld() installs the app
 * through the exchange before these tests, on this file's fresh database.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LOCAL_TOKEN_ENCRYPTION_KEY } from '../../functions/config/local-secrets';
import { APP_SCOPES } from '../../functions/config/app-scopes';
import { signQuery } from '../fakes/shopify/oauth';
import { deliver, runScheduled } from './scheduled-run';
import { BASE, dashboardRequest, daysFromToday, today } from './subscription-helpers';
import { APP_SECRET, SHOP_DOMAIN, SHOPIFY_VARS, shopifyWorld } from './shopify-world';
import { shopTime } from '../factories/days';
import { rowsOf } from './db-rows';

const world = shopifyWorld();

const installRow = () => rowsOf<Record<string, string | null>>('SELECT * FROM shop_installs');
const eventsOf = (kind: string) =>
  rowsOf<{ shop_domain: string | null; detail: string }>('SELECT shop_domain, detail FROM app_events WHERE kind = ?1 ORDER BY id', kind);
const seconds = (msAgo = 0) => String(Math.floor((Date.now() - msAgo) / 1000));
const appUrl = async (params: Record<string, string>, tamper = false) => {
  const query = await signQuery(APP_SECRET, params);
  if (tamper)
    query.set(
      'hmac',
      query.get('hmac')!.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    );
  return `${BASE}/shopify/app?${query}`;
};

describe('Shopify app: install through the exchange', () => {
  it('a fresh database gets the shop’s offline token, sealed: never readable as plaintext in D1, and the Admin API works with it', async () => {
    const [row] = await installRow();
    expect(row).toMatchObject({ shop_domain: SHOP_DOMAIN, scopes: APP_SCOPES.join(','), uninstalled_at: null });
    expect(row!.access_expires_at).not.toBeNull(); // an expiring offline token, with its refresh token
    expect(row!.refresh_token_enc).not.toBeNull();
    expect(await eventsOf('installed')).toHaveLength(1);
    const issued = world.fake.installs.issuedAccessTokens();
    expect(issued.length).toBeGreaterThan(0);
    const everything = JSON.stringify([await installRow(), (await env.DB.prepare('SELECT * FROM app_events').all()).results]);
    for (const token of issued) expect(everything).not.toContain(token);
    expect(everything).not.toContain('shpat_');
    expect(everything).not.toContain('shprt_');
    // The webhook of a new contract reads the contract through the Admin API with that token.
    const s = await world.subscriber();
    expect(s.subscriptionId).toBeTruthy();
  });

  it('the app URL sends the browser to Shopify’s authorize page with our client id, scopes, callback and a state bound to it', async () => {
    const res = await world.send(new Request(await appUrl({ shop: SHOP_DOMAIN, timestamp: seconds(), host: 'abc' })));
    expect(res.status).toBe(302);
    const to = new URL(res.headers.get('location')!);
    expect(to.origin + to.pathname).toBe(`https://${SHOP_DOMAIN}/admin/oauth/authorize`);
    expect(Object.fromEntries(to.searchParams)).toMatchObject({
      client_id: SHOPIFY_VARS.SHOPIFY_CLIENT_ID,
      scope: APP_SCOPES.join(','),
      redirect_uri: `${BASE}/shopify/auth/callback`,
    });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toContain(`furbaby_shopify_state=${to.searchParams.get('state')}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  const refusals: [string, () => Promise<string>, number, RegExp][] = [
    ['a forged hmac', () => appUrl({ shop: SHOP_DOMAIN, timestamp: seconds(), host: 'abc' }, true), 403, /not signed by Shopify/],
    ['a stale timestamp', () => appUrl({ shop: SHOP_DOMAIN, timestamp: seconds(10 * 60_000), host: 'abc' }), 400, /expired/],
    [
      'a shop that is not a myshopify.com shop',
      () => appUrl({ shop: 'furbaby.example.com', timestamp: seconds(), host: 'abc' }),
      400,
      /not a myshopify\.com shop/,
    ],
    ['another shop', () => appUrl({ shop: 'someone-else.myshopify.com', timestamp: seconds(), host: 'abc' }), 403, /one shop only/],
    ['a link without its signature', async () => `${BASE}/shopify/app?shop=${SHOP_DOMAIN}&timestamp=${seconds()}`, 400, /missing/],
  ];
  for (const [what, url, status, text] of refusals) {
    it(`refuses ${what} with a page that says why, logs it, and stores nothing`, async () => {
      const before = await installRow();
      const res = await world.send(new Request(await url()));
      expect(res.status).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const page = await res.text();
      expect(page).toContain('Installation refused');
      expect(page).toMatch(text);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(await installRow()).toEqual(before);
    });
  }

  it('logs a foreign shop’s attempt as such', async () => {
    await world.send(new Request(await appUrl({ shop: 'intruder.myshopify.com', timestamp: seconds() })));
    expect(await eventsOf('foreign-shop')).toContainEqual({ shop_domain: 'intruder.myshopify.com', detail: '/shopify/app: foreign-shop' });
  });

  it('refuses a callback whose state is not this browser’s, and one signed for another shop; the code is never exchanged', async () => {
    const before = await installRow();
    const wrongState = await world.install({ cookie: () => 'furbaby_shopify_state=not-the-one-we-set' });
    expect(wrongState.callback.status).toBe(400);
    expect(await wrongState.callback.text()).toContain('started in another browser');
    const noCookie = await world.install({ cookie: () => '' });
    expect(noCookie.callback.status).toBe(400);
    // Shopify's signed redirect, replayed with another shop in it: the signature no longer matches.
    const forged = new URL(wrongState.callbackUrl);
    forged.searchParams.set('shop', 'someone-else.myshopify.com');
    const foreign = await world.send(new Request(forged, { headers: { cookie: `furbaby_shopify_state=${forged.searchParams.get('state')}` } }));
    expect(foreign.status).toBe(403);
    expect(await installRow()).toEqual(before);
  });

  it('refuses a code used once already (Shopify’s token endpoint says no) and keeps the token it has', async () => {
    const first = await world.install();
    expect(first.callback.status).toBe(200);
    const before = await installRow();
    const again = await world.send(new Request(first.callbackUrl, { headers: { cookie: first.cookie } }));
    expect(again.status).toBe(400);
    expect(await installRow()).toEqual(before);
  });
});

describe('Shopify app: tokens in use', () => {
  it('refreshes the access token before it expires, with the refresh token, and seals the new pair', async () => {
    const [before] = await installRow();
    await env.DB.prepare("UPDATE shop_installs SET access_expires_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+2 minutes')").run();
    const s = await world.subscriber(); // an Admin API call (the contract webhook's read)
    expect(s.subscriptionId).toBeTruthy();
    const [after] = await installRow();
    expect(after!.access_token_enc).not.toBe(before!.access_token_enc);
    expect(after!.refresh_token_enc).not.toBe(before!.refresh_token_enc);
    expect(Date.parse(after!.access_expires_at!)).toBeGreaterThan(Date.now() + 50 * 60_000);
    expect(await eventsOf('token-refreshed')).toHaveLength(1);
  });

  it('opens tokens sealed with the previous key after a rotation, and seals them again with the new one', async () => {
    const newKey = btoa('n'.repeat(32));
    const vars = { TOKEN_ENCRYPTION_KEY: newKey, TOKEN_ENCRYPTION_KEY_PREVIOUS: LOCAL_TOKEN_ENCRYPTION_KEY };
    const [before] = await installRow();
    const s = await world.subscriber();
    const res = await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/pause`, { days: null });
    expect(res.status).toBe(200); // with the local key: sealed as before
    const rotated = await world.send(
      dashboardRequest(s.session, 'POST', `/subscriptions/${s.subscriptionId}/resume`, { nextDeliveryDate: daysFromToday(3) }),
      vars,
    );
    expect(rotated.status).toBe(200);
    const [after] = await installRow();
    const keyId = (r: typeof after) => String(r?.access_token_enc).split('.')[0];
    expect(keyId(after)).not.toBe(keyId(before));
    // And back (the other tests run with the local key).
    const back = { TOKEN_ENCRYPTION_KEY: LOCAL_TOKEN_ENCRYPTION_KEY, TOKEN_ENCRYPTION_KEY_PREVIOUS: newKey };
    expect((await world.send(dashboardRequest(s.session, 'POST', `/subscriptions/${s.subscriptionId}/pause`, { days: null }), back)).status).toBe(200);
    expect(keyId((await installRow())[0])).toBe(keyId(before));
  });
});

describe('Shopify app: uninstall and scopes', () => {
  it('scopes_update records the granted scopes', async () => {
    world.fake.installs.updateScopes([...APP_SCOPES, 'read_products']);
    await world.flush();
    const [row] = await installRow();
    expect(String(row?.scopes).split(',')).toEqual([...APP_SCOPES, 'read_products'].sort());
    expect((await eventsOf('scopes-updated')).at(-1)?.detail).toContain('read_products');
  });

  it('an uninstalled for another shop in the signed body changes nothing and is logged', async () => {
    world.fake.webhooks.push('app/uninstalled', { id: 9, myshopify_domain: 'someone-else.myshopify.com' });
    // Refused at the door (401), before any handler runs; Shopify will retry it and be refused again.
    expect(await world.fake.flushWebhooks()).toEqual([{ topic: 'app/uninstalled', status: 401 }]);
    expect((await installRow())[0]!.access_token_enc).not.toBeNull();
    expect(await eventsOf('foreign-shop')).toContainEqual(expect.objectContaining({ shop_domain: 'someone-else.myshopify.com' }));
  });

  it('uninstall deletes the tokens: calls answer 503 not_installed and are logged; a due renewal waits and runs once after reinstall', async () => {
    const s = await world.subscriber();
    await env.DB.prepare('UPDATE subscriptions SET next_charge_scheduled_at = ?2 WHERE id = ?1').bind(s.subscriptionId, today()).run();

    world.fake.installs.uninstall();
    await world.flush();
    const [row] = await installRow();
    expect(row).toMatchObject({ access_token_enc: null, refresh_token_enc: null, installed_at: null });
    expect(row!.uninstalled_at).not.toBeNull();
    // Customer data stays until shop/redact.
    expect(await env.DB.prepare('SELECT id FROM subscriptions WHERE id = ?1').bind(s.subscriptionId).first()).not.toBeNull();

    const pause = await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/pause`, { days: null });
    expect(pause.status).toBe(503);
    expect(await pause.json()).toMatchObject({ code: 'not_installed', error: expect.stringContaining(`not installed on ${SHOP_DOMAIN}`) });
    expect((await eventsOf('not-installed')).length).toBeGreaterThan(0);

    const day = today();
    await runScheduled(world.env, shopTime(day, '07:10'));
    const attempts = () => [...world.fake.state.attempts.values()].filter((a) => a.contractId === s.contract.id);
    expect(attempts()).toEqual([]);
    // A renewal message already queued when the app was uninstalled is acked: nothing charged, still due.
    const queued = await deliver(world.env, [{ subscriptionId: s.subscriptionId, dueDay: day, scheduledAt: shopTime(day, '07:05').toISOString() }]);
    expect(queued.explicitAcks).toEqual(['msg-0']);
    expect(queued.retryMessages).toEqual([]);
    expect(attempts()).toEqual([]);
    const due = await env.DB.prepare('SELECT next_charge_scheduled_at AS d, status FROM subscriptions WHERE id = ?1').bind(s.subscriptionId).first();
    expect(due).toEqual({ d: day, status: 'ACTIVE' });

    expect((await world.install()).callback.status).toBe(200);
    await runScheduled(world.env, shopTime(day, '07:25'));
    await runScheduled(world.env, shopTime(day, '07:40'));
    expect(attempts().map((a) => a.idempotencyKey)).toEqual([`renewal:${s.subscriptionId}:${day}`]);
    expect((await world.call(s.session, 'POST', `/subscriptions/${s.subscriptionId}/pause`, { days: null })).status).toBe(200);

    // A late retry of that uninstall (Shopify says when it happened) does not undo the new install.
    const uninstall = world.fake.webhooks.sent.filter((d) => d.topic === 'app/uninstalled').at(-1)!;
    world.fake.webhooks.push('app/uninstalled', JSON.parse(uninstall.body), uninstall.triggeredAt);
    await world.flush();
    expect((await installRow())[0]!.access_token_enc).not.toBeNull();
  });
});
