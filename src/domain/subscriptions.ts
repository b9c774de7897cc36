/**
 * Subscription rules for the dashboard and mobile screens (spec 001 §2–§5, §9).
 */
import { nextDeliveryOf, type BillingAttemptLike } from './billing';
import { parseIsoDate } from './dates';
import { DEFAULT_SHIPPING_CENTS, dollarsToCents } from './money';

import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './subscription-status';

export { SUBSCRIPTION_STATUSES, type SubscriptionStatus };

/** The status-chip palette shared by subscriptions and orders. */
export type ChipColour = 'success' | 'warning' | 'error' | 'default';

const STATUS_RANK: Readonly<Record<SubscriptionStatus, number>> = { ACTIVE: 0, PAUSED: 1, CANCELLED: 2 };

function statusOf(status: string | null | undefined): SubscriptionStatus | null {
  const s = (status ?? '').toUpperCase();
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(s) ? (s as SubscriptionStatus) : null;
}

interface SortableSubscription {
  status?: string | null;
  billing_attempts?: readonly BillingAttemptLike[] | null;
  next_charge_scheduled_at?: string | null;
}

/**
 * The subscriptions table order: ACTIVE, PAUSED, CANCELLED, any other status, then the soonest
 * next order (undated last). Returns a new array.
 *
 * @example
 * sortSubscriptions([{ status: 'CANCELLED' }, { status: 'ACTIVE' }], now).map((s) => s.status) // ['ACTIVE', 'CANCELLED']
 */
export function sortSubscriptions<S extends SortableSubscription>(subscriptions: readonly S[], now: Date): S[] {
  const keyed = subscriptions.map((s) => {
    const status = statusOf(s.status);
    return {
      s,
      rank: status === null ? SUBSCRIPTION_STATUSES.length : STATUS_RANK[status],
      next: parseIsoDate(nextDeliveryOf(s, now))?.getTime() ?? Infinity,
    };
  });
  return keyed.sort((a, b) => a.rank - b.rank || a.next - b.next).map((k) => k.s);
}

/**
 * @example
 * subscriptionChipColour('PAUSED') // 'warning'
 * subscriptionChipColour('EXPIRED') // 'default'
 */
export function subscriptionChipColour(status: string | null | undefined): ChipColour {
  switch (statusOf(status)) {
    case 'ACTIVE':
      return 'success';
    case 'PAUSED':
      return 'warning';
    case 'CANCELLED':
      return 'error';
    default:
      return 'default';
  }
}

/** Only ACTIVE rows open the manage modal. */
export function canManage(status: string | null | undefined): boolean {
  return statusOf(status) === 'ACTIVE';
}

/** PAUSED and CANCELLED rows show a RESUME link. */
export function canResume(status: string | null | undefined): boolean {
  const s = statusOf(status);
  return s === 'PAUSED' || s === 'CANCELLED';
}

/** Reorder Now is disabled while a recent order exists. */
export function canReorderNow(subscription: { has_recent_order?: boolean | null }): boolean {
  return !subscription.has_recent_order;
}

/**
 * The frequency label: 'Every {frequency} {unit}', with the unit pluralised as needed.
 *
 * @example
 * frequencyLabel(30, 'day') // 'Every 30 days'
 * frequencyLabel(1, 'months') // 'Every 1 month'
 */
export function frequencyLabel(frequency: number | string, unit: string | null | undefined = 'day'): string {
  const n = Number(frequency);
  const singular = (unit || 'day').trim().toLowerCase().replace(/s$/, '');
  return `Every ${frequency} ${n === 1 ? singular : `${singular}s`}`;
}

/**
 * The next-order card's line.
 *
 * @example
 * repeatsEveryLabel(30) // 'Repeats every 30 days'
 */
