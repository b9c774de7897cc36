/**
 * What a subscription card says when its bag does not fit the dogs (issue 21), and its one-tap
 * fix's label: one copy for the My Next Order card, the mobile subscription card and their
 * tests. The numbers come from the plan-fit answer (src/domain/plan-fit.ts); dates are written
 * as the My Next Order card writes its next order (formatLongDateUS), numbers with formatGrouped.
 */
import { formatLongDateUS } from '../domain/dates';
import { formatGrouped } from '../domain/number-format';
import type { PlanFit } from '../domain/plan-fit';
import { planFitGapDays, type PlanFitFix } from '../domain/plan-fit-fix';

export const PLAN_FIT_TEXTS = {
  /** The fix button while its change runs. */
  fixing: 'Updating…',
  /** Before the card's sentence in a pet editor, where it says how the bag will fit once the change is saved. */
  afterChange: 'After this change:',
} as const;

const days = (n: number) => `${formatGrouped(n)} ${n === 1 ? 'day' : 'days'}`;
const kg = (n: number) => `${formatGrouped(n)} kg`;

/**
 * The bag(s) of one delivery: "this 15 kg bag", or "these 2 × 15 kg bags" when the main line
 * has more than one.
 */
function bagWords(bagKg: number, quantity: number): { noun: string; plural: boolean } {
  return quantity > 1
    ? { noun: `these ${formatGrouped(quantity)} × ${kg(bagKg / quantity)} bags`, plural: true }
    : { noun: `this ${kg(bagKg)} bag`, plural: false };
}

/**
 * The notice's sentence, or null when the plan fits (the card then says nothing).
 *
 * @example
 * planFitNoticeText({ status: 'runs_out_early', bagKg: 15, daysPerBag: 23, frequency: 28, nextDelivery: '2026-12-12' }, { dogs: 2 })
 * // 'Your dogs finish this 15 kg bag in 23 days, 5 days before the next delivery on December 12, 2026.'
 * planFitNoticeText({ status: 'too_much', bagKg: 15, daysPerBag: 40, frequency: 28, nextDelivery: '2026-12-12' }, { dogs: 1 })
 * // 'This 15 kg bag lasts your dog 40 days, 12 days past the next delivery on December 12, 2026.'
 */
export function planFitNoticeText(
  fit: Pick<PlanFit, 'status' | 'bagKg' | 'daysPerBag' | 'frequency' | 'nextDelivery'>,
  { dogs, quantity = 1 }: { dogs: number; quantity?: number },
): string | null {
  const gap = planFitGapDays(fit);
  if (fit.status === 'fits' || fit.daysPerBag === null || gap === null) return null;
  const who = dogs === 1 ? 'your dog' : 'your dogs';
  const bag = bagWords(fit.bagKg, quantity);
  const next = fit.nextDelivery ? `the next delivery on ${formatLongDateUS(fit.nextDelivery)}` : 'the next delivery';
  if (fit.status === 'runs_out_early') {
    return `${capitalise(who)} finish${dogs === 1 ? 'es' : ''} ${bag.noun} in ${days(fit.daysPerBag)}, ${days(gap)} before ${next}.`;
  }
  return `${capitalise(bag.noun)} last${bag.plural ? '' : 's'} ${who} ${days(fit.daysPerBag)}, ${days(gap)} past ${next}.`;
}

/**
 * The fix button's label (its accessible name too: it says what the tap changes).
 *
 * @example
 * planFitFixLabel({ kind: 'frequency', frequency: 23 }) // 'Deliver every 23 days'
 * planFitFixLabel({ kind: 'bag', frequency: 17, bagKg: 20, variantId: '47100000000104' }) // 'Switch to 20 kg every 17 days'
 */
export function planFitFixLabel(fix: PlanFitFix): string {
  return fix.kind === 'frequency' ? `Deliver every ${days(fix.frequency)}` : `Switch to ${kg(fix.bagKg)} every ${days(fix.frequency)}`;
}

/**
 * The pet editors' line when a change of a dog changes what the family eats (the dogs in the
 * family plan, each at their kibble share), so the customer sees it before saving.
 *
 * @example
 * familyGramsChangeText(639, 700) // 'Family feeding plan: 639 g a day now, 700 g a day after this change.'
 */
export function familyGramsChangeText(before: number, after: number): string {
  return `Family feeding plan: ${formatGrouped(before)} g a day now, ${formatGrouped(after)} g a day after this change.`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
