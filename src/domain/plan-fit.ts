/**
 * Plan fit (issue 21): does an ACTIVE subscription's bag last as long as the gap between its
 * deliveries, for the dogs the family feeding plan includes?
 *
 * Everything is in whole days. The family eats `dailyGrams` of the subscription's kibble a day
 * (each included dog's kibble share, in grams of that kibble: the pets' own formula), so a bag
 * lasts `daysPerBag` = round(1000 × bag kg ÷ daily grams) days (`bagDurationDays`, the same
 * rounding as the feeding plans, so a plan the pet screens recommend fits exactly). In the steady
 * state a bag arrives every `frequency` days, so each one runs out `daysPerBag − frequency` days
 * after the next delivery (negative: before it). Running out is worse than a little extra food,
 * so the tolerance is lopsided: 3 days short is already too early, 7 days over is too much.
 */
import { familyTotals, isIncludedInFamilyPlan, petFeeding, type FeedingInput } from './feeding';
import { FREQUENCY_OPTIONS_DAYS, nearestAllowedFrequency } from './frequency';
import type { Catalogue } from './catalogue';
import { bagSizeForDailyGrams, offeredFrequencies } from './plan-pick';
import { bagDurationDays } from './plans';
import { addInterval } from './renewals';

/** A bag that runs out this many days or more before the next delivery runs out early. */
export const RUNS_OUT_EARLY_DAYS = 3;
/** A bag that lasts this many days or more beyond the next delivery is too much food. */
export const TOO_MUCH_DAYS = 7;

export const PLAN_FIT_STATUSES = ['fits', 'runs_out_early', 'too_much'] as const;
export type PlanFitStatus = (typeof PLAN_FIT_STATUSES)[number];

/** The only subscription status with a plan fit: a paused or cancelled one delivers nothing. */
export const PLAN_FIT_SUBSCRIPTION_STATUS = 'ACTIVE';

/** What plan fit needs of a pet: the feeding fields, its kibble share and the family-plan flag. */
export type PlanFitPet = FeedingInput & { percent_kibble?: number | string | null; includeInFamilyFeedingPlan?: boolean | null };

/** A change of the subscription that fits the dogs: an allowed frequency in days, and a bag in kg. */
export interface PlanFitSuggestion {
  frequency: number;
  bagKg: number;
}

/** What GET /api/subscriptions/{id}/plan-fit answers (schema: ./schemas/plan-fit.ts). */
export interface PlanFit {
  /** Grams of the subscription's kibble the included dogs eat a day. */
  dailyGrams: number;
  /** Kibble per delivery: the main bag's size × its quantity. */
  bagKg: number;
  /** Whole days a bag lasts (rounded to the nearest day); null when no dog eats from it. */
  daysPerBag: number | null;
  /** Days between deliveries. */
  frequency: number;
  /** 'YYYY-MM-DD' the bag delivered before `nextDelivery` runs out; null without a next delivery or an eater. */
  runsOutOn: string | null;
  /** The next delivery's day, 'YYYY-MM-DD', as the subscription holds it. */
  nextDelivery: string | null;
  status: PlanFitStatus;
  suggestion: PlanFitSuggestion | null;
}

/** The subscription side of plan fit. */
export interface PlanFitInput {
  pets: readonly PlanFitPet[];
  /** kcal per kg of the subscription's kibble (not the kibble the pet screens have selected). */
  kcalPerKg: number;
  bagKg: number;
  frequency: number;
  nextDelivery: string | null;
  /** The shop's catalogue: a suggestion is a bag it sells at a frequency it has a plan for. */
  catalogue: Catalogue;
}

/**
 * How many dogs eat from the family's kibble: in the family plan, with a kibble share above 0
 * (a plan-fit sentence says 'your dog' for one).
 *
 * @example
 * dogsEatingKibble([{ weight: 10 }, { weight: 10, percent_kibble: 0 }, { weight: 30, includeInFamilyFeedingPlan: false }]) // 1
 */
export function dogsEatingKibble(pets: readonly Pick<PlanFitPet, 'percent_kibble' | 'includeInFamilyFeedingPlan'>[]): number {
  return pets.filter((p) => isIncludedInFamilyPlan(p) && Number(p.percent_kibble ?? 100) > 0).length;
}

/**
 * Daily grams of one kibble for the dogs included in the family plan: each dog's kibble share
 * in grams of this kibble, summed as the pets payload sums them.
 *
 * @example
 * familyDailyGrams([{ weight: 10 }, { weight: 10, percent_kibble: 50 }, { weight: 30, includeInFamilyFeedingPlan: false }], 3380) // 245 (163 + 82)
 */
export function familyDailyGrams(pets: readonly PlanFitPet[], kcalPerKg: number): number {
  return familyTotals(pets.map((pet) => ({ ...pet, ...petFeeding(pet, kcalPerKg) }))).total_subscribed_grams_per_day;
}

/**
 * How a bag lasting `daysPerBag` fits deliveries every `frequency` days.
 *
 * @example
 * fitStatus(25, 28) // 'runs_out_early' (3 days short)
 * fitStatus(26, 28) // 'fits'
 * fitStatus(34, 28) // 'fits'
 * fitStatus(35, 28) // 'too_much' (7 days over)
 */
export function fitStatus(daysPerBag: number, frequency: number): PlanFitStatus {
  const spare = daysPerBag - frequency;
  if (spare <= -RUNS_OUT_EARLY_DAYS) return 'runs_out_early';
  if (spare >= TOO_MUCH_DAYS) return 'too_much';
  return 'fits';
}

