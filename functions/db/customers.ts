import type { SessionCustomer } from '../env';

/** A `customers` row, as far as accounts need it. */
interface CustomerRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
}

const COLUMNS = 'id, email, first_name, last_name';

export const toSessionCustomer = (r: CustomerRow): SessionCustomer => ({
  id: r.id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
});

/** The customer with this e-mail address (matched case-insensitively), or null. */
export async function findCustomerByEmail(db: D1Database, email: string): Promise<SessionCustomer | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM customers WHERE email = ?1`).bind(email).first<CustomerRow>();
  return row ? toSessionCustomer(row) : null;
}

export async function findCustomerById(db: D1Database, id: string): Promise<SessionCustomer | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM customers WHERE id = ?1`).bind(id).first<CustomerRow>();
  return row ? toSessionCustomer(row) : null;
}

export type ShopCustomerResult = { ok: true; customer: SessionCustomer } | { ok: false; reason: 'email_taken' };

/**
 * Makes sure the customer the shop vouches for exists here: the shop is the source of truth
 * for who its customers are, so an unknown id is created and a changed e-mail is followed —
 * unless that e-mail already belongs to another of our customers.
 */
export async function ensureShopCustomer(db: D1Database, input: { id: string; email: string }, now = new Date()): Promise<ShopCustomerResult> {
  const at = now.toISOString();
  const owner = await findCustomerByEmail(db, input.email);
  if (owner && owner.id !== input.id) return { ok: false, reason: 'email_taken' };
  const row = await db
    .prepare(
      `INSERT INTO customers (id, email, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)
       ON CONFLICT (id) DO UPDATE SET email = excluded.email, updated_at = excluded.updated_at
         WHERE customers.email <> excluded.email
       RETURNING ${COLUMNS}`,
    )
    .bind(input.id, input.email, at)
    .first<CustomerRow>();
  // RETURNING gives nothing when the row existed unchanged.
  const customer = row ? toSessionCustomer(row) : await findCustomerById(db, input.id);
  return customer ? { ok: true, customer } : { ok: false, reason: 'email_taken' };
}

/**
 * A customer Shopify's webhooks name (a contract's, an order's), added to our mirror if new;
 * answers our customer's id: theirs, or the customer who already has the e-mail.
 */
export async function mirrorShopCustomer(
  db: D1Database,
  c: { id: string; email: string; firstName?: string | null; lastName?: string | null },
  now: Date,
): Promise<string | null> {
  await db
    .prepare('INSERT INTO customers (id, email, first_name, last_name, created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5) ON CONFLICT DO NOTHING')
    .bind(c.id, c.email, c.firstName ?? '', c.lastName ?? '', now.toISOString())
    .run();
  const row = await db
    .prepare('SELECT id FROM customers WHERE id = ?1 OR email = ?2 ORDER BY id = ?1 DESC LIMIT 1')
    .bind(c.id, c.email)
    .first<{ id: string }>();
  return row?.id ?? null;
}

/**
 * customers/update: the shop's newer name and e-mail of a customer we know (true when written).
 * An e-mail another of our customers holds stays where it is: Shopify would retry a failure for days.
 */
export async function updateShopCustomer(
  db: D1Database,
  c: { id: string; email: string | null; firstName: string | null; lastName: string | null },
  stamp: string,
  now: Date,
): Promise<boolean> {
  const res = await db
    .prepare(
      `UPDATE customers SET email = CASE WHEN ?2 IS NULL OR EXISTS (SELECT 1 FROM customers o WHERE o.email = ?2 AND o.id <> ?1) THEN email ELSE ?2 END,
           first_name = COALESCE(?3, first_name), last_name = COALESCE(?4, last_name),
           shopify_updated_at = ?5, updated_at = ?6
         WHERE id = ?1 AND (shopify_updated_at IS NULL OR shopify_updated_at < ?5)`,
    )
    .bind(c.id, c.email, c.firstName, c.lastName, stamp, now.toISOString())
    .run();
  return res.meta.changes > 0;
}
