/**
 * One timeline of every upcoming charge (issue 61 §2): each active plan's next deliveries
 * (./upcoming-deliveries.ts: the discount, shipping and one-time items applied as the renewal
 * charges them), the legacy plan's too, whether or not its panel shows (spec 001 §4 hides the
 * panel beside an active subscription, never its charges), merged by day with their total.
 */
import { isLegacyActive } from './subscriptions';
import { upcomingDeliveries, type DeliveryItemLike, type UpcomingDelivery } from './upcoming-deliveries';

/** One plan's deliveries, named for the list. */
export interface TimelinePlan {
  id: string;
  name: string;
  legacy: boolean;
  deliveries: readonly UpcomingDelivery[];
}

export interface TimelineEntry extends UpcomingDelivery {
  planId: string;
  planName: string;
  legacy: boolean;
}

export interface UpcomingTimeline {
  entries: TimelineEntry[];
  /** What the listed deliveries charge together (a skipped one charges nothing). */
  totalCents: number;
  /** How many of them are charged. */
  charged: number;
}

/**
 * @example
 * const a = { id: 'sub_1', name: 'Chicken', legacy: false, deliveries: [{ day: '2026-12-10', skipped: false, items: [], totalCents: 9000, discountCents: 0 }] };
 * const b = { id: 'leg_1', name: 'Mixed', legacy: true, deliveries: [{ day: '2026-12-05', skipped: false, items: [], totalCents: 13777, discountCents: 0 }] };
 * upcomingTimeline([a, b]).entries.map((e) => e.planId) // ['leg_1', 'sub_1']
 * upcomingTimeline([a, b]).totalCents // 22777
 */
export function upcomingTimeline(plans: readonly TimelinePlan[]): UpcomingTimeline {
  const entries = plans
    .flatMap((plan, order) => plan.deliveries.map((d) => ({ ...d, planId: plan.id, planName: plan.name, legacy: plan.legacy, order })))
    .sort((x, y) => (x.day === y.day ? x.order - y.order : x.day < y.day ? -1 : 1))
    .map(({ order: _order, ...entry }) => entry);
  const charged = entries.filter((e) => !e.skipped);
  return { entries, totalCents: charged.reduce((sum, e) => sum + e.totalCents, 0), charged: charged.length };
}

/** What the timeline reads of a legacy subscription (its API answer). */
export interface LegacyTimelineSubject {
  id: string;
  is_active: unknown;
  nextDelivery: string | null;
  frequency: number | string | null;
  mainProduct: (Omit<DeliveryItemLike, 'id'> & { shopify_variant_id: string }) | null;
  additionalItems: readonly (Omit<DeliveryItemLike, 'id'> & { shopify_variant_id: string })[];
  shippingPrice: number | string | null;
}

/**
 * An active legacy plan's next deliveries: its date and its days-apart rhythm, its products (the
 * one-time ones in the first only) and its shipping. None when it is inactive or has no date.
 *
 * @example
 * legacyDeliveries({ id: 'l', is_active: true, nextDelivery: '2026-12-21', frequency: 35, mainProduct: { shopify_variant_id: 'v', title: 'Mixed', quantity: 1, price: '130.78' }, additionalItems: [], shippingPrice: '6.99' }, '2026-12-03')[0]
 * // { day: '2026-12-21', skipped: false, items: [{ id: 'v:0', title: 'Mixed', quantity: 1 }], totalCents: 13777, discountCents: 0 }
 */
export function legacyDeliveries(legacy: LegacyTimelineSubject, today: string): UpcomingDelivery[] {
  const frequency = Number(legacy.frequency);
  if (!isLegacyActive(legacy.is_active) || !legacy.nextDelivery || !(frequency > 0)) return [];
  // A variant may be both the main bag and an add-on: the position keeps each line apart.
  const items = [legacy.mainProduct, ...legacy.additionalItems].flatMap((item, i) => (item ? [{ ...item, id: `${item.shopify_variant_id}:${i}` }] : []));
  const schedule = { next_charge_scheduled_at: legacy.nextDelivery, order_interval_frequency: frequency, order_interval_unit: 'day', attempts: [] };
  return upcomingDeliveries(schedule, items, legacy.shippingPrice, today);
}
