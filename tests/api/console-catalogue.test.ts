/**
 * The console's Plans & recipes (issue 60 §5), local mode: the demo catalogue as D1 holds it,
 * a recipe's feeding facts edited by staff (the field named when refused, audited with the staff
 * member), and the calculator following the new figure; a bag no longer sold is never renewed.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ConsoleCatalogue } from '../../src/domain/schemas/console-catalogue';
import { KCAL_PER_KG_MESSAGE } from '../../src/domain/feeding-facts';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { consoleCall, idToken } from './console-helpers';
import { petBody, request } from './pets-helpers';
import { runScheduled } from './scheduled-run';
import { makeSubscription, today, type ErrorBody } from './subscription-helpers';
import { shopTime } from '../factories/days';

const STAFF_ID = '8282';
const staffToken = () => idToken({ sub: STAFF_ID });
const chicken = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Chicken')!;

const catalogue = async () => {
  const res = await consoleCall('GET', '/api/console/catalogue');
  expect(res.status).toBe(200);
  return res.json<ConsoleCatalogue>();
};
const setFacts = async (id: string, body: unknown) => consoleCall('POST', `/api/console/catalogue/recipes/${id}`, { token: await staffToken(), body });
/** A 10 kg adult's grams a day on `productId`, as the calculator answers it. */
const calculate = async (productId: string) => {
  const res = await request('POST', '/api/pets/calculate', { body: { pets: [petBody()], productId } });
  expect(res.status).toBe(200);
  return (await res.json<{ data: { pets: { grams_per_day: number }[] } }>()).data.pets[0]!.grams_per_day;
};

describe('GET /api/console/catalogue (local mode)', () => {
  it('lists the demo recipes with their facts, bags and prices, the offered plans, and nothing left out', async () => {
    const c = await catalogue();
    expect(c.source).toBe('demo');
    expect(c.recipes.map((r) => r.title)).toEqual(DEMO_CATALOGUE.kibbles.map((k) => k.title));
    const shown = c.recipes.find((r) => r.id === chicken.id)!;
    expect(shown).toMatchObject({ kcalPerKg: chicken.kcalPerKg, proteinPercent: chicken.proteinPercent, adminUrl: null });
    expect(shown.bags).toEqual(chicken.variants.map((v) => ({ id: v.id, bagSizeKg: v.bagSizeKg, sku: v.sku, priceCents: v.priceCents })));
    expect(c.plans.offered.map((p) => p.frequencyDays)).toEqual(DEMO_CATALOGUE.plans.map((p) => p.frequencyDays));
    expect(c.excluded).toEqual([]);
  });

  it('needs the staff member’s ID token', async () => {
    expect((await consoleCall('GET', '/api/console/catalogue', { token: null })).status).toBe(401);
  });
});

describe('POST /api/console/catalogue/recipes/:id', () => {
  it('refuses kcal per kg missing, zero, negative, absurd or a string, naming the field; nothing changes', async () => {
    for (const kcalPerKg of [undefined, 0, -3380, 1999, 6001, 3380.5, '3380']) {
      const res = await setFacts(chicken.id, { kcalPerKg, proteinPercent: 28 });
      expect(res.status, String(kcalPerKg)).toBe(400);
      expect(JSON.stringify(await res.json<ErrorBody>()), String(kcalPerKg)).toContain('kcal');
    }
    expect((await catalogue()).recipes.find((r) => r.id === chicken.id)!.kcalPerKg).toBe(chicken.kcalPerKg);
    expect((await catalogue()).changes).toEqual([]);
    expect(KCAL_PER_KG_MESSAGE).toContain('2,000');
  });

  it('an unknown product is 404', async () => {
    expect((await setFacts('999999', { kcalPerKg: 3400, proteinPercent: 25 })).status).toBe(404);
  });

  it('saves the facts, audited with the staff member; the calculator follows the new figure', async () => {
    const before = await calculate(chicken.id);
    const res = await setFacts(chicken.id, { kcalPerKg: 4000, proteinPercent: 30 });
    expect(res.status).toBe(200);
    const c = await res.json<ConsoleCatalogue>();
    expect(c.recipes.find((r) => r.id === chicken.id)).toMatchObject({ kcalPerKg: 4000, proteinPercent: 30 });
    expect(c.changes[0]).toMatchObject({ actor: `shop:${STAFF_ID}`, action: 'recipe-facts', subject: chicken.id });
    const after = await calculate(chicken.id);
    // More energy per gram: fewer grams a day for the same dog.
    expect(after).toBeLessThan(before);
    expect(after).toBeCloseTo((before * chicken.kcalPerKg) / 4000, 0);
    await setFacts(chicken.id, { kcalPerKg: chicken.kcalPerKg, proteinPercent: chicken.proteinPercent });
  });
});

describe('a bag no longer sold', () => {
  it('is listed for staff, and its renewal is not charged: the day stays due', async () => {
    const variant = chicken.variants[3]!;
    const id = await makeSubscription({ variantId: variant.id, next: today() });
    await env.DB.prepare('UPDATE product_variants SET offered = 0 WHERE id = ?1').bind(variant.id).run();
    try {
      expect((await catalogue()).offCatalogue).toContainEqual(expect.objectContaining({ subscriptionId: id, reason: 'bag' }));
      await runScheduled(env, shopTime(today(), '07:10'));
      const row = await env.DB.prepare('SELECT next_charge_scheduled_at AS next FROM subscriptions WHERE id = ?1').bind(id).first<{ next: string }>();
      expect(row!.next).toBe(today());
      const attempts = await env.DB.prepare('SELECT COUNT(*) AS n FROM billing_attempts WHERE subscription_id = ?1').bind(id).first<{ n: number }>();
      expect(attempts!.n).toBe(0);
    } finally {
      await env.DB.prepare('UPDATE product_variants SET offered = 1 WHERE id = ?1').bind(variant.id).run();
    }
  });
});
