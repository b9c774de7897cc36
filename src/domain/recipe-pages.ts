/**
 * The words of the free-trial form and the two recipe pages that the spec leaves to us
 * (feature bullets, benefit ticks, 'How the Trial Works', the Terms and Conditions, renewal
 * lines), built from the trial terms and prices so a changed constant changes the page.
 */
import type { Catalogue, KibbleProduct } from './catalogue';
import { caloriesPerDay, cupsPerDay, CUP_GRAMS_RECIPE_PAGES, familyTotals, gramsPerDay, type FeedingInput, type PetFeeding } from './feeding';
import { joinedNames } from './names';
import { formatGrouped } from './number-format';
import {
  DEFAULT_SHIPPING_CENTS,
  FIRST_ORDER_BADGE_TEXT,
  FIRST_ORDER_DISCOUNT_PERCENT,
  SUBSCRIPTION_DISCOUNT_PERCENT,
  dollarsToCents,
  firstOrderPriceCents,
  formatNzd,
  formatNzdCents,
  pricePerDay,
} from './money';
import { recipeCardGramsPerDay } from './plans';
import {
  TRIAL_DAYS,
  TRIAL_FIRST_ORDER_DELAY_DAYS,
  TRIAL_FIRST_ORDER_DISCOUNT_PERCENT,
  TRIAL_FREE_PORTION_MAX_KG,
  TRIAL_FREE_TREATS_VALUE_CENTS,
  TRIAL_RAMP_END_PERCENT,
  TRIAL_RAMP_START_PERCENT,
} from './trial';

/** Stands in for the dog's name in a title until one is typed. */
export const DOG_NAME_PLACEHOLDER = 'your dog';

/** The dog's name for a title: the typed one, or 'your dog'. */
export function titleName(name: string | null | undefined): string {
  return name?.trim() ? name.trim() : DOG_NAME_PLACEHOLDER;
}

export const FREE_TRIAL_SUBMIT_LABEL = 'Get started for FREE!';
export const FREE_TRIAL_SUBMIT_BUSY_LABEL = 'Processing...';
export const HOW_THE_TRIAL_WORKS_HEADING = 'How the Trial Works';
export const TERMS_HEADING = 'Terms and Conditions';
/** The recipe pages' sentence editor: name and weight are required (spec 001 §5). */
export const RECIPE_DOG_NAME_REQUIRED_MESSAGE = "Please enter your dog's name";
export const RECIPE_DOG_WEIGHT_REQUIRED_MESSAGE = "Please enter your dog's weight in kg";
export const CALCULATING_RECOMMENDATIONS_MESSAGE = 'Calculating recommendations...';
export const RECOMMENDATIONS_LOADING_MESSAGE = 'Finding the best recipes for your dog...';

/**
 * The first-order page's sentence for a household from the feeding guide (issue 61), in place
 * of the one dog's editable sentence; its dogs are changed on the guide.
 *
 * @example
 * householdSentence(['Poppy', 'Bruno'], 492) // 'Poppy and Bruno eat 492 g a day.'
 */
export function householdSentence(names: readonly string[], grams: number): string {
  return `${joinedNames(names)} eat ${formatGrouped(grams)} g a day.`;
}
export const HOUSEHOLD_CHANGE_DOGS_LABEL = 'Change your dogs';

/** The three numbers every trial and recipe page shows (grams at 3380 kcal/kg, 120 g cups). */
export interface DailyMetrics {
  calories: number;
  grams: number;
  cups: number;
}

/**
 * @example
 * recipePageMetrics({ weight: 12, life_stage: 'adult' }) // { calories: 632, grams: 187, cups: 1.6 }
 */
export function recipePageMetrics(pet: FeedingInput): DailyMetrics {
  const calories = caloriesPerDay(pet);
  const grams = gramsPerDay(calories);
  return { calories, grams, cups: cupsPerDay(grams, CUP_GRAMS_RECIPE_PAGES) };
}

/**
 * What a household's included dogs eat together, in the recipe pages' cups (their kibble shares
 * as the feeding guide worked them out).
 *
 * @example
 * householdMetrics([{ kibble_calories_per_day: 551, kibble_grams_per_day: 163 }, { kibble_calories_per_day: 300, kibble_grams_per_day: 89 }])
 * // { calories: 851, grams: 252, cups: 2.1 }
 */
