/**
 * The subscription actions: each calls the API at its row's path (src/domain/subscription-action-table.ts,
 * which types the client's routes) and puts the answered record in place; a failure reads the row's text.
 */

import { findTreatVariant } from '../../domain/catalogue';
import { dateChangeBody, shipNowBody } from '../../domain/dates';
import { DASHBOARD_NOTICES, pausedUntilNotice, resumedClosingUnpaidNotice, skippedNotice, unskippedNotice } from '../../copy/dashboard-notices';
import { owedFailedAttempt } from '../../domain/billing';

import { dollarsToCents, treatSubscriptionPriceCents, centsToDollars } from '../../domain/money';
import type { AddressInput } from '../../domain/schemas/subscription';

import { actionFailure } from '../../domain/subscription-action-table';
import { usesLegacyItemsEndpoint } from '../../domain/subscriptions';
import { api } from '../../lib/api-client';

import { send, withReason } from '../../lib/call';
import type { Treat, Target } from './types';
import { $subscriptions, $busy, $pendingFrequency, $paymentBanner } from './state';
import { $catalogue } from '../catalogue';
import { pushToast } from './ui';
import { act } from './act';
import { loadOrders, loadSubscriptions } from './load';
import { rememberSwitchOver } from './recipe-switch';
import { replaceSubscription, setLegacy } from './records';

// ─── Subscription actions ────────────────────────────────────────────────────────────────

