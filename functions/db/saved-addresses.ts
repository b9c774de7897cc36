/**
 * The addresses a customer has given us, for the customer account page's saved-address picker in
 * local mode (where Shopify's address book is not ours to read): their address book (the
 * `addresses` rows checkout writes, the default first), then the delivery addresses on their
 * subscriptions, legacy subscriptions and orders, newest first. The same address met twice is
 * offered once (spacing and case aside); at most SAVED_ADDRESSES_MAX.
 */
import { SAVED_ADDRESSES_MAX } from '../../src/domain/saved-addresses';
import type { SavedAddressAnswer } from '../../src/domain/schemas/answers/customer-account';

type Row = Omit<SavedAddressAnswer, 'default'> & { is_default: number };

const fromRecord = (table: string, kind: string) => `
  SELECT '${kind}:' || id AS id, ship_address1 AS address1, ship_address2 AS address2, ship_city AS city, ship_province AS province,
         ship_zip AS zip, ship_country AS country, 0 AS is_default, 1 AS source, created_at
    FROM ${table} WHERE customer_id = ?1 AND ship_address1 <> ''`;

// One read: the address book first (default on top), then the records' addresses, newest first.
const SAVED_ADDRESSES_SQL = `
  SELECT id, address1, address2, city, province, zip, country, is_default FROM (
    SELECT id, address1, address2, city, province, zip, country, is_default, 0 AS source, created_at FROM addresses WHERE customer_id = ?1
    UNION ALL ${fromRecord('subscriptions', 'subscription')}
    UNION ALL ${fromRecord('legacy_subscriptions', 'legacy')}
    UNION ALL ${fromRecord('orders', 'order')}
  ) ORDER BY source, is_default DESC, created_at DESC`;

const sameAddress = (a: Row) => [a.address1, a.address2, a.city, a.zip, a.country].map((p) => p.trim().replace(/\s+/g, ' ').toLowerCase()).join('|');

/**
 * @example
 * const addresses = await savedAddresses(c.env.DB, c.var.customer.id);
 */
export async function savedAddresses(db: D1Database, customerId: string): Promise<SavedAddressAnswer[]> {
  const { results } = await db.prepare(SAVED_ADDRESSES_SQL).bind(customerId).all<Row>();
  const seen = new Set<string>();
  const out: SavedAddressAnswer[] = [];
  for (const { is_default, ...row } of results) {
    const key = sameAddress({ ...row, is_default });
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ ...row, default: is_default === 1 });
    if (out.length === SAVED_ADDRESSES_MAX) break;
  }
  return out;
}
