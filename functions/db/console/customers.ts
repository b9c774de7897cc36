/**
 * The reads of the console's customer lookup (functions/console/customers.ts): customers by the
 * start of their e-mail, first or last name (three index ranges), and one customer's
 * subscriptions, event timeline and skipped days ahead in one batch.
 */

/** Sorts after every string starting with the prefix. */
const AFTER_PREFIX = '\u{10FFFF}';

export interface CustomerHitRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

/** Up to `limit` customers whose e-mail, first or last name starts with `q` (names in any case), by e-mail. */
export async function findCustomersByPrefix(db: D1Database, q: string, limit: number): Promise<CustomerHitRow[]> {
  const { results } = await db
    .prepare(
      `SELECT id, email, first_name, last_name FROM customers WHERE email >= ?1 AND email < ?2
       UNION SELECT id, email, first_name, last_name FROM customers WHERE first_name COLLATE NOCASE >= ?1 AND first_name COLLATE NOCASE < ?2
       UNION SELECT id, email, first_name, last_name FROM customers WHERE last_name COLLATE NOCASE >= ?1 AND last_name COLLATE NOCASE < ?2
       ORDER BY 2 LIMIT ?3`,
    )
    .bind(q, q + AFTER_PREFIX, limit)
    .all<CustomerHitRow>();
  return results;
}

export interface ConsoleSubscriptionRow {
  id: string;
  status: string;
  frequency: number;
  unit: string;
  next: string | null;
  paused_until: string | null;
  variant_id: string | null;
  /** The main bag's, or null when it has none. */
  title: string | null;
  quantity: number | null;
}

export interface TimelineRow {
  subscription_id: string;
  actor: string;
  action: string;
  created_at: string;
}

export interface ConsoleCustomerRows {
  subscriptions: ConsoleSubscriptionRow[];
  /** The newest `timelineLimit` events, newest first. */
  timeline: TimelineRow[];
  /** The skipped days from `today` on, by day. */
  skips: { subscription_id: string; date: string }[];
}

/** One customer's subscriptions with their main bag, latest events and skipped days ahead, in one batch. */
export async function readConsoleCustomer(db: D1Database, id: string, today: string, timelineLimit: number): Promise<ConsoleCustomerRows> {
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
      .bind(id, timelineLimit),
    db
      .prepare(
        `SELECT a.subscription_id, a.date FROM billing_attempts a JOIN subscriptions s ON s.id = a.subscription_id
         WHERE s.customer_id = ?1 AND a.status = 'skipped' AND a.date >= ?2 ORDER BY a.date`,
      )
      .bind(id, today),
  ]);
  return {
    subscriptions: subs!.results as unknown as ConsoleSubscriptionRow[],
    timeline: events!.results as unknown as TimelineRow[],
    skips: skips!.results as unknown as { subscription_id: string; date: string }[],
  };
}
