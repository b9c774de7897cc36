/**
 * The catalogue is data (issue 60): what staff or a sync writes into D1 is what the calls answer
 * from, through the one reader (functions/catalogue/reader.ts).
 */
import { env, SELF } from 'cloudflare:test';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetCatalogue } from '../../functions/catalogue/reader';
import { replaceCatalogueStatements } from '../../functions/db/catalogue';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { findKibble, type Catalogue } from '../../src/domain/catalogue';
import { catalogueAnswerSchema } from '../../src/domain/schemas/answers/catalogue';
import { UNKNOWN_SELLING_PLAN_MESSAGE } from '../../src/domain/schemas/shop';
import { call, DEMO, samForFile } from './subscription-helpers';
import { checkoutUrlBody, postJson, trialPet } from './trial-factories';

const sam = samForFile();
const CHICKEN_ID = '8710529646842';

/** Writes `catalogue` into D1 as staff or a sync would, and drops this isolate's cached copy. */
async function useCatalogue(catalogue: Catalogue): Promise<void> {
  await env.DB.batch(replaceCatalogueStatements(env.DB, catalogue, [], new Date()));
  forgetCatalogue();
}

/** The demo catalogue with Chicken at `kcalPerKg`. */
const chickenAt = (kcalPerKg: number): Catalogue => ({
  ...DEMO_CATALOGUE,
  kibbles: DEMO_CATALOGUE.kibbles.map((k) => (k.id === CHICKEN_ID ? { ...k, kcalPerKg } : k)),
});

afterEach(() => useCatalogue(DEMO_CATALOGUE));

describe('GET /api/catalogue', () => {
  it('answers the customer account extension cross-origin, its preflight too, and no other site', async () => {
    const extension = 'https://extensions.shopifycdn.com';
    const preflight = await SELF.fetch('http://localhost/api/catalogue', {
      method: 'OPTIONS',
      headers: { origin: extension, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(extension);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    const res = await SELF.fetch('http://localhost/api/catalogue', { headers: { origin: extension, authorization: 'Bearer x' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(extension);
    const other = await SELF.fetch('http://localhost/api/catalogue', { headers: { origin: 'https://elsewhere.example' } });
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the catalogue in D1, in the documented shape', async () => {
    const res = await SELF.fetch('http://localhost/api/catalogue');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(v.safeParse(catalogueAnswerSchema, body).issues).toBeUndefined();
    expect(body).toEqual(JSON.parse(JSON.stringify(DEMO_CATALOGUE)));
  });
});

describe('a kibble’s kcal per kg changed in D1', () => {
  it('changes the calculator’s grams and the plans it prices', async () => {
    const calculate = async () => {
      const res = await SELF.fetch(postJson('/api/pets/calculate', { pets: [trialPet()], productId: CHICKEN_ID, kcal_per_kg: null }));
      expect(res.status).toBe(200);
      return (await res.json<{ data: { kcal_per_kg: number; total_subscribed_grams_per_day: number; feedingPlans: { frequency: number }[] } }>()).data;
    };
    const before = await calculate();
    expect(before.kcal_per_kg).toBe(findKibble(DEMO_CATALOGUE, CHICKEN_ID)!.kcalPerKg);
    await useCatalogue(chickenAt(2000));
    const after = await calculate();
    expect(after.kcal_per_kg).toBe(2000);
    // 632 kcal a day: 187 g at 3380 kcal/kg, 316 g at 2000.
    expect([before.total_subscribed_grams_per_day, after.total_subscribed_grams_per_day]).toEqual([187, 316]);
    expect(after.feedingPlans[1]!.frequency).toBeLessThan(before.feedingPlans[1]!.frequency);
  });

  it('changes the recommendations', async () => {
    const chickenPlans = async () => {
      const res = await SELF.fetch(postJson('/api/pets/recommendations', { pets: [trialPet()] }));
      const { recommendations } = await res.json<{ recommendations: { product_id: string; plans: { bag_size: number; frequency: number }[] }[] }>();
      return recommendations.find((r) => r.product_id === CHICKEN_ID)!.plans.map((p) => p.frequency);
    };
    const before = await chickenPlans();
    await useCatalogue(chickenAt(5000));
    const after = await chickenPlans();
    // Denser food lasts longer: every bag's plan is at least as long, the 5 kg one longer (27 → 40 days).
    expect(after.every((f, i) => f >= before[i]!)).toBe(true);
    expect([before[1], after[1]]).toEqual([27, 40]);
  });

  it('changes the plan fit of a subscription of that kibble', async () => {
    const fit = async () => {
      const res = await call(sam, 'GET', `/api/subscriptions/${DEMO.activeSubscriptionId}/plan-fit`);
      expect(res.status).toBe(200);
      return res.json<{ dailyGrams: number; daysPerBag: number }>();
    };
    const before = await fit();
    await useCatalogue(chickenAt(1690));
    const after = await fit();
    // Half the kcal per kg: twice the grams, so the same 15 kg bag lasts half as long.
    expect(after.dailyGrams).toBeCloseTo(before.dailyGrams * 2, -1);
    expect(after.daysPerBag).toBeLessThan(before.daysPerBag);
  });
});

describe('a selling plan the catalogue does not offer', () => {
  it('is refused at checkout with the unknown selling plan error, and no checkout is stored', async () => {
    const body = checkoutUrlBody();
    const sessions = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM checkout_sessions').first<{ n: number }>())!.n;
    const before = await sessions();
    // The shop drops the plan the recommendation picked (its row stays, not offered).
    await useCatalogue({ ...DEMO_CATALOGUE, plans: DEMO_CATALOGUE.plans.filter((p) => p.id !== body.sellingPlanId) });
    const res = await SELF.fetch(postJson('/api/pets/checkout-url', body));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'invalid_json', issues: [{ path: 'sellingPlanId', message: UNKNOWN_SELLING_PLAN_MESSAGE }] });
    expect(await sessions()).toBe(before);
  });
});
