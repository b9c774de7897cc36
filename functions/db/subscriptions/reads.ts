/** Reading subscription records: a customer's, one of theirs, or any one (the scheduled job); what is due. */

import { recentAttemptsSince } from '../../../src/domain/billing';
import { shopToday } from '../../../src/domain/renewals';
import type { BillingAttemptRow, SubscriptionItemRow, SubscriptionRecord, SubscriptionRow } from './rows';

const COLUMNS = `s.id, s.customer_id, s.status, s.product_id, s.variant_id, s.order_interval_frequency, s.order_interval_unit,
  s.next_charge_scheduled_at, s.paused_until, s.shipping_cents, s.ship_first_name, s.ship_last_name, s.ship_address1,
  s.ship_address2, s.ship_city, s.ship_province, s.ship_zip, s.ship_country, s.is_trial, s.next_order_discount_percent, s.cancel_reason,
  s.cancel_feedback, s.cancelled_at, s.created_at, s.updated_at, s.shopify_contract_id, s.shopify_updated_at`;

type RecordFilter = { customerId: string; id?: string } | { id: string };

/**
 * Subscriptions with items, billing attempts and their last order, in one consistent read:
 * a customer's (`customerId`), one of theirs (`customerId` and `id`), or any one (`id` only,
 * for the scheduled job).
 */
export async function loadSubscriptionRecords(db: D1Database, filter: RecordFilter, now = new Date()): Promise<SubscriptionRecord[]> {
  return subscriptionRecordsOf(await db.batch(subscriptionRecordStatements(db, filter, { now })));
}

/**
 * Which billing attempts a read carries besides the failures still owed: `recent`, those of the
 * last RECENT_ATTEMPT_DAYS (what the actions and the scheduled job read: retries, today's attempt);
 * `current`, those from today on (what an answer shows, isCurrentAttempt): the customer's list
 * reads only these, so its cost does not grow with the renewals of the last months either.
 */
export type AttemptWindow = 'recent' | 'current';

/** The columns of an item and of a billing attempt, as their rows have them. */
const ITEM_COLUMNS = [
  'id',
  'subscription_id',
  'product_id',
  'variant_id',
  'title',
  'sku',
  'price_cents',
  'final_price_cents',
  'quantity',
  'is_main',
  'one_time',
  'image',
  'created_at',
  'shopify_line_id',
] as const satisfies readonly (keyof SubscriptionItemRow)[];
const ATTEMPT_COLUMNS = [
  'id',
  'subscription_id',
  'date',
  'status',
  'completed_at',
  'skipped_on',
  'error_code',
  'error_message',
  'order_id',
  'created_at',
  'closed_by_order_id',
] as const satisfies readonly (keyof BillingAttemptRow)[];
/** `json_object('id', x.id, …)`: a row of the table aliased `x` as a JSON object of `columns` (tests/api/subscription-records.test.ts checks none is missing). */
const jsonRow = (alias: string, columns: readonly string[]) => `json_object(${columns.map((col) => `'${col}', ${alias}.${col}`).join(', ')})`;

/**
 * The statement of `loadSubscriptionRecords`, for a caller that batches it with others: each
 * subscription with its items, its current billing attempts (JSON arrays, in their order) and the
 * time of its last order. Its attempts are those of the `attempts` window (AttemptWindow) and any
 * failed one still owed, by index ranges, so the read stays the same size after years of renewals
 * (issue 38). One statement rather than one per table: the dashboard's most frequent read asks
 * the database for two statements with the session lookup instead of four.
 */
export function subscriptionRecordStatements(
  db: D1Database,
  filter: RecordFilter,
  { now, attempts = 'recent' }: { now: Date; attempts?: AttemptWindow },
): D1PreparedStatement[] {
  // Only the filters given, as plain comparisons: `(?1 IS NULL OR s.customer_id = ?1)` would
  // keep SQLite from using an index, and every read would scan all subscriptions, items,
  // billing attempts and orders (EXPLAIN QUERY PLAN: SCAN s / SCAN a).
  const conditions: [string, string][] = [];
  if ('customerId' in filter) conditions.push(['s.customer_id', filter.customerId]);
  if (filter.id !== undefined) conditions.push(['s.id', filter.id]);
  const where = conditions.map(([column], i) => `${column} = ?${i + 1}`).join(' AND ');
  const params = conditions.map(([, value]) => value);
  const since = params.length + 1;
  const sql = `SELECT ${COLUMNS},
      (SELECT MAX(o.created_at) FROM orders o WHERE o.subscription_id = s.id) AS last_order_at,
      (SELECT json_group_array(${jsonRow('i', ITEM_COLUMNS)} ORDER BY i.is_main DESC, i.created_at, i.rowid)
         FROM subscription_items i WHERE i.subscription_id = s.id) AS items_json,
      (SELECT json_group_array(${jsonRow('a', ATTEMPT_COLUMNS)} ORDER BY a.date, a.created_at)
         FROM billing_attempts a WHERE a.subscription_id = s.id AND ${OWED_BEFORE(since)}) AS owed_json,
      (SELECT json_group_array(${jsonRow('a', ATTEMPT_COLUMNS)} ORDER BY a.date, a.created_at)
         FROM billing_attempts a WHERE a.subscription_id = s.id AND a.date >= ?${since}) AS attempts_json
    FROM subscriptions s WHERE ${where}`;
  const windowStart = attempts === 'current' ? shopToday(now) : recentAttemptsSince(now);
  return [db.prepare(sql).bind(...params, windowStart)];
}