export function householdMetrics(
  dogs: readonly (Pick<PetFeeding, 'kibble_calories_per_day' | 'kibble_grams_per_day'> & { includeInFamilyFeedingPlan?: boolean | null })[],
): DailyMetrics {
  const totals = familyTotals(dogs, CUP_GRAMS_RECIPE_PAGES);
  return { calories: totals.total_subscribed_calories_per_day, grams: totals.total_subscribed_grams_per_day, cups: totals.total_subscribed_cups_per_day };
}

/** Feature bullets of each recipe card. */
export function recipeFeatures(product: Pick<KibbleProduct, 'name' | 'proteinPercent' | 'kcalPerKg'>): string[] {
  const protein = `${product.proteinPercent}% protein`;
  switch (product.name) {
    case 'Lamb':
      return [`New Zealand grass-fed lamb, ${protein}`, 'Gentle on sensitive tummies', 'Omega-rich for a shiny coat', 'No fillers, no artificial colours'];
    case 'Chicken':
      return [
        `Free-range New Zealand chicken, ${protein}`,
        'Everyday energy for active dogs',
        'Prebiotics for healthy digestion',
        'No fillers, no artificial colours',
      ];
    default:
      return [`Chicken and lamb, ${protein}`, 'Balanced for every life stage'];
  }
}

/** The ticks under the trial cards. */
export const TRIAL_BENEFITS: readonly string[] = [
  `${TRIAL_DAYS} days of food for FREE - just pay shipping`,
  'Portions calculated for your dog',
  'Delivered to your door',
  'Pause or cancel anytime',
];

/** 'How the Trial Works', step by step. */
export function howTheTrialWorks(): string[] {
  return [
    `Pick a recipe: we send a free ${TRIAL_DAYS} day portion (up to ${TRIAL_FREE_PORTION_MAX_KG} kg) and you pay shipping only (${formatNzdCents(DEFAULT_SHIPPING_CENTS)}).`,
    `Switch gently: mix it in from ${TRIAL_RAMP_START_PERCENT}% of the bowl on day 1 to ${TRIAL_RAMP_END_PERCENT}% on day ${TRIAL_DAYS}.`,
    `Your first full bag ships ${TRIAL_FIRST_ORDER_DELAY_DAYS} days after your trial is delivered, at ${TRIAL_FIRST_ORDER_DISCOUNT_PERCENT}% off.`,
    `Free treats worth ${formatNzdCents(TRIAL_FREE_TREATS_VALUE_CENTS)} come with your second order.`,
  ];
}

/**
 * The trial recipes' protein, the last of the terms (spec 001 §9), or null for a catalogue with
 * no trial recipe.
 *
 * @example
 * trialProteinTerm(demo) // 'Protein: Chicken Dog Box 28%, Luxe Lamb 31%.'
 */
export function trialProteinTerm(cat: Catalogue): string | null {
  const protein = cat.kibbles
    .filter((k) => k.trial)
    .map((k) => `${k.title} ${k.proteinPercent}%`)
    .join(', ');
  return protein ? `Protein: ${protein}.` : null;
}

/**
 * The trial's Terms and Conditions, built from the trial terms (spec 001 §9); the recipes'
 * protein (`trialProteinTerm`) only with a catalogue: the built page carries none.
 */
export function trialTermsAndConditions(cat: Catalogue | null): string[] {
  const protein = cat ? trialProteinTerm(cat) : null;
  return [
    `The free trial is a ${TRIAL_DAYS} day portion of up to ${TRIAL_FREE_PORTION_MAX_KG} kg of kibble, sized to your dog. You pay shipping only.`,
    `Feed ${TRIAL_RAMP_START_PERCENT}% of the daily amount on day 1, rising evenly to ${TRIAL_RAMP_END_PERCENT}% on day ${TRIAL_DAYS}, mixed with your dog's current food.`,
    `Starting the trial starts a subscription: your first full order ships ${TRIAL_FIRST_ORDER_DELAY_DAYS} days after the trial is delivered, at ${TRIAL_FIRST_ORDER_DISCOUNT_PERCENT}% off the subscription price, then renews at the subscription price (${SUBSCRIPTION_DISCOUNT_PERCENT}% off the list price) at the frequency shown.`,
    `Free treats worth ${formatNzdCents(TRIAL_FREE_TREATS_VALUE_CENTS)} are added to your second order.`,
    'One free trial per household (delivery address and e-mail address).',
    'Pause or cancel anytime from your dashboard before the first full order ships and you pay nothing more.',
    ...(protein ? [protein] : []),
  ];
}

