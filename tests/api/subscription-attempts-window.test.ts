/**
 * The subscriptions answer carries a subscription's current billing attempts, not its whole
 * history (issue 38): those from today on and any failed one still owed, whatever its age
 * (isCurrentAttempt). The banner, the skips ahead and the next delivery read the same from it as
 * from the full history, and its size does not grow with years of paid renewals.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { firstFailedAttempt, nextDeliveryOf } from '../../src/domain/billing';
import { upcomingSkippedDays } from '../../src/domain/skips';
import { call, daysFromToday, DEMO, makeSubscription, samForFile, today } from './subscription-helpers';

const sam = samForFile({ workingCard: true });

/** Five years of paid renewals every 28 days, the newest `fromDaysAgo` days back. */
async function addPaidHistory(id: string, { renewals = 65, fromDaysAgo = 20 } = {}) {
  const statements = Array.from({ length: renewals }, (_, i) => {
    const day = daysFromToday(-(fromDaysAgo + i * 28));
    return env.DB.prepare(
      `INSERT INTO billing_attempts (id, subscription_id, date, status, completed_at, order_id, created_at)
       VALUES (?1, ?2, ?3, 'success', ?4, NULL, ?4)`,
    ).bind(`${id}_paid_${i}`, id, day, `${day}T07:00:00.000Z`);
  });
  await env.DB.batch(statements);
}

async function addAttempt(id: string, suffix: string, day: string, fields: { status: string; error?: boolean; skippedOn?: string }) {
  await env.DB.prepare(
    `INSERT INTO billing_attempts (id, subscription_id, date, status, skipped_on, error_code, error_message, created_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)`,
  )
    .bind(
      `${id}_${suffix}`,
      id,
      day,
      fields.status,
      fields.skippedOn ?? null,
      fields.error ? 'card_declined' : null,
      fields.error ? 'Your card was declined.' : null,
      new Date().toISOString(),
    )
    .run();
}

interface Answer {
  id: string;
  billing_attempts: { id: string; date: string; status: string }[];
  next_charge_scheduled_at: string | null;
}

async function answerOf(id: string): Promise<Answer> {
  const res = await call(sam, 'GET', `/api/subscriptions/customer/${DEMO.customerId}`);
  expect(res.status).toBe(200);
  return (await res.json<Answer[]>()).find((s) => s.id === id)!;
}

describe('GET /subscriptions/customer/:id after five years of renewals', () => {
  it('carries the attempts ahead and an old failure still owed, not the paid history', async () => {
    const id = await makeSubscription({ next: daysFromToday(8), frequency: 28 });
    await addPaidHistory(id);
    const owedDay = daysFromToday(-400);
    await addAttempt(id, 'owed', owedDay, { status: 'error', error: true });
    const aheadDay = daysFromToday(8);
    await addAttempt(id, 'skip', aheadDay, { status: 'skipped', skippedOn: today() });

    // In date order: the owed failure, the skip ahead; none of the 65 paid renewals (the newest 20 days ago).
    const answer = await answerOf(id);
    expect(answer.billing_attempts.map((a) => a.date)).toEqual([owedDay, aheadDay]);

    // The payment banner still reports the owed failure, the next delivery is still that day,
    // and the skipped delivery ahead is still shown as skipped.
    expect(firstFailedAttempt(answer.billing_attempts)?.id).toBe(`${id}_owed`);
    expect(nextDeliveryOf(answer, new Date())).toBe(owedDay);
    expect(upcomingSkippedDays(answer.billing_attempts, today())).toEqual([aheadDay]);
  });

  it('answers the same size for a subscription with five years behind it as for a new one', async () => {
    const fresh = await makeSubscription({ next: daysFromToday(8), frequency: 28 });
    await addPaidHistory(fresh, { renewals: 1 });
    const old = await makeSubscription({ next: daysFromToday(8), frequency: 28 });
    await addPaidHistory(old, { renewals: 65 });
    const strip = (answer: object) => JSON.stringify(answer).replaceAll(fresh, '').replaceAll(old, '').length;
    expect(strip(await answerOf(old))).toBe(strip(await answerOf(fresh)));
  });

  it('skips and unskips the next delivery of a subscription with years of history', async () => {
    const day = daysFromToday(8);
    const id = await makeSubscription({ next: day, frequency: 28 });
    await addPaidHistory(id);
    const skipped = await call(sam, 'POST', `/api/subscriptions/${id}/skip`, { date: day });
    expect(skipped.status).toBe(200);
    const afterSkip = await skipped.json<Answer>();
    expect(upcomingSkippedDays(afterSkip.billing_attempts, today())).toEqual([day]);
    const unskipped = await call(sam, 'POST', `/api/subscriptions/${id}/unskip`, { date: day });
    expect(unskipped.status).toBe(200);
    const afterUnskip = await unskipped.json<Answer>();
    expect(upcomingSkippedDays(afterUnskip.billing_attempts, today())).toEqual([]);
    expect(afterUnskip.next_charge_scheduled_at).toBe(day);
  });
});

describe('one subscription and an action answer the same attempts as the list', () => {
  it('shows the same current attempts whichever call answers', async () => {
    const day = daysFromToday(8);
    const id = await makeSubscription({ next: day, frequency: 28 });
    await addPaidHistory(id, { renewals: 4, fromDaysAgo: 1 });
    await addAttempt(id, 'today', today(), { status: 'pending' });
    const one = await call(sam, 'GET', `/api/subscriptions/${id}`);
    expect(one.status).toBe(200);
    const listed = await answerOf(id);
    expect(listed.billing_attempts.map((a) => a.id)).toEqual([`${id}_today`]);
    expect((await one.json<Answer>()).billing_attempts).toEqual(listed.billing_attempts);
  });
});
