/**
 * Retry payment: charge the owed failed billing attempt again (the payment banner's button).
 * It pays the latest failed cycle and closes any earlier one; a cycle a later paid one has
 * closed is never charged (409 payment_cycle_closed, nothing charged).
 */
import { owedFailedAttempt } from '../../../../src/domain/billing';
import { paymentCycleClosedMessage } from '../../../../src/domain/payment-retry';
import { subscriptionOrderPlan } from '../../../billing/charge';
import { newPaymentAttempt } from '../../../billing/recorded-charge';
import { ApiError } from '../../../lib/errors';
import type { CustomerCtx } from '../../../http/record-params';
import { chargeAndCommit, finishedFirst, moneyAction } from '../charges';
import { onSubscription, SUBSCRIPTIONS } from '../kinds';

export function retryPayment(c: CustomerCtx, id: string) {
  // No body: the same key and path is the same request.
  return moneyAction(c, SUBSCRIPTIONS, id, `retry-payment:${id}`, null, (ref) =>
    onSubscription(c, id, 'retryPayment', 'retry-payment', async (locked, commit, now) => {
      const { rec, settled } = await finishedFirst(c, locked, now);
      const earlier = settled.find((a) => a.plan.action === 'retry-payment');
      if (earlier) return earlier.orderId;
      const failed = owedFailedAttempt(rec.attempts);
      if (!failed) {
        const closed = rec.attempts
          .filter((a) => a.closed_by_order_id)
          .sort((a, b) => a.date.localeCompare(b.date))
          .at(-1);
        if (closed) throw new ApiError(409, 'payment_cycle_closed', paymentCycleClosedMessage(closed.date));
        throw new ApiError(409, 'nothing_to_retry', 'There is no failed payment to retry.');
      }
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
