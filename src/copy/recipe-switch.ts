/**
 * What the dashboard, the customer account page and the e-mail say about switching recipes
 * (issue 50); the e-mail itself is functions/mail/templates.ts. The numbers come from
 * src/domain/recipe-switch.ts.
 */
import type { RecipeSwitchOver, SwitchOverDay } from '../domain/recipe-switch';

/** The checkout's heading, the same words wherever the ramp is shown. */
export const SWITCH_OVER_TITLE = 'Switching over, day by day';

/**
 * One day of the switch-over.
 *
 * @example
 * switchOverDayText({ day: 1, percent: 25, grams: 40, previousGrams: 121 }, 'Lamb', 'Chicken')
 * // 'Day 1: 25% Lamb (40 g), 121 g Chicken'
 */
export function switchOverDayText(d: SwitchOverDay, toName: string, fromName: string): string {
  const rest = d.previousGrams > 0 ? `, ${d.previousGrams} g ${fromName}` : '';
  return `Day ${d.day}: ${d.percent}% ${toName} (${d.grams} g)${rest}`;
}

/** The sentence before the days. */
export function switchOverIntro(s: Pick<RecipeSwitchOver, 'fromName' | 'toName' | 'gramsPerDay'>): string {
  return `When the first bag of ${s.toName} arrives, mix it into the ${s.fromName} over a week (${s.gramsPerDay} g a day in all):`;
}
