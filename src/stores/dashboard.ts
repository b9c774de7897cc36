/**
 * The customer dashboard's state (spec 001 §2, §4, §8): the customer's subscriptions, orders,
 * legacy subscription, recommendations and treats; the dialog that is open; the busy lock
 * (one action at a time); the optimistic frequency; the payment banner; and the toasts.
 *
 * Every action calls the API through the typed client at the path the spec lists, and puts
 * the record it answers in place (the server answers the updated record). A failed load is
 * silent (an empty list or null) and leaves the rest of the page working; a failed action
 * shows the spec's text in a toast.
 *
 * @example
 * useEffect(() => void loadDashboard(customer.customerId), []);
 * const subs = useStore($sortedSubscriptions);
 * await changeDate(sub.id, '2025-07-01');
 */
import type { InferResponseType } from 'hono/client';
import { atom, computed, map } from 'nanostores';
import { firstFailedAttempt } from '../domain/billing';
import { findTreatVariant } from '../domain/catalogue';
import { dateChangeBody, shipNowBody } from '../domain/dates';
import { DASHBOARD_NOTICES } from '../domain/dashboard-notices';
import { LEGACY_MESSAGES } from '../domain/legacy-panel';
import { MESSAGES } from '../domain/messages';
import { dollarsToCents, treatSubscriptionPriceCents, centsToDollars } from '../domain/money';
import { CHANGE_DATE_FAILED, SHIP_NOW_FAILED } from '../domain/reorder';
import type { AddressInput } from '../domain/schemas/subscription';
import type { RecommendationData } from '../domain/schemas/shop';
import { canManage, showLegacyPanel, sortSubscriptions, usesLegacyItemsEndpoint, activeSubscriptions } from '../domain/subscriptions';
import { api } from '../lib/api-client';
import { navigateTop, postToParent } from './embed';
import { $petData, type PetRecord } from './pets';

// ─── Types (as the API answers them) ─────────────────────────────────────────────────────

export type Subscription = InferResponseType<(typeof api.api.subscriptions)[':id']['$get'], 200>;
export type SubscriptionItem = Subscription['items'][number];
export type LegacySubscription = InferResponseType<(typeof api.api)['legacy-subscriptions']['by-shopify-id'][':customerId']['$get'], 200>[number];
export type LegacyItem = LegacySubscription['additionalItems'][number];
export type Order = InferResponseType<(typeof api.api.orders.customer)[':customerId']['$get'], 200>['orders'][number];
export type Treat = InferResponseType<(typeof api.api.shopify)['get-collection']['$get'], 200>['products'][number];
export type BillingAttempt = Subscription['billing_attempts'][number];

/** A subscription or the legacy subscription an action or dialog is about. */
export type Target = { kind: 'subscription'; id: string } | { kind: 'legacy'; id: string };

export type DialogState =
  | { kind: 'manage'; id: string }
  | { kind: 'reorder'; target: Target; idempotencyKey: string }
  | { kind: 'pause'; id: string }
  | { kind: 'address'; target: Target }
  | { kind: 'product'; target: Target }
  | { kind: 'date'; target: Target }
  | { kind: 'resume'; id: string }
  | { kind: 'frequency'; id: string }
  | { kind: 'legacyFrequency'; id: string }
  | { kind: 'emailSent'; text: string }
  | { kind: 'cancel'; target: Target }
  | { kind: 'retention'; id: string }
  | { kind: 'treats'; target: Target }
  | { kind: 'pet'; pet: PetRecord | null };

/** The actions the busy lock serialises (001 §4 'Busy lock', and every other change too). */
export type BusyAction =
  | 'shipNow'
  | 'changeDate'
  | 'changeFrequency'
  | 'updateAddress'
  | 'changeProduct'
  | 'pause'
  | 'resume'
  | 'cancel'
  | 'updateBilling'
  | 'removeItem'
  | 'addItems'
  | 'retryPayment'
  | 'confirmAndPay';

export interface Busy {
  action: BusyAction;
  /** The subscription or legacy subscription it acts on. */
  id: string;
}