/** Reorder Now: POST /subscriptions/{id}/ship-now with an Idempotency-Key. */
export function shipNow(id: string, idempotencyKey: string): Promise<boolean> {
  return act(
    { action: 'shipNow', id },
    () => api.subscriptions[':id']['ship-now'].$post({ param: { id }, json: shipNowBody(new Date()) }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    () => actionFailure('shipNow'),
    async ({ order: _order, ...subscription }) => {
      replaceSubscription(subscription);
      pushToast('success', DASHBOARD_NOTICES.reorderPlaced);
      await loadOrders();
    },
  );
}

/** The next order's date, 'YYYY-MM-DD' (sent at 07:00 +12:00). */
export function changeDate(id: string, date: string): Promise<boolean> {
  return act(
    { action: 'changeDate', id },
    () => api.subscriptions[':id'].changeDate.$post({ param: { id }, json: dateChangeBody(date) }),
    (f) => withReason(actionFailure('changeDate'), f),
    (subscription) => {
      replaceSubscription(subscription);
      pushToast('success', DASHBOARD_NOTICES.dateChanged);
    },
  );
}

/**
 * A new frequency, shown at once (optimistic) and reverted with 'Failed to update frequency'
 * when the call fails.
 */
export async function changeFrequency(id: string, days: number): Promise<boolean> {
  if ($busy.get()) return false;
  $pendingFrequency.setKey(id, days);
  const ok = await act(
    { action: 'changeFrequency', id },
    () => api.subscriptions[':id']['change-frequency'].$post({ param: { id }, json: { newFrequency: days } }),
    () => actionFailure('changeFrequency'),
    (subscription) => {
      replaceSubscription(subscription);
      pushToast('success', DASHBOARD_NOTICES.frequencyChanged);
    },
  );
  // Reverted on failure; on success the server's record has taken over.
  if ($pendingFrequency.get()[id] === days) $pendingFrequency.setKey(id, undefined);
  return ok;
}

export function updateAddress(id: string, address: AddressInput): Promise<boolean> {
  return act(
    { action: 'updateAddress', id },
    () => api.subscriptions[':id']['update-address'].$post({ param: { id }, json: address }),
    () => actionFailure('updateAddress'),
    (subscription) => {
      replaceSubscription(subscription);
      pushToast('success', DASHBOARD_NOTICES.addressChanged);
    },
  );
}

/** Another kibble bag and frequency: `{ variantId, frequency }`. */
export function changeProduct(id: string, variantId: string, frequency: number): Promise<boolean> {
  return act(
    { action: 'changeProduct', id },
    () => api.subscriptions[':id']['change-product-and-frequency'].$post({ param: { id }, json: { variantId, frequency } }),
    () => actionFailure('changeProduct'),
    ({ switch_over, ...subscription }) => {
      replaceSubscription(subscription);
      rememberSwitchOver(id, switch_over);
      // The toast stays the same; a new recipe's days are on the card (SwitchOverPanel).
      pushToast('success', DASHBOARD_NOTICES.productChanged);
    },
  );
}

/** Pause for `days`, until resumed (`days: null`), or until a day (`until`, when it resumes by itself). */
export function pause(id: string, choice: { days: number | null; until?: string }): Promise<boolean> {
  return act(
    { action: 'pause', id },
    () => api.subscriptions[':id'].pause.$post({ param: { id }, json: choice }),
    (f) => f.error ?? actionFailure('pause'),
    (subscription) => {
      replaceSubscription(subscription);
      const notice = choice.until ? pausedUntilNotice(choice.until) : choice.days === null ? DASHBOARD_NOTICES.pausedUntilResumed : DASHBOARD_NOTICES.paused;
      pushToast('success', notice);
    },
  );
}

/** Skip the delivery of `date` (the next one): the one after becomes the next (issue 21). */
export const skip = (id: string, date: string): Promise<boolean> => changeSkip('skip', id, date);

/** Put a skipped delivery back on its day. */
export const unskip = (id: string, date: string): Promise<boolean> => changeSkip('unskip', id, date);

type SubscriptionRoute = (typeof api.subscriptions)[':id'];

/** What differs between skip and unskip: the route, the fallback error, the toast. */
const SKIP_CHANGES = {
  skip: { route: (r: SubscriptionRoute) => r.skip, failed: actionFailure('skip'), notice: (date: string, next: string | null) => skippedNotice(date, next) },
  unskip: { route: (r: SubscriptionRoute) => r.unskip, failed: actionFailure('unskip'), notice: (date: string) => unskippedNotice(date) },
} as const;

/** Skip and unskip: the same call with the day, the subscription's answer replacing the card. */
function changeSkip(action: keyof typeof SKIP_CHANGES, id: string, date: string): Promise<boolean> {
  const change = SKIP_CHANGES[action];
  return act(
    { action, id },
    () => change.route(api.subscriptions[':id']).$post({ param: { id }, json: { date } }),
    (f) => f.error ?? change.failed,
    (subscription) => {
      replaceSubscription(subscription);
      pushToast('success', change.notice(date, subscription.next_charge_scheduled_at));
    },
  );
}

/** Resume a PAUSED or CANCELLED subscription with the chosen next delivery date. */
export function resume(id: string, nextDeliveryDate: string): Promise<boolean> {
  // The resume closes a payment still owed (decision 0037): read it before the answer replaces the record.
  const owed = owedFailedAttempt($subscriptions.get().items.find((s) => s.id === id)?.billing_attempts);
  return act(
    { action: 'resume', id },
    () => api.subscriptions[':id'].resume.$post({ param: { id }, json: { nextDeliveryDate } }),
    (f) => withReason(actionFailure('resume'), f),
    (subscription) => {
      replaceSubscription(subscription);
      pushToast('success', owed ? resumedClosingUnpaidNotice(owed.date, nextDeliveryDate) : DASHBOARD_NOTICES.resumed);
    },
  );
}

export function cancel(id: string, body: { reason: string; otherReason: string }): Promise<boolean> {
  return act(
    { action: 'cancel', id },
    () => api.subscriptions[':id'].$delete({ param: { id }, json: body }),
    () => actionFailure('cancel'),
    (subscription) => {
      replaceSubscription(subscription);
      pushToast('success', DASHBOARD_NOTICES.cancelled);
    },
  );
}

/** Update Credit Card: the server e-mails a link; true when it went. */
export function updateBilling(id: string): Promise<boolean> {
  return act(
    { action: 'updateBilling', id },
    () => api.subscriptions.updateBilling.$post({ json: { subscriptionId: id } }),
    () => actionFailure('updateBilling'),
    () => undefined,
  );
}

/** Removes an added item (not the main product). */
export function removeItem(id: string, itemId: string): Promise<boolean> {
  return act(
    { action: 'removeItem', id },
    () => api.subscriptions[':id'].items[':itemId'].$delete({ param: { id, itemId } }),
    () => actionFailure('removeItem'),
    (subscription) => {
      replaceSubscription(subscription);
      pushToast('success', DASHBOARD_NOTICES.itemRemoved);
    },
  );
}

/** The add-items body for one treat, at the treat subscription price (the server charges its own). */
export function treatItem(treat: Treat, variantId: string, quantity: number, oneTime: boolean) {
  const variant = treat.variants.find((v) => v.id === variantId) ?? treat.variants[0]!;
  const catalogue = $catalogue.get();
  const listCents = dollarsToCents(variant.price) ?? (catalogue ? findTreatVariant(catalogue, variant.id)?.variant.priceCents : undefined) ?? 0;
  return {
    product_id: treat.id,
    shopify_variant_id: variant.id,
    quantity,
    title: treat.title,
    sku: variant.sku,
    price: centsToDollars(treatSubscriptionPriceCents(listCents)),
    one_time: oneTime,
    image: treat.image.src,
  };
}

/** Adds a treat, every delivery or with the next one only (`oneTime`). */
export function addTreat(target: Target, treat: Treat, quantity: number, oneTime: boolean): Promise<boolean> {
  const items = [treatItem(treat, treat.variants[0]!.id, quantity, oneTime)];
  const { id } = target;
  const subscription = $subscriptions.get().items.find((s) => s.id === id);
  if (target.kind === 'legacy' || (subscription && usesLegacyItemsEndpoint(subscription))) {
    return act(
      { action: 'addItems', id },
      () => api.api['legacy-subscriptions'][':id'].items.$post({ param: { id }, json: { items } }),
      () => actionFailure('addItems'),
      (legacy) => {
        setLegacy(legacy);
        pushToast('success', DASHBOARD_NOTICES.treatAdded);
      },
    );
  }
  return act(
    { action: 'addItems', id },
    () => api.api.subscriptions[':id'].items.$post({ param: { id }, json: { items } }),
    () => actionFailure('addItems'),
    (updated) => {
      replaceSubscription(updated);
      pushToast('success', DASHBOARD_NOTICES.treatAdded);
    },
  );
}

/** Retry payment (the banner): charges the failed attempt again. */
export async function retryPayment(idempotencyKey: string): Promise<boolean> {
  const banner = $paymentBanner.get();
  const id = banner.subscriptionId;
  if (!id || $busy.get()) return false;
  $paymentBanner.set({ ...banner, retryError: null });
  $busy.set({ action: 'retryPayment', id });
  try {
    const answer = await send(() => api.subscriptions[':id']['retry-payment'].$post({ param: { id } }, { headers: { 'Idempotency-Key': idempotencyKey } }));
    if (!answer.ok) {
      $paymentBanner.set({ ...$paymentBanner.get(), retryError: answer.error ?? DASHBOARD_NOTICES.paymentRetryFailed });
      // A later delivery was paid meanwhile (the scheduled run): the record shows the cycle closed.
      if (answer.code === 'payment_cycle_closed' || answer.code === 'nothing_to_retry') await loadSubscriptions();
      return false;
    }
    const { order: _order, ...subscription } = answer.body;
    replaceSubscription(subscription);
    pushToast('success', DASHBOARD_NOTICES.paymentRetried);
    await loadOrders();
    return true;
  } finally {
    $busy.set(null);
  }
}
