/**
 * Recommended feeding plans per recipe (POST /api/pets/recommendations, spec 001 §3 and §7).
 * Each kibble has its own kcal per kg, so each recipe's grams and plans are computed for it.
 */
import type { Catalogue, KibbleProduct } from './catalogue';
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
export function trialProducts(cat: Catalogue): KibbleProduct[] {
  return cat.kibbles.filter((k) => k.trial);
}
/** Their handles, as the trial pages filter them (spec 001 §7). */
export function trialProductHandles(cat: Catalogue): string[] {
  return trialProducts(cat).map((k) => k.handle);
}

/**
 * @example
 * isTrialProduct(demo, '8730358808826') // true (Luxe Lamb)
 * isTrialProduct(demo, '8730667024634') // false (Mixed)
 */
export function isTrialProduct(cat: Catalogue, productId: string): boolean {
  return trialProducts(cat).some((k) => k.id === productId);
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
 * buildRecommendations([{ name: 'Rex', weight: 10 }], demo, { trialOnly: true }).map((r) => r.title)
 * // ['Luxe Lamb', 'Chicken Dog Box']
 */
export function buildRecommendations(
  pets: readonly (FeedingInput & {
    percent_kibble?: number | string | null;
    includeInFamilyFeedingPlan?: boolean | null;
  })[],
  cat: Catalogue,
  options: { trialOnly?: boolean; products?: readonly KibbleProduct[] } = {},
): Recommendation[] {
  const products = options.products ?? (options.trialOnly ? trialProducts(cat) : cat.kibbles);
  const recommendations: Recommendation[] = [];
  for (const product of [...products].sort((a, b) => cardRank(a) - cardRank(b))) {
    const grams = computePetsPayload({ pets, productId: product.id }, cat).total_subscribed_grams_per_day;
    const plans = recommendationPlansFor(grams, product, cat);
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
