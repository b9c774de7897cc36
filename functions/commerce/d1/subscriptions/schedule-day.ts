/** A picked day for a subscription's next order, checked against the date limits (today … about a year ahead). */
import { isWithinDateLimits, parseIsoDate, subscriptionDateLimits, toIsoDate } from '../../../../src/domain/dates';
import { shopCalendarToday } from '../../../../src/domain/renewals';
import { invalidBodyField } from '../../../lib/validate';

export function checkedSubscriptionDay(day: string, path: string, now: Date): string {
  const date = parseIsoDate(day);
  const limits = subscriptionDateLimits(shopCalendarToday(now));
  if (!date || !isWithinDateLimits(date, limits)) {
    throw invalidBodyField(path, `Please choose a date between ${toIsoDate(limits.min)} and ${toIsoDate(limits.max)}`);
  }
  return day;
}
