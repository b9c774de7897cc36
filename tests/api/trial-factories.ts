/**
 * Test factories for the trial funnel: a dog, customer data, checkout-URL and checkout bodies,
 * and helpers that walk the real routes (recommendations → checkout-url → local checkout).
 */
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { SELF } from 'cloudflare:test';
import { buildRecommendations } from '../../src/domain/recommendations';
import { recommendedPlan } from '../../src/domain/plans';
import { TEST_CARD_APPROVED } from '../../src/domain/checkout';
import type { CheckoutCompleteInput } from '../../src/domain/schemas/checkout';
import { postJson } from './auth-helpers';
import type { Catalogue, KibbleProduct } from '../../src/domain/catalogue';

export { BASE, postJson, mailedLinks, tokenOf, DEMO } from './auth-helpers';

export const LAMB = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Lamb')!;
export const CHICKEN = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Chicken')!;
export const MIXED = DEMO_CATALOGUE.kibbles.find((k) => k.name === 'Mixed')!;

/** A 12 kg adult, typical activity, about right: the dog. */
export function trialPet(overrides: Record<string, unknown> = {}) {
  return { name: 'Rex', weight: 12, life_stage: 'adult', activity_level: 'typical', body_condition: 'aboutRight', ...overrides };
}

let serial = 0;
/** A unique suffix per call, so tests never share a household or an e-mail address. */
export const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

export function customerData(overrides: Record<string, unknown> = {}) {
  return { name: 'Aroha Smith', email: `aroha.${unique()}@example.com`, firstname: null, lastname: null, ...overrides };
}

/** The preselected plan (nearest 30 days) of a recipe for a dog, in the demo catalogue unless given a shop's. */
export function preselectedPlan(product: KibbleProduct = LAMB, pet = trialPet(), catalogue: Catalogue = DEMO_CATALOGUE) {
  const rec = buildRecommendations([pet], catalogue, { products: [product] })[0]!;
  return recommendedPlan(rec.plans)!;
}

export function checkoutUrlBody(overrides: Record<string, unknown> = {}, product: KibbleProduct = LAMB, catalogue: Catalogue = DEMO_CATALOGUE) {
  const plan = preselectedPlan(product, trialPet(), catalogue);
  return { variantId: plan.variantId, sellingPlanId: plan.selling_plan_id, customerData: customerData(), quantity: 1, discount: 'FREE7DAYTRIAL', ...overrides };
}

export function nzAddress(overrides: Record<string, unknown> = {}) {
  return {
    address1: `${1 + (serial++ % 900)} ${unique()} Street`,
    address2: '',
    city: 'Auckland',
    province: 'Auckland',
    zip: '1010',
    country: 'New Zealand',
    ...overrides,
  };
}

export function completeBody(overrides: Partial<CheckoutCompleteInput> = {}): CheckoutCompleteInput & { email: string } {
  return <CheckoutCompleteInput & { email: string }>{
    firstName: 'Aroha',
    lastName: 'Smith',
    email: `aroha.${unique()}@example.com`,
    address: nzAddress(),
    card: { number: TEST_CARD_APPROVED, expiry: '12/39', cvc: '123' },
    ...overrides,
  };
}

/** POST /api/pets/checkout-url and the local checkout's session id from the answered URL. */
export async function startCheckout(body: Record<string, unknown> = checkoutUrlBody()): Promise<string> {
  const res = await SELF.fetch(postJson('/api/pets/checkout-url', body));
  if (res.status !== 200) throw new Error(`checkout-url answered ${res.status}: ${await res.text()}`);
  const { checkout_url } = await res.json<{ checkout_url: string }>();
  return new URL(checkout_url).searchParams.get('session')!;
}

export const completeCheckout = (sessionId: string, body: unknown) => SELF.fetch(postJson(`/api/checkout/${sessionId}/complete`, body));
