/**
 * The switch-over when a subscription moves to another recipe (issue 50): the first bag of the
 * new recipe is mixed into the old one over a week, by the same ramp as the checkout's
 * "Switching over, day by day" (trialSchedule in ./trial.ts), so the two can never disagree.
 */
import type { KibbleProduct, KibbleVariant } from './catalogue';
import { recipeCardGramsPerDay } from './plans';
import { trialSchedule } from './trial';

export interface SwitchOverDay {
  day: number;
  /** Percent of the bowl that is the new recipe. */
  percent: number;
  /** Grams of the new recipe. */
  grams: number;
  /** Grams of the old recipe, the rest of the day's food. */
  previousGrams: number;
}

export interface RecipeSwitchOver {
  fromName: string;
  toName: string;
  /** The day's food the new bag and frequency are sized to (as on the recipe card). */
  gramsPerDay: number;
  days: SwitchOverDay[];
}

/**
 * The day-by-day switch-over from `from` to the new bag, or null when the recipe stays the same
 * (another size or frequency of the same recipe needs no switching).
 *
 * @example
 * recipeSwitchOver({ from: chicken, to: lamb, variant: lamb5kg, frequencyDays: 31 })
 * // { fromName: 'Chicken', toName: 'Lamb', gramsPerDay: 161, days: [{ day: 1, percent: 25, grams: 40, previousGrams: 121 }, …] }
 */
export function recipeSwitchOver(input: {
  from: { id: string; name: string };
  to: Pick<KibbleProduct, 'id' | 'name'>;
  variant: Pick<KibbleVariant, 'bagSizeKg'>;
  frequencyDays: number;
}): RecipeSwitchOver | null {
  const { from, to, variant, frequencyDays } = input;
  if (from.id === to.id) return null;
  const gramsPerDay = recipeCardGramsPerDay(variant.bagSizeKg, frequencyDays);
  const days = trialSchedule(gramsPerDay).days.map((d) => ({ ...d, previousGrams: Math.max(0, gramsPerDay - d.grams) }));
  return { fromName: from.name, toName: to.name, gramsPerDay, days };
}
