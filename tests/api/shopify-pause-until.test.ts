/**
 * Pause until a date in Shopify mode (issue 21): the contract is paused in the shop, then the
 * scheduled job activates it billing on the day; the shop's staff do the same from the console
 * (issue 49). Local mode is tests/api/pause-until.test.ts.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { runScheduled } from './scheduled-run';
import { daysFromToday, lastEvent } from './subscription-helpers';
import { SHOP_DOMAIN, SHOPIFY_VARS, shopifyWorld } from './shopify-world';
import { signIdToken } from '../../functions/shopify/app/id-token';
import { shopDayOf, shopTime } from '../factories/days';

// The fake shop's own products, as the app synced them on install.
const world = shopifyWorld();

describe('Shopify mode: pause until a date', () => {
  it('pauses the contract, and the scheduled job activates it billing on the day', async () => {
    const { subscriptionId: id, contract, session } = await world.subscriber();
    const until = daysFromToday(12);
    expect((await world.call(session, 'POST', `/subscriptions/${id}/pause`, { until })).status).toBe(200);
    expect(contract.status).toBe('PAUSED');
    await runScheduled(world.env, shopTime(until, '06:00'));
    expect(contract.status).toBe('ACTIVE');
    expect(shopDayOf(contract.nextBillingDate)).toBe(until);
    expect(await env.DB.prepare('SELECT status, next_charge_scheduled_at FROM subscriptions WHERE id = ?1').bind(id).first()).toEqual({
      status: 'ACTIVE',
      next_charge_scheduled_at: until,
    });
  });
});

describe('Shopify mode: the shop’s staff pause until a date from the console (issue 49)', () => {
  it('reaches the contract in the shop, recorded as done by the shop', async () => {
    const { subscriptionId: id, customerId, contract } = await world.subscriber();
    const until = daysFromToday(12);
    const auth = { clientId: SHOPIFY_VARS.SHOPIFY_CLIENT_ID, appSecret: SHOPIFY_VARS.SHOPIFY_APP_SECRET, shopDomain: SHOP_DOMAIN };
    const token = await signIdToken(auth, new Date(), { sub: '77' });
    const res = await world.send(
      new Request(`http://localhost/api/console/customers/${customerId}/subscriptions/${id}/pause`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, origin: 'http://localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ until }),
      }),
    );
    expect(res.status).toBe(200);
    expect(contract.status).toBe('PAUSED');
    expect(await lastEvent(id)).toMatchObject({ actor: 'shop:77', action: 'pause-until' });
  });
});
