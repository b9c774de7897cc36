/** Resume: a PAUSED or CANCELLED subscription becomes ACTIVE with the chosen next date. */
import type { ResumeBody } from '../../../../src/domain/schemas/subscription-actions';
import { relinkContractStatement, updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerCtx } from '../../../http/record-params';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';
import { checkedSubscriptionDay, refuseSkippedDay } from './schedule-day';

export async function resume(c: CustomerCtx, id: string, { nextDeliveryDate }: ResumeBody): Promise<SubscriptionAnswer> {
  const day = checkedSubscriptionDay(nextDeliveryDate, 'nextDeliveryDate', new Date());
  const { answer } = await onSubscription(c, id, 'resume', 'resume', async (rec, commit) => {
    refuseSkippedDay(rec, day);
    // A cancelled contract cannot come back in Shopify: the shop starts a new one, which this row now mirrors.
    const restarted = await remoteOf(c, 'resume').resume(rec, day);
    await commit([
      ...(restarted ? [relinkContractStatement(c.env.DB, id, restarted)] : []),
      updateSubscriptionStatement(c.env.DB, id, {
        status: 'ACTIVE',
        next_charge_scheduled_at: day,
        paused_until: null,
        cancel_reason: null,
        cancel_feedback: null,
        cancelled_at: null,
      }),
    ]);
  });
  return answer;
}
