/**
 * Unskip: the skip of a day is taken back while its charge has not fallen due, and the next
 * delivery is that day again. Unskipping a day that is not skipped answers the subscription as
 * it is and writes nothing. Rules: src/domain/skips.ts.
 */
import { planUnskip } from '../../../../src/domain/skips';
import type { UnskipBody } from '../../../../src/domain/schemas/subscription-actions';
import { deleteSkippedAttemptStatement, updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import { ApiError } from '../../../lib/errors';
import type { CustomerCtx } from '../../../http/record-params';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';
import { checkedSubscriptionDay } from './schedule-day';
import { skipSubjectOf } from './skip';

export async function unskip(c: CustomerCtx, id: string, { date }: UnskipBody): Promise<SubscriptionAnswer> {
  const day = checkedSubscriptionDay(date, 'date', new Date());
  const { answer } = await onSubscription(c, id, 'unskip', 'unskip', async (rec, commit, now) => {
    const plan = planUnskip(skipSubjectOf(rec), day, now);
    if (plan.kind === 'refused') throw new ApiError(409, plan.code, plan.message);
    if (plan.kind === 'unchanged') return;
    await remoteOf(c, 'unskip').unskipCycle(rec, day);
    await commit([deleteSkippedAttemptStatement(c.env.DB, id, day), updateSubscriptionStatement(c.env.DB, id, { next_charge_scheduled_at: plan.next })], {
      date: day,
      next_day: plan.next,
    });
  });
  return answer;
}
