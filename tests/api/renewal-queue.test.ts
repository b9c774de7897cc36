/**
 * Renewals on Cloudflare Queues (issue 20): the cron enqueues every due subscription (no cap per
 * run) and the consumer renews each exactly once, whatever the queue delivers twice or the cron
 * overlaps; a renewal that keeps failing is retried, then dead-lettered into the event log. The
 * first test goes through the real local queue (wrangler's, in workerd); the others hand
 * batches to the Worker's queue handler as Cloudflare would deliver them (a redelivery, two
 * consumers at once). The dead-letter queue is tests/api/shopify-renewal-dead-letter.test.ts.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import type { RenewalMessage } from '../../functions/billing/renewal-queue';
import { runScheduled as runCron } from '../../functions/scheduled';
import { addInterval, latestDueDay } from '../../src/domain/renewals';
import { capturingQueue, deliver } from './scheduled-run';
import { countOrders, lastEvent, makeSubscription, subscriptionRow, today } from './subscription-helpers';
import { shopTime } from '../factories/days';

const ordersOf = (id: string) => countOrders('subscription_id = ?1', id);

async function dueSubscriptions(n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i += 1) ids.push(await makeSubscription({ next: today() }));
  return ids;
}

describe('the renewal queue', () => {
  it('through the real local queue: the cron enqueues, the consumer renews, the order appears', async () => {
    const [id] = await dueSubscriptions(1);
    await runCron(env, shopTime(today(), '09:00'));
    await vi.waitFor(async () => expect(await ordersOf(id!)).toBe(1), { timeout: 15_000, interval: 100 });
    expect((await subscriptionRow(id!)).next_charge_scheduled_at).toBe(addInterval(today(), 28));
    expect(await lastEvent(id!)).toMatchObject({ actor: 'scheduler', action: 'renewal' });
  });

  it('enqueues every due subscription, past any page size, each once per run', async () => {
    const ids = await dueSubscriptions(3);
    const sent: RenewalMessage[] = [];
    await runCron({ ...env, RENEWALS: capturingQueue(sent) }, shopTime(today(), '09:00'));
    const mine = sent.filter((m) => ids.includes(m.subscriptionId));
    expect(mine.map((m) => m.subscriptionId).sort()).toEqual([...ids].sort());
    expect(new Set(sent.map((m) => m.subscriptionId)).size).toBe(sent.length);
    expect(mine[0]).toEqual({
      subscriptionId: expect.any(String),
      dueDay: latestDueDay(shopTime(today(), '09:00')),
      scheduledAt: shopTime(today(), '09:00').toISOString(),
    });
  });

  it('a message delivered twice renews once, and both deliveries are acknowledged', async () => {
    const [id] = await dueSubscriptions(1);
    const body: RenewalMessage = { subscriptionId: id!, dueDay: today(), scheduledAt: shopTime(today(), '09:00').toISOString() };
    const result = await deliver(env, [body, body]);
    expect(result.explicitAcks.sort()).toEqual(['msg-0', 'msg-1']);
    expect(result.retryMessages).toEqual([]);
    await deliver(env, [body]); // and once more, later
    expect(await ordersOf(id!)).toBe(1);
    const attempts = await env.DB.prepare('SELECT COUNT(*) AS n FROM billing_attempts WHERE subscription_id = ?1').bind(id).first<{ n: number }>();
    expect(attempts!.n).toBe(1);
  });

  it('overlapping cron runs enqueue the same subscriptions twice; each is renewed once', async () => {
    const ids = await dueSubscriptions(2);
    const sent: RenewalMessage[] = [];
    const run = () => runCron({ ...env, RENEWALS: capturingQueue(sent) }, shopTime(today(), '09:00'));
    await Promise.all([run(), run()]);
    const mine = sent.filter((m) => ids.includes(m.subscriptionId));
    expect(mine).toHaveLength(4);
    // Delivered concurrently, as two consumers would take them.
    await Promise.all([deliver(env, mine.slice(0, 2)), deliver(env, mine.slice(2))]);
    for (const id of ids) expect(await ordersOf(id)).toBe(1);
  });
});
