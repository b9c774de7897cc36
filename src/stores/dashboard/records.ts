/** Answered records put in place, with what follows from them: the pending frequency and the payment banner. */

import { owedFailedAttempt } from '../../domain/billing';

import { sortSubscriptions } from '../../domain/subscriptions';

import type { Subscription, LegacySubscription } from './types';
import { $subscriptions, $legacy, $pendingFrequency, NO_BANNER, $paymentBanner } from './state';

// ─── Records in place ────────────────────────────────────────────────────────────────────

export function setSubscriptions(items: Subscription[]): void {
  $subscriptions.set({ status: 'ready', items });
  syncPendingFrequencies(items);
  syncPaymentBanner(items);
}

export function replaceSubscription(updated: Subscription): void {
  const items = $subscriptions.get().items;
  setSubscriptions(items.some((s) => s.id === updated.id) ? items.map((s) => (s.id === updated.id ? updated : s)) : [...items, updated]);
}

/** An optimistic frequency is cleared as soon as the server's record shows it (001 §4). */
export function syncPendingFrequencies(items: Subscription[]): void {
  const pending = $pendingFrequency.get();
  for (const [id, frequency] of Object.entries(pending)) {
    if (items.find((s) => s.id === id)?.order_interval_frequency === frequency) $pendingFrequency.setKey(id, undefined);
  }
}

/**
 * The payment banner (001 §4): the first failed attempt raises it, once per page; it stays
 * (closable) until that subscription's failure is paid, skipped or closed by a later paid cycle.
 * It names the failed cycle Retry Payment pays: the latest (owedFailedAttempt, issue 47).
 */
export function syncPaymentBanner(items: Subscription[]): void {
  const banner = $paymentBanner.get();
  if (!banner.raised) {
    for (const s of sortSubscriptions(items, new Date())) {
      const attempt = owedFailedAttempt(s.billing_attempts);
      if (attempt) {
        $paymentBanner.set({ ...NO_BANNER, raised: true, subscriptionId: s.id, attempt, editUrl: s.edit_url });
        return;
      }
    }
    return;
  }
  const sub = items.find((s) => s.id === banner.subscriptionId);
  const attempt = sub ? owedFailedAttempt(sub.billing_attempts) : null;
  $paymentBanner.set({ ...banner, attempt, editUrl: sub?.edit_url ?? banner.editUrl });
}

export function closePaymentBanner(): void {
  $paymentBanner.set({ ...$paymentBanner.get(), closed: true });
}

export function setLegacy(legacy: LegacySubscription | null): void {
  $legacy.set({ status: 'ready', legacy });
}
