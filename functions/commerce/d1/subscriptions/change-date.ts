/** Change date: the next order's day (07:00 +12:00), today … about a year ahead. */
import { scheduledInstant } from '../../../../src/domain/dates';
import { shopDayOf } from '../../../../src/domain/renewals';
import { INVALID_DATE_MESSAGE } from '../../../../src/domain/schemas/common';
import type { ChangeDateBody } from '../../../../src/domain/schemas/subscription-actions';
import { updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerCtx } from '../../../http/record-params';
import { invalidBodyField } from '../../../lib/validate';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';
import { checkedSubscriptionDay, refuseSkippedDay } from './schedule-day';

export async function changeDate(c: CustomerCtx, id: string, body: ChangeDateBody): Promise<SubscriptionAnswer> {
  const instant = scheduledInstant(body);
  const day = instant ? shopDayOf(instant) : null;
  if (!day) throw invalidBodyField('date', INVALID_DATE_MESSAGE);
  checkedSubscriptionDay(day, 'date', new Date());
  const { answer } = await onSubscription(c, id, 'changeDate', 'change-date', async (rec, commit) => {
    refuseSkippedDay(rec, day);
    await remoteOf(c, 'changeDate').setNextDay(rec, day);
    await commit([updateSubscriptionStatement(c.env.DB, id, { next_charge_scheduled_at: day })]);
  });
  return answer;
}
