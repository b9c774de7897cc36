/**
 * An Idempotency-Key stands for one request. The same key with another
 * body is 422 `idempotency_key_reused` and does nothing; with the same body (however its JSON
 * is spelled) it still replays the first answer.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { dateChangeBody, shipNowBody } from '../../src/domain/dates';
import { canonicalJson, requestFingerprint } from '../../functions/lib/request-fingerprint';
import { call, countOrders, daysFromToday, DEMO, makeSubscription, type ErrorBody, samForFile } from './subscription-helpers';

const sam = samForFile({ workingCard: true });

const shipNow = (id: string, key: string, body: unknown = shipNowBody(new Date())) =>
  call(sam, 'POST', `/subscriptions/${id}/ship-now`, body, { 'Idempotency-Key': key });
const chargesTaken = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM local_charges').first<{ n: number }>())!.n;

describe('Idempotency-Key with a request fingerprint', () => {
  it('the same key with a different body is 422 idempotency_key_reused and orders nothing more', async () => {
    const id = await makeSubscription();
    const key = `fp-${id}`;
    const first = await shipNow(id, key);
    expect(first.status).toBe(200);
    const charges = await chargesTaken();

    const other = await shipNow(id, key, dateChangeBody(daysFromToday(3), true));
    expect(other.status).toBe(422);
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await other.json<ErrorBody>()).toEqual({
      code: 'idempotency_key_reused',
      error: 'This Idempotency-Key was already used for a request with a different body. Send a new key for a new request.',
    });
    expect(await countOrders('subscription_id = ?1', id)).toBe(1);
    expect(await chargesTaken()).toBe(charges);
  });

  it('the same body spelled differently (key order, defaults left out) still replays the first answer', async () => {
    const id = await makeSubscription();
    const key = `fp-same-${id}`;
    const body = shipNowBody(new Date());
    const first = await shipNow(id, key, body);
    expect(first.status).toBe(200);
    // The schema fills in time, timezone and action; reset_schedule is sent, in another order.
    const again = await shipNow(id, key, `{"reset_schedule":true,"date":"${body.date}"}`);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await again.json<any>()).order.id).toBe((await first.json<any>()).order.id);
    expect(await countOrders('subscription_id = ?1', id)).toBe(1);
  });

  it('a different body while the first request with the key is still unanswered is 422 too, not a wait', async () => {
    const id = await makeSubscription();
    const key = `fp-pending-${id}`;
    // A claim still in progress (as a request that has not answered yet leaves it).
    await env.DB.prepare(
      `INSERT INTO idempotency_keys (customer_id, key, scope, fingerprint, status, response, created_at)
       VALUES (?1, ?2, ?3, ?4, NULL, NULL, ?5)`,
    )
      .bind(DEMO.customerId, key, `ship-now:${id}`, await requestFingerprint({ other: 'request' }), new Date().toISOString())
      .run();
    const started = Date.now();
    const res = await shipNow(id, key);
    expect(res.status).toBe(422);
    expect(await res.json<ErrorBody>()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await countOrders('subscription_id = ?1', id)).toBe(0);
  });

  it('the fingerprint is stored with the key: SHA-256 of the validated body in canonical JSON', async () => {
    const id = await makeSubscription();
    const key = `fp-stored-${id}`;
    const body = shipNowBody(new Date());
    expect((await shipNow(id, key, body)).status).toBe(200);
    const row = await env.DB.prepare('SELECT fingerprint FROM idempotency_keys WHERE customer_id = ?1 AND key = ?2')
      .bind(DEMO.customerId, key)
      .first<{ fingerprint: string }>();
    expect(row!.fingerprint).toBe(await requestFingerprint({ ...body }));
    expect(row!.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }], e: undefined })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
  });
});
