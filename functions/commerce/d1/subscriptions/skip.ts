/**
 * Skip: the next delivery is skipped (a billing attempt of its day with status 'skipped') and the
 * next delivery moves on by one cycle. Skipping a day already skipped answers the subscription
 * as it is and writes nothing. Rules: src/domain/skips.ts.
 */
import { shopToday } from '../../../../src/domain/renewals';
import { planSkip } from '../../../../src/domain/skips';
import type { SkipBody } from '../../../../src/domain/schemas/subscription-actions';
import { insertSkippedAttemptStatement, updateSubscriptionStatement, type SubscriptionAnswer, type SubscriptionRecord } from '../../../db/subscriptions';
import { ApiError } from '../../../lib/errors';
import type { CustomerCtx } from '../../../lib/record-params';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';
import { checkedSubscriptionDay } from './schedule-day';

/** What the skip rules read of a record. */
export const skipSubjectOf = (rec: SubscriptionRecord) => ({ ...rec.row, attempts: rec.attempts });

export async function skip(c: CustomerCtx, id: string, { date }: SkipBody): Promise<SubscriptionAnswer> {
  const day = checkedSubscriptionDay(date, 'date', new Date());
  const { answer } = await onSubscription(c, id, 'skip', 'skip', async (rec, commit, now) => {
    const plan = planSkip(skipSubjectOf(rec), day, now);
    if (plan.kind === 'refused') throw new ApiError(409, plan.code, plan.message);
    if (plan.kind === 'unchanged') return;
    await remoteOf(c, 'skip').skipCycle(rec, day);
    await commit(
      [
        insertSkippedAttemptStatement(c.env.DB, id, day, shopToday(now), now),
        updateSubscriptionStatement(c.env.DB, id, { next_charge_scheduled_at: plan.next }),
      ],
      { date: day, next_day: plan.next },
    );
  });
  return answer;
}
