/**
 * The local payment adapter's records (functions/payments/local.ts): whether a customer's card
 * works (`customers.payment_card_ok`) and the ledger of charges taken (`local_charges`).
 */

/** What a declined local charge answers, and what the ledger and the fixtures record of it. */
export const LOCAL_DECLINE = { code: 'card_declined', message: 'Your card was declined.' } as const;

/** Whether the customer's card is accepted; false for an unknown customer. */
export async function paymentCardOk(db: D1Database, customerId: string): Promise<boolean> {
  const row = await db.prepare('SELECT payment_card_ok FROM customers WHERE id = ?1').bind(customerId).first<{ payment_card_ok: number }>();
  return row?.payment_card_ok === 1;
}

export async function setPaymentCardOk(db: D1Database, customerId: string, works: boolean, now: Date): Promise<void> {
  await db
    .prepare('UPDATE customers SET payment_card_ok = ?2, updated_at = ?3 WHERE id = ?1')
    .bind(customerId, works ? 1 : 0, now.toISOString())
    .run();
}

/** A charge taken; the same idempotency key is written once, however often asked. */
export async function recordLocalCharge(
  db: D1Database,
  c: { idempotencyKey: string; chargeId: string; customerId: string; amountCents: number },
  now: Date,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO local_charges (idempotency_key, charge_id, customer_id, amount_cents, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(c.idempotencyKey, c.chargeId, c.customerId, c.amountCents, now.toISOString())
    .run();
}
