/**
 * Switching recipes (issue 50): a new recipe answers and mails the day-by-day switch-over for
 * its first bag, by the checkout's ramp; another size of the same recipe does neither.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { recipeCardGramsPerDay } from '../../src/domain/plans';
import { trialSchedule } from '../../src/domain/trial';
import { accountCall } from './customer-account-helpers';
import { call, DEMO, LAMB_5KG, makeSubscription, samForFile } from './subscription-helpers';

const sam = samForFile();
const CHICKEN_5KG = '47100000000101';

async function mailsOfKind(kind: string): Promise<{ subject: string; text: string }[]> {
  const { results } = await env.DB.prepare('SELECT subject, text FROM outbox WHERE to_email = ?1 AND kind = ?2 ORDER BY created_at DESC, rowid DESC')
    .bind(DEMO.email, kind)
    .all<{ subject: string; text: string }>();
  return results;
}

describe('changing the recipe', () => {
  it('answers and mails the seven days of the switch-over, the checkout’s ramp', async () => {
    const id = await makeSubscription();
    const before = (await mailsOfKind('recipe-switch')).length;
    const res = await call(sam, 'POST', `/api/subscriptions/${id}/change-product-and-frequency`, { variantId: LAMB_5KG, frequency: 44 });
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    const gramsPerDay = recipeCardGramsPerDay(5, 44);
    expect(body.switch_over).toMatchObject({ fromName: 'Chicken', toName: 'Lamb', gramsPerDay });
    expect(body.switch_over.days.map((d: any) => [d.percent, d.grams])).toEqual(trialSchedule(gramsPerDay).days.map((d) => [d.percent, d.grams]));
    const first = Math.round(gramsPerDay / 4);
    expect(body.switch_over.days[0]).toEqual({ day: 1, percent: 25, grams: first, previousGrams: gramsPerDay - first });

    const mails = await mailsOfKind('recipe-switch');
    expect(mails).toHaveLength(before + 1);
    const [mail] = mails as [{ subject: string; text: string }];
    expect(mail.subject).toBe('Switching from Chicken to Lamb, day by day');
    expect(mail.text).toContain(`Day 1: 25% Lamb (${first} g), ${gramsPerDay - first} g Chicken`);
    expect(mail.text).toContain(`Day 7: 100% Lamb (${gramsPerDay} g)`);
  });

  it('another size of the same recipe has no switch-over and sends no mail', async () => {
    const id = await makeSubscription();
    const before = (await mailsOfKind('recipe-switch')).length;
    const res = await call(sam, 'POST', `/api/subscriptions/${id}/change-product-and-frequency`, { variantId: CHICKEN_5KG, frequency: 44 });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).switch_over).toBeNull();
    expect(await mailsOfKind('recipe-switch')).toHaveLength(before);
  });

  it('another customer’s subscription is 404 and mails nothing', async () => {
    const id = await makeSubscription({ customerId: DEMO.otherCustomerId });
    const before = (await mailsOfKind('recipe-switch')).length;
    const res = await call(sam, 'POST', `/api/subscriptions/${id}/change-product-and-frequency`, { variantId: LAMB_5KG, frequency: 44 });
    expect(res.status).toBe(404);
    expect(await mailsOfKind('recipe-switch')).toHaveLength(before);
  });

  it('the customer account page gets the same switch-over', async () => {
    const id = await makeSubscription();
    const res = await accountCall('POST', `/api/customer-account/subscriptions/${id}/change-product-and-frequency`, {
      customerId: DEMO.customerId,
      body: { variantId: LAMB_5KG, frequency: 44 },
    });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).switch_over).toMatchObject({ fromName: 'Chicken', toName: 'Lamb', days: expect.any(Array) });
  });
});