export interface Toast {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

export interface ListState<T> {
  /** 'ready' also after a failed load (then the list is empty, 001 §8). */
  status: 'idle' | 'loading' | 'ready';
  items: T[];
}

export interface PaymentBannerState {
  /** The banner has been raised on this page (it is raised once, 001 §4). */
  raised: boolean;
  /** The customer closed it. */
  closed: boolean;
  subscriptionId: string | null;
  /** The failed attempt it reports; null once paid or skipped. */
  attempt: BillingAttempt | null;
  editUrl: string | null;
  /** Why the last retry failed. */
  retryError: string | null;
}

// ─── Stores ──────────────────────────────────────────────────────────────────────────────

export const $subscriptions = atom<ListState<Subscription>>({ status: 'idle', items: [] });
export const $orders = atom<ListState<Order>>({ status: 'idle', items: [] });
export const $legacy = atom<{ status: 'idle' | 'loading' | 'ready'; legacy: LegacySubscription | null }>({ status: 'idle', legacy: null });
export const $recommendations = atom<RecommendationData[]>([]);
export const $treats = atom<{ status: 'idle' | 'loading' | 'ready' | 'error'; products: Treat[] }>({ status: 'idle', products: [] });
export const $dialog = atom<DialogState | null>(null);
export const $busy = atom<Busy | null>(null);
/** Frequencies shown before the server confirms them, by subscription id. */
export const $pendingFrequency = map<Record<string, number | undefined>>({});
export const $toasts = atom<Toast[]>([]);
const NO_BANNER: PaymentBannerState = { raised: false, closed: false, subscriptionId: null, attempt: null, editUrl: null, retryError: null };
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

/** The frequency to show: the pending one while the server has not confirmed it. */
export function displayedFrequency(subscription: Pick<Subscription, 'id' | 'order_interval_frequency'>, pending: Record<string, number | undefined>): number {
  return pending[subscription.id] ?? subscription.order_interval_frequency;
}

// ─── Toasts and dialogs ──────────────────────────────────────────────────────────────────

/** How many toasts stay on screen; older ones make room. */
export const TOASTS_SHOWN = 3;
let toastSeq = 0;

export function pushToast(tone: Toast['tone'], text: string): void {
  $toasts.set([...$toasts.get(), { id: ++toastSeq, tone, text }].slice(-TOASTS_SHOWN));
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}

/** Opens a dialog; inside the shop's frame the shop page scrolls up so the dialog is in view. */
export function openDialog(dialog: DialogState): void {
  $dialog.set(dialog);
  postToParent({ type: 'SCROLL_PARENT_TO_TOP' });
}

export function closeDialog(): void {
  $dialog.set(null);
}

/** A fresh Idempotency-Key: one per Reorder Now confirm, so a double click makes one order. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `key-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

// ─── Calls ───────────────────────────────────────────────────────────────────────────────

interface Failure {
  ok: false;
  status: number;
  /** The server's `error` text, when it sent one. */
  error: string | null;
  code: string | null;
}

type Answer<B> = { ok: true; body: B } | Failure;

interface JsonResponse<B> {
  ok: boolean;
  status: number;
  json(): Promise<B>;
}

