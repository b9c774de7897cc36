/**
 * Weight limits and their messages (spec 000 §5, 001 §5).
 *
 * Three limits exist because three screens promise different things: the pet screens accept
 * any dog 1–60 kg, the free-trial form caps at 30 kg, and the recipe pages at 45 kg (a dog
 * over 45 kg is sent back to the free-trial form, whose own cap then explains the limit).
 */
import { toFiniteNumber } from './rounding';

/** The lightest dog the pet screens accept. */
export const WEIGHT_MIN_KG = 1;
/** The heaviest dog the pet screens accept. */
export const WEIGHT_MAX_KG = 60;
/** A new pet's weight, and what a blank, zero or unreadable weight becomes. */
export const DEFAULT_WEIGHT_KG = 10;

/** Alert when a submitted weight is above the pet-screen maximum. */
export const WEIGHT_TOO_HIGH_MESSAGE = `Pet weight cannot exceed ${WEIGHT_MAX_KG}kg. Please adjust the weight.`;
/** Alert when a submitted weight is below the pet-screen minimum. */
export const WEIGHT_TOO_LOW_MESSAGE = `Pet weight must be at least ${WEIGHT_MIN_KG}kg. Please adjust the weight.`;

/** The free trial's 2 kg portion suits dogs up to 30 kg. */
export const FREE_TRIAL_MAX_WEIGHT_KG = 30;
/** The free-trial weight input's step. */
export const FREE_TRIAL_WEIGHT_STEP_KG = 0.1;
/** The note under the free-trial weight field. */
export const FREE_TRIAL_WEIGHT_NOTE = `Maximum free trial weight: ${FREE_TRIAL_MAX_WEIGHT_KG}kg`;
/**
 * The free-trial form's message for a weight over 30 kg: the cap, as the note under the field says
 * it. It no longer asks to 'adjust the weight', which invited a false one: the form offers the
 * discounted first order for that dog instead (issue 47 §4).
 */
export const FREE_TRIAL_WEIGHT_TOO_HIGH_MESSAGE = FREE_TRIAL_WEIGHT_NOTE;
/** Shown on the free-trial form when a recipe page sent the visitor back (`?error=weight_limit`). */
export const FREE_TRIAL_WEIGHT_LIMIT_REDIRECT_MESSAGE = `Pet weight cannot exceed ${FREE_TRIAL_MAX_WEIGHT_KG}kg. Please adjust the weight below.`;
/** The `error` query value of the redirect to the free-trial form. */
export const WEIGHT_LIMIT_ERROR_PARAM = 'weight_limit';

/** The heaviest dog the recipe pages plan for. */
export const RECIPE_PAGE_MAX_WEIGHT_KG = 45;
export const RECIPE_PAGE_WEIGHT_STEP_KG = 0.5;
/** Shown for `TIMERS_MS.weightNotice` after a recipe-page weight is clamped to 45 kg. */
export const RECIPE_PAGE_WEIGHT_NOTICE = `maximum dog weight for the free 1 week trial is ${RECIPE_PAGE_MAX_WEIGHT_KG}kg`;
/** Where a recipe page sends a dog heavier than its maximum. */
export const WEIGHT_LIMIT_REDIRECT_PATH = `/free-trial?error=${WEIGHT_LIMIT_ERROR_PARAM}`;

/**
 * A typed weight as a number: a decimal comma ("12,5", as many keyboards type it) reads as a point.
 *
 * @example
 * typedWeight('12,5') // 12.5
 * typedWeight('1,250') // 1.25 (one comma is a decimal comma; kilograms have no thousands)
 * typedWeight('heavy') // null
 */
export function typedWeight(value: unknown): number | null {
  return toFiniteNumber(typeof value === 'string' ? value.trim().replace(/^(\d*),(\d+)$/, '$1.$2') : value);
}

/**
 * The blur rule of the pet screens: blank, zero or non-numeric becomes the default 10 kg;
 * above 60 becomes 60; below 1 becomes 1.
 *
 * @example
 * normaliseWeight('') // 10
 * normaliseWeight(0) // 10
 * normaliseWeight('abc') // 10
 * normaliseWeight(60.01) // 60
 * normaliseWeight(0.99) // 1
 * normaliseWeight('12.5') // 12.5
 * normaliseWeight('12,5') // 12.5
 */
export function normaliseWeight(value: unknown): number {
  const n = typedWeight(value);
  if (n === null || n === 0) return DEFAULT_WEIGHT_KG;
  return Math.min(WEIGHT_MAX_KG, Math.max(WEIGHT_MIN_KG, n));
}

