/**
 * Pause: `{ days }` moves the next order that much later; `{ days: null }` pauses until resumed;
 * `{ until }` pauses until that day, when the scheduled job resumes it (functions/billing/pause-until.ts).
 */
import { pausedNextDay, shopToday } from '../../../../src/domain/renewals';
import type { PauseBody } from '../../../../src/domain/schemas/subscription-actions';
import { updateSubscriptionStatement, type SubscriptionAnswer, type SubscriptionRecord } from '../../../db/subscriptions';
import type { CommerceRequest, CustomerRequest } from '../../request';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';
import { checkedSubscriptionDay, refuseSkippedDay } from './schedule-day';
import { stepAwayStatements } from './step-away';
import { ApiError } from '../../../lib/errors';
import { pauseUntilTooSoonMessage } from '../../../../src/domain/date-limits';

/** A pause of `days` that keeps the subscription ACTIVE: its next delivery that much later, asked of the shop first. */
export async function pauseDaysChange(req: CommerceRequest, rec: SubscriptionRecord, days: number, now: Date) {
  const nextDay = pausedNextDay(rec.row.next_charge_scheduled_at, days, shopToday(now));
  if (nextDay) await remoteOf(req, 'pause').setNextDay(rec, nextDay);
  return updateSubscriptionStatement(req.db, rec.row.id, { next_charge_scheduled_at: nextDay, shop_next_day: nextDay });
}

export async function pause(req: CustomerRequest, id: string, { days, until }: PauseBody): Promise<SubscriptionAnswer> {
  const resumeOn = until === undefined ? null : checkedSubscriptionDay(until, 'until', req.now);
  const event = resumeOn ? 'pause-until' : days === null ? 'pause' : 'pause-days';
  const { answer } = await onSubscription(req, id, 'pause', event, async (rec, commit, now) => {
    if (resumeOn) {
      // Resuming on a day before the next delivery would charge sooner and undo a skip.
      const next = rec.row.next_charge_scheduled_at?.slice(0, 10);
      if (next && resumeOn <= next) throw new ApiError(409, 'pause_until_too_soon', pauseUntilTooSoonMessage(next));
      refuseSkippedDay(rec, resumeOn);
    }
    let statement;
    if (days === null) {
      await remoteOf(req, 'pause').pause(rec);
      statement = updateSubscriptionStatement(req.db, id, { status: 'PAUSED', next_charge_scheduled_at: null, paused_until: resumeOn });
    } else {
      statement = await pauseDaysChange(req, rec, days, now);
    }
    await commit([statement, ...stepAwayStatements(req, rec, 'paused', now)], resumeOn ? { until: resumeOn } : { days });
  });
  return answer;
}
