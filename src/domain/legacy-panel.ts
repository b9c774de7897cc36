/**
 * The legacy-subscription panel (spec 001 §2, §4, §8, §9): its failure texts and the pause
 * choices its 'Are you sure?' retention dialog offers instead of cancelling.
 */
import { legacyPickLimits } from './date-limits';
import { formatLongDateUS, isWithinDateLimits, LEGACY_DATE_PICKER_HORIZON_MONTHS, parseIsoDate, toIsoDate } from './dates';
import { MESSAGES } from '../copy/messages';
import { pausedNextDay, shopToday } from './renewals';
import { PAUSE_PRESETS_DAYS } from './subscriptions';

/** Legacy failure texts (001 §8); the server's own error text wins where it sends one. */
export const LEGACY_MESSAGES = {
  removeAddOn: 'Failed to remove add-on',
  updateDeliveryDate: 'Failed to update delivery date',
  updateFrequency: 'Failed to update frequency',
  pause: MESSAGES.failedToPauseSubscription,
  cancel: MESSAGES.failedToCancelSubscription,
  updateAddress: 'Failed to update address',
  changeProduct: MESSAGES.failedToUpdateSubscription,
  confirmAndPay: 'Failed to start checkout. Please try again.',
} as const;

/** One 'pause instead' choice: the preset, the delivery date it leads to, and why it cannot be taken (null: it can). */
export interface LegacyPauseOption {
  days: (typeof PAUSE_PRESETS_DAYS)[number];
  /** 'YYYY-MM-DD' */
  nextDelivery: string;
  unavailable: string | null;
}

/**
 * Why a preset is shown but cannot be taken: its date lies past the legacy date limit.
 *
 * @example
 * legacyPauseTooFarMessage('2025-09-01') // 'Not available: a delivery can move at most 3 months ahead, to September 1, 2025.'
 */
export const legacyPauseTooFarMessage = (lastDay: string) =>
  `Not available: a delivery can move at most ${LEGACY_DATE_PICKER_HORIZON_MONTHS} months ahead, to ${formatLongDateUS(lastDay)}.`;

/**
 * The pause presets (7, 14, 30, 90 days, 001 §9) as new delivery dates: each moves the next
 * delivery that many days later (from today when it has none or it has passed). A legacy
 * subscription is paused by moving its date, which the legacy limits hold to tomorrow … 3
 * months ahead; every preset is listed, and one past the limit says why it cannot be taken.
 *
 * @example
 * legacyPauseOptions('2025-06-20', new Date(2025, 5, 1)).map((o) => [o.days, o.unavailable === null]) // [[7, true], [14, true], [30, true], [90, false]]
 */
export function legacyPauseOptions(nextDelivery: string | null | undefined, now: Date): LegacyPauseOption[] {
  const limits = legacyPickLimits(now);
  const today = shopToday(now);
  return PAUSE_PRESETS_DAYS.map((days) => {
    const next = pausedNextDay(nextDelivery ?? null, days, today)!;
    const date = parseIsoDate(next);
    const allowed = date !== null && isWithinDateLimits(date, limits);
    return { days, nextDelivery: next, unavailable: allowed ? null : legacyPauseTooFarMessage(toIsoDate(limits.max)) };
  });
}
