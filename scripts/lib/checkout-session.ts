/**
 * A local checkout session for a 12 kg dog's Lamb trial, made through the real route
 * (POST /api/pets/checkout-url), for whatever opens /checkout?session=… directly: the
 * end-to-end tests and the benchmark's Lighthouse run of the checkout page.
 */
import { KIBBLES } from '../../src/domain/catalogue-legacy';
import { recommendedPlan } from '../../src/domain/plans';
import { buildRecommendations } from '../../src/domain/recommendations';

const LAMB = KIBBLES.find((k) => k.name === 'Lamb')!;
const REX = { name: 'Rex', weight: 12, life_stage: 'adult', activity_level: 'typical', body_condition: 'aboutRight' };

/** The new session's id, on the server at `origin`. */
export async function startCheckoutSession(origin: string): Promise<string> {
  const plan = recommendedPlan(buildRecommendations([REX], { products: [LAMB] })[0]!.plans)!;
  const res = await fetch(`${origin}/api/pets/checkout-url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({
      variantId: plan.variantId,
      sellingPlanId: plan.selling_plan_id,
      customerData: { name: 'Aroha Smith', email: `aroha.${Date.now().toString(36)}@example.com`, firstname: null, lastname: null },
      quantity: 1,
      discount: 'FREE7DAYTRIAL',
    }),
  });
  if (res.status !== 200) throw new Error(`checkout-url answered ${res.status}: ${await res.text()}`);
  const { checkout_url } = (await res.json()) as { checkout_url: string };
  return new URL(checkout_url).searchParams.get('session')!;
}
