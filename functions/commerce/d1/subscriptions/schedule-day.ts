/** A picked day for a subscription's next order, checked against the date limits (today … about a year ahead). */
import { dateRangeMessage, subscriptionPickLimits } from '../../../../src/domain/date-limits';
import { isWithinDateLimits, parseIsoDate } from '../../../../src/domain/dates';
import { SKIPPED_DAY_MESSAGE, SKIPPED_STATUS } from '../../../../src/domain/skips';
import type { SubscriptionRecord } from '../../../db/subscriptions';
import { ApiError } from '../../../lib/errors';
import { invalidBodyField } from '../../../lib/validate';

export function checkedSubscriptionDay(day: string, path: string, now: Date): string {
  const date = parseIsoDate(day);
  const limits = subscriptionPickLimits(now);
  if (!date || !isWithinDateLimits(date, limits)) {
    throw invalidBodyField(path, dateRangeMessage(limits));
  }
  return day;
}

/** 409 when `day` is a delivery the customer skipped: a renewal would find it billed and ship nothing. */
export function refuseSkippedDay(rec: SubscriptionRecord, day: string): void {
  if (rec.attempts.some((a) => a.date === day && a.status === SKIPPED_STATUS)) throw new ApiError(409, 'day_skipped', SKIPPED_DAY_MESSAGE);
}
