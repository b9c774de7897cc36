/**
 * A card is never charged without its order being recorded. The D1
 * failure after the charge is real: a trigger makes the order's INSERT abort, so the change
 * batch that follows the charge fails exactly as an overloaded D1 would make it fail. Charges
 * are counted in the local adapter's ledger (`local_charges`, one row per charge taken).
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../../functions/app';
import { PAYMENT_RECORDED_MESSAGE } from '../../functions/billing/recorded-charge';
import { runScheduled } from './scheduled-run';
import { shipNowBody } from '../../src/domain/dates';
import { BASE, call, countOrders, daysFromToday, DEMO, lastEvent, makeLegacy, makeSubscription, type ErrorBody, samForFile } from './subscription-helpers';

const sam = samForFile({ workingCard: true });

const chargesTaken = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM local_charges').first<{ n: number }>())!.n;

/** Every order INSERT for `recordId` aborts until the returned function is called. */
async function failOrderWrites(recordId: string): Promise<() => Promise<void>> {
  const trigger = `fail_orders_${recordId}`;
  await env.DB.prepare(
    `CREATE TRIGGER ${trigger} BEFORE INSERT ON orders
       WHEN NEW.subscription_id = '${recordId}' OR NEW.legacy_subscription_id = '${recordId}'
     BEGIN SELECT RAISE(ABORT, 'injected D1 failure'); END`,
  ).run();
  return async () => {
    await env.DB.prepare(`DROP TRIGGER ${trigger}`).run();
  };
}

const attemptsOf = async (recordId: string) =>
  (
    await env.DB.prepare(
      `SELECT id, action, status, order_id, charge_id, amount_cents FROM payment_attempts
        WHERE subscription_id = ?1 OR legacy_subscription_id = ?1 ORDER BY created_at`,
    )
      .bind(recordId)
      .all<{ id: string; action: string; status: string; order_id: string; charge_id: string | null; amount_cents: number }>()
  ).results;

const shipNow = (id: string, headers: Record<string, string> = {}) => call(sam, 'POST', `/subscriptions/${id}/ship-now`, shipNowBody(new Date()), headers);

async function expectPaymentRecorded(res: Response) {
  expect(res.status).toBe(503);
  expect(await res.json<ErrorBody>()).toEqual({ code: 'payment_recorded_order_pending', error: PAYMENT_RECORDED_MESSAGE });
}

