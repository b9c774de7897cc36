/**
 * A renewal the shop cannot take (Shopify down, issue 20): the queue's consumer retries it,
 * writing nothing half-done, and after max_retries Cloudflare's dead-letter queue puts it in the
 * event log, visibly failed rather than dropped. Batches go to the Worker's queue handler as
 * Cloudflare would deliver them.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { RENEWAL_DEAD_LETTER_QUEUE, type RenewalMessage } from '../../functions/billing/renewal-queue';
import { deliver } from './scheduled-run';
import { shopifyWorld } from './shopify-world';
import { countOrders, lastEvent, subscriptionRow, today } from './subscription-helpers';
import { shopTime } from '../factories/days';

// The fake shop's own products, as the app synced them on install.
const world = shopifyWorld();
const ordersOf = (id: string) => countOrders('subscription_id = ?1', id);

describe('the renewal queue in Shopify mode', () => {
  it('a renewal the shop cannot take is retried later; after its retries it is dead-lettered into the event log', async () => {
    const s = await world.subscriber();
    const id = s.subscriptionId;
    await env.DB.prepare('UPDATE subscriptions SET next_charge_scheduled_at = ?2 WHERE id = ?1').bind(id, today()).run();
    const body: RenewalMessage = { subscriptionId: id, dueDay: today(), scheduledAt: shopTime(today(), '09:00').toISOString() };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    world.fake.failNext([503, 502, 500, 503]); // Shopify down for every bounded retry of the client
    const result = await deliver(world.env, [body]);
    vi.restoreAllMocks();
    expect(result.explicitAcks).toEqual([]);
    // (The local runtime reports the retry, not its delay: PAYMENTS_DOWN_DELAY_SECONDS.)
    expect(result.retryMessages.map((m) => m.msgId)).toEqual(['msg-0']);
    // Nothing half-written, and the busy lock is free again for the retry.
    expect(await ordersOf(id)).toBe(0);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM billing_attempts WHERE subscription_id = ?1').bind(id).first()).toEqual({ n: 0 });
    expect((await subscriptionRow(id)).lock_token).toBeNull();

    // After max_retries (wrangler.toml) Cloudflare moves the message to the dead-letter queue.
    const dead = await deliver(world.env, [body], RENEWAL_DEAD_LETTER_QUEUE, 4);
    expect(dead.explicitAcks).toEqual(['msg-0']);
    expect(await lastEvent(id)).toMatchObject({ actor: 'scheduler', action: 'renewal-dead-lettered', after: { details: { day: today(), attempts: 4 } } });
  });
});
