/**
 * The subscription event log: who did what, and the record before and after. Both snapshots
 * are taken by SQL inside the change batch (the first and the last statement), so they show
 * exactly what the batch changed, whichever statements it ran.
 */
import { newId } from '../lib/ids';

/**
 * 'customer:<id>' for the customer's own actions, 'shop:<staff id>' for the shop's staff acting
 * for them in the console (the ID token's `sub`), 'scheduler' for the cron job.
 */
export type Actor = `customer:${string}` | `shop:${string}` | 'scheduler';
export const customerActor = (customerId: string): Actor => `customer:${customerId}`;
export const shopActor = (staffId: string): `shop:${string}` => `shop:${staffId}`;

const SUBSCRIPTION_SNAPSHOT = `(SELECT json_object(
    'status', s.status, 'product_id', s.product_id, 'variant_id', s.variant_id,
    'order_interval_frequency', s.order_interval_frequency, 'order_interval_unit', s.order_interval_unit,
    'next_charge_scheduled_at', s.next_charge_scheduled_at, 'paused_until', s.paused_until,
    'shipping_cents', s.shipping_cents, 'next_order_discount_percent', s.next_order_discount_percent,
    'shipping_address', json_object('first_name', s.ship_first_name, 'last_name', s.ship_last_name,
      'address1', s.ship_address1, 'address2', s.ship_address2, 'city', s.ship_city,
      'province', s.ship_province, 'zip', s.ship_zip, 'country', s.ship_country),
    'cancel_reason', s.cancel_reason, 'cancel_feedback', s.cancel_feedback, 'cancelled_at', s.cancelled_at,
    'items', json((SELECT json_group_array(json_object('id', i.id, 'variant_id', i.variant_id, 'title', i.title,
        'quantity', i.quantity, 'price_cents', i.price_cents, 'final_price_cents', i.final_price_cents,
        'is_main', i.is_main, 'one_time', i.one_time))
      FROM subscription_items i WHERE i.subscription_id = s.id)),
    'failed_attempts', json((SELECT json_group_array(json_object('id', a.id, 'date', a.date, 'error_code', a.error_code))
      FROM billing_attempts a WHERE a.subscription_id = s.id AND a.status = 'error'
        AND a.completed_at IS NULL AND a.skipped_on IS NULL))
  ) FROM subscriptions s WHERE s.id = ?2)`;

const LEGACY_SNAPSHOT = `(SELECT json_object(
    'is_active', l.is_active, 'next_delivery', l.next_delivery, 'frequency_days', l.frequency_days,
    'main_product_id', l.main_product_id, 'main_variant_id', l.main_variant_id, 'shipping_cents', l.shipping_cents,
    'shipping_address', json_object('address1', l.ship_address1, 'address2', l.ship_address2, 'city', l.ship_city,
      'province', l.ship_province, 'zip', l.ship_zip, 'country', l.ship_country),
    'cancel_reason', l.cancel_reason, 'cancel_other_reason', l.cancel_other_reason,
    'items', json((SELECT json_group_array(json_object('id', i.id, 'shopify_variant_id', i.shopify_variant_id,
        'title', i.title, 'quantity', i.quantity, 'price_cents', i.price_cents, 'one_time', i.one_time))
      FROM legacy_subscription_items i WHERE i.legacy_subscription_id = l.id))
  ) FROM legacy_subscriptions l WHERE l.id = ?2)`;

export interface EventInput {
  subscriptionId: string;
  legacy: boolean;
  customerId: string;
  actor: Actor;
  /** What was done, e.g. 'change-frequency', 'ship-now', 'renewal'. */
  action: string;
  at: Date;
  /** Facts the snapshots do not show (the order created, the charge id, the decline). */
  details?: Record<string, unknown>;
}

/**
 * The event's two statements: `before` goes first in the change batch, `after` last.
 *
 * @example
 * const ev = eventStatements(db, { subscriptionId, legacy: false, customerId, actor, action: 'pause', at: now });
 * await db.batch([ev.before, ...changes, ev.after]);
 */