describe('a charge whose order cannot be written is recorded and settled, never charged twice', () => {
  it('ship-now: 503 payment_recorded_order_pending, one charge recorded; the retry with the same key answers the order', async () => {
    const id = await makeSubscription();
    const before = await chargesTaken();
    const restore = await failOrderWrites(id);
    const failed = await shipNow(id, { 'Idempotency-Key': `fail-once-${id}` });
    await expectPaymentRecorded(failed);
    expect(await chargesTaken()).toBe(before + 1);
    expect(await countOrders('subscription_id = ?1', id)).toBe(0);
    const [attempt] = await attemptsOf(id);
    expect(attempt).toMatchObject({ action: 'ship-now', status: 'charged', charge_id: `local_${attempt!.id}` });
    expect(attempt!.amount_cents).toBeGreaterThan(0);

    await restore();
    const retried = await shipNow(id, { 'Idempotency-Key': `fail-once-${id}` });
    expect(retried.status).toBe(200);
    expect((await retried.json<any>()).order).toMatchObject({ id: attempt!.order_id, total_price: attempt!.amount_cents / 100 });
    expect(await countOrders('subscription_id = ?1', id)).toBe(1);
    expect(await chargesTaken()).toBe(before + 1);
    expect(await attemptsOf(id)).toEqual([expect.objectContaining({ id: attempt!.id, status: 'settled' })]);
    // The schedule moved on as after any reorder, and the log says how the order came to be.
    const event = await lastEvent(id);
    expect(event).toMatchObject({ action: 'ship-now', actor: `customer:${DEMO.customerId}` });
    expect(event!.after!.details).toMatchObject({ order_id: attempt!.order_id, payment_attempt_id: attempt!.id, recovered: true });
  });

  it('ship-now without a key: the second click gets the paid order, not a second charge', async () => {
    const id = await makeSubscription();
    const before = await chargesTaken();
    const restore = await failOrderWrites(id);
    await expectPaymentRecorded(await shipNow(id));
    await restore();
    const again = await shipNow(id);
    expect(again.status).toBe(200);
    expect(await chargesTaken()).toBe(before + 1);
    expect(await countOrders('subscription_id = ?1', id)).toBe(1);
  });

  it('legacy ship-today: the cron job writes the order from the attempt; Reorder Now then refuses a second order', async () => {
    const id = await makeLegacy();
    const before = await chargesTaken();
    const restore = await failOrderWrites(id);
    await expectPaymentRecorded(
      await call(sam, 'POST', `/api/legacy-subscriptions/${id}/ship-today-webhook`, undefined, { 'Idempotency-Key': `legacy-${id}` }),
    );
    expect(await attemptsOf(id)).toEqual([expect.objectContaining({ action: 'ship-today', status: 'charged' })]);
    expect(await countOrders('legacy_subscription_id = ?1', id)).toBe(0);

    await restore();
    await runScheduled(env);
    await runScheduled(env); // twice: safe to run again
    expect(await countOrders('legacy_subscription_id = ?1', id)).toBe(1);
    expect(await chargesTaken()).toBe(before + 1);
    expect(await attemptsOf(id)).toEqual([expect.objectContaining({ status: 'settled' })]);
    const row = await env.DB.prepare('SELECT next_delivery FROM legacy_subscriptions WHERE id = ?1').bind(id).first<{ next_delivery: string }>();
    expect(row!.next_delivery).toBe(daysFromToday(35));

    const later = await call(sam, 'POST', `/api/legacy-subscriptions/${id}/ship-today-webhook`);
    expect(later.status).toBe(409);
    expect(await later.json<ErrorBody>()).toMatchObject({ code: 'recent_order' });
    expect(await chargesTaken()).toBe(before + 1);
  });

  it('retry-payment: the cron job writes the order and pays the failed attempt; a later retry has nothing to pay', async () => {
    const id = await makeSubscription();
    await env.DB.prepare(
      `INSERT INTO billing_attempts (id, subscription_id, date, status, error_code, error_message, created_at)
       VALUES (?1, ?2, ?3, 'error', 'card_declined', 'Your card was declined.', ?4)`,
    )
      .bind(`ba_${id}`, id, daysFromToday(-1), new Date().toISOString())
      .run();
    const before = await chargesTaken();
    const restore = await failOrderWrites(id);
    await expectPaymentRecorded(await call(sam, 'POST', `/subscriptions/${id}/retry-payment`));
    await restore();
    await runScheduled(env);
    expect(await countOrders('subscription_id = ?1', id)).toBe(1);
    expect(await chargesTaken()).toBe(before + 1);
    const failed = await env.DB.prepare('SELECT status, order_id FROM billing_attempts WHERE id = ?1').bind(`ba_${id}`).first();
    expect(failed).toEqual({ status: 'success', order_id: (await attemptsOf(id))[0]!.order_id });

    const again = await call(sam, 'POST', `/subscriptions/${id}/retry-payment`);
    expect(again.status).toBe(409);
    expect(await again.json<ErrorBody>()).toMatchObject({ code: 'nothing_to_retry' });
    expect(await chargesTaken()).toBe(before + 1);
  });

  it('when even "charged" cannot be written, the attempt stays pending and is asked again with the same key: still one charge', async () => {
    const id = await makeSubscription();
    const before = await chargesTaken();
    // D1 refuses every write after the provider's answer: marking the charge and the order batch.
    const broken = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === 'prepare') {
          return (sql: string) => {
            if (!sql.includes("SET status = 'charged'")) return target.prepare(sql);
            return { bind: () => ({ run: () => Promise.reject(new Error('injected D1 failure')) }) };
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const request = new Request(`${BASE}/subscriptions/${id}/ship-now`, {
      method: 'POST',
      headers: { origin: BASE, cookie: sam.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(shipNowBody(new Date())),
    });
    await expectPaymentRecorded(await app.fetch(request, { ...env, DB: broken }, createExecutionContext()));
    expect(await attemptsOf(id)).toEqual([expect.objectContaining({ status: 'pending', charge_id: null })]);
    expect(await chargesTaken()).toBe(before + 1);

    await runScheduled(env);
    expect(await attemptsOf(id)).toEqual([expect.objectContaining({ status: 'settled' })]);
    expect(await countOrders('subscription_id = ?1', id)).toBe(1);
    expect(await chargesTaken()).toBe(before + 1);
  });
});
