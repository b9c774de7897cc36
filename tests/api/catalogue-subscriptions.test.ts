/**
 * Subscriptions against a catalogue that is data (issue 60): a price change reaches new
 * recommendations but not the contract a subscriber already has (§6), a bag the shop stopped
 * selling is told to the subscriber and listed for staff ("Bad input and faults"), and an id the
 * current catalogue does not have is refused by the route as an invalid body, nothing written.
 */
import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetCatalogue } from '../../functions/catalogue/reader';
import { replaceCatalogueStatements } from '../../functions/db/catalogue';
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import type { Catalogue } from '../../src/domain/catalogue';
import { shipNowBody } from '../../src/domain/dates';
import { renewalPriceCents } from '../../src/domain/money';
import { BAG_NOT_OFFERED_MESSAGE } from '../../functions/commerce/d1/subscriptions/ship-now';
import { buildRecommendations } from '../../src/domain/recommendations';
import { UNKNOWN_KIBBLE_MESSAGE } from '../../src/domain/schemas/pet-save';
import type { RecommendationsAnswer } from '../../src/domain/schemas/shop';
import type { ConsoleCatalogue } from '../../src/domain/schemas/console-catalogue';
import { UNKNOWN_VARIANT_MESSAGE } from '../../src/domain/schemas/subscription-actions';
import { UNKNOWN_TREAT_MESSAGE } from '../../src/domain/schemas/treat-items';
import type { LegacyAnswer, SubscriptionAnswer } from '../../src/domain/schemas/answers/records';
import { consoleCall } from './console-helpers';
import { petBody, request } from './pets-helpers';
import { call, DEMO, expectRefusedUnchanged, legacyState, makeLegacy, makeSubscription, samForFile, type ErrorBody } from './subscription-helpers';
import { checkoutUrlBody, completeBody, completeCheckout, postJson, startCheckout, trialPet } from './trial-factories';

const sam = samForFile();
const chicken = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Chicken')!;
const lamb = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Lamb')!;
const chicken15 = chicken.variants.find((v) => v.bagSizeKg === 15)!;
const lamb5 = lamb.variants.find((v) => v.bagSizeKg === 5)!;
const treat = DEMO_CATALOGUE.treats[0]!;

/** Writes `catalogue` into D1 as staff or a sync would, and drops this isolate's cached copy. */
async function useCatalogue(catalogue: Catalogue): Promise<void> {
  await env.DB.batch(replaceCatalogueStatements(env.DB, catalogue, [], new Date()));
  forgetCatalogue();
}

/** The demo catalogue with `variantId` at `priceCents`. */
const pricedAt = (variantId: string, priceCents: number): Catalogue => ({
  ...DEMO_CATALOGUE,
  kibbles: DEMO_CATALOGUE.kibbles.map((k) => ({ ...k, variants: k.variants.map((v) => (v.id === variantId ? { ...v, priceCents } : v)) })),
});

/** The demo catalogue without the bag `variantId` (the shop deleted it). */
const without = (variantId: string): Catalogue => ({
  ...DEMO_CATALOGUE,
  kibbles: DEMO_CATALOGUE.kibbles.map((k) => ({ ...k, variants: k.variants.filter((v) => v.id !== variantId) })),
});

/** The demo catalogue without the treat `variantId`. */
const withoutTreat = (variantId: string): Catalogue => ({
  ...DEMO_CATALOGUE,
  treats: DEMO_CATALOGUE.treats.filter((t) => !t.variants.some((v) => v.id === variantId)),
});

const subscription = async (id: string) => {
  const res = await call(sam, 'GET', `/api/subscriptions/${id}`);
  expect(res.status).toBe(200);
  return res.json<SubscriptionAnswer>();
};

afterEach(() => useCatalogue(DEMO_CATALOGUE));

describe('a bag’s price changed in the catalogue', () => {
  it('leaves the existing subscription at its contract’s price, while new recommendations take the new one', async () => {
    const id = await makeSubscription({ variantId: chicken15.id });
    const before = await subscription(id);
    const pets = [trialPet()];
    const recommended = async () => {
      const res = await SELF.fetch(postJson('/api/pets/recommendations', { pets }));
      expect(res.status).toBe(200);
      const { recommendations } = await res.json<RecommendationsAnswer>();
      return recommendations;
    };
    const planOf15 = (recs: RecommendationsAnswer['recommendations']) => recs.find((r) => r.product_id === chicken.id)!.plans.find((p) => p.bag_size === 15)!;
    const oldPlan = planOf15(await recommended());

    const raised = pricedAt(chicken15.id, chicken15.priceCents + 2000);
    await useCatalogue(raised);

    const after = await subscription(id);
    // The contract's own lines: same list and final price, same totals.
    expect(after.items).toEqual(before.items);
    expect([after.subtotal_value, after.total_value]).toEqual([before.subtotal_value, before.total_value]);
    expect(after.items.find((i) => i.is_main)!.price).toBe(chicken15.priceCents / 100);
    expect(after.variant_offered).toBe(true);

    const recs = await recommended();
    expect(recs).toEqual(JSON.parse(JSON.stringify(buildRecommendations(pets, raised))));
    expect(planOf15(recs).price).toBeGreaterThan(oldPlan.price);

    // A checkout begun now is priced, and its subscription stored, at the new list price.
    const newPrice = chicken15.priceCents + 2000;
    const session = await startCheckout(checkoutUrlBody({ variantId: chicken15.id, sellingPlanId: planOf15(recs).selling_plan_id }, chicken));
    const page = await SELF.fetch(`http://localhost/api/checkout/${session}`);
    expect((await page.json<{ summary: { listPriceCents: number } }>()).summary.listPriceCents).toBe(newPrice);
    const done = await completeCheckout(session, completeBody());
    expect(done.status).toBe(201);
    const { subscriptionId } = await done.json<{ subscriptionId: string }>();
    const line = await env.DB.prepare('SELECT price_cents, final_price_cents FROM subscription_items WHERE subscription_id = ?1 AND is_main = 1')
      .bind(subscriptionId)
      .first();
    expect(line).toEqual({ price_cents: newPrice, final_price_cents: renewalPriceCents(newPrice) });
    // …while the older subscription still answers its own.
    expect((await subscription(id)).items).toEqual(before.items);
  });
});

