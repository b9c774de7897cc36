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
import type { AnswerCtx, CustomerCtx } from '../../../http/record-params';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';
import { checkedSubscriptionDay } from './schedule-day';

/** What the skip rules read of a record. */
export const skipSubjectOf = (rec: SubscriptionRecord) => ({ ...rec.row, attempts: rec.attempts });

/**
 * The skip of `day` (asked of the shop first) as the statements and event details to commit;
 * null when the day is skipped already. A refusal is a 409.
 */
export async function skipChange(c: AnswerCtx, rec: SubscriptionRecord, day: string, now: Date) {
  const plan = planSkip(skipSubjectOf(rec), day, now);
  if (plan.kind === 'refused') throw new ApiError(409, plan.code, plan.message);
  if (plan.kind === 'unchanged') return null;
  await remoteOf(c, 'skip').skipCycle(rec, day);
  return {
    statements: [
      insertSkippedAttemptStatement(c.env.DB, rec.row.id, day, shopToday(now), now),
      updateSubscriptionStatement(c.env.DB, rec.row.id, { next_charge_scheduled_at: plan.next }),
    ],
    details: { date: day, next_day: plan.next },
  };
}

export async function skip(c: CustomerCtx, id: string, { date }: SkipBody): Promise<SubscriptionAnswer> {
  const day = checkedSubscriptionDay(date, 'date', new Date());
  const { answer } = await onSubscription(c, id, 'skip', 'skip', async (rec, commit, now) => {
    const change = await skipChange(c, rec, day, now);
    if (change) await commit(change.statements, change.details);
  });
  return answer;
}
