/**
 * The mandatory privacy webhooks. customers/redact removes everything we hold of the customer:
 * the customer row and with it (ON DELETE CASCADE) pets, photos' rows, sessions, login tokens,
 * subscriptions, orders, events, idempotency keys and payment attempts; then the photos in R2,
 * mail in the outbox, checkout sessions and temporary pet data that name their e-mail.
 * shop/redact (48 hours after the app is uninstalled) does that for every customer.
 */
import { idOfGid } from '../commerce/gids';

/** Photos' R2 keys and the e-mail of a customer, read before the rows go. */
async function customerTraces(db: D1Database, customerId: string) {
  const [photos, customer] = await db.batch<{ small_key?: string; large_key?: string | null; email?: string }>([
    db.prepare('SELECT small_key, large_key FROM photos WHERE customer_id = ?1').bind(customerId),
    db.prepare('SELECT email FROM customers WHERE id = ?1').bind(customerId),
  ]);
  const keys = photos!.results.flatMap((p) => [p.small_key, p.large_key]).filter((k): k is string => Boolean(k));
  return { keys, email: customer!.results[0]?.email ?? null };
}

/**
 * The photos go first: while their rows stand, a failed run (a 5xx Shopify redelivers) finds
 * their keys again; rows first would leave the objects with nothing pointing at them.
 */
export async function redactCustomer(db: D1Database, photos: R2Bucket, shopCustomerId: string | number, email: string | null | undefined): Promise<void> {
  const customerId = idOfGid(String(shopCustomerId));
  const traces = await customerTraces(db, customerId);
  const mail = traces.email ?? email ?? null;
  if (traces.keys.length > 0) await photos.delete(traces.keys);
  await db.batch([
    // Checkout sessions point at orders without cascading: they go first.
    db.prepare('DELETE FROM checkout_sessions WHERE order_id IN (SELECT id FROM orders WHERE customer_id = ?1)').bind(customerId),
    ...(mail
      ? [
          db.prepare("DELETE FROM checkout_sessions WHERE json_extract(customer_data, '$.email') = ?1 COLLATE NOCASE").bind(mail),
          db.prepare('DELETE FROM outbox WHERE to_email = ?1 COLLATE NOCASE').bind(mail),
          // Exactly this address: a substring would also take another's (`ann@x.nz` in `joann@x.nz`).
          db.prepare("DELETE FROM temp_pet_data WHERE json_extract(data, '$.customerData.email') = ?1 COLLATE NOCASE").bind(mail),
        ]
      : []),
    db.prepare('DELETE FROM subscription_events WHERE customer_id = ?1').bind(customerId),
    db.prepare('DELETE FROM customers WHERE id = ?1').bind(customerId),
  ]);
}

/** Every customer, a page at a time (a shop's data can outgrow one batch). */
export async function redactShop(db: D1Database, photos: R2Bucket): Promise<number> {
  let done = 0;
  let last = '';
  for (;;) {
    // Keyset paging: a row that could not be removed is never read twice.
    const page = await db.prepare('SELECT id FROM customers WHERE id > ?1 ORDER BY id LIMIT 50').bind(last).all<{ id: string }>();
    if (page.results.length === 0) return done;
    for (const { id } of page.results) await redactCustomer(db, photos, id, null);
    done += page.results.length;
    last = page.results.at(-1)!.id;
  }
}

/** customers/data_request: what we hold of the customer, for the shop to send them. */
export async function customerDataSummary(db: D1Database, shopCustomerId: string | number) {
  const id = idOfGid(String(shopCustomerId));
  const counts = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM pets WHERE customer_id = ?1) AS pets, (SELECT COUNT(*) FROM photos WHERE customer_id = ?1) AS photos,
         (SELECT COUNT(*) FROM subscriptions WHERE customer_id = ?1) AS subscriptions, (SELECT COUNT(*) FROM orders WHERE customer_id = ?1) AS orders`,
    )
    .bind(id)
    .first<Record<string, number>>();
  return { customer_id: id, ...counts };
}
