/**
 * GET /api/console/subscribers on a fixed data set, every figure counted by hand. The file's own
 * database: its subscriptions and events are cleared first, so the set is exactly what is written here.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleSubscribers } from '../../src/domain/schemas/console';
import { consoleCall } from './console-helpers';
import { DEMO, LAMB_5KG, makeSubscription } from './subscription-helpers';

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
let events = 0;
const event = (subscriptionId: string, action: string, at: string, details?: unknown) =>
  env.DB.prepare(
    `INSERT INTO subscription_events (id, subscription_id, legacy, customer_id, actor, action, after_json, created_at)
     VALUES (?1, ?2, 0, ?3, 'customer:x', ?4, ?5, ?6)`,
  ).bind(`evt_${++events}`, subscriptionId, DEMO.customerId, action, details === undefined ? null : JSON.stringify({ details }), at);

beforeAll(async () => {
  await env.DB.batch(['DELETE FROM subscriptions', 'DELETE FROM subscription_events'].map((q) => env.DB.prepare(q)));
  // Active: A, Chicken 15 kg at its renewal price 153.99 every 28 days; B, Luxe Lamb 5 kg at
  // 70.39 every month, with a one-time treat (not recurring).
  const a = await makeSubscription({ frequency: 28 });
  const b = await makeSubscription({ variantId: LAMB_5KG, frequency: 1, withTreat: { quantity: 2, oneTime: true } });
  await env.DB.prepare("UPDATE subscriptions SET order_interval_unit = 'month' WHERE id = ?1").bind(b).run();
  await makeSubscription({ status: 'PAUSED', next: null });
  // Cancelled: two 'Too expensive' 2 and 10 days ago, one without a reason 5 days ago, one 40 days ago (outside the 30).
  for (const [reason, days] of [
    ['Too expensive', 2],
    ['Too expensive', 10],
    [null, 5],
    ['Dog passed away', 40],
  ] as const) {
    const id = await makeSubscription({ status: 'CANCELLED', next: null });
    await env.DB.prepare('UPDATE subscriptions SET cancel_reason = ?2, cancelled_at = ?3 WHERE id = ?1').bind(id, reason, daysAgo(days)).run();
  }
  await env.DB.batch([
    // Offers shown: skip + discount twice in the window, pause + discount once 31 days ago.
    event(a, 'cancel-offers-shown', daysAgo(1), { offers: [{ kind: 'skip' }, { kind: 'discount', percent: 15 }] }),
    event(b, 'cancel-offers-shown', daysAgo(3), { offers: [{ kind: 'skip' }, { kind: 'discount', percent: 15 }] }),
    event(b, 'cancel-offers-shown', daysAgo(31), { offers: [{ kind: 'pause' }, { kind: 'discount', percent: 15 }] }),
    // Taken: the discount once (and a skip 31 days ago, outside).
    event(a, 'cancel-offer-discount', daysAgo(1)),
    event(b, 'cancel-offer-skip', daysAgo(31)),
    // Skips: two in the window, one outside; pauses: indefinitely and until a date in the window, one for days outside.
    event(a, 'skip', daysAgo(4)),
    event(b, 'skip', daysAgo(20)),
    event(b, 'skip', daysAgo(45)),
    event(a, 'pause', daysAgo(6)),
    event(b, 'pause-until', daysAgo(7)),
    event(b, 'pause-days', daysAgo(33)),
  ]);
});

describe('GET /api/console/subscribers', () => {
  it('counts by status; MRR from the recurring lines’ prices; 30 days of cancellations, offers, skips and pauses', async () => {
    const res = await consoleCall('GET', '/api/console/subscribers');
    expect(res.status).toBe(200);
    const body = await res.json<ConsoleSubscribers>();
    expect(body.counts).toEqual({ active: 2, paused: 1, cancelled: 4 });
    // 15399 × 30.4375 / 28 = 16739.54, + 7039 = 23778.54 → 237.79 NZD.
    expect(body.mrrCents).toBe(23779);
    expect(body.cancellations).toEqual([
      { reason: 'Too expensive', count: 2 },
      { reason: '', count: 1 },
    ]);
    expect(body.offers).toEqual([
      { kind: 'skip', shown: 2, taken: 0 },
      { kind: 'pause', shown: 0, taken: 0 },
      { kind: 'frequency', shown: 0, taken: 0 },
      { kind: 'discount', shown: 2, taken: 1 },
    ]);
    expect(body.skips).toBe(2);
    expect(body.pauses).toBe(2);
  });
});
