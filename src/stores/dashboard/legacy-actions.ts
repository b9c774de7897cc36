/**
 * The legacy subscription's actions. Every edit answers the legacy record, which replaces the
 * panel's; a failure shows the server's text first, else the spec's text for that edit.
 */

import { DASHBOARD_NOTICES } from '../../copy/dashboard-notices';
import { LEGACY_MESSAGES } from '../../domain/legacy-panel';
import { SHIP_NOW_FAILED } from '../../domain/reorder';
import type { AddressInput } from '../../domain/schemas/subscription';
import { api } from '../../lib/api-client';
import { type Failure, type JsonResponse } from '../../lib/call';
import { navigateTop } from '../embed';
import { act } from './act';
import { loadOrders } from './load';
import { setLegacy } from './records';
import type { BusyAction, LegacySubscription } from './types';
import { pushToast } from './ui';

export const legacyFailure = (text: string) => (f: Failure) => f.error ?? text;

/** Each edit's texts: the toast when it fails (after the server's own) and when it is done. */
const EDIT_TEXTS = {
  changeDate: [LEGACY_MESSAGES.updateDeliveryDate, DASHBOARD_NOTICES.dateChanged],
  pause: [LEGACY_MESSAGES.pause, DASHBOARD_NOTICES.paused],
  changeFrequency: [LEGACY_MESSAGES.updateFrequency, DASHBOARD_NOTICES.frequencyChanged],
  updateAddress: [LEGACY_MESSAGES.updateAddress, DASHBOARD_NOTICES.addressChanged],
  changeProduct: [LEGACY_MESSAGES.changeProduct, DASHBOARD_NOTICES.productChanged],
  removeItem: [LEGACY_MESSAGES.removeAddOn, DASHBOARD_NOTICES.itemRemoved],
} as const satisfies Partial<Record<BusyAction, readonly [string, string]>>;

/** One edit of the legacy subscription under the busy lock; its answer replaces the panel's record. */
function edit(action: keyof typeof EDIT_TEXTS, id: string, request: () => Promise<JsonResponse<LegacySubscription>>): Promise<boolean> {
  const [failed, done] = EDIT_TEXTS[action];
  return act({ action, id }, request, legacyFailure(failed), (legacy) => {
    setLegacy(legacy);
    pushToast('success', done);
  });
}

const legacyApi = api.api['legacy-subscriptions'][':id'];

/** Change Date: the next delivery, 'YYYY-MM-DD' (tomorrow … 3 months ahead). */
export const legacyUpdateDate = (id: string, nextDelivery: string) =>
  edit('changeDate', id, () => legacyApi['update-date'].$post({ param: { id }, json: { nextDelivery } }));

/** The retention dialog's 'pause instead': the delivery moves to the preset's date. */
export const legacyPause = (id: string, nextDelivery: string) =>
  edit('pause', id, () => legacyApi['update-date'].$post({ param: { id }, json: { nextDelivery } }));

export const legacyUpdateFrequency = (id: string, frequency: number) =>
  edit('changeFrequency', id, () => legacyApi['update-frequency'].$post({ param: { id }, json: { frequency } }));

export const legacyUpdateAddress = (id: string, address: AddressInput) =>
  edit('updateAddress', id, () => legacyApi['update-address'].$post({ param: { id }, json: { address } }));

export const legacyChangeProduct = (id: string, variantId: string, frequency: number) =>
  edit('changeProduct', id, () => legacyApi['change-product-and-frequency'].$post({ param: { id }, json: { variantId, frequency } }));

export const legacyRemoveItem = (id: string, itemId: string) => edit('removeItem', id, () => legacyApi.items[':itemId'].$delete({ param: { id, itemId } }));

/** Reorder Now: charged and ordered today; the order history reloads. */
export function legacyShipToday(id: string, idempotencyKey: string): Promise<boolean> {
  return act(
    { action: 'shipNow', id },
    () => legacyApi['ship-today-webhook'].$post({ param: { id } }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    legacyFailure(SHIP_NOW_FAILED),
    async ({ order: _order, ...legacy }) => {
      setLegacy(legacy);
      pushToast('success', DASHBOARD_NOTICES.reorderPlaced);
      await loadOrders();
    },
  );
}

/** Cancels; the panel then clears locally (001 §4). */
export function legacyCancel(id: string, body: { reason: string; otherReason: string }): Promise<boolean> {
  return act(
    { action: 'cancel', id },
    () => legacyApi.cancel.$post({ param: { id }, json: body }),
    legacyFailure(LEGACY_MESSAGES.cancel),
    () => {
      setLegacy(null);
      pushToast('success', DASHBOARD_NOTICES.cancelled);
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
