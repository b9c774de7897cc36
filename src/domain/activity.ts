/**
 * Recent activity (the mobile Home tab, spec 001 §2 'Mobile dashboard'): the customer's orders
 * and the subscription events of the event log, merged newest first, each as one short line.
 *
 * The API lists only the event actions named here (`ACTIVITY_ACTIONS`), so its limit counts
 * shown lines. Actions that create an order (renewal, ship-now, retry-payment, legacy
 * ship-today) are left out: the order itself appears as 'Order #… placed', once.
 */
import { formatShortDateUS } from './dates';
import { formatNzdMobile } from './money';
import { orderNumberLabel } from './orders';
import { frequencyLabel } from './subscriptions';

/** The event-log actions shown as activity, with their line (facts filled in by `activityText`). */
export const ACTIVITY_ACTIONS = [
  'subscription-started',
  'trial-started',
  'renewal-declined',
  'change-date',
  'update-date',
  'change-frequency',
  'update-frequency',
  'change-product-and-frequency',
  'pause',
  'pause-days',
  'pause-until',
  'skip',
  'unskip',
  'resume',
  'cancel',
  'update-address',
  'add-items',
  'remove-item',
  'update-billing',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/**
 * @example
 * isActivityAction('pause') // true
 * isActivityAction('renewal') // false (the order shows instead)
 */
export function isActivityAction(action: string): action is ActivityAction {
  return (ACTIVITY_ACTIONS as readonly string[]).includes(action);
}

/** What GET /api/activity answers per event: the action and the facts its line needs. */
export interface ActivityEventData {
  id: string;
  subscriptionId: string;
  legacy: boolean;
  action: ActivityAction;
  /** ISO date-time of the event. */
  at: string;
  /** The subscription's main product now (null when unknown). */
  productName: string | null;
  /** From the record after the change: frequency and unit, next date, pause length in days. */
  frequency: number | null;
  unit: string | null;
  nextDate: string | null;
  pauseDays: number | null;
  /** The delivery day a skip or unskip was about, or the day a pause ends (null for other actions). */
  day: string | null;
  /** Done by the shop's staff for the customer (the console), not by the customer. */
  byShop: boolean;
}

/** GET /api/activity: `{ activity }`, newest first. */
export interface ActivityAnswer {
  activity: ActivityEventData[];
}

/** How many events GET /api/activity answers without a `limit`, and at most. */
export const ACTIVITY_DEFAULT_LIMIT = 10;
export const ACTIVITY_MAX_LIMIT = 50;
/** How many lines the Home tab shows. */
export const HOME_ACTIVITY_LINES = 5;

/**
 * The line for an event.
 *
 * @example
 * activityText({ action: 'change-frequency', frequency: 30, unit: 'day' }) // 'Delivery frequency changed to every 30 days'
 * activityText({ action: 'pause-days', pauseDays: 14 }) // 'Next delivery pushed back 14 days'
 */
export function activityText(
  event: Pick<ActivityEventData, 'action'> & Partial<Pick<ActivityEventData, 'frequency' | 'unit' | 'nextDate' | 'pauseDays' | 'productName' | 'day'>>,
): string {
  switch (event.action) {
    case 'subscription-started':
      return 'Subscription started';
    case 'trial-started':
      return 'Free trial started';
    case 'renewal-declined':
      return 'Payment declined';
    case 'change-date':
    case 'update-date': {
      const date = event.nextDate ? formatShortDateUS(event.nextDate) : '';
      return date ? `Next delivery moved to ${date}` : 'Next delivery date changed';
    }
    case 'change-frequency':
    case 'update-frequency':
      return event.frequency ? `Delivery frequency changed to ${frequencyLabel(event.frequency, event.unit).toLowerCase()}` : 'Delivery frequency changed';
    case 'change-product-and-frequency':
      return event.productName ? `Product changed to ${event.productName}` : 'Product changed';
    case 'pause':
      return 'Subscription paused';
    case 'pause-days':
      return event.pauseDays ? `Next delivery pushed back ${event.pauseDays} ${event.pauseDays === 1 ? 'day' : 'days'}` : 'Next delivery pushed back';
    case 'pause-until':
      return event.day ? `Subscription paused until ${formatShortDateUS(event.day)}` : 'Subscription paused';
    case 'skip':
      return event.day ? `Delivery of ${formatShortDateUS(event.day)} skipped` : 'Delivery skipped';
    case 'unskip':
      return event.day ? `Delivery of ${formatShortDateUS(event.day)} put back` : 'Skipped delivery put back';
    case 'resume':
      return 'Subscription resumed';
    case 'cancel':
      return 'Subscription cancelled';
    case 'update-address':
      return 'Delivery address updated';
    case 'add-items':
      return 'Treats added';
    case 'remove-item':
      return 'Item removed';
    case 'update-billing':
      return 'Card update link e-mailed';
  }
}

/** Appended to the line of a change the shop's staff made for the customer (issue 49). */
export const BY_SHOP = '(changed by the shop)';

/** One line of the Home tab's recent activity. */
export interface ActivityLine {
  /** Unique across orders and events. */
  key: string;
  kind: 'order' | 'subscription';
  text: string;
  /** Product, or the order's total; null when there is nothing to add. */
  detail: string | null;
  /** ISO date-time. */
  at: string;
}

interface OrderLike {
  id: string;
  name?: string | null;
  order_number?: string | number | null;
  created_at: string;
  total_price?: number | null;
}

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? -Infinity : t;
};

/**
 * Orders and events as lines, newest first, at most `limit`.
 *
 * @example
 * recentActivity([{ id: 'o1', order_number: 1001, created_at: '2025-06-01T00:00:00Z', total_price: 80.5 }], [], 5)
 * // [{ key: 'order:o1', kind: 'order', text: 'Order #1001 placed', detail: '$81', at: '2025-06-01T00:00:00Z' }]
 */
export function recentActivity(orders: readonly OrderLike[], events: readonly ActivityEventData[], limit: number = HOME_ACTIVITY_LINES): ActivityLine[] {
  const lines: ActivityLine[] = [
    ...orders.map((o) => ({
      key: `order:${o.id}`,
      kind: 'order' as const,
      text: `${orderNumberLabel(o.order_number ?? o.name ?? o.id)} placed`,
      detail: o.total_price == null ? null : formatNzdMobile(o.total_price),
      at: o.created_at,
    })),
    ...events.map((e) => ({
      key: `event:${e.id}`,
      kind: 'subscription' as const,
      text: e.byShop ? `${activityText(e)} ${BY_SHOP}` : activityText(e),
      detail: e.action === 'change-product-and-frequency' ? null : e.productName,
      at: e.at,
    })),
  ];
  return lines.sort((a, b) => time(b.at) - time(a.at)).slice(0, Math.max(0, limit));
}
