/**
 * Picking from the shop's catalogue (docs/decisions/0039-the-catalogue-is-data.md): the bag
 * size a family's daily grams call for, among the sizes the shop sells, and the selling plan a
 * bag is delivered on, among the plans the shop has. Every place that picks a selling plan
 * (recommendations, trial pages, embed messages, checkout) picks it here.
 */
import { bagSizesOf, type Catalogue, type SellingPlanOption } from './catalogue';

/** The spec's bag sizes for a family's total daily grams (spec 000 §9), largest first; below the last: 2.5 kg. */
export const BAG_SIZE_THRESHOLDS: readonly { minGramsPerDay: number; bagSizeKg: number }[] = [
  { minGramsPerDay: 800, bagSizeKg: 20 },
  { minGramsPerDay: 450, bagSizeKg: 15 },
  { minGramsPerDay: 250, bagSizeKg: 10 },
  { minGramsPerDay: 125, bagSizeKg: 5 },
];
/** The spec's bag for the smallest eaters. */
export const SPEC_SMALLEST_BAG_SIZE_KG = 2.5;

/**
 * The bag size for a family's total daily grams: the spec's size when the shop sells it, else
 * the nearest size the shop sells that is not smaller, else the shop's largest. Null when the
 * shop sells no kibble.
 *
 * @example
 * bagSizeForDailyGrams(demo, 800) // 20
 * bagSizeForDailyGrams(demo, 124.9) // 2.5
 * bagSizeForDailyGrams(shopOf3_8_12kg, 300) // 12 (the spec's 10 kg is not sold)
 */
export function bagSizeForDailyGrams(cat: Catalogue, gramsPerDay: number): number | null {
  const spec = BAG_SIZE_THRESHOLDS.find((t) => gramsPerDay >= t.minGramsPerDay)?.bagSizeKg ?? SPEC_SMALLEST_BAG_SIZE_KG;
  const sizes = bagSizesOf(cat);
  if (sizes.length === 0) return null;
  return sizes.find((kg) => kg >= spec) ?? sizes[sizes.length - 1]!;
}

/** The delivery frequencies the shop has a selling plan for, ascending. */
export function offeredFrequencies(cat: Catalogue): number[] {
  return [...new Set(cat.plans.map((p) => p.frequencyDays))].sort((a, b) => a - b);
}

/**
 * The selling plan a bag lasting `durationDays` is delivered on: the offered frequency nearest
 * the duration that is not longer than it (the dog never runs out), or the shortest offered one
 * when every plan is longer. Undefined when the shop has no plan.
 *
 * @example
 * planForDuration(demo, 31).frequencyDays // 30 (31 is not offered)
 * planForDuration(demo, 200).frequencyDays // 120
 * planForDuration(demo, 5).frequencyDays // 16
 */
export function planForDuration(cat: Catalogue, durationDays: number): SellingPlanOption | undefined {
  let best: SellingPlanOption | undefined;
  let shortest: SellingPlanOption | undefined;
  for (const plan of cat.plans) {
    if (!shortest || plan.frequencyDays < shortest.frequencyDays) shortest = plan;
    if (plan.frequencyDays <= durationDays && (!best || plan.frequencyDays > best.frequencyDays)) best = plan;
  }
  return best ?? shortest;
}
