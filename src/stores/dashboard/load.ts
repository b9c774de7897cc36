/** Loading the customer's records (each failure silent), and starting over for another customer. */

import { api } from '../../lib/api-client';

import { feedingDetailsKey } from '../../domain/feeding-details';
import { $petData, type PetRecord } from '../pets';
import { send, type Answer, type JsonResponse } from '../../lib/call';

import { loadMoreOrders, NO_MORE_ORDERS, startPaging } from '../order-pages';
import {
  $subscriptions,
  $orders,
  $ordersMore,
  $legacy,
  $recommendations,
  $treats,
  $dialog,
  $busy,
  $pendingFrequency,
  $toasts,
  NO_BANNER,
  $paymentBanner,
} from './state';

import { setSubscriptions } from './records';
import { clearPlanFits } from './plan-fit';

export let customerId: string | null = null;

// ─── Loading ─────────────────────────────────────────────────────────────────────────────

/**
 * Loads subscriptions, orders and the legacy subscription of `id`; each failure is silent.
 * Another customer than before (a switch of account in the shop's frame) starts from nothing,
 * so no record of the last customer stays on screen.
 */
export function loadDashboard(id: string): Promise<void> {
  if (customerId !== null && customerId !== id) clearState();
  customerId = id;
  return Promise.all([loadSubscriptions(), loadOrders(), loadLegacy()]).then(() => undefined);
}

/**
 * One read of the current customer's records: `start` marks it loading, then `settle` gets the
 * answer, unless the page has moved on to another customer meanwhile (then it is dropped).
 */
async function readOwn<B>(start: () => void, request: (customerId: string) => Promise<JsonResponse<B>>, settle: (answer: Answer<B>) => void) {
  const id = customerId;
  if (!id) return;
  start();
  const answer = await send(() => request(id));
  if (customerId === id) settle(answer);
}

/** (Re)loads the subscriptions; a failed reload keeps what is shown. */
export function loadSubscriptions(): Promise<void> {
  const previous = $subscriptions.get();
  return readOwn(
    () => $subscriptions.set({ ...previous, status: 'loading' }),
    (id) => api.api.subscriptions.customer[':customerId'].$get({ param: { customerId: id } }),
    (answer) => setSubscriptions(answer.ok && Array.isArray(answer.body) ? answer.body : previous.items),
  );
}

export function loadOrders(): Promise<void> {
  const previous = $orders.get();
  return readOwn(
    () => $orders.set({ ...previous, status: 'loading' }),
    (id) => api.api.orders.customer[':customerId'].$get({ param: { customerId: id }, query: {} }),
    (answer) => {
      $orders.set({ status: 'ready', items: answer.ok ? (answer.body.orders ?? []) : previous.items });
      if (answer.ok) startPaging($ordersMore, answer.body.nextCursor);
    },
  );
}

/** 'Load more' under My Order History: the next page, after the ones shown. */
export function loadMoreDashboardOrders(): Promise<void> {
  return loadMoreOrders(
    customerId,
    $ordersMore,
    (orders) => $orders.set({ status: 'ready', items: [...$orders.get().items, ...orders] }),
    (id) => customerId === id,
  );
}

export function loadLegacy(): Promise<void> {
  const previous = $legacy.get();
  return readOwn(
    () => $legacy.set({ ...previous, status: 'loading' }),
    (id) => api.api['legacy-subscriptions']['by-shopify-id'][':customerId'].$get({ param: { customerId: id } }),
    (answer) => $legacy.set({ status: 'ready', legacy: answer.ok ? (answer.body[0] ?? null) : previous.legacy }),
  );
}

/** The treats collection, loaded when the treats modal first opens (again after a failure). */
export async function loadTreats(): Promise<void> {
  const current = $treats.get();
  if (current.status === 'ready' || current.status === 'loading') return;
  $treats.set({ status: 'loading', products: [] });
  const answer = await send(() => api.api.shopify['get-collection'].$get());
  $treats.set(answer.ok ? { status: 'ready', products: answer.body.products ?? [] } : { status: 'error', products: [] });
}

export let recommendationSeq = 0;

/** POST /api/pets/recommendations with the customer's pets; a failure empties them (silent). */
export async function refreshRecommendations(pets: readonly PetRecord[]): Promise<void> {
  const mine = ++recommendationSeq;
  if (pets.length === 0) {
    $recommendations.set([]);
    return;
  }
  const answer = await send(() => api.api.pets.recommendations.$post({ json: { pets: pets.map((p) => ({ ...p, name: p.name.trim() })) } }));
  if (mine === recommendationSeq) $recommendations.set(answer.ok ? (answer.body.recommendations ?? []) : []);
}

let stopFollowingPets: (() => void) | null = null;

/**
 * The recommendations follow the dogs: read now, and again whenever a dog's feeding details
 * change (an edit, an added or removed dog), for as long as the dashboard is open.
 */
export function followPetsForRecommendations(): void {
  if (stopFollowingPets) return;
  let key: string | null = null;
  stopFollowingPets = $petData.subscribe(({ pets }) => {
    const next = feedingDetailsKey(pets as PetRecord[]);
    if (next === key) return;
    key = next;
    void refreshRecommendations(pets as PetRecord[]);
  });
}

// ─── Reset ───────────────────────────────────────────────────────────────────────────────

export function clearState(): void {
  $subscriptions.set({ status: 'idle', items: [] });
  $orders.set({ status: 'idle', items: [] });
  $ordersMore.set(NO_MORE_ORDERS);
  $legacy.set({ status: 'idle', legacy: null });
  $recommendations.set([]);
  $treats.set({ status: 'idle', products: [] });
  $dialog.set(null);
  $busy.set(null);
  $pendingFrequency.set({});
  $toasts.set([]);
  $paymentBanner.set(NO_BANNER);
  clearPlanFits(false);
}

/** For tests: back to a page that has loaded nothing. */
export function resetDashboardForTests(): void {
  customerId = null;
  stopFollowingPets?.();
  stopFollowingPets = null;
  clearPlanFits(true);
  clearState();
}
