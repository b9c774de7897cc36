/** Change date: the next order's day (07:00 +12:00), today … about a year ahead. */
import { scheduledInstant } from '../../../../src/domain/dates';
import { shopDayOf } from '../../../../src/domain/renewals';
import { INVALID_DATE_MESSAGE } from '../../../../src/domain/schemas/common';
import type { ChangeDateBody } from '../../../../src/domain/schemas/subscription-actions';
import { updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerRequest } from '../../request';
import { invalidBodyField } from '../../../lib/validate';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';
import { checkedSubscriptionDay, refuseSkippedDay } from './schedule-day';

export async function changeDate(req: CustomerRequest, id: string, body: ChangeDateBody): Promise<SubscriptionAnswer> {
  const instant = scheduledInstant(body);
  const day = instant ? shopDayOf(instant) : null;
  if (!day) throw invalidBodyField('date', INVALID_DATE_MESSAGE);
  checkedSubscriptionDay(day, 'date', req.now);
  const { answer } = await onSubscription(req, id, 'changeDate', 'change-date', async (rec, commit) => {
    refuseSkippedDay(rec, day);
    await remoteOf(req, 'changeDate').setNextDay(rec, day);
    await commit([updateSubscriptionStatement(req.db, id, { next_charge_scheduled_at: day, shop_next_day: day })]);
  });
  return answer;
}