export function repeatsEveryLabel(days: number): string {
  return `Repeats every ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The cancel dialog's reasons, worded as the spec has them (001 §5). */
export const CANCEL_REASONS = ['Too expensive', "Dog didn't like it", 'Dog passed away.', 'Vet recommended alternative food', 'Allergies'] as const;
/** The legacy form's free-text reason. */
export const OTHER_CANCEL_REASON = 'Other';
/** The legacy cancel form adds Other, with a text to specify. */
export const LEGACY_CANCEL_REASONS = [...CANCEL_REASONS, OTHER_CANCEL_REASON] as const;
/** Shown when neither a reason nor feedback is given. */
export const CANCEL_VALIDATION_MESSAGE = 'Please select a reason or provide feedback';

/**
 * The cancel form's check: a reason or some feedback text.
 *
 * @example
 * cancelValidationError({ reason: '', otherReason: '  ' }) // 'Please select a reason or provide feedback'
 */
export function cancelValidationError(body: { reason?: string | null; otherReason?: string | null }): string | null {
  return body.reason?.trim() || body.otherReason?.trim() ? null : CANCEL_VALIDATION_MESSAGE;
}

/** The legacy panel's pause choices, in days. */
export const PAUSE_PRESETS_DAYS = [7, 14, 30, 90] as const;

/** A pause until a date is announced by e-mail this many days before deliveries start again. */
export const PAUSE_REMINDER_DAYS_BEFORE = 3;

/** A subscription's money, in cents. */
export interface SubscriptionTotals {
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
}

/**
 * Items × quantity plus shipping (6.99 when the subscription carries none). Item prices are
 * dollars as the answers carry them; `final_price` wins over `price` when present.
 *
 * @example
 * subscriptionTotals({ items: [{ price: 61.59, quantity: 1 }, { price: '12.34', quantity: 2 }] })
 * // { subtotalCents: 8627, shippingCents: 699, totalCents: 9326 }
 */
export function subscriptionTotals(subscription: {
  items?:
    | readonly {
        price?: number | string | null;
        final_price?: number | string | null;
        quantity?: number | null;
      }[]
    | null;
  shippingPrice?: number | string | null;
}): SubscriptionTotals {
  const subtotalCents = (subscription.items ?? []).reduce(
    (sum, item) => sum + (dollarsToCents(item.final_price) ?? dollarsToCents(item.price) ?? 0) * (item.quantity ?? 1),
    0,
  );
  const shippingCents = dollarsToCents(subscription.shippingPrice) ?? DEFAULT_SHIPPING_CENTS;
  return { subtotalCents, shippingCents, totalCents: subtotalCents + shippingCents };
}

/**
 * A legacy subscription is active when `is_active` is true or the string 'true'.
 *
 * @example
 * isLegacyActive('true') // true
 * isLegacyActive('false') // false
 */
export function isLegacyActive(isActive: unknown): boolean {
  return isActive === true || isActive === 'true';
}

/** The legacy panel's notice for an inactive subscription (spec 001 §4). */
export const LEGACY_INACTIVE_MESSAGE = 'This subscription is paused or cancelled. It will not renew unless you restart it by clicking Confirm & Pay.';

/**
 * The legacy panel shows when no active non-legacy subscription exists and a legacy one does.
 *
 * @example
 * showLegacyPanel([{ status: 'CANCELLED' }], { id: 'L1' }) // true
 * showLegacyPanel([{ status: 'ACTIVE' }], { id: 'L1' }) // false
 */
export function showLegacyPanel(subscriptions: readonly { status?: string | null; isLegacy?: boolean | null }[], legacy: unknown): boolean {
  return legacy != null && !subscriptions.some((s) => !s.isLegacy && statusOf(s.status) === 'ACTIVE');
}

/**
 * The subscriptions counted by the feeding summary: active, non-legacy.
 *
 * @example
 * activeSubscriptions([{ status: 'ACTIVE' }, { status: 'PAUSED' }]).length // 1
 */
export function activeSubscriptions<S extends { status?: string | null }>(subscriptions: readonly S[]): S[] {
  return subscriptions.filter((s) => statusOf(s.status) === 'ACTIVE');
}

/**
 * Item calls of legacy or status-less subscriptions go to /legacy-subscriptions/{id}/items.
 *
 * @example
 * usesLegacyItemsEndpoint({ status: null }) // true
 */
export function usesLegacyItemsEndpoint(subscription: { status?: string | null; isLegacy?: boolean | null }): boolean {
  return Boolean(subscription.isLegacy) || !subscription.status;
}
