/**
 * The mandatory privacy webhooks. customers/redact removes everything we hold of the customer:
 * the customer row and with it (ON DELETE CASCADE) pets, photos' rows, sessions, login tokens,
 * subscriptions, orders, events, idempotency keys and payment attempts; then the photos in R2,
 * mail in the outbox, checkout sessions and temporary pet data that name their e-mail
 * (functions/db/customer-redaction.ts). shop/redact (48 hours after the app is uninstalled)
 * does that for every customer.
 */
import { customerIdsAfter, customerRecordCounts, customerTraces, redactCustomerStatements } from '../../db/customer-redaction';
import { idOfGid } from '../commerce/gids';

/**
 * The photos go first: while their rows stand, a failed run (a 5xx Shopify redelivers) finds
 * their keys again; rows first would leave the objects with nothing pointing at them.
 */
export async function redactCustomer(db: D1Database, photos: R2Bucket, shopCustomerId: string | number, email: string | null | undefined): Promise<void> {
  const customerId = idOfGid(String(shopCustomerId));
  const traces = await customerTraces(db, customerId);
  if (traces.keys.length > 0) await photos.delete(traces.keys);
  await db.batch(redactCustomerStatements(db, customerId, traces.email ?? email ?? null));
}

/** Every customer, a page at a time (a shop's data can outgrow one batch). */
export async function redactShop(db: D1Database, photos: R2Bucket): Promise<number> {
  let done = 0;
  let last = '';
  for (;;) {
    const page = await customerIdsAfter(db, last);
    if (page.length === 0) return done;
    for (const id of page) await redactCustomer(db, photos, id, null);
    done += page.length;
    last = page.at(-1)!;
  }
}

/** customers/data_request: what we hold of the customer, for the shop to send them. */
export async function customerDataSummary(db: D1Database, shopCustomerId: string | number) {
  const id = idOfGid(String(shopCustomerId));
  return { customer_id: id, ...(await customerRecordCounts(db, id)) };
}
