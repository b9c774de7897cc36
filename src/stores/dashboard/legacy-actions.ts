/** The legacy subscription's actions. */

import { DASHBOARD_NOTICES } from '../../copy/dashboard-notices';
import { LEGACY_MESSAGES } from '../../domain/legacy-panel';

import { SHIP_NOW_FAILED } from '../../domain/reorder';
import type { AddressInput } from '../../domain/schemas/subscription';

import { api } from '../../lib/api-client';
import { navigateTop } from '../embed';

import { type Failure } from '../../lib/call';

import { pushToast } from './ui';
import { act } from './act';
import { loadOrders } from './load';
import { setLegacy } from './records';

// ─── Legacy actions ──────────────────────────────────────────────────────────────────────

export const legacyFailure = (text: string) => (f: Failure) => f.error ?? text;

export function legacyShipToday(id: string, idempotencyKey: string): Promise<boolean> {
  return act(
    { action: 'shipNow', id },
    () => api.api['legacy-subscriptions'][':id']['ship-today-webhook'].$post({ param: { id } }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    legacyFailure(SHIP_NOW_FAILED),
    async ({ order: _order, ...legacy }) => {
      setLegacy(legacy);
      pushToast('success', DASHBOARD_NOTICES.reorderPlaced);
      await loadOrders();
    },
  );
}

export function legacyDate(id: string, nextDelivery: string, kind: 'changeDate' | 'pause'): Promise<boolean> {
  return act(
    { action: kind, id },
    () => api.api['legacy-subscriptions'][':id']['update-date'].$post({ param: { id }, json: { nextDelivery } }),
    legacyFailure(kind === 'pause' ? LEGACY_MESSAGES.pause : LEGACY_MESSAGES.updateDeliveryDate),
    (legacy) => {
      setLegacy(legacy);
      pushToast('success', kind === 'pause' ? DASHBOARD_NOTICES.paused : DASHBOARD_NOTICES.dateChanged);
    },
  );
}

/** Change Date: the next delivery, 'YYYY-MM-DD' (tomorrow … 3 months ahead). */
export function legacyUpdateDate(id: string, nextDelivery: string): Promise<boolean> {
  return legacyDate(id, nextDelivery, 'changeDate');
}

/** The retention dialog's 'pause instead': the delivery moves to the preset's date. */
export function legacyPause(id: string, nextDelivery: string): Promise<boolean> {
  return legacyDate(id, nextDelivery, 'pause');
}

export function legacyUpdateFrequency(id: string, frequency: number): Promise<boolean> {
  return act(
    { action: 'changeFrequency', id },
    () => api.api['legacy-subscriptions'][':id']['update-frequency'].$post({ param: { id }, json: { frequency } }),
    legacyFailure(LEGACY_MESSAGES.updateFrequency),
    (legacy) => {
      setLegacy(legacy);
      pushToast('success', DASHBOARD_NOTICES.frequencyChanged);
    },
  );
}

/** Cancels; the panel then clears locally (001 §4). */
export function legacyCancel(id: string, body: { reason: string; otherReason: string }): Promise<boolean> {
  return act(
    { action: 'cancel', id },
    () => api.api['legacy-subscriptions'][':id'].cancel.$post({ param: { id }, json: body }),
    legacyFailure(LEGACY_MESSAGES.cancel),
    () => {
      setLegacy(null);
      pushToast('success', DASHBOARD_NOTICES.cancelled);
    },
  );
}

export function legacyUpdateAddress(id: string, address: AddressInput): Promise<boolean> {
  return act(
    { action: 'updateAddress', id },
    () => api.api['legacy-subscriptions'][':id']['update-address'].$post({ param: { id }, json: { address } }),
    legacyFailure(LEGACY_MESSAGES.updateAddress),
    (legacy) => {
      setLegacy(legacy);
      pushToast('success', DASHBOARD_NOTICES.addressChanged);
    },
  );
}

export function legacyChangeProduct(id: string, variantId: string, frequency: number): Promise<boolean> {
  return act(
    { action: 'changeProduct', id },
    () => api.api['legacy-subscriptions'][':id']['change-product-and-frequency'].$post({ param: { id }, json: { variantId, frequency } }),
    legacyFailure(LEGACY_MESSAGES.changeProduct),
    (legacy) => {
      setLegacy(legacy);
      pushToast('success', DASHBOARD_NOTICES.productChanged);
    },
  );
}

export function legacyRemoveItem(id: string, itemId: string): Promise<boolean> {
  return act(
    { action: 'removeItem', id },
    () => api.api['legacy-subscriptions'][':id'].items[':itemId'].$delete({ param: { id, itemId } }),
    legacyFailure(LEGACY_MESSAGES.removeAddOn),
    (legacy) => {
      setLegacy(legacy);
      pushToast('success', DASHBOARD_NOTICES.itemRemoved);
    },
  );
}

/** Confirm & Pay: the shop's checkout for this subscription, in the top window. */
export function legacyConfirmAndPay(id: string): Promise<boolean> {
  return act(
    { action: 'confirmAndPay', id },
    () => api['legacy-subscriptions'][':id']['quick-checkout-url'].$post({ param: { id } }),
    legacyFailure(LEGACY_MESSAGES.confirmAndPay),
    ({ quick_checkout_url }) => {
      if (!navigateTop(quick_checkout_url)) pushToast('error', LEGACY_MESSAGES.confirmAndPay);
    },
  );
}
