/**
 * The console's customer lookup: find customers by the start of their e-mail, first or last
 * name (any case; three index ranges), and one customer's subscriptions, dogs, orders and event
 * timeline, read-only.
 */
import type { ConsoleCustomer, ConsoleCustomerHit } from '../../src/domain/schemas/console';
import { findCustomerById } from '../db/customers';
import { legacyMainLine, loadLegacyRecords } from '../db/legacy-subscriptions';
import { listCustomerOrders } from '../db/orders';
import { loadPetSet } from '../db/pets';
import { shopToday } from '../../src/domain/renewals';
import { ApiError } from '../lib/errors';

/** At most this many customers per search. */
export const LOOKUP_LIMIT = 20;
/** Timeline events shown, newest first. */
export const TIMELINE_LIMIT = 50;

/** Sorts after every string starting with the prefix. */
const AFTER_PREFIX = '\u{10FFFF}';

/** Customers whose e-mail, first or last name starts with `q` (any case), by e-mail. */
export async function searchCustomers(db: D1Database, q: string): Promise<ConsoleCustomerHit[]> {
  const { results } = await db
    .prepare(
      `SELECT id, email, first_name, last_name FROM customers WHERE email >= ?1 AND email < ?2
       UNION SELECT id, email, first_name, last_name FROM customers WHERE first_name COLLATE NOCASE >= ?1 AND first_name COLLATE NOCASE < ?2
       UNION SELECT id, email, first_name, last_name FROM customers WHERE last_name COLLATE NOCASE >= ?1 AND last_name COLLATE NOCASE < ?2
       ORDER BY 2 LIMIT ?3`,
    )
    .bind(q, q + AFTER_PREFIX, LOOKUP_LIMIT)
    .all<{ id: string; email: string; first_name: string; last_name: string }>();
  return results.map((r) => ({ id: r.id, email: r.email, name: [r.first_name, r.last_name].filter(Boolean).join(' ') }));
}

/** One customer's record for the console; 404 when there is no such customer. */
export async function consoleCustomer(db: D1Database, id: string, origin: string): Promise<ConsoleCustomer> {
  const customer = await findCustomerById(db, id);
  if (!customer) throw new ApiError(404, 'not_found', 'No such customer.');
  const [subs, events, skips] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT s.id, s.status, s.order_interval_frequency AS frequency, s.order_interval_unit AS unit, s.next_charge_scheduled_at AS next,
           s.paused_until, s.variant_id, i.title, i.quantity
         FROM subscriptions s LEFT JOIN subscription_items i ON i.subscription_id = s.id AND i.is_main = 1
         WHERE s.customer_id = ?1 ORDER BY s.created_at`,
      )
      .bind(id),
    db
      .prepare('SELECT subscription_id, actor, action, created_at FROM subscription_events WHERE customer_id = ?1 ORDER BY created_at DESC LIMIT ?2')
      .bind(id, TIMELINE_LIMIT),
    db
      .prepare(
        `SELECT a.subscription_id, a.date FROM billing_attempts a JOIN subscriptions s ON s.id = a.subscription_id
         WHERE s.customer_id = ?1 AND a.status = 'skipped' AND a.date >= ?2 ORDER BY a.date`,
      )
      .bind(id, shopToday(new Date())),
  ]);
  const [pets, orders, legacy] = await Promise.all([loadPetSet(db, id), listCustomerOrders(db, id, origin), loadLegacyRecords(db, id)]);
  return {
    customer: { id: customer.id, email: customer.email, name: [customer.firstName, customer.lastName].filter(Boolean).join(' ') },
    subscriptions: subs!.results.map((r) => ({
      id: String(r.id),
      status: String(r.status),
      product: r.title === null ? '' : `${String(r.title)}${Number(r.quantity) > 1 ? ` × ${String(r.quantity)}` : ''}`,
      every: `${String(r.frequency)} ${String(r.unit)}${Number(r.frequency) === 1 ? '' : 's'}`,
      next: (r.next as string | null)?.slice(0, 10) ?? null,
      pausedUntil: (r.paused_until as string | null)?.slice(0, 10) ?? null,
      skipped: skips!.results.filter((k) => k.subscription_id === r.id).map((k) => String(k.date).slice(0, 10)),
      variantId: (r.variant_id as string | null) ?? null,
      frequencyDays: r.unit === 'day' ? Number(r.frequency) : Number(r.frequency) * (r.unit === 'week' ? 7 : 30),
    })),
    legacy: legacy.map(({ row }) => ({
      id: row.id,
      active: row.is_active === 1,
      product: legacyMainLine(row).title,
      variantId: row.main_variant_id,
      frequencyDays: row.frequency_days,
      next: row.next_delivery?.slice(0, 10) ?? null,
    })),
    dogs: (pets?.pets ?? []).map((p) => ({ id: p.id, name: p.name, breed: p.breed, weightKg: p.weight })),
    orders: orders.map((o) => ({ id: o.id, name: o.name, createdAt: o.created_at, totalCents: Math.round(o.total_price * 100), status: o.status })),
    timeline: events!.results.map((e) => ({
      subscriptionId: String(e.subscription_id),
      actor: String(e.actor),
      action: String(e.action),
      at: String(e.created_at),
    })),
  };
}
