/**
 * A dog's weight journal (issue 50): every weight it had, one per shop day, and the chart of the
 * last 12 months with the daily grams at each point.
 *
 * The grams at a point come from the one feeding formula (`petFeeding`), never a second one: the
 * point's weight with the dog's settings, and the life stage it had on that day (the stage its
 * dob gave then, when that differs from today's; otherwise the stage the owner keeps). The
 * target weight is information for the chart and never enters the formula: the spec's body
 * condition stays the only thing that feeds a dog on a diet less.
 *
 * A journal entry may be lighter or heavier than the pet screens accept (a 0.8 kg puppy at its
 * first vet visit, a 70 kg mastiff): it records what the scales said, within 0.1–100 kg.
 */
import { petFeeding, type FeedingInput } from './feeding';
import { lifeStageOn } from './life-stage-dates';
import type { LifeStage } from './pet-values';
import { addInterval } from './renewals';
import { roundTo } from './rounding';

/**
 * The lightest entry a journal takes: a newborn toy puppy weighs about 0.1 kg, and a reading
 * below that is a typo or a probe (issue 59 found 1e-300 kg accepted).
 */
export const JOURNAL_WEIGHT_MIN_KG = 0.1;
/** The heaviest entry a journal takes. */
export const JOURNAL_WEIGHT_MAX_KG = 100;
/**
 * The weight fields' step, and the lightest weight their steppers offer. Only hints: the forms
 * check a weighing with the API's own schema (src/domain/schemas/weight-journal.ts).
 */
export const JOURNAL_WEIGHT_STEP_KG = 0.1;
export const JOURNAL_WEIGHT_FIELD_MIN_KG = JOURNAL_WEIGHT_MIN_KG;
/** The chart shows this many months back from today. */
export const CHART_MONTHS = 12;
/** The most entries a browser keeps per dog before login (roughly two a week for a year). */
export const LOCAL_ENTRIES_MAX = 120;
/**
 * The earliest weighing a journal takes, in years back from today (issue 59: days back to year
 * 0100 were accepted). No dog lives this long; a dog with a known birthday is bounded by it too.
 */
export const JOURNAL_YEARS_BACK = 30;
/**
 * The most entries one dog's journal keeps (issue 59: 1,500 distinct days in one session). One a
 * day at most, so this is a weighing every other day for 11 years, or every week for 38. A new
 * day past it is refused (409); a day already kept is still replaced.
 */
export const JOURNAL_ENTRIES_MAX = 2000;
/** Entries per page of the older journal (before the chart's window), newest page first. */
export const JOURNAL_PAGE_SIZE = 100;

/**
 * The first day of the chart's window: `CHART_MONTHS` back from today. The journal's answers
 * carry the entries from this day on; older ones are paged.
 *
 * @example
 * chartWindowStart('2025-12-01') // '2024-12-01'
 */
export const chartWindowStart = (today: string): string => addInterval(today, -CHART_MONTHS, 'month');

/**
 * The earliest day a weighing may have: the dog's birthday when it is known, and never more than
 * `JOURNAL_YEARS_BACK` years back.
 *
 * @example
 * earliestWeighingDay('2024-03-10', '2025-12-01') // '2024-03-10'
 * earliestWeighingDay(null, '2025-12-01') // '1995-12-01'
 */
export function earliestWeighingDay(dob: string | null | undefined, today: string): string {
  const span = addInterval(today, -JOURNAL_YEARS_BACK * 12, 'month');
  return dob && /^\d{4}-\d{2}-\d{2}$/.test(dob) && dob > span ? dob : span;
}

/** One weighing: the shop day and the kilograms. */
export interface WeightEntry {
  day: string;
  kg: number;
}

/** A point of the chart. */
export interface WeightPoint extends WeightEntry {
  /** Daily grams of the dog's kibble at this weight (the feeding formula). */
  grams: number;
}

/** What a chart needs of a dog: its feeding settings, dob, and kibble share. */
export type JournalPet = FeedingInput & { dob?: string | null; percent_kibble?: number | string | null; life_stage?: LifeStage | string | null };

/**
 * The entries of the last `CHART_MONTHS` months up to today, oldest first, with the grams the
 * formula gives at each.
 *
 * @example
 * chartPoints([{ day: '2025-06-01', kg: 10 }], { weight: 12 }, '2025-12-01', 3380) // [{ day: '2025-06-01', kg: 10, grams: 163 }]
 */
export function chartPoints(entries: readonly WeightEntry[], pet: JournalPet, today: string, kcalPerKg?: number): WeightPoint[] {
  const first = chartWindowStart(today);
  const stageToday = lifeStageOn(pet.dob, today);
  return [...entries]
    .filter((e) => e.day >= first && e.day <= today)
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
    .map((e) => {
      const then = lifeStageOn(pet.dob, e.day);
      const life_stage = then !== null && then !== stageToday ? then : pet.life_stage;
      return { ...e, grams: petFeeding({ ...pet, weight: e.kg, life_stage }, kcalPerKg).grams_per_day };
    });
}

/** Progress toward a target weight. */
export interface TargetProgress {
  targetKg: number;
  startKg: number;
  currentKg: number;
  /** Kilograms still to go (positive: to lose; negative: to gain). */
  toGoKg: number;
  /** 0–1 of the way from the first point to the target. */
  share: number;
}

/**
 * How far the dog has come from the first point toward the target; null without a target or points.
 *
 * @example
 * targetProgress([{ day: '2025-01-01', kg: 20 }, { day: '2025-03-01', kg: 18 }], 16) // { targetKg: 16, startKg: 20, currentKg: 18, toGoKg: 2, share: 0.5 }
 */
export function targetProgress(points: readonly WeightEntry[], targetKg: number | null | undefined): TargetProgress | null {
  if (targetKg == null || points.length === 0) return null;
  const startKg = points[0]!.kg;
  const currentKg = points[points.length - 1]!.kg;
  const distance = startKg - targetKg;
  const share = distance === 0 ? 1 : Math.min(1, Math.max(0, (startKg - currentKg) / distance));
  return { targetKg, startKg, currentKg, toGoKg: roundTo(currentKg - targetKg, 1), share: roundTo(share, 2) };
}

/**
 * An entry added to a journal kept in the browser (an anonymous visitor's dog): the day's
 * earlier reading is replaced, and only the newest `LOCAL_ENTRIES_MAX` are kept.
 *
 * @example
 * withEntry([{ day: '2025-06-01', kg: 10 }], { day: '2025-06-01', kg: 10.4 }) // [{ day: '2025-06-01', kg: 10.4 }]
 */
export function withEntry(entries: readonly WeightEntry[], entry: WeightEntry): WeightEntry[] {
  const kept = entries.filter((e) => e.day !== entry.day);
  return [...kept, entry].sort((a, b) => (a.day < b.day ? -1 : 1)).slice(-LOCAL_ENTRIES_MAX);
}

/**
 * A weight change worth an entry: a new dog, or another weight than before.
 *
 * @example
 * isWeightChange(undefined, 10) // true
 * isWeightChange(10, 10) // false
 */
export function isWeightChange(before: number | null | undefined, after: number): boolean {
  return before == null || before !== after;
}

/**
 * Whether a dog's card offers a target weight: only for a body condition of under or over. The
 * body-condition multiplier stays the formula; the target is information for the chart.
 *
 * @example
 * offersTargetWeight('overweight') // true
 * offersTargetWeight('aboutRight') // false
 */
export const offersTargetWeight = (bodyCondition: string | null | undefined): boolean => bodyCondition === 'underweight' || bodyCondition === 'overweight';
