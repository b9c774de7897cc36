/**
 * /api/customer-account/*: the calls of our customer account UI extensions, authenticated by the
 * extension's session token alone, acting only for the customer the token names, answering the
 * extensions' origin (CORS) and no other; in local mode (D1 the record) and Shopify mode.
 */
import { describe, expect, it } from 'vitest';
import { EXTENSION_ORIGIN } from '../../functions/customer-account/cors';
import { accountCall, accountToken, localApp } from './customer-account-helpers';
import { demoPets } from './pets-helpers';
import { BASE, daysFromToday, DEMO, loginAs, makeSubscription, subscriptionState } from './subscription-helpers';
import { APP_SECRET, SHOP_DOMAIN, SHOPIFY_VARS, shopifyWorld } from './shopify-world';

const LIST = '/api/customer-account/subscriptions';

async function refusedCode(res: Response) {
  expect(res.status).toBe(401);
  return (await res.json<{ code: string }>()).code;
}

describe('the session token', () => {
  it('of the demo customer lists their subscriptions', async () => {
    const id = await makeSubscription();
    const res = await accountCall('GET', LIST, { customerId: DEMO.customerId });
    expect(res.status).toBe(200);
    const list = await res.json<{ id: string; shopify_contract: unknown }[]>();
    expect(list.map((s) => s.id)).toContain(id);
    // Local mode: the shop holds no contract, so the extension asks our Worker for everything.
    expect(list.find((s) => s.id === id)?.shopify_contract).toBeNull();
  });

  it.each([
    ['forged (another secret)', () => accountToken(DEMO.customerId, {}, { ...localApp(), appSecret: 'not-our-secret' })],
    ['expired', () => accountToken(DEMO.customerId, {}, localApp(), new Date(Date.now() - 3_600_000))],
    ['not yet valid', () => accountToken(DEMO.customerId, { nbf: Math.floor(Date.now() / 1000) + 3600 })],
    ['for another app', () => accountToken(DEMO.customerId, { aud: 'another-apps-client-id' })],
    ['for another shop', () => accountToken(DEMO.customerId, { dest: 'someone-else.myshopify.com' })],
    ['without a customer (nobody logged in)', () => accountToken(null)],
    ['naming no customer GID', () => accountToken(null, { sub: 'gid://shopify/StaffMember/1' })],
    ['living ten years (Shopify’s live five minutes)', () => accountToken(DEMO.customerId, { exp: Math.floor(Date.now() / 1000) + 10 * 365 * 86_400 })],
    [
      'issued ten minutes ago, valid one more (eleven in all)',
      () => {
        const now = Math.floor(Date.now() / 1000);
        return accountToken(DEMO.customerId, { iat: now - 600, nbf: now - 600, exp: now + 60 });
      },
    ],
    [
      'an admin ID token (iss the shop’s /admin, dest with its scheme), though signed by our app',
      () => accountToken(DEMO.customerId, { iss: `https://${localApp().shopDomain}/admin`, dest: `https://${localApp().shopDomain}` }),
    ],
    ['an ID token’s dest (with a scheme) alone', () => accountToken(DEMO.customerId, { dest: `https://${localApp().shopDomain}` })],
  ])('%s is 401', async (_, token) => {
    expect(await refusedCode(await accountCall('GET', LIST, { token: await token() }))).toBe('invalid_session_token');
  });

  it('is the only credential: a session cookie of ours without a token is 401', async () => {
    const sam = await loginAs();
    const res = await accountCall('GET', LIST, { token: null });
    expect(await refusedCode(res)).toBe('invalid_session_token');
    const withCookie = await fetchWith({ cookie: sam.cookie, origin: EXTENSION_ORIGIN });
    expect(await refusedCode(withCookie)).toBe('invalid_session_token');
  });
});

async function fetchWith(headers: Record<string, string>, method = 'GET', path = LIST) {
  const { SELF } = await import('cloudflare:test');
  return SELF.fetch(`${BASE}${path}`, { method, headers });
}

