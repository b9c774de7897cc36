/**
 * The customer's recent subscription activity, read from the event log
 * (functions/db/subscription-events.ts) for the mobile Home tab. Only the actions the domain
 * shows as activity are read (src/domain/activity.ts), newest first.
 */
import { findKibbleVariant, type Catalogue } from '../../src/domain/catalogue';
import { ACTIVITY_ACTIONS, isActivityAction, type ActivityEventData } from '../../src/domain/activity';
import { kibbleVariantTitle } from '../../src/domain/renewals';

interface ActivityRow {
  id: string;
  subscription_id: string;
  legacy: number;
  action: string;
  actor: string;
  after_json: string | null;
  created_at: string;
  main_title: string | null;
  legacy_variant_id: string | null;
}

const ACTION_LIST = ACTIVITY_ACTIONS.map((a) => `'${a}'`).join(', ');

const SELECT_ACTIVITY = `
  SELECT e.id, e.subscription_id, e.legacy, e.action, e.actor, e.after_json, e.created_at,
         (SELECT i.title FROM subscription_items i
           WHERE e.legacy = 0 AND i.subscription_id = e.subscription_id AND i.is_main = 1) AS main_title,
         (SELECT l.main_variant_id FROM legacy_subscriptions l
           WHERE e.legacy = 1 AND l.id = e.subscription_id) AS legacy_variant_id
    FROM subscription_events e
   WHERE e.customer_id = ?1 AND e.action IN (${ACTION_LIST})
   ORDER BY e.created_at DESC, e.rowid DESC
   LIMIT ?2`;

const numberOrNull = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);
const stringOrNull = (x: unknown) => (typeof x === 'string' && x !== '' ? x : null);

function parseObject(json: string | null): Record<string, unknown> {
  if (!json) return {};
  try {
    const value = JSON.parse(json) as unknown;
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The day a skip or unskip was about (its details), or the day a pause ends (the record after). */
function dayOf(action: string, after: Record<string, unknown>, details: Record<string, unknown>): string | null {
  if (action === 'skip' || action === 'unskip') return stringOrNull(details.date);
  if (action === 'pause-until') return stringOrNull(after.paused_until)?.slice(0, 10) ?? null;
  return null;
}

function toActivity(cat: Catalogue, r: ActivityRow): ActivityEventData | null {
  if (!isActivityAction(r.action)) return null;
  const after = parseObject(r.after_json);
  const details = (after.details ?? {}) as Record<string, unknown>;
  const legacy = r.legacy === 1;
  const legacyKibble = r.legacy_variant_id ? findKibbleVariant(cat, r.legacy_variant_id) : undefined;
  return {
    id: r.id,
    subscriptionId: r.subscription_id,
    legacy,
    action: r.action,
    at: r.created_at,
    productName: legacy ? (legacyKibble ? kibbleVariantTitle(legacyKibble.product, legacyKibble.variant) : null) : r.main_title,
    // Legacy snapshots carry frequency_days / next_delivery; the checkout's event carries no unit.
    frequency: numberOrNull(legacy ? after.frequency_days : after.order_interval_frequency),
    unit: legacy ? 'day' : (stringOrNull(after.order_interval_unit) ?? 'day'),
    nextDate: stringOrNull(legacy ? after.next_delivery : after.next_charge_scheduled_at),
    pauseDays: numberOrNull(details.days),
    day: dayOf(r.action, after, details),
    byShop: r.actor.startsWith('shop:'),
  };
}

/** The customer's shown events, newest first, at most `limit`. */
export async function listCustomerActivity(db: D1Database, catalogue: Catalogue, customerId: string, limit: number): Promise<ActivityEventData[]> {
  const { results } = await db.prepare(SELECT_ACTIVITY).bind(customerId, limit).all<ActivityRow>();
  return results.flatMap((r) => toActivity(catalogue, r) ?? []);
}
