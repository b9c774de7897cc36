/**
 * The feeding formula (spec 000 §9, 001 §9): daily calories, grams and cups for a dog,
 * its kibble share, and the family totals.
 *
 * calories = round(70 × kg^0.75 × activity × life stage × body condition)
 * grams    = round(calories ÷ (kcal per kg ÷ 1000))
 * cups     = grams ÷ cup size, one decimal
 */
import { findKibble, type Catalogue } from './catalogue';
import { normaliseActivityLevel, normaliseBodyCondition, normaliseLifeStage } from './normalise';
import type { ActivityLevel, BodyCondition, LifeStage } from './pet-values';
import { roundTo, toFiniteNumber } from './rounding';

/** Grams in a kilogram: energy density is per kg, portions are in grams. */
export const GRAMS_PER_KG = 1000;

/** Resting energy requirement = 70 × kg^0.75 kcal per day. */
export const RESTING_ENERGY_FACTOR = 70;
/** Metabolic weight exponent: energy grows with kg^0.75, not with kg. */
export const RESTING_ENERGY_EXPONENT = 0.75;

/** Daily energy over resting energy by activity; typical (1.4) is the default. */
export const ACTIVITY_MULTIPLIERS: Readonly<Record<ActivityLevel, number>> = {
  lazy: 1.2,
  typical: 1.4,
  active: 1.6,
};
/** Puppies grow (× 2); seniors burn less (× 0.8). */
export const LIFE_STAGE_MULTIPLIERS: Readonly<Record<LifeStage, number>> = {
  puppy: 2,
  adult: 1,
  senior: 0.8,
};
/** Feed an underweight dog more (× 1.2) and an overweight dog less (× 0.8). */
export const BODY_CONDITION_MULTIPLIERS: Readonly<Record<BodyCondition, number>> = {
  underweight: 1.2,
  aboutRight: 1,
  overweight: 0.8,
};

/**
 * The spec's default kcal per kg (spec 001 §9: "grams = calories / 3.38", "Default kcal_per_kg
 * 3380"): the pets data set's default and the recipe pages' standard grams. A formula constant,
 * not a product's: a kibble's own kcal per kg comes from the catalogue (`kcalPerKgOf`).
 */
export const DEFAULT_KCAL_PER_KG = 3380;

/** One cup on the pet screens, dashboard and mobile edit screen. */
export const CUP_GRAMS_PET_SCREENS = 110;
/** One cup on the recipe pages and feeding guide. */
export const CUP_GRAMS_RECIPE_PAGES = 120;

/** The calculator's and overlay's kibble slider. */
export const KIBBLE_PERCENT_MIN = 20;
/** All of the dog's food is kibble. */
export const KIBBLE_PERCENT_MAX = 100;
/** A new pet eats only kibble. */
export const DEFAULT_KIBBLE_PERCENT = 100;
/** The modal's kibble-percentage input starts at 0 (spec 000 §5), so stored pets may hold 0–19. */
export const MODAL_KIBBLE_PERCENT_MIN = 0;

/** What the formula needs of a pet; string values go through the normalisers. */
export interface FeedingInput {
  weight: number;
  life_stage?: LifeStage | string | null;
  activity_level?: ActivityLevel | string | null;
  body_condition?: BodyCondition | string | null;
}

/**
 * Resting energy in kcal per day, unrounded; 0 for a missing, zero or negative weight.
 *
 * @example
 * restingEnergy(10) // 393.6…
 */
export function restingEnergy(weightKg: number): number {
  if (!(weightKg > 0) || !Number.isFinite(weightKg)) return 0;
  return RESTING_ENERGY_FACTOR * weightKg ** RESTING_ENERGY_EXPONENT;
}

/**
 * Daily calories, rounded to a whole kcal.
 *
 * @example
 * caloriesPerDay({ weight: 10, life_stage: 'adult', activity_level: 'typical', body_condition: 'aboutRight' }) // 551
 */
export function caloriesPerDay(pet: FeedingInput): number {
  const multiplier =
    ACTIVITY_MULTIPLIERS[normaliseActivityLevel(pet.activity_level)] *
    LIFE_STAGE_MULTIPLIERS[normaliseLifeStage(pet.life_stage)] *
    BODY_CONDITION_MULTIPLIERS[normaliseBodyCondition(pet.body_condition)];
  return roundTo(restingEnergy(pet.weight) * multiplier);
}

/**
 * Daily grams of a kibble for a number of calories, rounded to a whole gram.
 *
 * @example
 * gramsPerDay(551) // 163 (Chicken, 3380 kcal/kg)
 * gramsPerDay(551, 3225) // 171 (Lamb)
 */
export function gramsPerDay(calories: number, kcalPerKg: number = DEFAULT_KCAL_PER_KG): number {
  if (!(kcalPerKg > 0)) return 0;
  return roundTo((calories * GRAMS_PER_KG) / kcalPerKg);
}

/**
 * Cups per day to one decimal. Pass `CUP_GRAMS_RECIPE_PAGES` on the recipe pages and feeding guide.
 *
 * @example
 * cupsPerDay(163) // 1.5 (110 g cups)
 * cupsPerDay(163, CUP_GRAMS_RECIPE_PAGES) // 1.4
 */
