/**
 * The free-trial form's way on for a dog over the trial's weight cap (issue 47 §4): the discounted
 * first order for the same dog. Only the trial form loads it (the checkout's offer after a claimed
 * trial has its own words, ./trial-claimed.ts), so it adds nothing to the other pages' scripts.
 */
import { FIRST_ORDER_BADGE_TEXT } from '../domain/money';

/** The link to the first-order recipe page: 'Start with 34% OFF your first order'. */
export const FIRST_ORDER_OFFER_LABEL = `Start with ${FIRST_ORDER_BADGE_TEXT}`;

/**
 * Under the weight of a dog over the cap, beside the link.
 *
 * @example
 * overTrialWeightText('Moose', 30) // 'The free trial is for dogs up to 30kg. Moose can start with 34% OFF your first order instead.'
 */
export function overTrialWeightText(name: string, maxKg: number): string {
  return `The free trial is for dogs up to ${maxKg}kg. ${name.trim() || 'Your dog'} can start with ${FIRST_ORDER_BADGE_TEXT} instead.`;
}
