/**
 * Pause until a date (issue 21): `POST /subscriptions/:id/pause` `{ until }` pauses the
 * subscription with its end; the scheduled job mails a reminder PAUSE_REMINDER_DAYS_BEFORE days
 * ahead (once) and resumes it by itself on the day, due then, so that run renews it. Shopify mode
 * is tests/api/shopify-pause-until.test.ts.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { runScheduled } from './scheduled-run';
import { PAUSE_UNTIL_PAGE_SIZE, remindPausesEnding } from '../../functions/billing/pause-until';
import { readConfig } from '../../functions/env';
import { addInterval } from '../../src/domain/renewals';
import { PAUSE_DAYS_OR_UNTIL_MESSAGE } from '../../src/domain/schemas/subscription-actions';
import { PAUSE_REMINDER_DAYS_BEFORE } from '../../src/domain/subscriptions';
import { call, daysFromToday, DEMO, lastEvent, makeSubscription, samForFile, subscriptionState, today, type ErrorBody } from './subscription-helpers';
import { shopTime } from '../factories/days';
import { rowsOf } from './db-rows';

const sam = samForFile({ workingCard: true });
const reminders = (email: string) =>
  rowsOf<{ subject: string; text: string }>("SELECT subject, text FROM outbox WHERE to_email = ?1 AND kind = 'pause-ending'", email);

describe('POST /subscriptions/:id/pause { until }', () => {
  it('pauses with its end: PAUSED, no next order, paused_until the day, in the event log', async () => {
    const id = await makeSubscription();
    const until = daysFromToday(20);
    const res = await call(sam, 'POST', `/subscriptions/${id}/pause`, { until });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'PAUSED', next_charge_scheduled_at: null, paused_until: until });
    expect(await lastEvent(id)).toMatchObject({ action: 'pause-until', after: { status: 'PAUSED', paused_until: until, details: { until } } });
  });

  it('refuses a past day, a day beyond the date limits, a non-date and days with a date (400), changing nothing', async () => {
    const id = await makeSubscription();
    const before = (await subscriptionState(id)).row!;
    for (const body of [{ until: daysFromToday(-1) }, { until: daysFromToday(500) }, { until: 'next tuesday' }, { until: daysFromToday(5), days: 7 }]) {
      const res = await call(sam, 'POST', `/subscriptions/${id}/pause`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json<ErrorBody>()).code).toBe('invalid_json');
    }
    const both = await call(sam, 'POST', `/subscriptions/${id}/pause`, { until: daysFromToday(5), days: 7 });
    expect(JSON.stringify(await both.json())).toContain(PAUSE_DAYS_OR_UNTIL_MESSAGE);
    expect((await subscriptionState(id)).row).toMatchObject({
      status: before.status,
      next_charge_scheduled_at: before.next_charge_scheduled_at,
      paused_until: null,
    });
  });
});

describe('the scheduled job and pauses until a date', () => {
  it(`mails one reminder ${PAUSE_REMINDER_DAYS_BEFORE} days before, however often it runs`, async () => {
    const id = await makeSubscription({ next: daysFromToday(1) }); // the pause ends after the next delivery
    const until = daysFromToday(PAUSE_REMINDER_DAYS_BEFORE + 1);
    expect((await call(sam, 'POST', `/subscriptions/${id}/pause`, { until })).status).toBe(200);
    const before = (await reminders(DEMO.email)).length;
    // The day before the reminder's: nothing yet.
    await runScheduled(env, shopTime(today(), '09:00'));
    expect(await reminders(DEMO.email)).toHaveLength(before);
    const reminderDay = addInterval(until, -PAUSE_REMINDER_DAYS_BEFORE, 'day');
    await Promise.all([runScheduled(env, shopTime(reminderDay, '09:00')), runScheduled(env, shopTime(reminderDay, '09:00'))]);
    await runScheduled(env, shopTime(reminderDay, '09:15'));
    const mails = await reminders(DEMO.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toBe('Your kibble deliveries start again soon');
    expect((await subscriptionState(id)).row!.status).toBe('PAUSED');
  });

  it('resumes it on the day, due then, and that run renews it once', async () => {
    const id = await makeSubscription({ next: daysFromToday(1) }); // the pause ends after the next delivery
    const until = daysFromToday(6);
    expect((await call(sam, 'POST', `/subscriptions/${id}/pause`, { until })).status).toBe(200);
    await runScheduled(env, shopTime(addInterval(until, -1, 'day'), '09:00'));
    expect((await subscriptionState(id)).row!.status).toBe('PAUSED');
    await runScheduled(env, shopTime(until, '08:00'));
    await runScheduled(env, shopTime(until, '08:15'));
    const state = await subscriptionState(id);
    expect(state.row).toMatchObject({ status: 'ACTIVE', paused_until: null, next_charge_scheduled_at: addInterval(until, 28, 'day') });
    expect(state.orders).toHaveLength(1);
    const actions = (
      await env.DB.prepare('SELECT action FROM subscription_events WHERE subscription_id = ?1 ORDER BY created_at, rowid').bind(id).all<{ action: string }>()
    ).results.map((e) => e.action);
    // The day before is within the reminder's days: it was mailed then.
    expect(actions).toEqual(['pause-until', 'pause-reminder', 'resume-after-pause-until', 'renewal']);
  });

  it('a pause whose end passed while no run came resumes at the next run, due that day', async () => {
    const id = await makeSubscription({ next: daysFromToday(1) }); // the pause ends after the next delivery
    const until = daysFromToday(3);
    expect((await call(sam, 'POST', `/subscriptions/${id}/pause`, { until })).status).toBe(200);
    const later = addInterval(until, 2, 'day');
    await runScheduled(env, shopTime(later, '06:00'));
    expect((await subscriptionState(id)).row).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: later });
  });

  it('a subscription resumed by the customer first is left alone', async () => {
    const id = await makeSubscription({ next: daysFromToday(1) }); // the pause ends after the next delivery
    const until = daysFromToday(4);
    expect((await call(sam, 'POST', `/subscriptions/${id}/pause`, { until })).status).toBe(200);
    const day = daysFromToday(10);
    expect((await call(sam, 'POST', `/subscriptions/${id}/resume`, { nextDeliveryDate: day })).status).toBe(200);
    await runScheduled(env, shopTime(until, '06:00'));
    expect((await subscriptionState(id)).row).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: day, paused_until: null });
  });
});

describe('the scheduled job and many pauses ending', () => {
  it('reminds every pause not yet reminded, however many reminded ones end sooner', async () => {
    const soon = daysFromToday(1);
    const reminded: string[] = [];
    for (let i = 0; i <= PAUSE_UNTIL_PAGE_SIZE; i += 1) reminded.push(await makeSubscription({ status: 'PAUSED' }));
    await env.DB.batch(
      reminded.flatMap((id) => [
        env.DB.prepare('UPDATE subscriptions SET paused_until = ?2 WHERE id = ?1').bind(id, soon),
        env.DB.prepare(
          `INSERT INTO subscription_events (id, subscription_id, customer_id, actor, action, after_json, created_at)
           VALUES (?1, ?2, ?3, 'scheduler', 'pause-reminder', json_object('details', json_object('until', ?4)), ?5)`,
        ).bind(`evt_${id}`, id, DEMO.customerId, soon, new Date().toISOString()),
      ]),
    );
    const waiting = await makeSubscription({ status: 'PAUSED' });
    await env.DB.prepare('UPDATE subscriptions SET paused_until = ?2 WHERE id = ?1').bind(waiting, daysFromToday(PAUSE_REMINDER_DAYS_BEFORE)).run();
    expect(await remindPausesEnding(readConfig(env), env.DB, new Date())).toEqual([waiting]);
    // Out of the way of this file's later runs.
    await env.DB.prepare("UPDATE subscriptions SET status = 'CANCELLED', paused_until = NULL WHERE id IN (SELECT value FROM json_each(?1))")
      .bind(JSON.stringify([...reminded, waiting]))
      .run();
  });
});
