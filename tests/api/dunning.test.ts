/**
 * The retry schedule of a declined renewal (PAYMENT_RETRY_DAYS: 3 and 7 days after its day):
 * the scheduled job charges it again on those days, once each; a retry that goes through pays
 * the failed attempt; when the last is declined too, the subscription is paused.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { runScheduled } from './scheduled-run';
import { DUNNING_PAGE_SIZE, retryDeclinedRenewals } from '../../functions/billing/dunning';
import { readConfig } from '../../functions/env';
import { backendFor, paymentGatewayFor } from '../../functions/backends';
import { firstFailedAttempt, PAYMENT_RETRY_DAYS } from '../../src/domain/billing';
import { addInterval } from '../../src/domain/renewals';
import { DEMO, makeSubscription, setCardWorks, subscriptionState, today } from './subscription-helpers';
import { rowsOf } from './db-rows';

const at = (day: string, time = '07:10') => new Date(`${day}T${time}:00+12:00`);

const automaticRetries = (id: string) =>
  rowsOf<{ status: string }>(
    "SELECT status FROM payment_attempts WHERE subscription_id = ?1 AND json_extract(plan, '$.automatic') = 1 ORDER BY created_at, rowid",
    id,
  ).then((rows) => rows.map((x) => x.status));
const actions = (id: string) =>
  rowsOf<{ action: string; actor: string }>('SELECT action, actor FROM subscription_events WHERE subscription_id = ?1 ORDER BY created_at, rowid', id);

/** A subscription whose renewal on `day` was declined. */
async function declinedRenewal(day: string) {
  const id = await makeSubscription({ next: day, frequency: 28 });
  await setCardWorks(DEMO.customerId, false);
  await runScheduled(env, at(day));
  const state = await subscriptionState(id);
  expect(firstFailedAttempt(state.attempts as { date: string }[])?.date).toBe(day);
  return id;
}

describe('automatic retries of a declined renewal', () => {
  it(`are made ${PAYMENT_RETRY_DAYS.join(' and ')} days after it, once each; after the last decline the subscription pauses`, async () => {
    const day = today();
    const id = await declinedRenewal(day);
    await runScheduled(env, at(addInterval(day, 1)));
    await runScheduled(env, at(addInterval(day, 2)));
    expect(await automaticRetries(id)).toEqual([]);

    await runScheduled(env, at(addInterval(day, 3)));
    await runScheduled(env, at(addInterval(day, 3), '13:00'));
    expect(await automaticRetries(id)).toEqual(['declined']);

    await runScheduled(env, at(addInterval(day, 7)));
    expect(await automaticRetries(id)).toEqual(['declined', 'declined']);
    expect((await subscriptionState(id)).row?.status).toBe('ACTIVE');

    await runScheduled(env, at(addInterval(day, 7), '07:25'));
    const state = await subscriptionState(id);
    expect(state.row).toMatchObject({ status: 'PAUSED', next_charge_scheduled_at: null });
    expect(firstFailedAttempt(state.attempts as { date: string }[])?.date).toBe(day); // the banner stays until it is paid
    expect((await actions(id)).at(-1)).toEqual({ action: 'pause-after-declines', actor: 'scheduler' });
    expect(state.orders).toEqual([]);
    await setCardWorks(DEMO.customerId, true);
  });

  it('a retry that goes through pays the failed renewal: its order, and no banner', async () => {
    const day = today();
    const id = await declinedRenewal(day);
    await setCardWorks(DEMO.customerId, true); // a new card before the retry
    await runScheduled(env, at(addInterval(day, 3)));
    const state = await subscriptionState(id);
    expect(await automaticRetries(id)).toEqual(['settled']);
    expect(state.orders).toHaveLength(1);
    expect(firstFailedAttempt(state.attempts as { date: string }[])).toBeNull();
    expect(state.row?.status).toBe('ACTIVE');
    expect((await actions(id)).map((a) => [a.action, a.actor])).toContainEqual(['retry-payment', 'scheduler']);
  });
});

describe('declines at size', () => {
  /** A decline on `day` of a new subscription, with `retries` automatic retries declined already. */
  async function decline(day: string, retries: number) {
    const id = await makeSubscription({ next: addInterval(today(), 20), frequency: 28 });
    const attemptId = `ba_${id}`;
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO billing_attempts (id, subscription_id, date, status, error_code, error_message, created_at) VALUES (?1, ?2, ?3, 'error', 'card_declined', 'Your card was declined.', ?4)",
      ).bind(attemptId, id, day, new Date().toISOString()),
      ...Array.from({ length: retries }, (_, i) =>
        env.DB.prepare(
          `INSERT INTO payment_attempts (id, customer_id, subscription_id, action, amount_cents, order_id, plan, status, created_at)
           VALUES (?1, ?2, ?3, 'retry-payment', 100, ?4, json_object('failedAttemptId', ?5, 'automatic', json('true')), 'declined', ?6)`,
        ).bind(`pa_${id}_${i}`, DEMO.customerId, id, `ord_${id}_${i}`, attemptId, new Date().toISOString()),
      ),
    ]);
    return { id, attemptId };
  }

  it('a decline due today is retried behind any number not yet due; one that aged out unretried is flagged and paused', async () => {
    await setCardWorks(DEMO.customerId, true);
    const notYet = [];
    // Retried once 5 days after their day: their next retry is on day 7.
    for (let i = 0; i < DUNNING_PAGE_SIZE + 1; i += 1) notYet.push(await decline(addInterval(today(), -5), 1));
    const due = await decline(addInterval(today(), -PAYMENT_RETRY_DAYS[0]!), 0);
    const aged = await decline(addInterval(today(), -40), 0);
    const outcomes = await retryDeclinedRenewals(
      env.DB,
      paymentGatewayFor(readConfig(env), env.DB, 'http://localhost'),
      backendFor(readConfig(env), env).remote('pause'),
      at(today()),
    );
    expect(outcomes[due.attemptId]).toBe('paid');
    expect(outcomes[aged.attemptId]).toBe('aged-out');
    expect(notYet.filter((d) => outcomes[d.attemptId] !== undefined)).toEqual([]);
    expect((await subscriptionState(aged.id)).row).toMatchObject({ status: 'PAUSED' });
    expect((await actions(aged.id)).at(-1)).toEqual({ action: 'pause-after-declines', actor: 'scheduler' });
  });
});
