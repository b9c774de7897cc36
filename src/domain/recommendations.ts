/**
 * Recommended feeding plans per recipe (POST /api/pets/recommendations, spec 001 §3 and §7).
 * Each kibble has its own kcal per kg, so each recipe's grams and plans are computed for it.
 */
import { KIBBLES, type KibbleProduct } from './catalogue-legacy';
import type { FeedingInput } from './feeding';
import { computePetsPayload } from './pets-payload';
import { recommendationPlansFor, recommendedPlan, type RecommendationPlan } from './plans';

/** One recipe's plans as POST /api/pets/recommendations answers them (spec 001 §3). */
export interface Recommendation {
  product_id: string;
  /** The variant of the recommended plan (nearest 30 days). */
  variant_id: string;
  title: string;
  image: string;
  plans: RecommendationPlan[];
}

/** Card order of the dashboard carousel (spec 001 §2): lamb, mixed, chicken. */
export const RECIPE_CARD_ORDER: readonly KibbleProduct['name'][] = ['Lamb', 'Mixed', 'Chicken'];

/** The products offered on the free-trial and first-order recipe pages. */
export const TRIAL_PRODUCTS: readonly KibbleProduct[] = KIBBLES.filter((k) => k.trial);
/** Their handles, as the trial pages filter them (spec 001 §7). */
// Pure: pages that do not read it (the recipe pages) drop it from their JavaScript.
export const TRIAL_PRODUCT_HANDLES: readonly string[] = /* @__PURE__ */ TRIAL_PRODUCTS.map((k) => k.handle);

/**
 * @example
 * isTrialProduct('8730358808826') // true (Luxe Lamb)
 * isTrialProduct('8730667024634') // false (Mixed)
 */
export function isTrialProduct(productId: string): boolean {
  return TRIAL_PRODUCTS.some((k) => k.id === productId);
}

function cardRank(product: KibbleProduct): number {
  const i = RECIPE_CARD_ORDER.indexOf(product.name);
  return i === -1 ? RECIPE_CARD_ORDER.length : i;
}

/**
 * One recommendation per kibble in card order, each with a plan per bag size.
 * Empty when no pet is included in the family plan (nothing to deliver).
 *
 * @example
 * buildRecommendations([{ name: 'Rex', weight: 10 }], { trialOnly: true }).map((r) => r.title)
 * // ['Luxe Lamb', 'Chicken Dog Box']
 */
export function buildRecommendations(
  pets: readonly (FeedingInput & {
    percent_kibble?: number | string | null;
    includeInFamilyFeedingPlan?: boolean | null;
  })[],
  options: { trialOnly?: boolean; products?: readonly KibbleProduct[] } = {},
): Recommendation[] {
  const products = options.products ?? (options.trialOnly ? TRIAL_PRODUCTS : KIBBLES);
  const recommendations: Recommendation[] = [];
  for (const product of [...products].sort((a, b) => cardRank(a) - cardRank(b))) {
    const grams = computePetsPayload({ pets, productId: product.id }).total_subscribed_grams_per_day;
    const plans = recommendationPlansFor(grams, product);
    const best = recommendedPlan(plans);
    if (!best) continue;
    recommendations.push({
      product_id: product.id,
      variant_id: best.variantId,
      title: product.title,
      image: product.image,
      plans,
    });
  }
  return recommendations;
}
