/**
 * The Upcoming deliveries list's words (issue 47 §5): one copy for the list, its tests and the
 * E2E spec's role locators.
 */
import { formatLongDateUS } from '../domain/dates';

export const UPCOMING_TEXTS = {
  title: 'Upcoming deliveries',
  skipped: 'Skipped',
  nothingCharged: 'Nothing charged',
  charging: 'Being charged now: it can no longer be skipped.',
  /** Shown instead of the list while the next order waits for a payment. */
  pending: 'Your upcoming deliveries show here again once the next order has a date.',
  skip: 'Skip',
  unskip: 'Unskip',
  /** The legacy plan's deliveries in the list: its own dates, changed on its panel. */
  legacyTag: 'Original subscription',
} as const;

/**
 * Under the list: what its charged deliveries cost together.
 *
 * @example
 * upcomingTotalText(4, '$658.15') // 'Total of these 4 deliveries: $658.15'
 * upcomingTotalText(1, '$189.46') // 'Total: $189.46'
 */
export const upcomingTotalText = (charged: number, amount: string) => (charged === 1 ? `Total: ${amount}` : `Total of these ${charged} deliveries: ${amount}`);

/**
 * The next order's discount (the trial's first full bag, a stay offer), on the next order's
 * totals and on the delivery of the upcoming list that takes it.
 *
 * @example
 * nextOrderDiscountLabel(25) // '25% off this order'
 */
export const nextOrderDiscountLabel = (percent: number) => `${percent}% off this order`;

/**
 * The skip button's accessible name: 'Skip the delivery of December 29, 2026'; with several
 * plans that can be skipped, the plan's name too ('Skip the Luxe Lamb delivery of …').
 */
export const skipDeliveryLabel = (day: string, plan?: string) => `Skip the ${plan ? `${plan} ` : ''}delivery of ${formatLongDateUS(day)}`;
/** The unskip button's accessible name: 'Unskip the delivery of December 29, 2026' (a plan's name as for Skip). */
export const unskipDeliveryLabel = (day: string, plan?: string) => `Unskip the ${plan ? `${plan} ` : ''}delivery of ${formatLongDateUS(day)}`;