export function eventStatements(db: D1Database, e: EventInput): { id: string; before: D1PreparedStatement; after: D1PreparedStatement } {
  const id = newId('evt');
  const snapshot = e.legacy ? LEGACY_SNAPSHOT : SUBSCRIPTION_SNAPSHOT;
  const before = db
    .prepare(
      `INSERT INTO subscription_events (id, subscription_id, legacy, customer_id, actor, action, before_json, after_json, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ${snapshot}, NULL, ?7)`,
    )
    .bind(id, e.subscriptionId, e.legacy ? 1 : 0, e.customerId, e.actor, e.action, e.at.toISOString());
  const after = e.details
    ? db
        .prepare(`UPDATE subscription_events SET after_json = json_set(${snapshot}, '$.details', json(?3)) WHERE id = ?1`)
        .bind(id, e.subscriptionId, JSON.stringify(e.details))
    : db.prepare(`UPDATE subscription_events SET after_json = ${snapshot} WHERE id = ?1`).bind(id, e.subscriptionId);
  return { id, before, after };
}

export interface SubscriptionEvent {
  id: string;
  actor: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

/** A record's events, oldest first. */
export async function listSubscriptionEvents(db: D1Database, subscriptionId: string): Promise<SubscriptionEvent[]> {
  const { results } = await db
    .prepare(
      `SELECT id, actor, action, before_json, after_json, created_at FROM subscription_events
        WHERE subscription_id = ?1 ORDER BY created_at, rowid`,
    )
    .bind(subscriptionId)
    .all<{ id: string; actor: string; action: string; before_json: string | null; after_json: string | null; created_at: string }>();
  return results.map((r) => ({
    id: r.id,
    actor: r.actor,
    action: r.action,
    before: r.before_json ? (JSON.parse(r.before_json) as Record<string, unknown>) : null,
    after: r.after_json ? (JSON.parse(r.after_json) as Record<string, unknown>) : null,
    createdAt: r.created_at,
  }));
}

/** Whether the reminder of the pause ending on `until` went already (its event is keyed by that day). */
export async function pauseReminderSent(db: D1Database, subscriptionId: string, until: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 FROM subscription_events WHERE subscription_id = ?1 AND action = 'pause-reminder'
          AND json_extract(after_json, '$.details.until') = ?2`,
    )
    .bind(subscriptionId, until)
    .first();
  return row !== null;
}

/** Whether the subscription has an `action` event after `since` (ISO), as a statement for a batch: a row `{ x: 1 }` or none. */
export function hasEventSinceStatement(db: D1Database, subscriptionId: string, action: string, since: string): D1PreparedStatement {
  return db
    .prepare('SELECT 1 AS x FROM subscription_events WHERE subscription_id = ?1 AND action = ?2 AND created_at > ?3 LIMIT 1')
    .bind(subscriptionId, action, since);
}

/** Whether the latest `action` event after `since` (ISO) logged exactly these offers (`$.details.offers`, as JSON). */
export async function latestEventOffersEqual(db: D1Database, subscriptionId: string, action: string, offersJson: string, since: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT json_extract(after_json, '$.details.offers') = json(?3) AS same FROM subscription_events
        WHERE subscription_id = ?1 AND action = ?2 AND created_at > ?4 ORDER BY created_at DESC LIMIT 1`,
    )
    .bind(subscriptionId, action, offersJson, since)
    .first<{ same: number }>();
  return row?.same === 1;
}

/** A dead-lettered renewal's subscription and day (its event, written by functions/billing/renewal-queue.ts); null when `eventId` is none. */
export async function deadLetteredRenewal(db: D1Database, eventId: string): Promise<{ subscription_id: string; day: string | null } | null> {
  return db
    .prepare(
      `SELECT subscription_id, json_extract(after_json, '$.details.day') AS day FROM subscription_events
        WHERE id = ?1 AND action = 'renewal-dead-lettered'`,
    )
    .bind(eventId)
    .first<{ subscription_id: string; day: string | null }>();
}
