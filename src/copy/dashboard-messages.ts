/**
 * The dashboard's plain words (issue 47 §5): the message region, why the next order has no date,
 * why an action is not offered, and the plan-fit fix's money and undo. One copy for the islands
 * and their tests.
 */
import { formatLongDateUS } from '../domain/dates';
import { formatNzdCents } from '../domain/money';

export const MESSAGE_TEXTS = {
  updates: 'Updates',
  problems: 'Problems',
  dismiss: 'Dismiss message',
  undo: 'Undo',
} as const;

/**
 * What 'update pending' means, in words, with the day of the payment that failed when there is one.
 *
 * @example
 * pendingNextOrderText('2026-11-27') // 'Your payment for November 27, 2026 did not go through, so your next order waits for it.'
 * pendingNextOrderText(null) // 'We are updating your next order date. Check again in a moment.'
 */
export function pendingNextOrderText(failedDay: string | null): string {
  return failedDay
    ? `Your payment for ${formatLongDateUS(failedDay)} did not go through, so your next order waits for it.`
    : 'We are updating your next order date. Check again in a moment.';
}

/** The Re-check button's words: it reads the subscription again. */
export const RECHECK_TEXTS = { idle: 'Check again', busy: 'Checking…' } as const;

/** Why Skip is not offered while the next order has no date. */
export const SKIP_UNAVAILABLE_PENDING = 'Skipping is possible again once the next order has a date.';

/** Pause's dialog while the next order has no date: the presets name no day. */
export const PAUSE_DATE_PENDING =
  'Your next order is waiting for a payment to go through, so its new date cannot be shown yet: a pause moves it on by the days you choose.';

/** The feeding plan's line: never 'No active subscription' beside an active one. */
export function activeSubscriptionsText(active: number): string {
  return active === 0 ? 'No active subscription yet.' : `${active} active ${active === 1 ? 'subscription' : 'subscriptions'}`;
}

/**
 * The plan-fit fix's cost, before it is applied.
 *
 * @example
 * planFitMoneyText({ beforeCents: 20340, afterCents: 24690 }) // 'About $246.90 a month instead of $203.40 (+$43.50).'
 */
export function planFitMoneyText({ beforeCents, afterCents }: { beforeCents: number; afterCents: number }): string {
  const diff = afterCents - beforeCents;
  const sign = diff > 0 ? '+' : diff < 0 ? '−' : '±';
  return `About ${formatNzdCents(afterCents)} a month instead of ${formatNzdCents(beforeCents)} (${sign}${formatNzdCents(Math.abs(diff))}).`;
}

/** How every plan-fit fix's message starts (the bench waits for it: scripts/bench/actions.mjs). */
export const PLAN_FIT_APPLIED_PREFIX = 'Changed: ';

/**
 * After the fix, with Undo beside it.
 *
 * @example
 * planFitAppliedText('Deliver every 23 days') // 'Changed: deliver every 23 days.'
 */
export function planFitAppliedText(label: string): string {
  return `${PLAN_FIT_APPLIED_PREFIX}${label.charAt(0).toLowerCase()}${label.slice(1)}.`;
}

/** After Undo. */
export function planFitUndoneText(frequency: number): string {
  return `Undone: back to every ${frequency} days.`;
}
