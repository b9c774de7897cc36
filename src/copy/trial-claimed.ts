/**
 * The checkout's way on after 'This household has already claimed its free trial' (issue 47 §4):
 * a button to the discounted first order of the same recipe and bag.
 */
import { FIRST_ORDER_BADGE_TEXT } from '../domain/money';

export const TRIAL_CLAIMED_OFFER_TEXTS = {
  /** 'Order with 34% OFF your first order' */
  button: `Order with ${FIRST_ORDER_BADGE_TEXT}`,
  busy: 'Opening your first order…',
  failed: 'We could not open your first order. Please try again.',
} as const;
