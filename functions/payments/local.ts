import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway';

export const LOCAL_DECLINE = { code: 'card_declined', message: 'Your card was declined.' } as const;

/**
 * The local payment adapter: nothing leaves the machine. A charge succeeds unless the
 * customer's `payment_card_ok` is 0 (set it with the local card page, /dev/payment-method,
 * or directly in the database), which declines like a real card would. Charges taken are
 * written to `local_charges`, one per idempotency key, as a real provider would count them.
 */
export function localPaymentGateway(db: D1Database, origin: string): PaymentGateway {
  return {
    name: 'local',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const row = await db.prepare('SELECT payment_card_ok FROM customers WHERE id = ?1').bind(request.customerId).first<{ payment_card_ok: number }>();
      if (!row || row.payment_card_ok !== 1) return { ok: false, ...LOCAL_DECLINE };
      const chargeId = `local_${request.idempotencyKey}`;
      // The ledger a real provider keeps: the same idempotency key charges once, however often asked.
      await db
        .prepare(
          `INSERT INTO local_charges (idempotency_key, charge_id, customer_id, amount_cents, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (idempotency_key) DO NOTHING`,
        )
        .bind(request.idempotencyKey, chargeId, request.customerId, request.amountCents, new Date().toISOString())
        .run();
      return { ok: true, chargeId };
    },
    paymentMethodUrl: () => `${origin}/dev/payment-method`,
  };
}

/** Whether the local adapter will accept the customer's card. */
export async function localCardWorks(db: D1Database, customerId: string): Promise<boolean> {
  const row = await db.prepare('SELECT payment_card_ok FROM customers WHERE id = ?1').bind(customerId).first<{ payment_card_ok: number }>();
  return row?.payment_card_ok === 1;
}

/** "Updates the card" for the local adapter: 1 = charges succeed, 0 = they are declined. */
export async function setLocalCardWorks(db: D1Database, customerId: string, works: boolean): Promise<void> {
  await db
    .prepare('UPDATE customers SET payment_card_ok = ?2, updated_at = ?3 WHERE id = ?1')
    .bind(customerId, works ? 1 : 0, new Date().toISOString())
    .run();
}
