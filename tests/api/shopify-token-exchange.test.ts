/**
 * The embedded app's install (docs/decisions/0013-embedded-console-token-exchange.md): Shopify
 * installs the app itself and opens the console in the admin; the console's first call,
 * POST /api/console/connect, exchanges App Bridge's ID token for the shop's offline token at the
 * fake Shopify's token endpoint, only while the shop has no token it can use.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE } from './subscription-helpers';
import { shopifyWorld } from './shopify-world';

const world = shopifyWorld();

/** The console's connect call as the page makes it in the admin, with App Bridge's token. */
const connect = async (token: string) =>
  world.send(new Request(`${BASE}/api/console/connect`, { method: 'POST', headers: { authorization: `Bearer ${token}`, origin: BASE } }));

const installRow = () => env.DB.prepare('SELECT access_token_enc, refresh_token_enc, uninstalled_at FROM shop_installs').first<Record<string, string | null>>();

describe('Shopify app: the embedded console connects the shop by token exchange', () => {
  beforeAll(async () => {
    // Uninstalled: app/uninstalled forgot the tokens the code grant got before this file.
    world.fake.installs.uninstall();
    await world.flush();
    expect(await installRow()).toMatchObject({ access_token_enc: null, refresh_token_enc: null });
  });

  it('not installed: Shopify refuses the exchange, a 502 that says what to do, nothing stored; installed from the admin: the first open gets a sealed expiring offline token, later opens leave it alone', async () => {
    const refused = await connect(await world.fake.installs.idToken());
    expect(refused.status).toBe(502);
    expect(await refused.json()).toEqual({ code: 'token_exchange_refused', error: expect.stringContaining('open the app again') });
    expect(await installRow()).toMatchObject({ access_token_enc: null, refresh_token_enc: null });

    // Shopify-managed installation from the admin, which calls nothing of ours; then the console opens.
    await world.fake.installs.install();
    const before = world.fake.installs.exchanges().length;
    const token = await world.fake.installs.idToken();
    const first = await connect(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ admin: 'exchanged' });
    expect(world.fake.installs.exchanges().slice(before)).toEqual([token]);
    const stored = await installRow();
    expect(stored).toMatchObject({ uninstalled_at: null });
    expect(stored!.access_token_enc).not.toBeNull();
    expect(stored!.refresh_token_enc).not.toBeNull();
    for (const issued of world.fake.installs.issuedAccessTokens()) expect(JSON.stringify(stored)).not.toContain(issued);
    // A new contract's webhook reads the contract through the Admin API with the exchanged token.
    expect((await world.subscriber()).subscriptionId).toBeTruthy();

    // Exchanging again would revoke the stored token (one expiring offline token per app and shop).
    const again = await connect(await world.fake.installs.idToken());
    expect(await again.json()).toEqual({ admin: 'installed' });
    expect(world.fake.installs.exchanges()).toHaveLength(before + 1);
    expect(await installRow()).toEqual(stored);
    expect((await world.subscriber()).subscriptionId).toBeTruthy();
  });

  it('an ID token of another app is refused before anything reaches Shopify: 401', async () => {
    const before = world.fake.installs.exchanges().length;
    const res = await connect(await world.fake.installs.idToken({ aud: 'another-app' }));
    expect(res.status).toBe(401);
    expect(world.fake.installs.exchanges()).toHaveLength(before);
  });
});
