/**
 * GET /api/subscriptions/:id/plan-fit (issue 21): the owner gets the plan fit of their dogs as
 * stored (GET /api/pets) and their subscription as stored (GET /api/subscriptions/:id), computed
 * by the domain rule; a change of a dog through the pets API changes it; everyone else is refused
 * the way the other subscription calls refuse them.
 */
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { findKibbleVariant } from '../../src/domain/catalogue';
import { knownNextDelivery, nextOrderDisplay, UPDATE_PENDING_LABEL } from '../../src/domain/next-order';
import { planFit, type PlanFit, type PlanFitPet } from '../../src/domain/plan-fit';
import { planFitSchema } from '../../src/domain/schemas/plan-fit';
import { demoPets, DEMO_PET_IDS } from './pets-helpers';
import { call, DEMO, LAMB_5KG, loginAs, makeSubscription, samForFile, subscriptionState, type ErrorBody, type Session } from './subscription-helpers';

const sam = samForFile();
const planFitPath = (id: string) => `/api/subscriptions/${id}/plan-fit`;

async function getJson<T>(session: Session, path: string): Promise<T> {
  const res = await call(session, 'GET', path);
  expect(res.status, path).toBe(200);
  return res.json<T>();
}

/** What the domain rule says for the customer's stored dogs and the stored subscription. */
async function expectedPlanFit(session: Session, id: string): Promise<PlanFit> {
  const { pets } = await getJson<{ pets: PlanFitPet[] }>(session, '/api/pets');
  const sub = await getJson<{
    items: { variant_id: string; quantity: number; is_main: boolean }[];
    order_interval_frequency: number;
    next_charge_scheduled_at: string | null;
    billing_attempts: { date: string; status: string }[];
  }>(session, `/api/subscriptions/${id}`);
  const main = sub.items.find((i) => i.is_main)!;
  const { product, variant } = findKibbleVariant(DEMO_CATALOGUE, main.variant_id)!;
  return planFit({
    catalogue: DEMO_CATALOGUE,
    pets,
    kcalPerKg: product.kcalPerKg,
    bagKg: variant.bagSizeKg * main.quantity,
    frequency: sub.order_interval_frequency,
    nextDelivery: knownNextDelivery(sub, new Date())?.slice(0, 10) ?? null,
  });
}

async function planFitOf(session: Session, id: string): Promise<PlanFit> {
  const answer = await getJson<PlanFit>(session, planFitPath(id));
  expect(v.safeParse(planFitSchema, answer).issues).toBeUndefined();
  return answer;
}

/** Saves Sam's two demo dogs through the pets API, Biscuit changed by `biscuit`. */
async function saveDogs(biscuit: Record<string, unknown>) {
  const pets = demoPets().map((p) => ((p as { id?: string }).id === DEMO_PET_IDS.biscuit ? { ...p, ...biscuit } : p));
  const res = await call(sam, 'POST', '/api/pets', { pets, productId: null });
  expect(res.status).toBe(200);
}

