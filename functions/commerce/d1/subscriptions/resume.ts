/** Resume: a PAUSED or CANCELLED subscription becomes ACTIVE with the chosen next date. */
import type { ResumeBody } from '../../../../src/domain/schemas/subscription-actions';
import { relinkContractStatement, updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerRequest } from '../../request';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';
import { checkedSubscriptionDay, refuseSkippedDay } from './schedule-day';
import { stepAwayStatements } from './step-away';

export async function resume(req: CustomerRequest, id: string, { nextDeliveryDate }: ResumeBody): Promise<SubscriptionAnswer> {
  const day = checkedSubscriptionDay(nextDeliveryDate, 'nextDeliveryDate', req.now);
  const { answer } = await onSubscription(req, id, 'resume', 'resume', async (rec, commit, now) => {
    refuseSkippedDay(rec, day);
    // A cancelled contract cannot come back in Shopify: the shop starts a new one, which this row now mirrors.
    const restarted = await remoteOf(req, 'resume').resume(rec, day);
    await commit([
      ...(restarted ? [relinkContractStatement(req.db, id, restarted)] : []),
      updateSubscriptionStatement(req.db, id, {
        status: 'ACTIVE',
        next_charge_scheduled_at: day,
        shop_next_day: day,
        paused_until: null,
        cancel_reason: null,
        cancel_feedback: null,
        cancelled_at: null,
      }),
      // It starts on the chosen day: a failed cycle from before is not charged first (issue 59).
      ...stepAwayStatements(req, rec, 'resumed', now),
    ]);
  });
  return answer;
}
