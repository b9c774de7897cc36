/**
 * The one-tap fix of a plan that does not fit the dogs (issue 21), and the numbers its notice
 * says. The rule that finds the suggestion is ./plan-fit.ts; this turns it into the change call
 * the cards already make: the same bag at another frequency (change-frequency), or the same
 * kibble in another bag size at a frequency (change-product-and-frequency).
 */
import { findKibbleVariant, planForFrequency, type Catalogue } from './catalogue';
import { renewalPriceCents } from './money';
import type { PlanFit } from './plan-fit';
import { daysBetween } from './renewals';

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
 * The days the notice names between the day the dogs run out (`runsOutOn`) and the next
 * delivery on the date the card shows: before it for a bag that runs out early, past it for too
 * much. Counted from those two dates, so a skipped, moved or paused delivery (or a frequency
 * changed since the last one arrived) is in the number; the frequency only stands in when no
 * date is shown ('update pending': the steady state, one bag a frequency).
 *
 * Null when there is nothing to say: the plan fits, nothing eats, the dogs run out on the day of
 * the next delivery, or the dates point the other way than the status (a bag that runs out early
 * whose next delivery was brought forward before the bag runs out: no warning, never '0 days').
 *
 * @example
 * const fit = { status: 'runs_out_early', daysPerBag: 23, frequency: 90, runsOutOn: '2026-12-25', nextDelivery: '2026-12-30' } as const;
 * planFitGapDays(fit) // 5 (the bag of December 2 runs out on December 25; not 90 − 23 = 67)
 * planFitGapDays({ ...fit, nextDelivery: '2027-03-30' }) // 95 (December 30 skipped: 5 + 90)
 * planFitGapDays({ ...fit, nextDelivery: '2026-12-24' }) // null (the next bag comes first)
 * planFitGapDays({ ...fit, nextDelivery: null }) // 67 (no date shown: the steady state)
 * planFitGapDays({ status: 'too_much', daysPerBag: 40, frequency: 28, runsOutOn: '2026-12-24', nextDelivery: '2026-12-12' }) // 12
 */
export function planFitGapDays(fit: Pick<PlanFit, 'status' | 'daysPerBag' | 'frequency' | 'runsOutOn' | 'nextDelivery'>): number | null {
  if (fit.status === 'fits' || fit.daysPerBag === null) return null;
  // Days the bag lasts beyond the next delivery; negative when it runs out before.
  const spare = fit.nextDelivery && fit.runsOutOn ? daysBetween(fit.nextDelivery, fit.runsOutOn) : fit.daysPerBag - fit.frequency;
  const gap = fit.status === 'runs_out_early' ? -spare : spare;
  return gap > 0 ? gap : null;
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
