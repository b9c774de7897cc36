/**
 * The one-tap fix of a plan that does not fit the dogs (issue 21), and the numbers its notice
 * says. The rule that finds the suggestion is ./plan-fit.ts; this turns it into the change call
 * the cards already make: the same bag at another frequency (change-frequency), or the same
 * kibble in another bag size at a frequency (change-product-and-frequency).
 */
import { findKibbleVariant, planForFrequency, type Catalogue } from './catalogue';
import { renewalPriceCents } from './money';
import type { PlanFit } from './plan-fit';

/** The change a card's fix button makes. */
export type PlanFitFix = { kind: 'frequency'; frequency: number } | { kind: 'bag'; frequency: number; bagKg: number; variantId: string };

/**
 * The fix for a plan fit, given the variant the subscription delivers now: null when there is
 * nothing to suggest, or when the suggested bag size is not sold in that kibble of the catalogue
 * (a main line the shop does not sell has no sizes to switch between).
 *
 * @example
 * planFitFix(demo, { bagKg: 15, suggestion: { frequency: 23, bagKg: 15 } }, '47100000000103') // { kind: 'frequency', frequency: 23 }
 * planFitFix(demo, { bagKg: 10, suggestion: { frequency: 17, bagKg: 20 } }, '47100000000102') // { kind: 'bag', frequency: 17, bagKg: 20, variantId: '47100000000104' }
 * planFitFix(demo, { bagKg: 15, suggestion: null }, '47100000000103') // null
 */
export function planFitFix(cat: Catalogue, fit: Pick<PlanFit, 'bagKg' | 'suggestion'>, mainVariantId: string | null | undefined): PlanFitFix | null {
  const suggestion = fit.suggestion;
  if (!suggestion) return null;
  if (suggestion.bagKg === fit.bagKg) return { kind: 'frequency', frequency: suggestion.frequency };
  const kibble = mainVariantId ? findKibbleVariant(cat, mainVariantId) : undefined;
  const variant = kibble?.product.variants.find((v) => v.bagSizeKg === suggestion.bagKg);
  return variant ? { kind: 'bag', frequency: suggestion.frequency, bagKg: suggestion.bagKg, variantId: variant.id } : null;
}

/**
 * Whole days between the day the bag runs out and the next delivery (either way), or null when
 * no dog eats from it.
 *
 * @example
 * planFitGapDays({ daysPerBag: 23, frequency: 28 }) // 5 (runs out 5 days before)
 * planFitGapDays({ daysPerBag: 40, frequency: 28 }) // 12 (lasts 12 days past)
 * planFitGapDays({ daysPerBag: null, frequency: 28 }) // null
 */
export function planFitGapDays(fit: Pick<PlanFit, 'daysPerBag' | 'frequency'>): number | null {
  return fit.daysPerBag === null ? null : Math.abs(fit.daysPerBag - fit.frequency);
}

/** The average month in days (365.25 / 12), for what a subscription costs a month. */
export const AVERAGE_DAYS_PER_MONTH = 365.25 / 12;

/**
 * What deliveries of `deliveryCents` every `frequencyDays` cost in an average month, in cents.
 *
 * @example
 * monthlyCents(6858, 28) // 7455
 */
export function monthlyCents(deliveryCents: number, frequencyDays: number): number {
  return Math.round((deliveryCents * AVERAGE_DAYS_PER_MONTH) / frequencyDays);
}

/** What a delivery of the subscription costs now, split as the fix changes it. */
export interface DeliveryCost {
  /** The main bag line: one bag's price. */
  mainUnitCents: number;
  quantity: number;
  /** Every other recurring line and the shipping, which the fix leaves as they are. */
  restCents: number;
  frequency: number;
}

/**
 * The subscription's cost a month before and after the fix: a new frequency spreads the same
 * delivery over more or fewer days; a new bag is priced at its subscription price in the
 * catalogue (less the discount of the shop's plan at that frequency, when it has one).
 *
 * @example
 * planFitFixMonthly(demo, { mainUnitCents: 16500, quantity: 1, restCents: 699, frequency: 28 }, { kind: 'frequency', frequency: 23 })
 * // { beforeCents: 18696, afterCents: 22761 }
 */
export function planFitFixMonthly(cat: Catalogue, cost: DeliveryCost, fix: PlanFitFix): { beforeCents: number; afterCents: number } {
  const before = cost.mainUnitCents * cost.quantity + cost.restCents;
  const variant = fix.kind === 'bag' ? findKibbleVariant(cat, fix.variantId)?.variant : undefined;
  const unit = variant ? renewalPriceCents(variant.priceCents, planForFrequency(cat, fix.frequency)) : cost.mainUnitCents;
  const after = unit * cost.quantity + cost.restCents;
  return { beforeCents: monthlyCents(before, cost.frequency), afterCents: monthlyCents(after, fix.frequency) };
}
