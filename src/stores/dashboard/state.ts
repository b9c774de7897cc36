/** The dashboard's stores and what is derived from them. */

import { moreOrdersAtom } from '../order-pages';
import { atom, computed, map } from 'nanostores';

import type { RecommendationData } from '../../domain/schemas/shop';
import { canManage, showLegacyPanel, sortSubscriptions, activeSubscriptions } from '../../domain/subscriptions';

import type { Subscription, LegacySubscription, Order, Treat, DialogState, Busy, Toast, ListState, PaymentBannerState } from './types';
import { paymentRetryCents } from '../../domain/payment-retry';

// ─── Stores ──────────────────────────────────────────────────────────────────────────────

export const $subscriptions = atom<ListState<Subscription>>({ status: 'idle', items: [] });
export const $orders = atom<ListState<Order>>({ status: 'idle', items: [] });
/** Whether My Order History has another page, and its 'Load more' state. */
export const $ordersMore = moreOrdersAtom();
export const $legacy = atom<{ status: 'idle' | 'loading' | 'ready'; legacy: LegacySubscription | null }>({ status: 'idle', legacy: null });
export const $recommendations = atom<RecommendationData[]>([]);
export const $treats = atom<{ status: 'idle' | 'loading' | 'ready' | 'error'; products: Treat[] }>({ status: 'idle', products: [] });
export const $dialog = atom<DialogState | null>(null);
export const $busy = atom<Busy | null>(null);
/** Frequencies shown before the server confirms them, by subscription id. */
export const $pendingFrequency = map<Record<string, number | undefined>>({});
export const $toasts = atom<Toast[]>([]);
export const NO_BANNER: PaymentBannerState = { raised: false, closed: false, subscriptionId: null, attempt: null, editUrl: null, retryError: null };
export const $paymentBanner = atom<PaymentBannerState>(NO_BANNER);

/** The table order: ACTIVE, PAUSED, CANCELLED, then the soonest next order. */
export const $sortedSubscriptions = computed($subscriptions, (s) => sortSubscriptions(s.items, new Date()));
/** The subscription the 'My Next Order' card shows: the first ACTIVE one. */
export const $nextOrderSubscription = computed($sortedSubscriptions, (list) => list.find((s) => canManage(s.status)) ?? null);
export const $hasActiveSubscription = computed($subscriptions, (s) => activeSubscriptions(s.items).length > 0);
/** The legacy subscription, when the panel shows (no active non-legacy subscription, 001 §4). */
export const $legacyPanel = computed([$subscriptions, $legacy], (subs, legacy) =>
  subs.status === 'ready' && legacy.status === 'ready' && showLegacyPanel(subs.items, legacy.legacy) ? legacy.legacy : null,
);
/** The banner is on screen. */
export const $paymentBannerVisible = computed($paymentBanner, (b) => b.raised && !b.closed && b.attempt !== null);
/** What the banner's Retry Payment pays for: the failed delivery's day and the amount (issue 47). */
export const $paymentRetry = computed([$paymentBanner, $subscriptions], (b, subs) => {
  const sub = subs.items.find((s) => s.id === b.subscriptionId);
  return b.attempt && sub ? { day: b.attempt.date, amountCents: paymentRetryCents(sub) } : null;
});

/** The frequency to show: the pending one while the server has not confirmed it. */
export function displayedFrequency(subscription: Pick<Subscription, 'id' | 'order_interval_frequency'>, pending: Record<string, number | undefined>): number {
  return pending[subscription.id] ?? subscription.order_interval_frequency;
}