/**
 * What the blur rule did to a typed weight, said to the owner: null when it kept the number
 * they typed. The rule itself is the spec's; these words are ours (docs/spec-differences.md).
 *
 * @example
 * weightChangeNote('200') // '200 kg is more than the 60 kg we plan for: the plan uses 60 kg.'
 * weightChangeNote('12,5') // null
 * weightChangeNote('') // 'No weight given: the plan uses 10 kg.'
 */
export function weightChangeNote(text: string): string | null {
  const n = typedWeight(text);
  const kept = normaliseWeight(text);
  if (n === kept) return null;
  if (text.trim() === '') return `No weight given: the plan uses ${kept} kg.`;
  if (n === null) return `“${text.trim()}” is not a weight in kg: the plan uses ${kept} kg.`;
  if (n > WEIGHT_MAX_KG) return `${n} kg is more than the ${WEIGHT_MAX_KG} kg we plan for: the plan uses ${kept} kg.`;
  if (n === 0) return `0 kg is not a weight: the plan uses ${kept} kg.`;
  return `${n} kg is less than the ${WEIGHT_MIN_KG} kg we plan for: the plan uses ${kept} kg.`;
}

/**
 * The submit check of the modal and overlay: the alert text, or null when the weight is fine.
 * Blank and non-numeric weights are left to the required-field check.
 *
 * @example
 * weightAlert(60.01) // 'Pet weight cannot exceed 60kg. Please adjust the weight.'
 * weightAlert(60) // null
 */
export function weightAlert(value: unknown): string | null {
  const n = typedWeight(value);
  if (n === null) return null;
  if (n > WEIGHT_MAX_KG) return WEIGHT_TOO_HIGH_MESSAGE;
  if (n < WEIGHT_MIN_KG) return WEIGHT_TOO_LOW_MESSAGE;
  return null;
}

/**
 * @example
 * isWeightInRange(1) // true
 * isWeightInRange(0.99) // false
 */
export function isWeightInRange(value: unknown): boolean {
  const n = typedWeight(value);
  return n !== null && n >= WEIGHT_MIN_KG && n <= WEIGHT_MAX_KG;
}

/**
 * The overlay's keystroke filter: digits and the first decimal point only; a comma is one.
 *
 * @example
 * sanitiseWeightInput('12.3.4kg') // '12.34'
 * sanitiseWeightInput('12,5') // '12.5'
 */
export function sanitiseWeightInput(text: string): string {
  const cleaned = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1 ? cleaned : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
}

/**
 * The mobile edit screen does no validation: a non-numeric weight becomes 0 (spec 001 §5).
 *
 * @example
 * mobileWeight('heavy') // 0
 */
export function mobileWeight(value: unknown): number {
  return toFiniteNumber(value) ?? 0;
}

/**
 * The free-trial form's weight message, or null.
 *
 * @example
 * freeTrialWeightError(30.1) // 'Maximum free trial weight: 30kg'
 */
export function freeTrialWeightError(value: unknown): string | null {
  const n = toFiniteNumber(value);
  return n !== null && n > FREE_TRIAL_MAX_WEIGHT_KG ? FREE_TRIAL_WEIGHT_TOO_HIGH_MESSAGE : null;
}

/**
 * The recipe pages' redirect rule for a weight from the query or stored pet data.
 *
 * @example
 * recipePageWeightRedirect(45.5) // '/free-trial?error=weight_limit'
 * recipePageWeightRedirect(45) // null
 */
export function recipePageWeightRedirect(value: unknown): string | null {
  const n = toFiniteNumber(value);
  return n !== null && n > RECIPE_PAGE_MAX_WEIGHT_KG ? WEIGHT_LIMIT_REDIRECT_PATH : null;
}

/**
 * The recipe pages' blur rule: above 45 kg clamps to 45 and raises the notice.
 *
 * @example
 * clampRecipePageWeight(50) // { weight: 45, notice: 'maximum dog weight for the free 1 week trial is 45kg' }
 * clampRecipePageWeight(20) // { weight: 20, notice: null }
 */
export function clampRecipePageWeight(weight: number): { weight: number; notice: string | null } {
  return weight > RECIPE_PAGE_MAX_WEIGHT_KG ? { weight: RECIPE_PAGE_MAX_WEIGHT_KG, notice: RECIPE_PAGE_WEIGHT_NOTICE } : { weight, notice: null };
}