/** Runs a call; a network failure or an error answer becomes a Failure with the server's text. */
async function send<B>(request: () => Promise<JsonResponse<B>>): Promise<Answer<B>> {
  let res: JsonResponse<B>;
  try {
    res = await request();
  } catch {
    return { ok: false, status: 0, error: null, code: null };
  }
  if (res.ok) {
    try {
      return { ok: true, body: await res.json() };
    } catch {
      return { ok: false, status: res.status, error: null, code: null };
    }
  }
  const body = (await res.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
  return {
    ok: false,
    status: res.status,
    error: typeof body?.error === 'string' && body.error ? body.error : null,
    code: typeof body?.code === 'string' ? body.code : null,
  };
}

/**
 * One change under the busy lock: refused (false, nothing sent) while another runs; on
 * success `done` gets the answer; on failure the toast says `failure(...)`.
 */
async function act<B>(
  busy: Busy,
  request: () => Promise<JsonResponse<B>>,
  failure: (f: Failure) => string,
  done: (body: B) => void | Promise<void>,
): Promise<boolean> {
  if ($busy.get()) return false;
  $busy.set(busy);
  try {
    const answer = await send(request);
    if (!answer.ok) {
      pushToast('error', answer.code === 'busy' ? DASHBOARD_NOTICES.busy : failure(answer));
      return false;
    }
    await done(answer.body);
    return true;
  } finally {
    $busy.set(null);
  }
}

let customerId: string | null = null;

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

/** (Re)loads the subscriptions; a failed reload keeps what is shown. */
export async function loadSubscriptions(): Promise<void> {
  if (!customerId) return;
  const previous = $subscriptions.get();
  $subscriptions.set({ ...previous, status: 'loading' });
  const id = customerId;
  const answer = await send(() => api.api.subscriptions.customer[':customerId'].$get({ param: { customerId: id } }));
  if (customerId !== id) return; // another customer's page now
  setSubscriptions(answer.ok && Array.isArray(answer.body) ? answer.body : previous.items);
}

export async function loadOrders(): Promise<void> {
  if (!customerId) return;
  const previous = $orders.get();
  $orders.set({ ...previous, status: 'loading' });
  const id = customerId;
  const answer = await send(() => api.api.orders.customer[':customerId'].$get({ param: { customerId: id } }));
  if (customerId !== id) return;
  $orders.set({ status: 'ready', items: answer.ok ? (answer.body.orders ?? []) : previous.items });
}

export async function loadLegacy(): Promise<void> {
  if (!customerId) return;
  const previous = $legacy.get();
  $legacy.set({ ...previous, status: 'loading' });
  const id = customerId;
  const answer = await send(() => api.api['legacy-subscriptions']['by-shopify-id'][':customerId'].$get({ param: { customerId: id } }));
  if (customerId !== id) return;
  $legacy.set({ status: 'ready', legacy: answer.ok ? (answer.body[0] ?? null) : previous.legacy });
}

/** The treats collection, loaded when the treats modal first opens (again after a failure). */
export async function loadTreats(): Promise<void> {
  const current = $treats.get();
  if (current.status === 'ready' || current.status === 'loading') return;
  $treats.set({ status: 'loading', products: [] });
  const answer = await send(() => api.api.shopify['get-collection'].$get());
  $treats.set(answer.ok ? { status: 'ready', products: answer.body.products ?? [] } : { status: 'error', products: [] });
}

let recommendationSeq = 0;

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

// ─── Records in place ────────────────────────────────────────────────────────────────────

function setSubscriptions(items: Subscription[]): void {
  $subscriptions.set({ status: 'ready', items });
  syncPendingFrequencies(items);
  syncPaymentBanner(items);
}

function replaceSubscription(updated: Subscription): void {
  const items = $subscriptions.get().items;
  setSubscriptions(items.some((s) => s.id === updated.id) ? items.map((s) => (s.id === updated.id ? updated : s)) : [...items, updated]);
}

/** An optimistic frequency is cleared as soon as the server's record shows it (001 §4). */
function syncPendingFrequencies(items: Subscription[]): void {
  const pending = $pendingFrequency.get();
  for (const [id, frequency] of Object.entries(pending)) {
    if (items.find((s) => s.id === id)?.order_interval_frequency === frequency) $pendingFrequency.setKey(id, undefined);
  }
}

/**
 * The payment banner (001 §4): the first failed attempt raises it, once per page; it stays
 * (closable) until that subscription's failure is paid or skipped.
 */
function syncPaymentBanner(items: Subscription[]): void {
  const banner = $paymentBanner.get();
  if (!banner.raised) {
    for (const s of sortSubscriptions(items, new Date())) {
      const attempt = firstFailedAttempt(s.billing_attempts);
      if (attempt) {
        $paymentBanner.set({ ...NO_BANNER, raised: true, subscriptionId: s.id, attempt, editUrl: s.edit_url });
        return;
      }
    }
    return;
  }
  const sub = items.find((s) => s.id === banner.subscriptionId);
  const attempt = sub ? firstFailedAttempt(sub.billing_attempts) : null;
  $paymentBanner.set({ ...banner, attempt, editUrl: sub?.edit_url ?? banner.editUrl });
}

export function closePaymentBanner(): void {
  $paymentBanner.set({ ...$paymentBanner.get(), closed: true });
}

function setLegacy(legacy: LegacySubscription | null): void {
  $legacy.set({ status: 'ready', legacy });
}

// ─── Subscription actions ────────────────────────────────────────────────────────────────

/** Reorder Now: POST /subscriptions/{id}/ship-now with an Idempotency-Key. */
export function shipNow(id: string, idempotencyKey: string): Promise<boolean> {
  return act(
    { action: 'shipNow', id },
    () => api.subscriptions[':id']['ship-now'].$post({ param: { id }, json: shipNowBody(new Date()) }, { headers: { 'Idempotency-Key': idempotencyKey } }),
    () => SHIP_NOW_FAILED,
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
    () => CHANGE_DATE_FAILED,
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
    () => MESSAGES.failedToUpdateFrequency,
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
    () => MESSAGES.failedToUpdateAddress,
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
    () => MESSAGES.failedToUpdateSubscription,
    (subscription) => {
      replaceSubscription(subscription);
      pushToast('success', DASHBOARD_NOTICES.productChanged);
    },
  );
}

/** Pause for `days`, or until resumed (null). */
export function pause(id: string, days: number | null): Promise<boolean> {
  return act(
    { action: 'pause', id },
    () => api.subscriptions[':id'].pause.$post({ param: { id }, json: { days } }),
    (f) => f.error ?? MESSAGES.failedToPauseSubscription,
    (subscription) => {
      replaceSubscription(subscription);
      pushToast('success', days === null ? DASHBOARD_NOTICES.pausedUntilResumed : DASHBOARD_NOTICES.paused);
    },
  );
}

/** Resume a PAUSED or CANCELLED subscription with the chosen next delivery date. */
export function resume(id: string, nextDeliveryDate: string): Promise<boolean> {
  return act(
    { action: 'resume', id },
    () => api.subscriptions[':id'].resume.$post({ param: { id }, json: { nextDeliveryDate } }),
    () => MESSAGES.failedToResumeSubscription,
    (subscription) => {
      replaceSubscription(subscription);
      pushToast('success', DASHBOARD_NOTICES.resumed);
    },
  );
}

export function cancel(id: string, body: { reason: string; otherReason: string }): Promise<boolean> {
  return act(
    { action: 'cancel', id },
    () => api.subscriptions[':id'].$delete({ param: { id }, json: body }),
    () => MESSAGES.failedToCancelSubscription,
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
    () => MESSAGES.failedToUpdateBilling,
    () => undefined,
  );
}

/** Removes an added item (not the main product). */
export function removeItem(id: string, itemId: string): Promise<boolean> {
  return act(
    { action: 'removeItem', id },
    () => api.subscriptions[':id'].items[':itemId'].$delete({ param: { id, itemId } }),
    () => MESSAGES.failedToRemoveItem,
    (subscription) => {
      replaceSubscription(subscription);
      pushToast('success', DASHBOARD_NOTICES.itemRemoved);
    },
  );
}

/** The add-items body for one treat, at the treat subscription price (the server charges its own). */
function treatItem(treat: Treat, variantId: string, quantity: number, oneTime: boolean) {
  const variant = treat.variants.find((v) => v.id === variantId) ?? treat.variants[0]!;
  const listCents = dollarsToCents(variant.price) ?? findTreatVariant(variant.id)?.variant.priceCents ?? 0;
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
      () => MESSAGES.failedToAddTreat,
      (legacy) => {
        setLegacy(legacy);
        pushToast('success', DASHBOARD_NOTICES.treatAdded);
      },
    );
  }
  return act(
    { action: 'addItems', id },
    () => api.api.subscriptions[':id'].items.$post({ param: { id }, json: { items } }),
    () => MESSAGES.failedToAddTreat,
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

// ─── Legacy actions ──────────────────────────────────────────────────────────────────────

const legacyFailure = (text: string) => (f: Failure) => f.error ?? text;

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

function legacyDate(id: string, nextDelivery: string, kind: 'changeDate' | 'pause'): Promise<boolean> {
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

// ─── Feeding plan e-mail ─────────────────────────────────────────────────────────────────

/** POST /api/email-plan with the customer's pets and the recommendations shown. */
export async function emailFeedingPlan(email: string): Promise<boolean> {
  const answer = await send(() => api.api['email-plan'].$post({ json: { email, petData: $petData.get(), recommendations: $recommendations.get() } }));
  return answer.ok;
}

// ─── Reset ───────────────────────────────────────────────────────────────────────────────

function clearState(): void {
  $subscriptions.set({ status: 'idle', items: [] });
  $orders.set({ status: 'idle', items: [] });
  $legacy.set({ status: 'idle', legacy: null });
  $recommendations.set([]);
  $treats.set({ status: 'idle', products: [] });
  $dialog.set(null);
  $busy.set(null);
  $pendingFrequency.set({});
  $toasts.set([]);
  $paymentBanner.set(NO_BANNER);
}

/** For tests: back to a page that has loaded nothing. */
export function resetDashboardForTests(): void {
  customerId = null;
  clearState();
}
