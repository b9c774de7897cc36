/** A picked day for a subscription's next order, checked against the date limits (today … about a year ahead). */
import { dateRangeMessage, subscriptionPickLimits } from '../../../../src/domain/date-limits';
import { isWithinDateLimits, parseIsoDate } from '../../../../src/domain/dates';
import { invalidBodyField } from '../../../lib/validate';

export function checkedSubscriptionDay(day: string, path: string, now: Date): string {
  const date = parseIsoDate(day);
  const limits = subscriptionPickLimits(now);
  if (!date || !isWithinDateLimits(date, limits)) {
    throw invalidBodyField(path, dateRangeMessage(limits));
  }
  return day;
}
