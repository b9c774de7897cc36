/**
 * A customer's rows across every table, for the privacy webhooks (functions/shopify/webhooks/privacy.ts):
 * what must be read before the rows go, the statements that remove them, and the summary a
 * data request answers. Deleting the customer row takes (ON DELETE CASCADE) pets, photos' rows,
 * sessions, login tokens, subscriptions, orders, idempotency keys and payment attempts; the
 * other statements take what names the customer without a foreign key.
 */

/** The R2 keys of the customer's photos and their e-mail, read in one batch. */
export async function customerTraces(db: D1Database, customerId: string): Promise<{ keys: string[]; email: string | null }> {
  const [photos, customer] = await db.batch<{ small_key?: string; large_key?: string | null; email?: string }>([
    db.prepare('SELECT small_key, large_key FROM photos WHERE customer_id = ?1').bind(customerId),
    db.prepare('SELECT email FROM customers WHERE id = ?1').bind(customerId),
  ]);
  const keys = photos!.results.flatMap((p) => [p.small_key, p.large_key]).filter((k): k is string => Boolean(k));
  return { keys, email: customer!.results[0]?.email ?? null };
}

/** The statements that remove the customer's rows, in order; `email` also takes what names only the address. */
export function redactCustomerStatements(db: D1Database, customerId: string, email: string | null): D1PreparedStatement[] {
  return [
    // Checkout sessions point at orders without cascading: they go first.
    db.prepare('DELETE FROM checkout_sessions WHERE order_id IN (SELECT id FROM orders WHERE customer_id = ?1)').bind(customerId),
    ...(email
      ? [
          db.prepare("DELETE FROM checkout_sessions WHERE json_extract(customer_data, '$.email') = ?1 COLLATE NOCASE").bind(email),
          db.prepare('DELETE FROM outbox WHERE to_email = ?1 COLLATE NOCASE').bind(email),
          // Exactly this address: a substring would also take another's (`ann@x.nz` in `joann@x.nz`).
          db.prepare("DELETE FROM temp_pet_data WHERE json_extract(data, '$.customerData.email') = ?1 COLLATE NOCASE").bind(email),
        ]
      : []),
    db.prepare('DELETE FROM subscription_events WHERE customer_id = ?1').bind(customerId),
    db.prepare('DELETE FROM customers WHERE id = ?1').bind(customerId),
  ];
}

/** The next 50 customer ids after `after`, in id order (keyset paging: a row left behind is never read twice). */
export async function customerIdsAfter(db: D1Database, after: string): Promise<string[]> {
  const page = await db.prepare('SELECT id FROM customers WHERE id > ?1 ORDER BY id LIMIT 50').bind(after).all<{ id: string }>();
  return page.results.map((r) => r.id);
}

/** How many of each of the customer's records we hold. */
export async function customerRecordCounts(db: D1Database, customerId: string): Promise<Record<string, number> | null> {
  return db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM pets WHERE customer_id = ?1) AS pets, (SELECT COUNT(*) FROM photos WHERE customer_id = ?1) AS photos,
         (SELECT COUNT(*) FROM subscriptions WHERE customer_id = ?1) AS subscriptions, (SELECT COUNT(*) FROM orders WHERE customer_id = ?1) AS orders`,
    )
    .bind(customerId)
    .first<Record<string, number>>();
}