export function cupsPerDay(grams: number, cupGrams: number = CUP_GRAMS_PET_SCREENS): number {
  return roundTo(grams / cupGrams, 1);
}

/**
 * The slider's clamp: 20–100, default 100 for a missing or non-numeric value.
 *
 * @example
 * clampKibblePercentForSlider(10) // 20
 */
export function clampKibblePercentForSlider(value: unknown): number {
  const n = toFiniteNumber(value);
  if (n === null) return DEFAULT_KIBBLE_PERCENT;
  return Math.min(KIBBLE_PERCENT_MAX, Math.max(KIBBLE_PERCENT_MIN, n));
}

/**
 * The percent the formula scales by: the stored value kept within 0–100 (a modal pet may hold
 * less than the slider's 20), default 100.
 *
 * @example
 * kibblePercentOf(undefined) // 100
 * kibblePercentOf(150) // 100
 */
export function kibblePercentOf(value: unknown): number {
  const n = toFiniteNumber(value);
  if (n === null) return DEFAULT_KIBBLE_PERCENT;
  return Math.min(KIBBLE_PERCENT_MAX, Math.max(MODAL_KIBBLE_PERCENT_MIN, n));
}

/** The numbers the server computes for each pet (spec 000 §3, 001 §3). */
export interface PetFeeding {
  calories_per_day: number;
  grams_per_day: number;
  kibble_calories_per_day: number;
  kibble_grams_per_day: number;
}

/**
 * One pet's feeding numbers. The kibble share scales the calories; its grams come from those
 * calories, so grams always follow the one grams formula.
 *
 * @example
 * petFeeding({ weight: 10, percent_kibble: 50 }) // { calories_per_day: 551, grams_per_day: 163, kibble_calories_per_day: 276, kibble_grams_per_day: 82 }
 */
export function petFeeding(pet: FeedingInput & { percent_kibble?: number | string | null }, kcalPerKg: number = DEFAULT_KCAL_PER_KG): PetFeeding {
  const calories = caloriesPerDay(pet);
  const kibbleCalories = roundTo((calories * kibblePercentOf(pet.percent_kibble)) / 100);
  return {
    calories_per_day: calories,
    grams_per_day: gramsPerDay(calories, kcalPerKg),
    kibble_calories_per_day: kibbleCalories,
    kibble_grams_per_day: gramsPerDay(kibbleCalories, kcalPerKg),
  };
}

/** The family-plan totals of the pets payload. */
export interface FamilyTotals {
  total_subscribed_calories_per_day: number;
  total_subscribed_grams_per_day: number;
  total_subscribed_cups_per_day: number;
}

/**
 * Family-plan totals: the kibble shares of the pets included in the family plan only.
 * A pet without the flag counts as included (the spec's default).
 *
 * @example
 * familyTotals([{ includeInFamilyFeedingPlan: true, kibble_calories_per_day: 551, kibble_grams_per_day: 163 }])
 * // { total_subscribed_calories_per_day: 551, total_subscribed_grams_per_day: 163, total_subscribed_cups_per_day: 1.5 }
 */
export function familyTotals(
  pets: readonly (Pick<PetFeeding, 'kibble_calories_per_day' | 'kibble_grams_per_day'> & {
    includeInFamilyFeedingPlan?: boolean | null;
  })[],
  cupGrams: number = CUP_GRAMS_PET_SCREENS,
): FamilyTotals {
  const included = pets.filter(isIncludedInFamilyPlan);
  const calories = included.reduce((sum, p) => sum + p.kibble_calories_per_day, 0);
  const grams = included.reduce((sum, p) => sum + p.kibble_grams_per_day, 0);
  return {
    total_subscribed_calories_per_day: calories,
    total_subscribed_grams_per_day: grams,
    total_subscribed_cups_per_day: cupsPerDay(grams, cupGrams),
  };
}

/**
 * @example
 * isIncludedInFamilyPlan({}) // true
 * isIncludedInFamilyPlan({ includeInFamilyFeedingPlan: false }) // false
 */
export function isIncludedInFamilyPlan(pet: { includeInFamilyFeedingPlan?: boolean | null }): boolean {
  return pet.includeInFamilyFeedingPlan !== false;
}

/**
 * kcal per kg of a catalogue kibble, else of the catalogue's default kibble, else the spec's default.
 *
 * @example
 * kcalPerKgOf(demo, '8730358808826') // 3225
 * kcalPerKgOf(demo, null) // 3380 (the default kibble's)
 */
export function kcalPerKgOf(cat: Catalogue, productId: string | null | undefined): number {
  const kibble = (productId ? findKibble(cat, productId) : undefined) ?? findKibble(cat, cat.defaultProductId);
  return kibble?.kcalPerKg ?? DEFAULT_KCAL_PER_KG;
}

/**
 * kcal per kg of every catalogue kibble, keyed by name.
 *
 * @example
 * kcalPerKgByKibble(demo) // { Chicken: 3380, Lamb: 3225, Mixed: 3300 }
 */
export function kcalPerKgByKibble(cat: Catalogue): Record<string, number> {
  return Object.fromEntries(cat.kibbles.map((k) => [k.name, k.kcalPerKg]));
}
