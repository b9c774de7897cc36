/**
 * "Retry now" on a dead-lettered renewal (functions/console/retry-renewal.ts): back through the
 * renewal queue once, billed once, and it leaves Today's list.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { RENEWAL_DEAD_LETTER_QUEUE, type RenewalMessage } from '../../functions/billing/renewal-queue';
import app from '../../functions/app';
import type { ConsoleToday } from '../../src/domain/schemas/console';
import { BASE } from './auth-helpers';
import { consoleCall, idToken } from './console-helpers';
import { capturingQueue, deliver } from './scheduled-run';
import { daysFromToday, makeSubscription, type ErrorBody } from './subscription-helpers';

/** The click as the console sends it, with the renewal queue's producer captured. */
async function retry(eventId: string, sent: RenewalMessage[], token?: string) {
  const ctx = createExecutionContext();
  const req = new Request(`${BASE}/api/console/dead-renewals/${eventId}/retry`, {
    method: 'POST',
    headers: { origin: BASE, authorization: `Bearer ${token ?? (await idToken())}` },
  });
  const res = await app.fetch(req, { ...env, RENEWALS: capturingQueue(sent) }, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const deadList = async () => (await (await consoleCall('GET', '/api/console/today')).json<ConsoleToday>()).deadLettered;
const paidAttempts = (subscriptionId: string, day: string) =>
  env.DB.prepare("SELECT COUNT(*) AS n FROM billing_attempts WHERE subscription_id = ?1 AND date = ?2 AND status = 'success'")
    .bind(subscriptionId, day)
    .first<{ n: number }>()
    .then((r) => r!.n);

describe('POST /api/console/dead-renewals/:id/retry', () => {
  it('checks the id and the token first: an unknown id is 404, no token 401, nothing queued', async () => {
    const sent: RenewalMessage[] = [];
    expect((await retry('evt_nope', sent)).status).toBe(404);
    const bad = await retry('not an id!', sent);
    expect(bad.status).toBe(400);
    expect(await bad.json<ErrorBody>()).toMatchObject({ code: 'invalid_param' });
    const forged = await retry('evt_nope', sent, 'a.b.c');
    expect(forged.status).toBe(401);
    expect(sent).toEqual([]);
  });

  it('queues it once however often it is clicked; billed once; then it leaves the list', async () => {
    const day = daysFromToday(-2);
    const subscriptionId = await makeSubscription({ next: day });
    await deliver(env, [{ subscriptionId, dueDay: day, scheduledAt: new Date().toISOString() }], RENEWAL_DEAD_LETTER_QUEUE, 4);
    const [dead] = (await deadList()).filter((d) => d.subscriptionId === subscriptionId);
    expect(dead).toMatchObject({ subscriptionId, day });

    const sent: RenewalMessage[] = [];
    const [first, second] = await Promise.all([retry(dead!.eventId, sent), retry(dead!.eventId, sent)]);
    const outcomes = [await first.json<{ outcome: string }>(), await second.json<{ outcome: string }>()].map((a) => a.outcome).sort();
    expect(outcomes).toEqual(['already-queued', 'queued']);
    expect(sent).toEqual([{ subscriptionId, dueDay: day, scheduledAt: expect.any(String) }]);
    // Until the queue has billed it, the list shows it as sent back.
    expect((await deadList()).find((d) => d.eventId === dead!.eventId)?.retryRequestedAt).toEqual(expect.any(String));

    // The queue's consumer bills it; a third click after that sends nothing more.
    await deliver(env, sent);
    expect(await paidAttempts(subscriptionId, day)).toBe(1);
    expect(await (await retry(dead!.eventId, sent)).json()).toMatchObject({ outcome: 'already-queued' });
    expect(sent).toHaveLength(1);
    expect((await deadList()).map((d) => d.subscriptionId)).not.toContain(subscriptionId);
  });
});
