/**
 * Birthdays that change a dog's food (issue 50): the spec's life-stage boundaries (000 §9:
 * puppy 0–1 years, adult 1–7, senior 8+) read from the date of birth, in the shop's calendar.
 *
 * Every day here is a calendar day 'YYYY-MM-DD' of the shop (+12:00, `shopToday`), never an
 * instant: a dob is a calendar date, and the scheduled job, the dashboard and the e-mail must
 * agree on which day a dog turns one whatever the machine's zone. A dog born on 29 February
 * turns a year older on 1 March in a common year: the same rule as the pet cards' age
 * (`ageInYears`), so the card's '1 Yrs' and the food change appear on the same morning.
 */
import { ageInYears } from './age';
import type { LifeStage } from './pet-values';
import { addInterval } from './renewals';
import { isCalendarDate } from './schemas/common';

/** The birthdays that change a life stage: on the 1st a puppy becomes an adult, on the 8th an adult a senior. */
export const LIFE_STAGE_BOUNDARIES = [
  { years: 1, from: 'puppy', to: 'adult' },
  { years: 8, from: 'adult', to: 'senior' },
] as const satisfies readonly { years: number; from: LifeStage; to: LifeStage }[];

export type LifeStageBoundary = (typeof LIFE_STAGE_BOUNDARIES)[number];

/** The owner hears of a boundary this many days ahead (the notice and the e-mail). */
export const BIRTHDAY_NOTICE_DAYS_AHEAD = 14;

/**
 * A missed run (the cron down for a day) still changes the stage when it runs again, but a
 * birthday older than this is left alone: a dog added long after turning one is not "changed".
 */
export const LIFE_STAGE_CATCH_UP_DAYS = 14;

/**
 * The life stage a date of birth gives on a day; null without a readable dob.
 *
 * @example
 * lifeStageOn('2024-12-03', '2025-12-02') // 'puppy'
 * lifeStageOn('2024-12-03', '2025-12-03') // 'adult'
 * lifeStageOn('2017-12-03', '2025-12-03') // 'senior'
 */
export function lifeStageOn(dob: string | null | undefined, day: string): LifeStage | null {
  const years = dob ? ageInYears(dob, day) : null;
  if (years === null) return null;
  let stage: LifeStage = 'puppy';
  for (const b of LIFE_STAGE_BOUNDARIES) if (years >= b.years) stage = b.to;
  return stage;
}

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * The day a dob turns `years` old: the same month and day, or 1 March for 29 February in a
 * common year. Null for an unreadable dob.
 *
 * @example
 * birthdayOf('2024-02-29', 1) // '2025-03-01'
 * birthdayOf('2024-02-29', 4) // '2028-02-29'
 */
export function birthdayOf(dob: string, years: number): string | null {
  const day = dob.slice(0, 10);
  if (!isCalendarDate(day)) return null;
  const year = Number(day.slice(0, 4)) + years;
  const monthDay = day.slice(5);
  const y = String(year).padStart(4, '0');
  return monthDay === '02-29' && !isLeapYear(year) ? `${y}-03-01` : `${y}-${monthDay}`;
}

/** A boundary on its day: what the dog becomes, and when. */
export interface BoundaryCrossing {
  boundary: LifeStageBoundary;
  /** 'YYYY-MM-DD' of the birthday, in the shop's calendar. */
  day: string;
}

/**
 * The boundary a dog crosses after `today` and at most `BIRTHDAY_NOTICE_DAYS_AHEAD` days later,
 * or null (no dob, or no boundary in the window). The day itself is not ahead: on it, the stage
 * changes (`boundaryReached`).
 *
 * @example
 * boundaryAhead('2024-12-03', '2025-11-23') // { boundary: { years: 1, from: 'puppy', to: 'adult' }, day: '2025-12-03' }
 * boundaryAhead('2024-12-03', '2025-11-18') // null (15 days ahead)
 * boundaryAhead(null, '2025-11-23') // null
 */
export function boundaryAhead(dob: string | null | undefined, today: string, daysAhead: number = BIRTHDAY_NOTICE_DAYS_AHEAD): BoundaryCrossing | null {
  if (!dob) return null;
  const last = addInterval(today, daysAhead, 'day');
  for (const boundary of LIFE_STAGE_BOUNDARIES) {
    const day = birthdayOf(dob, boundary.years);
    if (day && day > today && day <= last) return { boundary, day };
  }
  return null;
}

/**
 * The boundary a dog crossed today or in the last `LIFE_STAGE_CATCH_UP_DAYS` days, or null: the
 * scheduled job changes the stage (once, see functions/dogs/birthdays.ts) when this is set.
 *
 * @example
 * boundaryReached('2024-12-03', '2025-12-03')?.boundary.to // 'adult'
 * boundaryReached('2024-12-03', '2025-12-20') // null (17 days late: the dog was added as it is)
 */
export function boundaryReached(dob: string | null | undefined, today: string, catchUpDays: number = LIFE_STAGE_CATCH_UP_DAYS): BoundaryCrossing | null {
  if (!dob) return null;
  const first = addInterval(today, -catchUpDays, 'day');
  for (const boundary of LIFE_STAGE_BOUNDARIES) {
    const day = birthdayOf(dob, boundary.years);
    if (day && day <= today && day >= first) return { boundary, day };
  }
  return null;
}
