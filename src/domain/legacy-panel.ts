/**
 * The legacy-subscription panel (spec 001 §2, §4, §8, §9): its failure texts and the pause
 * choices its 'Are you sure?' retention dialog offers instead of cancelling.
 */
import { legacyPickLimits } from './date-limits';
import { isWithinDateLimits, parseIsoDate } from './dates';
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

/** One 'pause instead' choice: the preset and the delivery date it leads to. */
export interface LegacyPauseOption {
  days: (typeof PAUSE_PRESETS_DAYS)[number];
  /** 'YYYY-MM-DD' */
  nextDelivery: string;
}

/**
 * The pause presets (7, 14, 30, 90 days) as new delivery dates: each moves the next delivery
 * that many days later (from today when it has none or it has passed). A legacy subscription
 * is paused by moving its date, so only presets whose date the legacy picker allows
 * (tomorrow … 3 months ahead) are offered.
 *
 * @example
 * legacyPauseOptions('2025-06-20', new Date(2025, 5, 1)).map((o) => o.days) // [7, 14, 30]
 */
export function legacyPauseOptions(nextDelivery: string | null | undefined, now: Date): LegacyPauseOption[] {
  const limits = legacyPickLimits(now);
  const today = shopToday(now);
  return PAUSE_PRESETS_DAYS.flatMap((days) => {
    const next = pausedNextDay(nextDelivery ?? null, days, today)!;
    const date = parseIsoDate(next);
    return date && isWithinDateLimits(date, limits) ? [{ days, nextDelivery: next }] : [];
  });
}