/**
 * The allowed frequency nearest `daysPerBag` among those that fit it, or null when none does.
 * Only fitting ones: between 60 and 70 days the plain nearest option can still run out early
 * (66 days → 70 runs out 4 days early, while 60 leaves 6 days over and fits).
 *
 * @example
 * fittingFrequency(31) // 30
 * fittingFrequency(66) // 60
 * fittingFrequency(10) // null (16 days, the shortest option, runs out 6 days early)
 */
export function fittingFrequency(daysPerBag: number, options: readonly number[] = FREQUENCY_OPTIONS_DAYS): number | null {
  const fitting = options.filter((f) => fitStatus(daysPerBag, f) === 'fits');
  return fitting.length > 0 ? nearestAllowedFrequency(daysPerBag, fitting) : null;
}

/**
 * The change that makes the plan fit the dogs, or null when it already fits (or nothing eats).
 *
 * 1. The same bag at the fitting allowed frequency nearest the days it lasts.
 * 2. When no allowed frequency fits that bag, the catalogue's bag for the family's daily grams
 *    (`bagSizeForDailyGrams`) at its own fitting frequency, or at the nearest allowed one when
 *    even that bag fits none (a very small or very large family: the best there is).
 *
 * A suggestion that would change nothing is null: the customer has nothing to tap.
 *
 * @example
 * planFitSuggestion(163, 15, 28, demo) // { frequency: 90, bagKg: 15 } (lasts 92 days)
 * planFitSuggestion(1200, 10, 28, demo) // { frequency: 17, bagKg: 20 } (10 kg lasts 8 days; 20 kg lasts 17)
 * planFitSuggestion(163, 5, 30, demo) // null (lasts 31 days: fits)
 */
export function planFitSuggestion(dailyGrams: number, bagKg: number, frequency: number, cat: Catalogue): PlanFitSuggestion | null {
  const daysPerBag = bagDurationDays(bagKg, dailyGrams);
  const options = offeredFrequencies(cat);
  if (daysPerBag === null || options.length === 0 || fitStatus(daysPerBag, frequency) === 'fits') return null;
  const sameBag = fittingFrequency(daysPerBag, options);
  const suggestion = sameBag !== null ? { frequency: sameBag, bagKg } : catalogueBagSuggestion(dailyGrams, cat, options);
  if (!suggestion) return null;
  return suggestion.frequency === frequency && suggestion.bagKg === bagKg ? null : suggestion;
}

/**
 * The catalogue's bag for a family's daily grams (more than 0), at the frequency that fits it best.
 *
 * @example
 * catalogueBagSuggestion(1200, demo, offeredFrequencies(demo)) // { frequency: 17, bagKg: 20 }
 */
function catalogueBagSuggestion(dailyGrams: number, cat: Catalogue, options: readonly number[]): PlanFitSuggestion | null {
  const bagKg = bagSizeForDailyGrams(cat, dailyGrams);
  if (bagKg === null) return null;
  // Never null: only called for a family that eats (planFitSuggestion returns before).
  const days = bagDurationDays(bagKg, dailyGrams)!;
  return { frequency: fittingFrequency(days, options) ?? nearestAllowedFrequency(days, options), bagKg };
}

/**
 * The plan fit of a subscription for the family's dogs.
 *
 * - `runsOutOn` = next delivery − frequency + days per bag: the day the bag of the delivery
 *   before the next one runs out, in the shop's calendar (whole days, so no time zone enters).
 * - No dog eats from it (none included, or every included dog's kibble share is 0): status
 *   'fits' with `daysPerBag`, `runsOutOn` and `suggestion` null. There is nothing to compare, and
 *   a warning about a family the customer has not entered yet would only alarm them; the pet
 *   screens ask for the dogs.
 *
 * @example
 * planFit({ pets: [{ weight: 10 }], kcalPerKg: 3380, bagKg: 5, frequency: 28, nextDelivery: '2025-06-29' })
 * // { dailyGrams: 163, bagKg: 5, daysPerBag: 31, frequency: 28, runsOutOn: '2025-07-02', nextDelivery: '2025-06-29', status: 'fits', suggestion: null }
 */
export function planFit(input: PlanFitInput): PlanFit {
  const { bagKg, frequency, nextDelivery } = input;
  const dailyGrams = familyDailyGrams(input.pets, input.kcalPerKg);
  const daysPerBag = bagDurationDays(bagKg, dailyGrams);
  return {
    dailyGrams,
    bagKg,
    daysPerBag,
    frequency,
    runsOutOn: daysPerBag !== null && nextDelivery ? addInterval(nextDelivery, daysPerBag - frequency, 'day') : null,
    nextDelivery,
    status: statusOf(daysPerBag, frequency),
    suggestion: planFitSuggestion(dailyGrams, bagKg, frequency, input.catalogue),
  };
}

const statusOf = (daysPerBag: number | null, frequency: number): PlanFitStatus => (daysPerBag === null ? 'fits' : fitStatus(daysPerBag, frequency));

/**
 * Plan fit's status alone, for a family eating `dailyGrams` (`familyDailyGrams`): what the
 * shop's forecast counts over thousands of subscriptions, without the day or the suggestion.
 *
 * @example
 * planFitStatus(163, 5, 28) // 'fits' (a 5 kg bag lasts 31 days)
 */
export function planFitStatus(dailyGrams: number, bagKg: number, frequency: number): PlanFitStatus {
  return statusOf(bagDurationDays(bagKg, dailyGrams), frequency);
}
