/**
 * Issue 45, finding 3: forged install links wrote anyone's text into app_events, one row each,
 * and nothing ever deleted them. Now a link whose HMAC does not hold (or that lacks one) writes
 * no row, a client sending many is stopped, and app_events is in the scheduled clean-up.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { CLEANUP, INSTALL_REQUEST_LIMITS } from '../../functions/lib/limits';
import { signQuery } from '../fakes/shopify/oauth';
import { runScheduled } from './scheduled-run';
import { BASE } from './subscription-helpers';
import { APP_SECRET, SHOP_DOMAIN, shopifyWorld } from './shopify-world';

const world = shopifyWorld();

const appEventCount = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM app_events').first<{ n: number }>())!.n;
const seconds = () => String(Math.floor(Date.now() / 1000));
const sender = (n: number) => ({ 'cf-connecting-ip': `203.0.113.${n}` });

describe('finding 3: forged install links', () => {
  it('write no row for a bad hmac or a missing parameter, whatever text they carry', async () => {
    const before = await appEventCount();
    const text = 'x'.repeat(255);
    for (let i = 0; i < 10; i++) {
      const forged = await signQuery('not-our-secret', { shop: `${text.slice(0, 200)}-${i}.myshopify.com`, timestamp: seconds() });
      expect((await world.send(new Request(`${BASE}/shopify/app?${forged}`, { headers: sender(1) }))).status).toBe(403);
      const missing = new URLSearchParams({ shop: `${text}-${i}`, hmac: 'ab'.repeat(32) });
      expect((await world.send(new Request(`${BASE}/shopify/auth/callback?${missing}`, { headers: sender(1) }))).status).toBe(400);
    }
    expect(await appEventCount()).toBe(before);
  });

  it('still records a signed request for another shop', async () => {
    const before = await appEventCount();
    const foreign = await signQuery(APP_SECRET, { shop: 'intruder.myshopify.com', timestamp: seconds() });
    expect((await world.send(new Request(`${BASE}/shopify/app?${foreign}`, { headers: sender(2) }))).status).toBe(403);
    expect(await appEventCount()).toBe(before + 1);
  });

  it('stops one client sending many install links', async () => {
    const statuses = new Set<number>();
    // Twice the limit and one: a window that ends during the loop cannot hide it.
    for (let i = 0; i <= 2 * INSTALL_REQUEST_LIMITS.local.perClient && !statuses.has(429); i++) {
      const forged = await signQuery('not-our-secret', { shop: SHOP_DOMAIN, timestamp: seconds() });
      statuses.add((await world.send(new Request(`${BASE}/shopify/app?${forged}`, { headers: sender(3) }))).status);
    }
    expect(statuses).toContain(429);
  });

  it(`leaves the scheduled clean-up to delete app events older than ${CLEANUP.appEventDays} days`, async () => {
    const old = new Date(Date.now() - (CLEANUP.appEventDays + 1) * 86_400_000).toISOString();
    await env.DB.prepare("INSERT INTO app_events (at, shop_domain, kind, detail) VALUES (?1, NULL, 'install-refused', 'old')").bind(old).run();
    await runScheduled(world.env);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM app_events WHERE detail = 'old'").first<{ n: number }>()).toEqual({ n: 0 });
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM app_events WHERE kind = 'installed'").first<{ n: number }>()).toEqual({ n: 1 });
  });
});