describe('GET /api/subscriptions/:id/plan-fit', () => {
  it("answers the owner the domain rule's plan fit for their dogs and their subscription", async () => {
    const answer = await planFitOf(sam, DEMO.activeSubscriptionId);
    expect(answer).toEqual(await expectedPlanFit(sam, DEMO.activeSubscriptionId));
    // Sam's dogs (a 28 kg Labrador and a puppy) eat a 15 kg bag in fewer than the 28 days between deliveries.
    expect(answer).toMatchObject({ bagKg: 15, frequency: 28, status: 'runs_out_early', suggestion: { bagKg: 15 } });
    expect(answer.suggestion!.frequency).toBeLessThan(28);
  });

  it('names the same next delivery as the My Next Order card: none while a declined attempt awaits its retry (issue 39)', async () => {
    const sub = await getJson<Parameters<typeof nextOrderDisplay>[0]>(sam, `/api/subscriptions/${DEMO.activeSubscriptionId}`);
    expect(nextOrderDisplay(sub, new Date()).label).toBe(UPDATE_PENDING_LABEL);
    expect((await planFitOf(sam, DEMO.activeSubscriptionId)).nextDelivery).toBeNull();
    const healthy = await makeSubscription({ variantId: LAMB_5KG, frequency: 30 });
    const scheduled = (await getJson<{ next_charge_scheduled_at: string }>(sam, `/api/subscriptions/${healthy}`)).next_charge_scheduled_at;
    expect((await planFitOf(sam, healthy)).nextDelivery).toBe(scheduled.slice(0, 10));
  });

  it('answers the same at the spec path without /api', async () => {
    const res = await call(sam, 'GET', `/subscriptions/${DEMO.activeSubscriptionId}/plan-fit`);
    expect(await res.json()).toEqual(await planFitOf(sam, DEMO.activeSubscriptionId));
  });

  it("weighs the subscription's kibble, not the one the pet screens selected", async () => {
    const id = await makeSubscription({ variantId: LAMB_5KG, frequency: 30 });
    const { total_subscribed_grams_per_day: chickenGrams } = await getJson<{ total_subscribed_grams_per_day: number }>(sam, '/api/pets');
    const answer = await planFitOf(sam, id);
    expect(answer).toEqual(await expectedPlanFit(sam, id));
    // Lamb has fewer kcal per kg than Sam's chicken, so the same dogs eat more grams of it.
    expect(answer.dailyGrams).toBeGreaterThan(chickenGrams);
    expect(answer.bagKg).toBe(5);
  });

  it("follows the dogs: a dog's new weight saved through the pets API changes the answer", async () => {
    // A subscription that owes nothing, so its next delivery (and the day the bag runs out) is known.
    const id = await makeSubscription();
    const before = await planFitOf(sam, id);
    try {
      await saveDogs({ weight: 38 });
      const after = await planFitOf(sam, id);
      expect(after).toEqual(await expectedPlanFit(sam, id));
      expect(after.dailyGrams).toBeGreaterThan(before.dailyGrams);
      expect(after.daysPerBag!).toBeLessThan(before.daysPerBag!);
      expect(after.runsOutOn! < before.runsOutOn!).toBe(true);

      // Leaving Biscuit out of the family plan leaves only the puppy's grams.
      await saveDogs({ includeInFamilyFeedingPlan: false });
      const puppyOnly = await planFitOf(sam, id);
      expect(puppyOnly).toEqual(await expectedPlanFit(sam, id));
      expect(puppyOnly.dailyGrams).toBeLessThan(before.dailyGrams);
    } finally {
      await saveDogs({});
    }
    expect(await planFitOf(sam, id)).toEqual(before);
  });

  it('needs a session: anonymous is refused with 401, as the other subscription calls', async () => {
    const res = await call(null, 'GET', planFitPath(DEMO.activeSubscriptionId));
    expect(res.status).toBe(401);
    expect(await res.json<ErrorBody>()).toMatchObject({ code: 'unauthenticated' });
  });

  it("answers 404 for another customer's subscription and an unknown one, as GET /api/subscriptions/:id does", async () => {
    const alex = await loginAs(DEMO.otherCustomerId);
    expect((await call(alex, 'GET', planFitPath(DEMO.otherSubscriptionId))).status).toBe(200);
    for (const id of [DEMO.otherSubscriptionId, 'sub_nope']) {
      const [fit, read] = await Promise.all([call(sam, 'GET', planFitPath(id)), call(sam, 'GET', `/api/subscriptions/${id}`)]);
      expect(fit.status).toBe(404);
      expect(await fit.json()).toEqual(await read.json());
    }
  });

  it('refuses a paused or cancelled subscription with 409 invalid_state, and changes nothing', async () => {
    for (const status of ['PAUSED', 'CANCELLED'] as const) {
      const id = await makeSubscription({ status });
      const before = await subscriptionState(id);
      const res = await call(sam, 'GET', planFitPath(id));
      expect(res.status).toBe(409);
      const body = await res.json<ErrorBody>();
      expect(body.code).toBe('invalid_state');
      expect(body.error).toContain(status);
      expect(await subscriptionState(id)).toEqual(before);
    }
  });

  it('answers a bad id with 400 or 404 in the error shape, never 500', async () => {
    for (const raw of ['bad%20id', '%00', 'x'.repeat(81), '..%2F..%2Fpets', '%F0%9F%90%B6', "1'%20OR%20'1'='1"]) {
      const res = await call(sam, 'GET', `/api/subscriptions/${raw}/plan-fit`);
      expect([400, 404], raw).toContain(res.status);
      expect(await res.json<ErrorBody>()).toMatchObject({ code: expect.any(String), error: expect.any(String) });
    }
  });

  it('with no dog in the family plan, the plan fits and there is nothing to count', async () => {
    const res = await call(sam, 'POST', '/api/pets', { pets: [], productId: null });
    expect(res.status).toBe(200);
    try {
      expect(await planFitOf(sam, DEMO.activeSubscriptionId)).toMatchObject({
        dailyGrams: 0,
        daysPerBag: null,
        runsOutOn: null,
        status: 'fits',
        suggestion: null,
      });
    } finally {
      await call(sam, 'POST', '/api/pets', { pets: demoPets(), productId: null });
    }
  });
});