describe('a bag the shop no longer sells', () => {
  it('is told on the subscription (variant_offered false) and listed for staff with its product and bag', async () => {
    const id = await makeSubscription({ variantId: lamb5.id });
    expect((await subscription(id)).variant_offered).toBe(true);
    await useCatalogue(without(lamb5.id));

    const answer = await subscription(id);
    expect(answer.variant_offered).toBe(false);
    // Still answered at its own price: nothing about the contract changed.
    expect(answer.items.find((i) => i.is_main)!.price).toBe(lamb5.priceCents / 100);
    // The list says it too.
    const list = await call(sam, 'GET', `/api/subscriptions/customer/${DEMO.customerId}`);
    expect(list.status).toBe(200);
    expect((await list.json<SubscriptionAnswer[]>()).find((s) => s.id === id)?.variant_offered).toBe(false);

    const res = await consoleCall('GET', '/api/console/catalogue');
    expect(res.status).toBe(200);
    const { offCatalogue } = await res.json<ConsoleCatalogue>();
    expect(offCatalogue).toContainEqual(expect.objectContaining({ subscriptionId: id, productId: lamb.id, variantId: lamb5.id, legacy: false, reason: 'bag' }));
    // Grouped by product and bag: the subscribers of one dropped bag are listed together.
    const keys = offCatalogue.map((s) => `${s.productId}/${s.variantId}`);
    expect(keys).toEqual([...keys].sort());

    await useCatalogue(DEMO_CATALOGUE);
    expect((await subscription(id)).variant_offered).toBe(true);
  });
});

describe('Reorder Now on a bag the shop no longer sells', () => {
  it('is refused (409 bag_not_offered) and charges nothing, on a subscription and a legacy one', async () => {
    const id = await makeSubscription({ variantId: lamb5.id });
    const legacy = await makeLegacy();
    const legacyBag = (await legacyState(legacy)).row!.main_variant_id as string;
    await useCatalogue(without(lamb5.id));
    await expectRefusedUnchanged(id, () => call(sam, 'POST', `/api/subscriptions/${id}/ship-now`, shipNowBody(new Date())), 409, 'bag_not_offered');

    await useCatalogue(without(legacyBag));
    const before = await legacyState(legacy);
    const res = await call(sam, 'POST', `/api/legacy-subscriptions/${legacy}/ship-today-webhook`);
    expect(res.status).toBe(409);
    expect(await res.json<ErrorBody>()).toMatchObject({ code: 'bag_not_offered', error: BAG_NOT_OFFERED_MESSAGE });
    expect(await legacyState(legacy)).toEqual(before);

    // Sold again: the reorder goes through.
    await useCatalogue(DEMO_CATALOGUE);
    expect((await call(sam, 'POST', `/api/subscriptions/${id}/ship-now`, shipNowBody(new Date()))).status).toBe(200);
  });
});

describe('a legacy subscription’s bag the shop no longer sells', () => {
  it('is told on the legacy answer (variant_offered false) and listed for staff', async () => {
    const id = await makeLegacy();
    const legacyOf = async () => {
      const res = await call(sam, 'GET', `/api/legacy-subscriptions/by-shopify-id/${DEMO.customerId}`);
      expect(res.status).toBe(200);
      return (await res.json<LegacyAnswer[]>()).find((l) => l.id === id)!;
    };
    const before = await legacyOf();
    expect(before.variant_offered).toBe(true);
    const bag = before.mainProduct.shopify_variant_id;
    await useCatalogue(without(bag));
    expect((await legacyOf()).variant_offered).toBe(false);
    // Staff see it among the subscribers on a bag no longer sold.
    const res = await consoleCall('GET', '/api/console/catalogue');
    expect((await res.json<ConsoleCatalogue>()).offCatalogue).toContainEqual(
      expect.objectContaining({ subscriptionId: id, variantId: bag, legacy: true, reason: 'bag' }),
    );
  });
});

