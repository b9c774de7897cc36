/**
 * Pause: `{ days }` moves the next order that much later; `{ days: null }` pauses until resumed;
 * `{ until }` pauses until that day, when the scheduled job resumes it (functions/billing/pause-until.ts).
 */
import { pausedNextDay, shopToday } from '../../../../src/domain/renewals';
import type { PauseBody } from '../../../../src/domain/schemas/subscription-actions';
import { updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerCtx } from '../../../lib/record-params';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';
import { checkedSubscriptionDay } from './schedule-day';

export async function pause(c: CustomerCtx, id: string, { days, until }: PauseBody): Promise<SubscriptionAnswer> {
  const resumeOn = until === undefined ? null : checkedSubscriptionDay(until, 'until', new Date());
  const event = resumeOn ? 'pause-until' : days === null ? 'pause' : 'pause-days';
  const { answer } = await onSubscription(c, id, 'pause', event, async (rec, commit, now) => {
    const remote = remoteOf(c, 'pause');
    let fields;
    if (days === null) {
      await remote.pause(rec);
      fields = { status: 'PAUSED', next_charge_scheduled_at: null, paused_until: resumeOn } as const;
    } else {
      const nextDay = pausedNextDay(rec.row.next_charge_scheduled_at, days, shopToday(now));
      if (nextDay) await remote.setNextDay(rec, nextDay);
      fields = { next_charge_scheduled_at: nextDay };
    }
    await commit([updateSubscriptionStatement(c.env.DB, id, fields)], resumeOn ? { until: resumeOn } : { days });
  });
  return answer;
}
