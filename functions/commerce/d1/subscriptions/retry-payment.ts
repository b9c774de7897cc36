/** Retry payment: charge the failed billing attempt again (the payment banner's button). */
import { firstFailedAttempt } from '../../../../src/domain/billing';
import { subscriptionOrderPlan } from '../../../billing/charge';
import { newPaymentAttempt } from '../../../billing/recorded-charge';
import { ApiError } from '../../../lib/errors';
import type { CustomerCtx } from '../../../lib/record-params';
import { chargeAndCommit, finishedFirst, moneyAction } from '../charges';
import { onSubscription, SUBSCRIPTIONS } from '../kinds';

export function retryPayment(c: CustomerCtx, id: string) {
  // No body: the same key and path is the same request.
  return moneyAction(c, SUBSCRIPTIONS, id, `retry-payment:${id}`, null, (ref) =>
    onSubscription(c, id, 'retryPayment', 'retry-payment', async (locked, commit, now) => {
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
      return chargeAndCommit(c, attempt, commit, ref, now);
    }),
  );
}
