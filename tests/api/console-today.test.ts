/**
 * GET /api/console/today on a fixed data set: every figure is counted by hand below. The file's
 * own database starts from the demo data; its subscriptions and events are cleared first so the
 * set is exactly what this file writes.
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { RENEWAL_DEAD_LETTER_QUEUE } from '../../functions/billing/renewal-queue';
import { recordScheduledRun } from '../../functions/db/scheduled-runs';
import worker from '../../functions/index';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { findKibbleVariant } from '../../src/domain/catalogue';
import { renewalPriceCents } from '../../src/domain/money';
import type { ConsoleToday } from '../../src/domain/schemas/console';
import { consoleCall } from './console-helpers';
import { capturingQueue, deliver } from './scheduled-run';
import { CHICKEN_15KG, daysFromToday, DEMO, makeSubscription, today } from './subscription-helpers';

const T = today();
const CHICKEN_RENEWAL_CENTS = renewalPriceCents(findKibbleVariant(DEMO_CATALOGUE, CHICKEN_15KG)!.variant.priceCents) + 699;

const attempt = (subscriptionId: string, date: string, status: string, error: string | null = null) =>
  env.DB.prepare(
    `INSERT INTO billing_attempts (id, subscription_id, date, status, completed_at, error_code, error_message, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, ?7)`,
  )
    .bind(`${subscriptionId}_${date}`, subscriptionId, date, status, status === 'success' ? new Date().toISOString() : null, error, new Date().toISOString())
    .run();

const ids: Record<string, string> = {};

beforeAll(async () => {
  await env.DB.batch(['DELETE FROM subscriptions', 'DELETE FROM subscription_events', 'DELETE FROM shopify_webhook_deliveries'].map((q) => env.DB.prepare(q)));
  // Due: A today, B in 3 days (this week), C in 7 days (next week); D is paused (never due).
  ids.a = await makeSubscription({ next: T });
  ids.b = await makeSubscription({ next: daysFromToday(3) });
  ids.c = await makeSubscription({ next: daysFromToday(7) });
  ids.d = await makeSubscription({ status: 'PAUSED', next: daysFromToday(1) });
  // Billed today: E; billed yesterday: C (not today's).
  ids.e = await makeSubscription({ next: daysFromToday(28) });
  await attempt(ids.e, T, 'success');
  await attempt(ids.c, daysFromToday(-1), 'success');
  // Failed, waiting for a retry: F declined yesterday (no retry yet: in 3 days from its day);
  // G declined 4 days ago and its first automatic retry declined too (next: 7 days after its day).
  // H's subscription was cancelled: not waiting for anything.
  ids.f = await makeSubscription({ next: daysFromToday(27), customerId: DEMO.otherCustomerId });
  ids.g = await makeSubscription({ next: daysFromToday(24) });
  ids.h = await makeSubscription({ status: 'CANCELLED', next: null });
  await attempt(ids.f, daysFromToday(-1), 'error', 'Your card was declined.');
  await attempt(ids.g, daysFromToday(-4), 'error', 'Insufficient funds');
  await attempt(ids.h, daysFromToday(-2), 'error', 'Expired card');
  await env.DB.prepare(
    `INSERT INTO payment_attempts (id, customer_id, subscription_id, action, amount_cents, order_id, plan, status, created_at)
     VALUES ('pa_g1', ?1, ?2, 'retry-payment', 100, 'order_pa_g1', json_object('failedAttemptId', ?3, 'automatic', 1), 'declined', ?4)`,
  )
    .bind(DEMO.customerId, ids.g, `${ids.g}_${daysFromToday(-4)}`, new Date().toISOString())
    .run();
  // Dead-lettered through the real dead-letter consumer: I (day 2 days ago) and J (day 3 days
  // ago, billed since: not waiting any more).
  ids.i = await makeSubscription({ next: daysFromToday(-2) });
  ids.j = await makeSubscription({ next: daysFromToday(25) });
  const scheduledAt = new Date().toISOString();
  await deliver(
    env,
    [
      { subscriptionId: ids.i, dueDay: daysFromToday(-2), scheduledAt },
      { subscriptionId: ids.j, dueDay: daysFromToday(-3), scheduledAt },
    ],
    RENEWAL_DEAD_LETTER_QUEUE,
    4,
  );
  await attempt(ids.j, daysFromToday(-3), 'success');
  // Webhooks: two received in the last 24 hours, one 25 hours ago; one dead-lettered an hour ago.
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
  await env.DB.batch([
    ...[1, 23, 25].map((h) =>
      env.DB.prepare('INSERT INTO shopify_webhook_deliveries (webhook_id, topic, received_at) VALUES (?1, ?2, ?3)').bind(`wh-${h}`, 'orders/paid', hoursAgo(h)),
    ),
    env.DB.prepare(
      `INSERT INTO subscription_events (id, subscription_id, legacy, customer_id, actor, action, created_at) VALUES ('evt_wh', ?1, 0, ?2, 'scheduler', 'webhook-dead-lettered', ?3)`,
    ).bind(ids.a, DEMO.customerId, hoursAgo(1)),
  ]);
  // Two cron runs: the earlier went through, the later one failed.
  await recordScheduledRun(env.DB, new Date(Date.now() - 30 * 60_000), async () => {});
  await expect(
    recordScheduledRun(env.DB, new Date(Date.now() - 15 * 60_000), async () => {
      throw new Error('D1 was unavailable');
    }),
  ).rejects.toThrow('D1 was unavailable');
});

describe('GET /api/console/today', () => {
  it('counts renewals due today and this week, and today’s billed', async () => {
    const res = await consoleCall('GET', '/api/console/today');
    expect(res.status).toBe(200);
    const body = await res.json<ConsoleToday>();
    expect(body.today).toBe(T);
    // Due today: A. This week (today + 6 days): A, B. C (7 days) and the paused D are not.
    expect(body.renewals).toEqual({ dueToday: 1, dueThisWeek: 2, billedToday: 1 });
  });

  it('lists failed renewals waiting for a retry with customer, amount, reason and next retry', async () => {
    const body = await (await consoleCall('GET', '/api/console/today')).json<ConsoleToday>();
    // Each at the recurring lines' price and shipping, retried 3 and 7 days after its day.
    const failed = (subscriptionId: string, customer: object, day: number, reason: string, nextRetry: number) => ({
      subscriptionId,
      customer,
      day: daysFromToday(day),
      amountCents: CHICKEN_RENEWAL_CENTS,
      reason,
      nextRetry: daysFromToday(nextRetry),
    });
    expect(body.failed).toEqual([
      failed(ids.g!, { id: DEMO.customerId, email: DEMO.email, name: 'Sam Taylor' }, -4, 'Insufficient funds', 3),
      failed(ids.f!, { id: DEMO.otherCustomerId, email: DEMO.otherEmail, name: 'Alex Ngata' }, -1, 'Your card was declined.', 2),
    ]);
  });

  it('lists dead-lettered renewals not billed since; webhooks of 24 hours; the last run and how it ended', async () => {
    const body = await (await consoleCall('GET', '/api/console/today')).json<ConsoleToday>();
    expect(body.deadLettered).toEqual([
      {
        eventId: expect.any(String),
        subscriptionId: ids.i,
        customer: expect.objectContaining({ id: DEMO.customerId }),
        day: daysFromToday(-2),
        deadLetteredAt: expect.any(String),
        retryRequestedAt: null,
      },
    ]);
    expect(body.webhooks).toEqual({ received24h: 2, failed24h: 1 });
    expect(body.lastRun).toMatchObject({ outcome: 'failed', error: 'D1 was unavailable', finishedAt: expect.any(String) });
  });
});

describe('the cron records its runs for Today', () => {
  it('the Worker’s scheduled handler writes the run with its outcome', async () => {
    const scheduledTime = Date.now() - 60_000;
    const ctx = createExecutionContext();
    await worker.scheduled!(createScheduledController({ scheduledTime, cron: '*/15 * * * *' }), { ...env, RENEWALS: capturingQueue([]) }, ctx);
    await waitOnExecutionContext(ctx);
    const run = await env.DB.prepare('SELECT outcome, finished_at FROM scheduled_runs WHERE started_at = ?1')
      .bind(new Date(scheduledTime).toISOString())
      .first<{ outcome: string; finished_at: string | null }>();
    expect(run).toEqual({ outcome: 'ok', finished_at: expect.any(String) });
    const body = await (await consoleCall('GET', '/api/console/today')).json<ConsoleToday>();
    expect(body.lastRun).toMatchObject({ startedAt: new Date(scheduledTime).toISOString(), outcome: 'ok', error: null });
  });
});
