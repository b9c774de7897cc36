/**
 * The console's customer lookup: find customers by the start of their e-mail, first or last
 * name (any case; three index ranges), and one customer's subscriptions, dogs, orders and event
 * timeline, read-only.
 */
import type { ConsoleCustomer, ConsoleCustomerHit } from '../../src/domain/schemas/console';
import { findCustomersByPrefix, readConsoleCustomer } from '../db/console/customers';
import { findCustomerById } from '../db/customers';
import { legacyMainLine, loadLegacyRecords } from '../db/legacy-subscriptions';
import { currentCatalogue } from '../catalogue/reader';
import { listCustomerOrders } from '../db/orders';
import { loadPetSet } from '../db/pets';
import { shopToday } from '../../src/domain/renewals';
import { ApiError } from '../lib/errors';

/** At most this many customers per search. */
export const LOOKUP_LIMIT = 20;
/** Timeline events shown, newest first. */
export const TIMELINE_LIMIT = 50;

/** Customers whose e-mail, first or last name starts with `q` (any case), by e-mail. */
export async function searchCustomers(db: D1Database, q: string): Promise<ConsoleCustomerHit[]> {
  const results = await findCustomersByPrefix(db, q, LOOKUP_LIMIT);
  return results.map((r) => ({ id: r.id, email: r.email, name: [r.first_name, r.last_name].filter(Boolean).join(' ') }));
}

/**
 * One customer's record for the console; 404 when there is no such customer. `reorderNow`: the
 * payments can charge a legacy subscription (functions/payments/gateway.ts chargesLegacy).
 */
export async function consoleCustomer(db: D1Database, id: string, origin: string, opts: { reorderNow: boolean }): Promise<ConsoleCustomer> {
  const customer = await findCustomerById(db, id);
  if (!customer) throw new ApiError(404, 'not_found', 'No such customer.');
  const rows = await readConsoleCustomer(db, id, shopToday(new Date()), TIMELINE_LIMIT);
  const [pets, orders, legacy, catalogue] = await Promise.all([
    loadPetSet(db, id),
    listCustomerOrders(db, id, origin),
    loadLegacyRecords(db, id),
    currentCatalogue(db),
  ]);
  return {
    customer: { id: customer.id, email: customer.email, name: [customer.firstName, customer.lastName].filter(Boolean).join(' ') },
    subscriptions: rows.subscriptions.map((r) => ({
      id: String(r.id),
      status: String(r.status),
      product: r.title === null ? '' : `${String(r.title)}${Number(r.quantity) > 1 ? ` × ${String(r.quantity)}` : ''}`,
      every: `${String(r.frequency)} ${String(r.unit)}${Number(r.frequency) === 1 ? '' : 's'}`,
      next: r.next?.slice(0, 10) ?? null,
      pausedUntil: r.paused_until?.slice(0, 10) ?? null,
      skipped: rows.skips.filter((k) => k.subscription_id === r.id).map((k) => String(k.date).slice(0, 10)),
      variantId: r.variant_id ?? null,
      frequencyDays: r.unit === 'day' ? Number(r.frequency) : Number(r.frequency) * (r.unit === 'week' ? 7 : 30),
    })),
    legacy: legacy.map(({ row }) => ({
      id: row.id,
      active: row.is_active === 1,
      product: legacyMainLine(catalogue, row).title,
      variantId: row.main_variant_id,
      frequencyDays: row.frequency_days,
      next: row.next_delivery?.slice(0, 10) ?? null,
      reorderNow: opts.reorderNow,
    })),
    dogs: (pets?.pets ?? []).map((p) => ({ id: p.id, name: p.name, breed: p.breed, weightKg: p.weight })),
    orders: orders.map((o) => ({ id: o.id, name: o.name, createdAt: o.created_at, totalCents: Math.round(o.total_price * 100), status: o.status })),
    timeline: rows.timeline.map((e) => ({
      subscriptionId: String(e.subscription_id),
      actor: String(e.actor),
      action: String(e.action),
      at: String(e.created_at),
    })),
  };
}
