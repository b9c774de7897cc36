/**
 * What the dashboard and /mobile say about a dog's birthday, its weight journal and its weigh-in
 * reminders (issue 50); the birthday mail repeats the notice's sentence (the mails themselves are
 * functions/mail/templates.ts). The numbers come from src/domain/dog-journey.ts.
 */
import { formatLongDateUS } from '../domain/dates';
import type { BirthdayChange } from '../domain/dog-journey';
import { formatGrouped } from '../domain/number-format';
import type { LifeStage } from '../domain/pet-values';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A shop day as the notice writes it: '3 December'.
 *
 * @example
 * dayMonth('2025-12-03') // '3 December'
 */
export function dayMonth(day: string): string {
  return `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;
}

const possessive = (sex: string | null) => (sex === 'male' ? 'his' : sex === 'female' ? 'her' : 'their');

/**
 * The birthday notice's sentence.
 *
 * @example
 * birthdayNoticeText({ name: 'Biscuit', sex: 'male', years: 1, day: '2025-12-03', gramsBefore: 580, gramsAfter: 290, daysBefore: 23, daysAfter: 46 })
 * // 'Biscuit turns 1 on 3 December: his food drops from 580 g to 290 g a day; your next delivery would last 46 days instead of 23'
 */
export function birthdayNoticeText(
  c: Pick<BirthdayChange, 'name' | 'sex' | 'years' | 'day' | 'gramsBefore' | 'gramsAfter' | 'daysBefore' | 'daysAfter'>,
): string {
  const verb = c.gramsAfter < c.gramsBefore ? 'drops' : 'rises';
  const food = `${possessive(c.sex)} food ${verb} from ${formatGrouped(c.gramsBefore)} g to ${formatGrouped(c.gramsAfter)} g a day`;
  const delivery =
    c.daysBefore !== null && c.daysAfter !== null && c.daysBefore !== c.daysAfter
      ? `; your next delivery would last ${formatGrouped(c.daysAfter)} days instead of ${formatGrouped(c.daysBefore)}`
      : '';
  return `${c.name} turns ${c.years} on ${dayMonth(c.day)}: ${food}${delivery}`;
}

const STAGE_WORDS: Record<LifeStage, string> = { puppy: 'puppy', adult: 'adult', senior: 'senior' };

export const DOG_JOURNEY_TEXTS = {
  chartTitle: (name: string) => `${name}’s weight, last 12 months`,
  chartEmpty: 'No weights yet. Each weight you save is kept here.',
  tableCaption: (name: string) => `${name}’s weights and daily food`,
  target: (kg: number) => `Target ${formatGrouped(kg)} kg`,
  toGo: (kg: number) => (kg > 0 ? `${formatGrouped(kg)} kg to lose` : kg < 0 ? `${formatGrouped(-kg)} kg to gain` : 'Target reached'),
  addWeight: 'Add a weight',
  weightLabel: 'Weight (kg)',
  dayLabel: 'Day weighed',
  save: 'Save weight',
  /** Said once a weighing is kept (issue 61 §4: weigh-ins gave no confirmation). */
  saved: (kg: number, day: string) => `Saved: ${formatGrouped(kg)} kg on ${formatLongDateUS(day)}.`,
  keepStage: (stage: LifeStage) => `Keep ${STAGE_WORDS[stage]} food`,
  keptStage: (stage: LifeStage) => `Staying on ${STAGE_WORDS[stage]} food`,
  remindersOff: 'Stop weigh-in reminders',
  reminders: 'Monthly weigh-in reminders',
  switchState: (on: boolean) => (on ? 'On' : 'Off'),
  targetForm: 'Target weight',
  targetLabel: 'Target weight (kg)',
  setTarget: 'Set target',
  clearTarget: 'Clear target',
  targetFailed: 'We could not save the target. Please try again.',
} as const;
