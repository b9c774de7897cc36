/**
 * Monthly recurring revenue: what the active subscriptions bill per average month, from the
 * prices their lines renew at (the catalogue's renewal prices, kept on each line when it was
 * set). Shipping and one-time add-ons are not recurring revenue.
 */

/** An average month: 365.25 / 12 days. */
export const DAYS_PER_MONTH = 365.25 / 12;

const UNIT_DAYS = { day: 1, week: 7 } as const;

/**
 * What `cents` billed every `frequency` `unit`s comes to per month (unrounded).
 *
 * @example
 * monthlyCents(5600, 28, 'day')  // 6087.5  (5600 × 30.4375 / 28)
 * monthlyCents(5600, 2, 'week')  // 12175
 * monthlyCents(5600, 1, 'month') // 5600
 */
export function monthlyCents(cents: number, frequency: number, unit: string): number {
  if (unit === 'month') return cents / frequency;
  const days = (UNIT_DAYS[unit as keyof typeof UNIT_DAYS] ?? 1) * frequency;
  return (cents * DAYS_PER_MONTH) / days;
}

/**
 * The MRR in whole cents of groups of subscriptions billing `cents` in total every `frequency` `unit`s.
 *
 * @example
 * mrrCents([{ cents: 5600, frequency: 28, unit: 'day' }, { cents: 4000, frequency: 1, unit: 'month' }]) // 10088
 */
export function mrrCents(groups: readonly { cents: number; frequency: number; unit: string }[]): number {
  return Math.round(groups.reduce((sum, g) => sum + monthlyCents(g.cents, g.frequency, g.unit), 0));
}
