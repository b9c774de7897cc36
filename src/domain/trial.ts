/**
 * The 1-week free trial and the first-order offer (spec 001 §2, §7, §9): terms, discount
 * codes, the ramp from 25 % to 100 % of a day's food, and the checkout overlay's messages.
 */
import type { Catalogue } from './catalogue';
import { GRAMS_PER_KG } from './feeding';
import { FIRST_ORDER_DISCOUNT_PERCENT } from './money';
import { roundTo } from './rounding';

/** The free portion never exceeds 2 kg of kibble. */
export const TRIAL_FREE_PORTION_MAX_KG = 2;
/** The trial lasts one week. */
export const TRIAL_DAYS = 7;
/** Day 1 of the trial feeds 25 % of the day's food in kibble… */
export const TRIAL_RAMP_START_PERCENT = 25;
/** …rising evenly to 100 % on day 7. */
export const TRIAL_RAMP_END_PERCENT = 100;
/** The first full order ships this many days after the trial is delivered. */
export const TRIAL_FIRST_ORDER_DELAY_DAYS = 5;
/** The first subscription order after a trial takes the first-order discount (25 %). */
export const TRIAL_FIRST_ORDER_DISCOUNT_PERCENT = FIRST_ORDER_DISCOUNT_PERCENT;
/** Free treats worth $12.99 come with the second order. */
export const TRIAL_FREE_TREATS_VALUE_CENTS = 1299;
/** The free treats come with this order after the trial. */
export const TRIAL_FREE_TREATS_ORDER_NUMBER = 2;
/** One trial per household. */
export const TRIALS_PER_HOUSEHOLD = 1;

/**
 * Protein percent of the catalogue's trial recipes, by name.
 *
 * @example
 * trialProteinPercent(demo) // { Chicken: 28, Lamb: 31 }
 */
export function trialProteinPercent(cat: Catalogue): Record<string, number> {
  return Object.fromEntries(cat.kibbles.filter((k) => k.trial).map((k) => [k.name, k.proteinPercent]));
}

/** The trial page's default discount. */
export const TRIAL_DISCOUNT_CODE = 'FREE7DAYTRIAL';
/** The first-order page's default discount. */
export const FIRST_ORDER_DISCOUNT_CODE = 'WELCOME20';
/** The codes our own pages send. */
export const KNOWN_DISCOUNT_CODES = [TRIAL_DISCOUNT_CODE, FIRST_ORDER_DISCOUNT_CODE] as const;

/** The two recipe pages: /free-trial/choose-recipe and /choose-recipe. */
export type RecipePage = 'trial' | 'first-order';

/**
 * The discount a checkout request carries: the query's when given, else the page's default.
 *
 * @example
 * discountCodeFor('trial', null) // 'FREE7DAYTRIAL'
 * discountCodeFor('first-order', ' SPRING10 ') // 'SPRING10'
 */
export function discountCodeFor(page: RecipePage, queryDiscount: string | null | undefined): string {
  const fromQuery = queryDiscount?.trim();
  if (fromQuery) return fromQuery;
  return page === 'trial' ? TRIAL_DISCOUNT_CODE : FIRST_ORDER_DISCOUNT_CODE;
}

/**
 * @example
 * isKnownDiscountCode('welcome20') // true
 */
export function isKnownDiscountCode(code: string): boolean {
  return (KNOWN_DISCOUNT_CODES as readonly string[]).includes(code.trim().toUpperCase());
}

/**
 * Percent of the day's food fed as kibble on a trial day (1–7), linear: 25, 37.5, 50 … 100.
 *
 * @example
 * trialRampPercent(1) // 25
 * trialRampPercent(4) // 62.5
 * trialRampPercent(7) // 100
 */
export function trialRampPercent(day: number): number {
  const d = Math.min(TRIAL_DAYS, Math.max(1, Math.round(day)));
  const step = (TRIAL_RAMP_END_PERCENT - TRIAL_RAMP_START_PERCENT) / (TRIAL_DAYS - 1);
  return TRIAL_RAMP_START_PERCENT + (d - 1) * step;
}

/**
 * The trial's day-by-day grams for a dog eating `gramsPerDay`, and the portion shipped:
 * their sum, capped at 2 kg.
 *
 * @example
 * trialSchedule(163).days[0] // { day: 1, percent: 25, grams: 41 }
 * trialSchedule(163).portionGrams // 714
 */
export function trialSchedule(gramsPerDay: number): {
  days: { day: number; percent: number; grams: number }[];
  portionGrams: number;
} {
  const days = Array.from({ length: TRIAL_DAYS }, (_, i) => {
    const percent = trialRampPercent(i + 1);
    return { day: i + 1, percent, grams: roundTo((gramsPerDay * percent) / 100) };
  });
  const total = days.reduce((sum, d) => sum + d.grams, 0);
  return { days, portionGrams: Math.min(total, TRIAL_FREE_PORTION_MAX_KG * GRAMS_PER_KG) };
}

/** The checkout overlay's messages, one per `TIMERS_MS.loadingMessageRotate`. */
export const CHECKOUT_LOADING_MESSAGES = [
  'Calculating your perfect portions...',
  'Preparing your recipe...',
  'Reserving your free trial...',
  'Taking you to checkout...',
] as const;

/**
 * The message shown after `tick` rotations (wraps around).
 *
 * @example
 * loadingMessageAt(5) // 'Preparing your recipe...'
 */
export function loadingMessageAt(tick: number): string {
  const n = CHECKOUT_LOADING_MESSAGES.length;
  return CHECKOUT_LOADING_MESSAGES[((Math.trunc(tick) % n) + n) % n]!;
}

/** The free-trial form's overlay text. */
export const FREE_TRIAL_LOADING_MESSAGE = 'Loading your free trial...';
/** The free-trial form's message for a blank name, e-mail or dog name. */
export const FREE_TRIAL_REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';

/** The free-trial form's title (spec 001 §2). */
export function freeTrialTitle(name: string): string {
  return `Claim ${name}'s 7 day FREE trial!`;
}
/** The trial recipe page's header. */
export function trialRecipeTitle(name: string): string {
  return `Start ${name}'s risk FREE 1 week trial`;
}
/** The first-order recipe page's title. */
export function firstOrderRecipeTitle(name: string): string {
  return `We've calculated ${name}'s ideal calorie intake!`;
}
/** A trial recipe card's button, e.g. 'Start FREE Lamb Trial'. */
export function trialButtonLabel(kibbleName: string): string {
  return `Start FREE ${kibbleName} Trial`;
}
/** A trial recipe card's offer, e.g. 'Get 1 week of Luxe Lamb For FREE - just pay shipping'. */
export function trialOfferLine(productTitle: string): string {
  return `Get 1 week of ${productTitle} For FREE - just pay shipping`;
}
