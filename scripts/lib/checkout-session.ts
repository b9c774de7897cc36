/**
 * A local checkout session for a 12 kg dog's trial of the first trial recipe (Luxe Lamb in the
 * demo shop), made through the real routes (POST /api/pets/recommendations, then
 * /api/pets/checkout-url), for whatever opens /checkout?session=… directly: the end-to-end
 * tests and the benchmark's Lighthouse run of the checkout page. The plan is the server's, from
 * the catalogue it serves, so the script knows no product or plan id.
 */
import { recommendedPlan, type RecommendationPlan } from '../../src/domain/plans';

const REX = { name: 'Rex', weight: 12, life_stage: 'adult', activity_level: 'typical', body_condition: 'aboutRight' };

/** The new session's id, on the server at `origin`. */
export async function startCheckoutSession(origin: string): Promise<string> {
  const recommended = await fetch(`${origin}/api/pets/recommendations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    // The trial pages' form of the call: only the trial recipes, in card order.
    body: JSON.stringify({ pets: [REX], customerData: null }),
  });
  if (recommended.status !== 200) throw new Error(`recommendations answered ${recommended.status}: ${await recommended.text()}`);
  const { recommendations } = (await recommended.json()) as { recommendations: { plans: RecommendationPlan[] }[] };
  const plan = recommendedPlan(recommendations[0]?.plans ?? []);
  if (!plan) throw new Error('the shop recommends no trial plan');
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
