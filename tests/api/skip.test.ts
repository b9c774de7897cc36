/**
 * Skip and unskip a delivery (issue 21), local back end: the next delivery moves on by one cycle
 * and the skipped one is a billing attempt with `skipped_on`; both calls are idempotent; the
 * status rule, the owner rule and the date limits hold; the renewal job bills no skipped day.
 * (The busy lock, the event and the 400/404 shapes are also in the table of
 * ./subscription-action-cases.ts that ./subscriptions.test.ts runs.)
 */
import { env } from 'cloudflare:test';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { runScheduled } from './scheduled-run';
import { nextDeliveryOf } from '../../src/domain/billing';
import { dateChangeBody } from '../../src/domain/dates';
import { addInterval } from '../../src/domain/renewals';
import { subscriptionSchema } from '../../src/domain/schemas/subscription';
import { notUpcomingDeliveryMessage, SKIPPED_DAY_MESSAGE } from '../../src/domain/skips';
import {
  call,
  daysFromToday,
  DEMO,
  expectRefusedUnchanged,
  lastEvent,
  makeSubscription,
  samForFile,
  subscriptionState,
  today,
  type ErrorBody,
} from './subscription-helpers';
import { shopTime } from '../factories/days';

const sam = samForFile({ workingCard: true });

const skip = (id: string, date: string) => call(sam, 'POST', `/subscriptions/${id}/skip`, { date });
const unskip = (id: string, date: string) => call(sam, 'POST', `/api/subscriptions/${id}/unskip`, { date });

