/**
 * Issue 59 §7: in Shopify mode a legacy subscription has no contract, and Shopify bills only a
 * contract's saved payment method. So Reorder Now ("Ship today" in the console) is not offered:
 * the answer says so, and the call is a 409 that names Confirm & Pay, not a 503 that invites a retry.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { consoleCustomer } from '../../functions/console/customers';
import { shopifyWorld } from './shopify-world';
import { legacyState, makeLegacy } from './subscription-helpers';

const world = shopifyWorld();

describe('Shopify mode: Reorder Now on a legacy subscription', () => {
  it('is not offered, and the call is refused with the way to order instead; nothing is charged or changed', async () => {
    const { customerId, session } = await world.subscriber();
    const id = await makeLegacy({ customerId });
    const listed = await world.call(session, 'GET', `/api/legacy-subscriptions/by-shopify-id/${customerId}`);
    expect(listed.status).toBe(200);
    const [legacy] = await listed.json<{ id: string; reorder_now: boolean; quick_checkout_url: string }[]>();
    expect(legacy).toMatchObject({ id, reorder_now: false, quick_checkout_url: expect.stringContaining('/cart/') });

    const before = await legacyState(id);
    const attempts = world.fake.state.attempts.size;
    const res = await world.call(session, 'POST', `/api/legacy-subscriptions/${id}/ship-today-webhook`, undefined, { 'Idempotency-Key': 'legacy-reorder-1' });
    expect(res.status).toBe(409);
    const body = await res.json<{ code: string; error: string }>();
    expect(body.code).toBe('reorder_at_checkout');
    expect(body.error).toContain('Confirm & Pay');
    expect(await legacyState(id)).toEqual(before);
    expect(world.fake.state.attempts.size).toBe(attempts);
    const pending = await env.DB.prepare('SELECT COUNT(*) AS n FROM payment_attempts WHERE legacy_subscription_id = ?1').bind(id).first<{ n: number }>();
    expect(pending!.n).toBe(0);
  });

  it('the console offers no "Ship today" for it either', async () => {
    const { customerId } = await world.subscriber();
    await makeLegacy({ customerId });
    const record = await consoleCustomer(env.DB, customerId, 'https://app.example', { reorderNow: false });
    expect(record.legacy.map((l) => l.reorderNow)).toEqual([false]);
  });
});
