/**
 * A pet's age for the pet cards (spec 000 §2.5, 001 §2): whole years, one less when this
 * year's birthday has not come yet. "Today" is a parameter so the rule is testable.
 */

export const AGE_UNKNOWN_LABEL = 'Age unknown';
/** The unit after the whole years on a pet card: '5 Yrs'. */
export const AGE_SUFFIX = 'Yrs';

interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number;
}

/**
 * A date of birth is a calendar date, not an instant: '2020-06-15' must stay the 15th in any
 * time zone, so the date part is read as written rather than through `new Date()`.
 */
function toCalendarDate(value: string | Date): CalendarDate | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

/**
 * Age in whole years on `today` (a Date read in local time, or 'YYYY-MM-DD'); null when the
 * date of birth is missing or unreadable. A birth date in the future gives 0.
 *
 * @example
 * ageInYears('2020-06-15', '2025-06-15') // 5 (birthday today)
 * ageInYears('2020-06-16', '2025-06-15') // 4 (birthday tomorrow)
 */
export function ageInYears(dob: string | Date | null | undefined, today: string | Date): number | null {
  const birth = dob ? toCalendarDate(dob) : null;
  const now = toCalendarDate(today);
  if (!birth || !now) return null;
  const birthdayPassed = now.month > birth.month || (now.month === birth.month && now.day >= birth.day);
  return Math.max(0, now.year - birth.year - (birthdayPassed ? 0 : 1));
}

/**
 * The pet card's age text.
 *
 * @example
 * ageLabel('2020-06-15', '2025-06-15') // '5 Yrs'
 * ageLabel(null, '2025-06-15') // 'Age unknown'
 */
export function ageLabel(dob: string | Date | null | undefined, today: string | Date): string {
  const years = ageInYears(dob, today);
  return years === null ? AGE_UNKNOWN_LABEL : `${years} ${AGE_SUFFIX}`;
}