describe('an id the current catalogue does not have', () => {
  it('a switch to a bag the shop stopped selling is refused at variantId, nothing changed', async () => {
    const id = await makeSubscription({ variantId: chicken15.id });
    await useCatalogue(without(lamb5.id));
    await expectRefusedUnchanged(
      id,
      () => call(sam, 'POST', `/api/subscriptions/${id}/change-product-and-frequency`, { variantId: lamb5.id, frequency: 30 }),
      400,
      'invalid_json',
    );
    const res = await call(sam, 'POST', `/api/subscriptions/${id}/change-product-and-frequency`, { variantId: lamb5.id, frequency: 30 });
    expect(await res.json<ErrorBody>()).toMatchObject({ issues: [{ path: 'variantId', message: UNKNOWN_VARIANT_MESSAGE }] });
    // Sold again: the same switch goes through.
    await useCatalogue(DEMO_CATALOGUE);
    const ok = await call(sam, 'POST', `/api/subscriptions/${id}/change-product-and-frequency`, { variantId: lamb5.id, frequency: 30 });
    expect(ok.status).toBe(200);
    expect((await ok.json<SubscriptionAnswer>()).variant_id).toBe(lamb5.id);
  });

  it('a variant that never was is refused before the subscription is looked up (400, not 404)', async () => {
    const res = await call(sam, 'POST', '/api/subscriptions/sub_nobody/change-product-and-frequency', { variantId: '123456', frequency: 30 });
    expect(res.status).toBe(400);
    expect(await res.json<ErrorBody>()).toMatchObject({ code: 'invalid_json', issues: [{ path: 'variantId', message: UNKNOWN_VARIANT_MESSAGE }] });
  });

  it('a treat the shop stopped selling is refused at its item, nothing added', async () => {
    const id = await makeSubscription({ variantId: chicken15.id });
    const gone = treat.variants[0]!.id;
    await useCatalogue(withoutTreat(gone));
    const items = [
      { shopify_variant_id: DEMO_CATALOGUE.treats[1]!.variants[0]!.id, quantity: 1, one_time: true },
      { shopify_variant_id: gone, quantity: 1, one_time: true },
    ];
    await expectRefusedUnchanged(id, () => call(sam, 'POST', `/api/subscriptions/${id}/items`, { items }), 400, 'invalid_json');
    const res = await call(sam, 'POST', `/api/subscriptions/${id}/items`, { items });
    expect(await res.json<ErrorBody>()).toMatchObject({ issues: [{ path: 'items.1.shopify_variant_id', message: UNKNOWN_TREAT_MESSAGE }] });
  });

  it('on a legacy subscription: an unsold bag or treat is refused, nothing changed', async () => {
    const id = await makeLegacy();
    const gone = treat.variants[0]!.id;
    await useCatalogue({ ...without(lamb5.id), treats: withoutTreat(gone).treats });
    const before = await legacyState(id);
    const product = await call(sam, 'POST', `/legacy-subscriptions/${id}/change-product-and-frequency`, { variantId: lamb5.id, frequency: 30 });
    expect(product.status).toBe(400);
    expect(await product.json<ErrorBody>()).toMatchObject({ code: 'invalid_json', issues: [{ path: 'variantId', message: UNKNOWN_VARIANT_MESSAGE }] });
    const items = await call(sam, 'POST', `/legacy-subscriptions/${id}/items`, { items: [{ shopify_variant_id: gone, quantity: 1, one_time: false }] });
    expect(items.status).toBe(400);
    expect(await items.json<ErrorBody>()).toMatchObject({
      code: 'invalid_json',
      issues: [{ path: 'items.0.shopify_variant_id', message: UNKNOWN_TREAT_MESSAGE }],
    });
    expect(await legacyState(id)).toEqual(before);
  });

  it('a kibble the shop stopped selling is refused when pets are saved or calculated', async () => {
    await useCatalogue({ ...DEMO_CATALOGUE, kibbles: DEMO_CATALOGUE.kibbles.filter((k) => k.id !== lamb.id) });
    const calculate = await request('POST', '/api/pets/calculate', { body: { pets: [petBody()], productId: lamb.id } });
    expect(calculate.status).toBe(400);
    expect(await calculate.json<ErrorBody>()).toMatchObject({ code: 'invalid_json', issues: [{ path: 'productId', message: UNKNOWN_KIBBLE_MESSAGE }] });
    const kibbleBefore = await env.DB.prepare('SELECT product_id FROM customers WHERE id = ?1').bind(DEMO.customerId).first<{ product_id: string }>();
    const save = await call(sam, 'POST', '/api/pets', { pets: [petBody()], productId: lamb.id });
    expect(save.status).toBe(400);
    expect(await save.json<ErrorBody>()).toMatchObject({ code: 'invalid_json', issues: [{ path: 'productId', message: UNKNOWN_KIBBLE_MESSAGE }] });
    expect(await env.DB.prepare('SELECT product_id FROM customers WHERE id = ?1').bind(DEMO.customerId).first()).toEqual(kibbleBefore);
  });
});