/** A card's grams label: they are its recipe's, not the header's standard kibble (issue 47 §6). */
export const recipeCardGramsLabel = (title: string) => `Grams per day of ${title}`;

/** What a recipe card shows for its preselected plan. */
export interface RecipeCardFigures {
  gramsPerDay: number;
  bagSizeKg: number;
  frequencyDays: number;
  /** Dollars per day, 2 decimals. */
  pricePerDay: number;
  renewalText: string;
}

/**
 * A trial card: renewal price per day, and the renewal line.
 *
 * @example
 * trialCardFigures({ bag_size: 5, frequency: 31, price: 79.99, subscriptionPrice: 70.39, subscriptionPricePerDay: 2.27 })
 * // { gramsPerDay: 161, bagSizeKg: 5, frequencyDays: 31, pricePerDay: 2.27, renewalText: 'After your trial: … $52.79 …, then $70.39 every 31 days.' }
 */
export function trialCardFigures(plan: {
  bag_size: number;
  frequency: number;
  price: number;
  subscriptionPrice: number;
  subscriptionPricePerDay: number;
}): RecipeCardFigures {
  const firstOrder = firstOrderPriceCents(dollarsToCents(plan.price) ?? 0);
  return {
    gramsPerDay: recipeCardGramsPerDay(plan.bag_size, plan.frequency),
    bagSizeKg: plan.bag_size,
    frequencyDays: plan.frequency,
    pricePerDay: plan.subscriptionPricePerDay,
    renewalText: `After your trial: your first ${plan.bag_size} kg bag ships ${TRIAL_FIRST_ORDER_DELAY_DAYS} days after delivery at ${TRIAL_FIRST_ORDER_DISCOUNT_PERCENT}% off (${formatNzdCents(firstOrder)}), then ${formatNzd(plan.subscriptionPrice)} every ${plan.frequency} days. Pause or cancel anytime.`,
  };
}

/**
 * A first-order card: the first order's price per day, and the renewal line.
 *
 * @example
 * firstOrderCardFigures({ bag_size: 5, frequency: 31, price: 79.99, subscriptionPrice: 70.39, subscriptionPricePerDay: 2.27 }).pricePerDay // 1.7
 */
export function firstOrderCardFigures(plan: {
  bag_size: number;
  frequency: number;
  price: number;
  subscriptionPrice: number;
}): RecipeCardFigures & { firstOrderPrice: number } {
  const firstOrder = firstOrderPriceCents(dollarsToCents(plan.price) ?? 0);
  return {
    gramsPerDay: recipeCardGramsPerDay(plan.bag_size, plan.frequency),
    bagSizeKg: plan.bag_size,
    frequencyDays: plan.frequency,
    pricePerDay: pricePerDay(firstOrder, plan.frequency) ?? 0,
    firstOrderPrice: firstOrder / 100,
    renewalText: `${FIRST_ORDER_BADGE_TEXT}: ${formatNzdCents(firstOrder)} (was ${formatNzd(plan.price)}), then ${formatNzd(plan.subscriptionPrice)} every ${plan.frequency} days. Pause or cancel anytime.`,
  };
}

/** The first-order card's button. */
export function firstOrderButtonLabel(kibbleName: string): string {
  return `Start ${kibbleName} Subscription`;
}

/** The first-order offer, for the checkout page. */
export const FIRST_ORDER_OFFER_TEXT = `${FIRST_ORDER_BADGE_TEXT}: ${FIRST_ORDER_DISCOUNT_PERCENT}% off the subscription price, which is already ${SUBSCRIPTION_DISCOUNT_PERCENT}% off the list price.`;

/**
 * The checkout's line under a first order's discount: what the offer gives, then the code that
 * carries it.
 *
 * @example
 * firstOrderOfferLine('WELCOME20') // '34% OFF your first order: 25% off the subscription price, which is already 12% off the list price. Code WELCOME20.'
 */
export const firstOrderOfferLine = (code: string) => `${FIRST_ORDER_OFFER_TEXT} Code ${code}.`;