describe('one customer’s token', () => {
  it('reaches only that customer’s subscriptions: another’s is 404 and unchanged', async () => {
    const mine = await makeSubscription();
    const theirs = await makeSubscription({ customerId: DEMO.otherCustomerId });
    const list = await (await accountCall('GET', LIST, { customerId: DEMO.customerId })).json<{ id: string }[]>();
    expect(list.map((s) => s.id)).toContain(mine);
    expect(list.map((s) => s.id)).not.toContain(theirs);

    expect((await accountCall('GET', `${LIST}/${theirs}`, { customerId: DEMO.customerId })).status).toBe(404);
    const before = await subscriptionState(theirs);
    const pause = await accountCall('POST', `${LIST}/${theirs}/pause`, { customerId: DEMO.customerId, body: { days: null } });
    expect(pause.status).toBe(404);
    expect(await subscriptionState(theirs)).toEqual(before);
  });

  it('pauses until a date and resumes its own subscription, as the dashboard does', async () => {
    const id = await makeSubscription();
    const until = daysFromToday(40);
    const paused = await accountCall('POST', `${LIST}/${id}/pause`, { customerId: DEMO.customerId, body: { until } });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ id, status: 'PAUSED', paused_until: until });
    const resumed = await accountCall('POST', `${LIST}/${id}/resume`, { customerId: DEMO.customerId, body: { nextDeliveryDate: daysFromToday(3) } });
    expect(await resumed.json()).toMatchObject({ id, status: 'ACTIVE' });
  });

  it('reads and saves that customer’s dogs; a new weight moves the daily calories', async () => {
    const customerId = DEMO.customerId;
    const before = await (await accountCall('GET', '/api/customer-account/pets', { customerId })).json<{ pets: { id: string; calories_per_day: number }[] }>();
    expect(before.pets.map((p) => p.id).sort()).toEqual(['pet_demo_biscuit', 'pet_demo_pip']);
    const heavier = demoPets().map((p) => (p.name === 'Biscuit' ? { ...p, weight: 34 } : p));
    const saved = await accountCall('POST', '/api/customer-account/pets', { customerId, body: { pets: heavier, productId: null } });
    expect(saved.status).toBe(200);
    const after = (await saved.json<{ data: { pets: { id: string; calories_per_day: number }[] } }>()).data.pets;
    const calories = (list: { id: string; calories_per_day: number }[]) => list.find((p) => p.id === 'pet_demo_biscuit')!.calories_per_day;
    expect(calories(after)).toBeGreaterThan(calories(before.pets));
    // Put Sam's dogs back as the demo data has them.
    await accountCall('POST', '/api/customer-account/pets', { customerId, body: { pets: demoPets(), productId: null } });
  });

  it('of a shop customer we have no record of lists nothing', async () => {
    const res = await accountCall('GET', LIST, { customerId: '999999999' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });
});

describe('CORS', () => {
  it('answers the extensions’ preflight', async () => {
    const res = await fetchWith(
      { origin: EXTENSION_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
      'OPTIONS',
      `${LIST}/sub_x/pause`,
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it('answers the extensions’ calls with their origin', async () => {
    const res = await accountCall('GET', LIST, { customerId: DEMO.customerId });
    expect(res.headers.get('access-control-allow-origin')).toBe(EXTENSION_ORIGIN);
  });

  it.each(['https://evil.example', 'https://extensions.shopifycdn.com.evil.example', 'null'])('refuses %s, preflight and call alike', async (origin) => {
    const preflight = await fetchWith({ origin, 'access-control-request-method': 'POST' }, 'OPTIONS', `${LIST}/sub_x/pause`);
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const call = await accountCall('GET', LIST, { customerId: DEMO.customerId, origin });
    expect(call.status).toBe(403);
    expect(call.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('in Shopify mode', () => {
  const world = shopifyWorld();
  const app = { clientId: SHOPIFY_VARS.SHOPIFY_CLIENT_ID, appSecret: APP_SECRET, shopDomain: SHOP_DOMAIN };
  const send = async (method: string, path: string, token: string, body?: unknown) =>
    world.send(
      new Request(`${BASE}${path}`, {
        method,
        headers: { origin: EXTENSION_ORIGIN, authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      }),
    );

  it('maps the token’s customer GID to the mirrored customer and reaches the shop’s contract', async () => {
    const { subscriptionId, customerId, contract } = await world.subscriber();
    const token = await accountToken(customerId, {}, app);
    const list = await (await send('GET', LIST, token)).json<{ id: string; next_charge_scheduled_at: string; shopify_contract: unknown }[]>();
    expect(list.map((s) => s.id)).toEqual([subscriptionId]);
    // What the extension needs for the Customer Account API: the contract, and the next delivery's billing-cycle selector.
    const day = list[0]!.next_charge_scheduled_at;
    expect(list[0]!.shopify_contract).toEqual({ id: contract.id, cycles: [{ day, selector_date: `${day}T00:00:00+12:00` }] });
    const paused = await send('POST', `${LIST}/${subscriptionId}/pause`, token, { days: null });
    expect(paused.status).toBe(200);
    expect(contract.status).toBe('PAUSED');
  });

  it('refuses the local app’s token and another subscriber’s contract', async () => {
    const a = await world.subscriber();
    const b = await world.subscriber();
    expect((await send('GET', LIST, await accountToken(a.customerId))).status).toBe(401);
    const res = await send('POST', `${LIST}/${b.subscriptionId}/pause`, await accountToken(a.customerId, {}, app), { days: null });
    expect(res.status).toBe(404);
    expect(b.contract.status).toBe('ACTIVE');
  });
});
