/**
 * Bag sizes, delivery frequencies and feeding plans (spec 000 §9, 001 §9).
 *
 * A feeding plan is one bag size delivered every N days, where N is the shop's selling plan for
 * how long the bag lasts, round(1000 × bag kg ÷ grams per day): the nearest offered frequency
 * not longer than that (src/domain/plan-pick.ts).
 *
 * Tie rule for the recommended plan: plans are considered in ascending bag size and the first
 * one with the smallest |frequency − 30| wins, so when two plans are equally far from 30 days
 * the smaller bag is recommended (fresher food, smaller outlay).
 */
import type { Catalogue, KibbleProduct } from './catalogue';
import { GRAMS_PER_KG } from './feeding';
import { centsToDollars, pricePerDay, renewalPriceCents } from './money';
import { planForDuration } from './plan-pick';
import { roundTo } from './rounding';

/** Used when a product title names no bag size. */
export const DEFAULT_BAG_SIZE_KG = 10;

/** The delivery frequency the recommended plan aims for. */
export const TARGET_FREQUENCY_DAYS = 30;

/**
 * Days a bag lasts, rounded; null when nothing is eaten. At least 1, so a plan is always deliverable.
 *
 * @example
 * bagDurationDays(5, 163) // 31
 * bagDurationDays(10, 0) // null
 */
export function bagDurationDays(bagSizeKg: number, gramsPerDay: number): number | null {
  if (!(gramsPerDay > 0)) return null;
  return Math.max(1, roundTo((GRAMS_PER_KG * bagSizeKg) / gramsPerDay));
}

/**
 * Grams per day shown on a recipe card, rounded to a whole gram.
 *
 * @example
 * recipeCardGramsPerDay(5, 31) // 161
 */
export function recipeCardGramsPerDay(bagSizeKg: number, frequencyDays: number): number {
  if (!(frequencyDays > 0)) return 0;
  return roundTo((bagSizeKg * GRAMS_PER_KG) / frequencyDays);
}

/**
 * The bag size named in a product or variant title; 10 kg when none is named.
 *
 * @example
 * parseBagSizeKg('Luxe Lamb 15kg') // 15
 * parseBagSizeKg('Chicken Dog Box - 2.5 kg') // 2.5
 * parseBagSizeKg('Chicken Dog Box') // 10
 */
export function parseBagSizeKg(title: string | null | undefined): number {
  const match = /(\d+(?:[.,]\d+)?)\s*kg\b/i.exec(title ?? '');
  const kg = match ? Number(match[1]!.replace(',', '.')) : NaN;
  return kg > 0 ? kg : DEFAULT_BAG_SIZE_KG;
}

/** A plan as the pets payload carries it (spec 000 §3). Money in dollars. */
export interface FeedingPlan {
  bag_size: number;
  frequency: number;
  subscriptionPrice: number;
  subscriptionPricePerDay: number;
}

/** A plan as a recommendation carries it (spec 001 §3). */
export interface RecommendationPlan extends FeedingPlan {
  /** List price in dollars. */
  price: number;
  variantId: string;
  selling_plan_id: string;
}

/**
 * One plan per bag size of a kibble for a total daily grams, in ascending bag size, each on the
 * shop's selling plan for the days the bag lasts (`planForDuration`: never longer, so the dog
 * never runs out) at that plan's discount. Empty when nothing is eaten or the shop has no plan.
 *
 * @example
 * recommendationPlansFor(163, chicken, demo)[1] // { bag_size: 5, frequency: 30 (the bag lasts 31), price: 69.99, subscriptionPrice: 61.59, subscriptionPricePerDay: 2.05, variantId: '47100000000101', selling_plan_id: '690000000030' }
 */
export function recommendationPlansFor(totalGramsPerDay: number, product: KibbleProduct, cat: Catalogue): RecommendationPlan[] {
  const plans: RecommendationPlan[] = [];
  for (const variant of [...product.variants].sort((a, b) => a.bagSizeKg - b.bagSizeKg)) {
    const lasts = bagDurationDays(variant.bagSizeKg, totalGramsPerDay);
    const plan = lasts === null ? undefined : planForDuration(cat, lasts);
    if (!plan) continue;
    const frequency = plan.frequencyDays;
    const subscriptionCents = renewalPriceCents(variant.priceCents, plan);
    plans.push({
      bag_size: variant.bagSizeKg,
      frequency,
      price: centsToDollars(variant.priceCents),
      subscriptionPrice: centsToDollars(subscriptionCents),
      subscriptionPricePerDay: pricePerDay(subscriptionCents, frequency) ?? 0,
      variantId: variant.id,
      selling_plan_id: plan.id,
    });
  }
  return plans;
}

/**
 * The pets payload's plans: bag size, frequency and subscription prices only.
 *
 * @example
 * feedingPlansFor(163, chicken, demo).map((p) => p.frequency) // [16, 30, 60, 90, 120] (the bags last 15, 31, 61, 92, 123 days)
 */
export function feedingPlansFor(totalGramsPerDay: number, product: KibbleProduct, cat: Catalogue): FeedingPlan[] {
  return recommendationPlansFor(totalGramsPerDay, product, cat).map(({ bag_size, frequency, subscriptionPrice, subscriptionPricePerDay }) => ({
    bag_size,
    frequency,
    subscriptionPrice,
    subscriptionPricePerDay,
  }));
}

/**
 * The plan whose frequency is nearest 30 days; ties go to the smaller bag (see the module note).
 *
 * @example
 * recommendedPlan([{ bag_size: 2.5, frequency: 20 }, { bag_size: 5, frequency: 40 }]) // the 2.5 kg plan
 */
export function recommendedPlan<P extends { bag_size: number; frequency: number }>(plans: readonly P[]): P | null {
  let best: P | null = null;
  for (const plan of [...plans].sort((a, b) => a.bag_size - b.bag_size)) {
    if (best === null || Math.abs(plan.frequency - TARGET_FREQUENCY_DAYS) < Math.abs(best.frequency - TARGET_FREQUENCY_DAYS)) {
      best = plan;
    }
  }
  return best;
}

/**
 * The lowest subscription price per day across plans (feeding guide), or null when none.
 *
 * @example
 * lowestPricePerDay([{ subscriptionPricePerDay: 1.99 }, { subscriptionPricePerDay: 1.5 }]) // 1.5
 */
export function lowestPricePerDay(plans: readonly { subscriptionPricePerDay: number }[]): number | null {
  return plans.length === 0 ? null : Math.min(...plans.map((p) => p.subscriptionPricePerDay));
}