describe('POST /subscriptions/:id/skip', () => {
  it('skips the next delivery: the next one is a cycle later, the skipped one an attempt with skipped_on', async () => {
    const day = daysFromToday(6);
    const id = await makeSubscription({ next: day, frequency: 28 });
    const res = await skip(id, day);
    expect(res.status).toBe(200);
    const answer = await res.json<any>();
    expect(() => v.parse(subscriptionSchema, answer)).not.toThrow();
    expect(answer.next_charge_scheduled_at).toBe(addInterval(day, 28));
    expect(answer.billing_attempts).toEqual([
      { id: expect.any(String), date: day, status: 'skipped', completed_at: null, skipped_on: today(), error_code: null, error_message: null, order_id: null },
    ]);
    // The dashboard's next-delivery rule passes over the skipped attempt.
    expect(nextDeliveryOf(answer, new Date())).toBe(addInterval(day, 28));
    expect(await lastEvent(id)).toMatchObject({
      actor: `customer:${DEMO.customerId}`,
      action: 'skip',
      before: { next_charge_scheduled_at: day },
      after: { next_charge_scheduled_at: addInterval(day, 28), details: { date: day, next_day: addInterval(day, 28) } },
    });
  });

  it('moves on by the subscription’s own unit: a monthly one skips to the same day next month', async () => {
    const day = daysFromToday(20);
    const id = await makeSubscription({ next: day });
    await env.DB.prepare("UPDATE subscriptions SET order_interval_frequency = 1, order_interval_unit = 'month' WHERE id = ?1").bind(id).run();
    expect((await (await skip(id, day)).json<any>()).next_charge_scheduled_at).toBe(addInterval(day, 1, 'month'));
  });

  it('is idempotent: skipping the same day again answers 200 with the same subscription and writes nothing', async () => {
    const day = daysFromToday(6);
    const id = await makeSubscription({ next: day });
    const first = await (await skip(id, day)).json<any>();
    const before = await subscriptionState(id);
    const again = await skip(id, day);
    expect(again.status).toBe(200);
    expect(await again.json<any>()).toEqual(first);
    expect(await subscriptionState(id)).toEqual(before);
  });

  it('skips the second upcoming delivery: the next one stays, and the skipped day is listed', async () => {
    const day = daysFromToday(6);
    const id = await makeSubscription({ next: day, frequency: 28 });
    const res = await skip(id, addInterval(day, 28));
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.next_charge_scheduled_at.slice(0, 10)).toBe(day);
    expect(body.billing_attempts).toContainEqual(expect.objectContaining({ date: addInterval(day, 28), status: 'skipped' }));
    // Put back: the schedule is as before.
    const back = await (await unskip(id, addInterval(day, 28))).json<any>();
    expect(back.next_charge_scheduled_at.slice(0, 10)).toBe(day);
    expect(back.billing_attempts.some((a: { status: string }) => a.status === 'skipped')).toBe(false);
  });

  it('skips only the next three deliveries: a fourth is 409 and changes nothing', async () => {
    const day = daysFromToday(6);
    const id = await makeSubscription({ next: day, frequency: 28 });
    const before = await subscriptionState(id);
    const res = await skip(id, addInterval(day, 84));
    expect(res.status).toBe(409);
    const upcoming = [day, addInterval(day, 28), addInterval(day, 56)];
    expect(await res.json<ErrorBody>()).toEqual({ error: notUpcomingDeliveryMessage(upcoming), code: 'not_next_delivery' });
    expect(await subscriptionState(id)).toEqual(before);
  });

  it('refuses a paused or cancelled subscription with 409 and changes nothing', async () => {
    for (const status of ['PAUSED', 'CANCELLED'] as const) {
      const id = await makeSubscription({ status, next: daysFromToday(6) });
      const before = await subscriptionState(id);
      const res = await skip(id, daysFromToday(6));
      expect(res.status).toBe(409);
      expect(await res.json<ErrorBody>()).toEqual({
        error: `This subscription is ${status}; only ACTIVE subscriptions can be skipped.`,
        code: 'invalid_state',
      });
      expect(await subscriptionState(id)).toEqual(before);
    }
  });

  it('answers 404 for another customer’s subscription and changes nothing', async () => {
    const id = await makeSubscription({ customerId: DEMO.otherCustomerId, next: daysFromToday(6) });
    await expectRefusedUnchanged(id, () => skip(id, daysFromToday(6)), 404, 'not_found');
  });

  it.each([
    ['not a date', { date: 'next Tuesday' }],
    ['a day that does not exist', { date: '2027-02-30' }],
    ['no date', {}],
    ['a number', { date: 20270101 }],
    ['yesterday', { date: daysFromToday(-1) }],
    ['beyond the date limits', { date: daysFromToday(400) }],
  ])('answers 400 in the error shape for %s, writing nothing', async (_, body) => {
    const id = await makeSubscription({ next: daysFromToday(6) });
    const before = await subscriptionState(id);
    for (const path of [`/subscriptions/${id}/skip`, `/api/subscriptions/${id}/unskip`]) {
      const res = await call(sam, 'POST', path, body);
      expect(res.status).toBe(400);
      expect(await res.json<ErrorBody>()).toMatchObject({
        code: 'invalid_json',
        error: expect.any(String),
        issues: [expect.objectContaining({ path: 'date' })],
      });
    }
    expect(await subscriptionState(id)).toEqual(before);
  });
});

describe('POST /subscriptions/:id/unskip', () => {
  it('puts the skipped delivery back on its day and removes the skip', async () => {
    const day = daysFromToday(6);
    const id = await makeSubscription({ next: day, frequency: 28 });
    await skip(id, day);
    const res = await unskip(id, day);
    expect(res.status).toBe(200);
    const answer = await res.json<any>();
    expect(answer.next_charge_scheduled_at).toBe(day);
    expect(answer.billing_attempts).toEqual([]);
    expect(await lastEvent(id)).toMatchObject({
      action: 'unskip',
      before: { next_charge_scheduled_at: addInterval(day, 28) },
      after: { next_charge_scheduled_at: day },
    });
  });

  it('is idempotent: a day that is not skipped answers 200 with the subscription as it is and writes nothing', async () => {
    const id = await makeSubscription({ next: daysFromToday(6) });
    const before = await subscriptionState(id);
    const res = await unskip(id, daysFromToday(6));
    expect(res.status).toBe(200);
    expect((await res.json<any>()).next_charge_scheduled_at).toBe(daysFromToday(6));
    expect(await subscriptionState(id)).toEqual(before);
  });

  it('two skips in a row, then the first put back: its day is next again and the second stays skipped', async () => {
    const first = daysFromToday(6);
    const second = addInterval(first, 28);
    const id = await makeSubscription({ next: first, frequency: 28 });
    await skip(id, first);
    expect((await (await skip(id, second)).json<any>()).next_charge_scheduled_at).toBe(addInterval(second, 28));
    const answer = await (await unskip(id, first)).json<any>();
    expect(answer.next_charge_scheduled_at).toBe(first);
    expect(answer.billing_attempts).toEqual([expect.objectContaining({ date: second, status: 'skipped' })]);
  });

  it('refuses a paused subscription with 409 and changes nothing', async () => {
    const id = await makeSubscription({ status: 'PAUSED', next: null, skippedDays: [daysFromToday(6)] });
    await expectRefusedUnchanged(id, () => unskip(id, daysFromToday(6)), 409, 'invalid_state');
  });
});

