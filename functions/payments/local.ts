import { LOCAL_DECLINE, paymentCardOk, recordLocalCharge, setPaymentCardOk } from '../db/local-payments';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway';

/**
 * The local payment adapter: nothing leaves the machine. A charge succeeds unless the
 * customer's `payment_card_ok` is 0 (set it with the local card page, /dev/payment-method,
 * or directly in the database), which declines like a real card would. Charges taken are
 * written to `local_charges`, one per idempotency key, as a real provider would count them.
 */
export function localPaymentGateway(db: D1Database, origin: string): PaymentGateway {
  return {
    name: 'local',
    chargesLegacy: true,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      if (!(await paymentCardOk(db, request.customerId))) return { ok: false, ...LOCAL_DECLINE };
      const chargeId = `local_${request.idempotencyKey}`;
      // The ledger a real provider keeps: the same idempotency key charges once, however often asked.
      await recordLocalCharge(
        db,
        { idempotencyKey: request.idempotencyKey, chargeId, customerId: request.customerId, amountCents: request.amountCents },
        new Date(),
      );
      return { ok: true, chargeId };
    },
    paymentMethodUrl: () => `${origin}/dev/payment-method`,
  };
}

/** Whether the local adapter will accept the customer's card. */
export const localCardWorks = paymentCardOk;

/** "Updates the card" for the local adapter: 1 = charges succeed, 0 = they are declined. */
export async function setLocalCardWorks(db: D1Database, customerId: string, works: boolean): Promise<void> {
  await setPaymentCardOk(db, customerId, works, new Date());
}
