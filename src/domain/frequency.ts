/**
 * Delivery frequencies a customer may choose (spec 001 §5). Short gaps are offered day by day
 * because small dogs' bags run out on odd days; long gaps are coarse.
 */

function range(from: number, to: number, step = 1): number[] {
  const out: number[] = [];
  for (let n = from; n <= to; n += step) out.push(n);
  return out;
}

/** 16–30 every day, 32–48 every two days, then 50, 55, 60, 70, 80, 90, 120. */
export const FREQUENCY_OPTIONS_DAYS: readonly number[] = [...range(16, 30), ...range(32, 48, 2), 50, 55, 60, 70, 80, 90, 120];

/** The legacy panel's numeric frequency input. */
export const LEGACY_FREQUENCY_MIN_DAYS = 7;
/** The longest gap a legacy subscription allows. */
export const LEGACY_FREQUENCY_MAX_DAYS = 90;

/**
 * @example
 * isAllowedFrequency(31) // false
 * isAllowedFrequency(32) // true
 */
export function isAllowedFrequency(days: unknown): days is number {
  return typeof days === 'number' && FREQUENCY_OPTIONS_DAYS.includes(days);
}

/**
 * A whole number of days within 7–90.
 *
 * @example
 * isAllowedLegacyFrequency(6) // false
 * isAllowedLegacyFrequency(90) // true
 */
export function isAllowedLegacyFrequency(days: unknown): days is number {
  return typeof days === 'number' && Number.isInteger(days) && days >= LEGACY_FREQUENCY_MIN_DAYS && days <= LEGACY_FREQUENCY_MAX_DAYS;
}

/**
 * The allowed option nearest a computed bag duration (ties go to the shorter gap, so food
 * never runs out). Useful when a plan's frequency must become a subscription frequency.
 * `options` narrows the choice to some of the allowed options (plan fit passes the ones that
 * fit the dogs); it must not be empty.
 *
 * @example
 * nearestAllowedFrequency(31) // 30
 * nearestAllowedFrequency(200) // 120
 * nearestAllowedFrequency(66, [50, 55, 60]) // 60
 */
export function nearestAllowedFrequency(days: number, options: readonly number[] = FREQUENCY_OPTIONS_DAYS): number {
  let best = options[0]!;
  for (const option of options) {
    if (Math.abs(option - days) < Math.abs(best - days)) best = option;
  }
  return best;
}
