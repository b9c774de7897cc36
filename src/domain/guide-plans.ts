/**
 * What the feeding guide lists (issue 47 §6, "numbers that agree"): each recipe's plan nearest
 * 30 days, the "Plans from … per day" figure taken from those listed plans (not from plans it
 * never shows), and the recipes its first-order link leads to (the ones the first-order recipe
 * page offers, spec 001 §7), so the link names what the page behind it shows.
 */
// The catalogue's trial flag, not recommendations.ts: importing that here split it into a chunk of
// its own on the trial pages (+194 B gzip of their JavaScript budget).
import { findKibble, type Catalogue } from './catalogue';
import { FIRST_ORDER_BADGE_TEXT } from './money';
import { lowestPricePerDay, recommendedPlan } from './plans';

/** One line of the guide: a recipe and its plan nearest 30 days. */
export interface GuidePlan<R, P> {
  recommendation: R;
  plan: P;
}

/**
 * The guide's lines: each recipe with its plan nearest 30 days; a recipe with no plan is left out.
 *
 * @example
 * guidePlans(buildRecommendations([{ weight: 12 }])).map((l) => l.recommendation.title)
 * // ['Luxe Lamb', 'Mixed Chicken & Lamb', 'Chicken Dog Box']
 */
export function guidePlans<R extends { plans: readonly { bag_size: number; frequency: number }[] }>(
  recommendations: readonly R[],
): GuidePlan<R, R['plans'][number]>[] {
  return recommendations.flatMap((recommendation) => {
    const plan = recommendedPlan(recommendation.plans);
    return plan ? [{ recommendation, plan }] : [];
  });
}

/**
 * The "Plans from" price: the lowest price per day among the plans the guide lists, or null.
 *
 * @example
 * guideFromPricePerDay(guidePlans(buildRecommendations([{ weight: 12 }]))) // 2.28, the Chicken line's (not 1.81, a 15 kg plan it does not list)
 */
export function guideFromPricePerDay(lines: readonly GuidePlan<unknown, { subscriptionPricePerDay: number }>[]): number | null {
  return lowestPricePerDay(lines.map((l) => l.plan));
}

/**
 * The listed recipes the first-order recipe page (/choose-recipe) offers, in the guide's order:
 * those the catalogue marks for the trial pages.
 *
 * @example
 * firstOrderRecipeTitles(demo, buildRecommendations([{ weight: 12 }], demo)) // ['Luxe Lamb', 'Chicken Dog Box']
 */
export function firstOrderRecipeTitles(cat: Catalogue, recommendations: readonly { product_id: string; title: string }[]): string[] {
  return recommendations.filter((r) => findKibble(cat, r.product_id)?.trial).map((r) => r.title);
}

/**
 * The guide's link to the first-order page, naming the recipes that page shows.
 *
 * @example
 * firstOrderLinkLabel(['Luxe Lamb', 'Chicken Dog Box']) // 'Get 34% OFF your first order of Luxe Lamb or Chicken Dog Box'
 */
export function firstOrderLinkLabel(titles: readonly string[]): string {
  const names = titles.length > 1 ? `${titles.slice(0, -1).join(', ')} or ${titles.at(-1)}` : (titles[0] ?? '');
  return names ? `Get ${FIRST_ORDER_BADGE_TEXT} of ${names}` : `Get ${FIRST_ORDER_BADGE_TEXT}`;
}
