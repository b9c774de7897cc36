/**
 * Order display rules (spec 001 §2, §4, §9): status chips, the first two line items and the
 * small texts of the order cards.
 */
import type { ChipColour } from './subscriptions';

/** The chip text of an order without a fulfilment status. */
export const ORDER_STATUS_UNKNOWN_LABEL = 'Unknown';
/** Order cards show only the first two line items. */
export const ORDER_LINE_ITEMS_SHOWN = 2;

const ORDER_CHIP_COLOURS: Readonly<Record<string, ChipColour>> = {
  fulfilled: 'success',
  delivered: 'success',
  pending: 'warning',
  processing: 'warning',
  error: 'error',
  failed: 'error',
};

/**
 * @example
 * orderChipColour('Fulfilled') // 'success'
 * orderChipColour(null) // 'default'
 */
export function orderChipColour(status: string | null | undefined): ChipColour {
  return ORDER_CHIP_COLOURS[(status ?? '').trim().toLowerCase()] ?? 'default';
}

/** Default chips carry a shipping icon. */
export function orderChipIcon(status: string | null | undefined): 'shipping' | null {
  return orderChipColour(status) === 'default' ? 'shipping' : null;
}

/**
 * @example
 * orderStatusLabel(null) // 'Unknown'
 */
export function orderStatusLabel(status: string | null | undefined): string {
  return status?.trim() || ORDER_STATUS_UNKNOWN_LABEL;
}

/**
 * The line items shown on a card and the '+N more items' text (null when none are hidden).
 *
 * @example
 * visibleLineItems(['a', 'b', 'c', 'd']) // { shown: ['a', 'b'], moreLabel: '+2 more items' }
 */
export function visibleLineItems<T>(items: readonly T[]): { shown: T[]; moreLabel: string | null } {
  const hidden = items.length - ORDER_LINE_ITEMS_SHOWN;
  return {
    shown: items.slice(0, ORDER_LINE_ITEMS_SHOWN),
    moreLabel: hidden > 0 ? `+${hidden} more ${hidden === 1 ? 'item' : 'items'}` : null,
  };
}

/** 'Qty: 2' */
export function quantityLabel(quantity: number): string {
  return `Qty: ${quantity}`;
}

/** 'Track: 1Z999' or null without a tracking number. */
export function trackingLabel(tracking: { tracking_number?: string | null } | null | undefined): string | null {
  return tracking?.tracking_number ? `Track: ${tracking.tracking_number}` : null;
}

/** 'Order #1001' */
export function orderNumberLabel(orderNumber: string | number): string {
  return `Order #${String(orderNumber).replace(/^#/, '')}`;
}

/** 'My Last Order' once fulfilled, else 'My Current Order'. */
export function orderCardTitle(fulfillmentStatus: string | null | undefined): string {
  return (fulfillmentStatus ?? '').toLowerCase() === 'fulfilled' ? 'My Last Order' : 'My Current Order';
}
