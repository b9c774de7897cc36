/** Retry payment: charge the failed billing attempt again (the payment banner's button). */
import { firstFailedAttempt } from '../../../../src/domain/billing';
import { subscriptionOrderPlan } from '../../../billing/charge';
import { chargeRecorded, newPaymentAttempt, settleOrPending, settlementDetails, settlementStatements } from '../../../billing/recorded-charge';
import { ApiError } from '../../../lib/errors';
import { idempotent } from '../../../lib/idempotency';
import type { CustomerCtx } from '../../../lib/record-params';
import { currentAnswer } from '../../action-runner';
import { completeKey, finishedFirst, withOrder } from '../charges';
import { gatewayOf, onSubscription, SUBSCRIPTIONS } from '../kinds';

export function retryPayment(c: CustomerCtx, id: string) {
  const db = c.env.DB;
  return idempotent(
    c,
    `retry-payment:${id}`,
    null, // no body: the same key and path is the same request
    async (ref) => {
      const { answer, result } = await onSubscription(c, id, 'retryPayment', 'retry-payment', async (locked, commit, now) => {
        const { rec, settled } = await finishedFirst(c, locked, now);
        const earlier = settled.find((a) => a.plan.action === 'retry-payment');
        if (earlier) return earlier.orderId;
        const failed = firstFailedAttempt(rec.attempts);
        if (!failed) throw new ApiError(409, 'nothing_to_retry', 'There is no failed payment to retry.');
        const { order, amounts, clearDiscount } = subscriptionOrderPlan(rec, now);
        const attempt = newPaymentAttempt(
          rec.row.customer_id,
          amounts.totalCents,
          { action: 'retry-payment', order, clearDiscount, failedAttemptId: failed.id },
          id,
        );
        const chargeId = await chargeRecorded(db, gatewayOf(c), attempt, now);
        await settleOrPending(
          () => commit([...settlementStatements(db, attempt, now), ...completeKey(db, ref)], settlementDetails(attempt, chargeId)),
          attempt,
        );
        return attempt.orderId;
      });
      return withOrder(c, answer, result);
    },
    async () => ({ ...(await currentAnswer(SUBSCRIPTIONS, c, id)), order: null }),
  );
}