describe('the renewal job and skipped deliveries', () => {
  it('charges nothing on the skipped day, and charges the next cycle on its day', async () => {
    const day = daysFromToday(1);
    const id = await makeSubscription({ next: day, frequency: 28 });
    expect((await skip(id, day)).status).toBe(200);
    await runScheduled(env, shopTime(day, '07:10'));
    await runScheduled(env, shopTime(day, '13:00'));
    let state = await subscriptionState(id);
    expect(state.orders).toEqual([]);
    expect(state.attempts).toEqual([expect.objectContaining({ date: day, status: 'skipped' })]);
    expect(state.row!.next_charge_scheduled_at).toBe(addInterval(day, 28));

    await runScheduled(env, shopTime(addInterval(day, 28), '07:10'));
    state = await subscriptionState(id);
    expect(state.orders).toHaveLength(1);
    expect(state.attempts.map((a) => [a.date, a.status]).sort()).toEqual([
      [day, 'skipped'],
      [addInterval(day, 28), 'success'],
    ]);
  });

  it('a date moved back onto a skipped day is still not charged: the job passes over it', async () => {
    const day = daysFromToday(1);
    const id = await makeSubscription({ next: day, frequency: 28 });
    await skip(id, day);
    // The API refuses this move (below); a row that got there anyway (the shop's mirror) is still safe.
    await env.DB.prepare('UPDATE subscriptions SET next_charge_scheduled_at = ?2 WHERE id = ?1').bind(id, day).run();
    await runScheduled(env, shopTime(day, '07:10'));
    const state = await subscriptionState(id);
    expect(state.orders).toEqual([]);
    expect(state.row!.next_charge_scheduled_at).toBe(addInterval(day, 28));
    expect(await lastEvent(id)).toMatchObject({ actor: 'scheduler', action: 'renewal-skipped' });
  });
});

describe('moving the next delivery onto a skipped day', () => {
  it('is refused (409) for a date change, a resume and a pause until that day, and changes nothing', async () => {
    const skipped = daysFromToday(10);
    const id = await makeSubscription({ next: daysFromToday(38), skippedDays: [skipped] });
    const change = await call(sam, 'POST', `/subscriptions/${id}/changeDate`, dateChangeBody(skipped));
    expect(change.status).toBe(409);
    expect(await change.json()).toMatchObject({ code: 'day_skipped', error: SKIPPED_DAY_MESSAGE });
    const paused = await makeSubscription({ status: 'PAUSED', skippedDays: [skipped] });
    const resume = await call(sam, 'POST', `/subscriptions/${paused}/resume`, { nextDeliveryDate: skipped });
    expect(resume.status).toBe(409);
    const before = (await subscriptionState(id)).row;
    expect(before).toMatchObject({ next_charge_scheduled_at: daysFromToday(38) });
    expect((await subscriptionState(paused)).row).toMatchObject({ status: 'PAUSED' });
  });
});

describe('pause { until } and the next delivery', () => {
  it('refuses (409) an end on or before the next delivery: it would charge sooner', async () => {
    const id = await makeSubscription({ next: daysFromToday(20) });
    for (const until of [daysFromToday(5), daysFromToday(20)]) {
      const res = await call(sam, 'POST', `/subscriptions/${id}/pause`, { until });
      expect(res.status, until).toBe(409);
      expect(await res.json()).toMatchObject({ code: 'pause_until_too_soon' });
    }
    expect((await subscriptionState(id)).row).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: daysFromToday(20), paused_until: null });
    expect((await call(sam, 'POST', `/subscriptions/${id}/pause`, { until: daysFromToday(21) })).status).toBe(200);
  });
});