/**
 * An attempt older than the recent window that is still owed (isFailedAttempt), by the partial
 * index billing_attempts_owed: its WHERE terms are repeated here word for word, which is what lets
 * SQLite use it. `?n` is the window's first day.
 */
const OWED_BEFORE = (n: number) => `a.date < ?${n} AND a.completed_at IS NULL AND a.skipped_on IS NULL AND (a.status = 'error' OR a.error_code IS NOT NULL)`;

type SubscriptionReadRow = SubscriptionRow & { last_order_at: string | null; items_json: string; owed_json: string; attempts_json: string };

/** The records from the answer of `subscriptionRecordStatements`. */
export function subscriptionRecordsOf([subs]: D1Result[]): SubscriptionRecord[] {
  return (subs!.results as unknown as SubscriptionReadRow[]).map(({ last_order_at, items_json, owed_json, attempts_json, ...row }) => ({
    row,
    items: JSON.parse(items_json) as SubscriptionItemRow[],
    // Both in date order, the owed ones all before the window: together, still in date order.
    attempts: [...(JSON.parse(owed_json) as BillingAttemptRow[]), ...(JSON.parse(attempts_json) as BillingAttemptRow[])],
    lastOrderAt: last_order_at ?? null,
  }));
}

/** One of a customer's subscriptions, or null (also when it is someone else's). */
export async function loadCustomerSubscription(db: D1Database, customerId: string, id: string, now = new Date()): Promise<SubscriptionRecord | null> {
  return (await loadSubscriptionRecords(db, { customerId, id }, now))[0] ?? null;
}

/** Whether the subscription already has any billing attempt for `day`. */
export async function hasAttemptForDay(db: D1Database, subscriptionId: string, day: string): Promise<boolean> {
  const row = await db.prepare('SELECT 1 AS x FROM billing_attempts WHERE subscription_id = ?1 AND date = ?2').bind(subscriptionId, day).first();
  return row !== null;
}

/** Whether the subscription's attempt for `day` is decided (billed, failed or skipped: anything but pending). */
export async function hasDecidedAttemptForDay(db: D1Database, subscriptionId: string, day: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS x FROM billing_attempts WHERE subscription_id = ?1 AND date = ?2 AND status <> 'pending'")
    .bind(subscriptionId, day)
    .first();
  return row !== null;
}

/** Where a page of due subscriptions ends: the next page starts after this (day, id). */
export interface DueCursor {
  day: string;
  id: string;
}

/**
 * One page of the ACTIVE subscriptions whose next charge day is `dueDay` or earlier, in (day, id)
 * order after `after`: the renewal queue's producer walks them all, a page at a time, by the
 * subscriptions_due index (`beforeDay` is the day after `dueDay`, so the range is the index's).
 */
export async function pageDueSubscriptions(
  db: D1Database,
  beforeDay: string,
  limit: number,
  after: DueCursor | null,
): Promise<{ ids: string[]; next: DueCursor | null }> {
  const { results } = await db
    .prepare(
      `SELECT id, next_charge_scheduled_at AS day FROM subscriptions
        WHERE status = 'ACTIVE' AND next_charge_scheduled_at < ?1
          AND (?2 IS NULL OR next_charge_scheduled_at > ?2 OR (next_charge_scheduled_at = ?2 AND id > ?3))
        ORDER BY next_charge_scheduled_at, id LIMIT ?4`,
    )
    .bind(beforeDay, after?.day ?? null, after?.id ?? '', limit)
    .all<{ id: string; day: string }>();
  const last = results[results.length - 1];
  return { ids: results.map((r) => r.id), next: results.length === limit && last ? { day: last.day, id: last.id } : null };
}

/** A pause that ends on a day, as the scheduled job pages through them (functions/billing/pause-until.ts). */
export interface PauseEnding {
  id: string;
  customer_id: string;
  paused_until: string;
}

/**
 * One page of the PAUSED subscriptions whose pause ends on a day up to `to` (and from `from` when
 * given), after `after` (keyset: a row that could not be handled is not read again this run).
 * `unreminded`: only pauses whose reminder has not gone, so already-reminded rows never fill a page.
 */
export async function pagePausesEnding(
  db: D1Database,
  from: string | null,
  to: string,
  after: PauseEnding | null,
  unreminded: boolean,
  limit: number,
): Promise<PauseEnding[]> {
  const { results } = await db
    .prepare(
      `SELECT id, customer_id, paused_until FROM subscriptions s
        WHERE status = 'PAUSED' AND paused_until <= ?2 AND (?1 IS NULL OR paused_until >= ?1)
          AND (?4 IS NULL OR (paused_until, id) > (?4, ?5))
          AND (?6 = 0 OR NOT EXISTS (SELECT 1 FROM subscription_events e WHERE e.subscription_id = s.id AND e.action = 'pause-reminder'
                AND json_extract(e.after_json, '$.details.until') = s.paused_until))
        ORDER BY paused_until, id LIMIT ?3`,
    )
    .bind(from, to, limit, after?.paused_until ?? null, after?.id ?? null, unreminded ? 1 : 0)
    .all<PauseEnding>();
  return results;
}

/** The customer of a subscription, or null when there is no such subscription. */
export async function subscriptionCustomerId(db: D1Database, id: string): Promise<string | null> {
  const row = await db.prepare('SELECT customer_id FROM subscriptions WHERE id = ?1').bind(id).first<{ customer_id: string }>();
  return row?.customer_id ?? null;
}
