/**
 * Money rules (spec 001 §9): renewal and first-order prices, price per day, shipping,
 * the treat discount and NZD formatting.
 *
 * Money is stored and computed in integer cents. Dollars appear only at the edges: the
 * spec's call answers carry dollar amounts (`subscriptionPrice`, `daily_cost`, 6.99 shipping)
 * and the screens show formatted dollars.
 *
 * Rounding: a discounted price is rounded once, to the nearest cent, half away from zero,
 * from the list price and the combined percentage (never price-of-a-rounded-price).
 * Prices per day are rounded to 2 decimals of a dollar. See `roundTo`.
 */
import { groupedDigits, NUMBER_LOCALE } from './number-format';
import { roundTo, toFiniteNumber } from './rounding';

/** Money is stored in cents; dollars appear only in answers and on screen. */
export const CENTS_PER_DOLLAR = 100;

/** Subscribers pay 88 % of the list price on every renewal. */
export const RENEWAL_PERCENT_OF_LIST = 88;
/** 12: the subscription discount off the list price, as the app's selling plans carry it. */
export const SUBSCRIPTION_DISCOUNT_PERCENT = 100 - RENEWAL_PERCENT_OF_LIST;
/** The first subscription order takes a further 25 % off the renewal price. */
export const FIRST_ORDER_DISCOUNT_PERCENT = 25;
/** Treats added to a subscription are 5 % off by default. */
export const TREAT_SUBSCRIPTION_DISCOUNT_PERCENT = 5;

/** 0.88: the renewal price as a fraction of the list price. */
export const RENEWAL_PRICE_FACTOR = RENEWAL_PERCENT_OF_LIST / 100;
/** 0.66 = 0.88 × 0.75: the first-order price as a fraction of the list price. */
export const FIRST_ORDER_PRICE_FACTOR = (RENEWAL_PERCENT_OF_LIST * (100 - FIRST_ORDER_DISCOUNT_PERCENT)) / 10_000;
/** The saving of a first order against the list price, in whole percent: 34. */
export const FIRST_ORDER_SAVING_PERCENT = Math.round(100 - FIRST_ORDER_PRICE_FACTOR * 100);
/** The badge on the first-order recipe cards. */
export const FIRST_ORDER_BADGE = `${FIRST_ORDER_SAVING_PERCENT}% OFF`;
/** The recipe-card line on the first-order page. */
export const FIRST_ORDER_BADGE_TEXT = `${FIRST_ORDER_BADGE} your first order`;

/** Standard shipping when a subscription carries no shipping price (spec 001 §3). */
export const DEFAULT_SHIPPING_CENTS = 699;
/** The same default in dollars, as the subscription answers carry it. */
// Pure: a page that reads only the constants above (the trial form's offer) loads no formatting with them.
export const DEFAULT_SHIPPING_PRICE = /* @__PURE__ */ centsToDollars(DEFAULT_SHIPPING_CENTS);

/** The shop sells in New Zealand dollars only. */
export const CURRENCY = 'NZD';
/**
 * Said under every list of prices and totals (checkout, the next order, upcoming deliveries, an
 * order): New Zealand prices include GST (15 %), and a customer expects to be told so (issue 61 §2).
 */
export const PRICES_INCLUDE_GST = 'Prices in NZD, incl. GST.';
/** Prices are formatted as New Zealanders read them. */
export const CURRENCY_LOCALE = NUMBER_LOCALE;

/**
 * Rounds `cents × percent₁/100 × percent₂/100 …` once to a whole cent.
 * Integer percentages keep the product exact until the single rounding step.
 */
function applyPercents(cents: number, ...percents: number[]): number {
  const numerator = percents.reduce((acc, p) => acc * p, cents);
  return roundTo(numerator / 100 ** percents.length);
}

/**
 * Renewal price: the list price less the selling plan's discount, to the cent. The discount
 * lives on the plan (src/domain/catalogue.ts); a caller without a plan yet gets the demo
 * shop's 12 % (SUBSCRIPTION_DISCOUNT_PERCENT), until every call site passes its plan.
 *
 * @example
 * renewalPriceCents(12499, { discountPercent: 12 }) // 10999 (12499 × 0.88 = 10999.12)
 */
export function renewalPriceCents(listCents: number, plan: { discountPercent: number } = { discountPercent: SUBSCRIPTION_DISCOUNT_PERCENT }): number {
  return applyPercents(listCents, 100 - plan.discountPercent);
}

/**
 * First-order price: 0.88 × 0.75 × list price, to the cent (the '34% OFF' badge).
 *
 * @example
 * firstOrderPriceCents(12499) // 8249 (12499 × 0.66 = 8249.34)
 */
export function firstOrderPriceCents(listCents: number): number {
  return applyPercents(listCents, RENEWAL_PERCENT_OF_LIST, 100 - FIRST_ORDER_DISCOUNT_PERCENT);
}

/**
 * A treat's price when added to a subscription (5 % off by default).
 *
 * @example
 * treatSubscriptionPriceCents(1299) // 1234 (1299 × 0.95 = 1234.05)
 */
export function treatSubscriptionPriceCents(listCents: number, discountPercent: number = TREAT_SUBSCRIPTION_DISCOUNT_PERCENT): number {
  return applyPercents(listCents, 100 - discountPercent);
}

/**
 * Price per day in dollars, 2 decimals; null when the period is not a positive number of days.
 *
 * @example
 * pricePerDay(10999, 31) // 3.55
 */
export function pricePerDay(priceCents: number, days: number): number | null {
  if (!(days > 0)) return null;
  return roundTo(priceCents / CENTS_PER_DOLLAR / days, 2);
}

/**
 * @example
 * centsToDollars(12499) // 124.99
 */
export function centsToDollars(cents: number): number {
  return roundTo(cents / CENTS_PER_DOLLAR, 2);
}

/**
 * Reads a dollar amount as the outside world sends it (number or string such as "124.99")
 * and returns whole cents; null when it is not a number.
 *
 * @example
 * dollarsToCents('124.99') // 12499
 * dollarsToCents(1.005) // 101
 */
export function dollarsToCents(dollars: unknown): number | null {
  const n = toFiniteNumber(dollars);
  return n === null ? null : roundTo(n * CENTS_PER_DOLLAR);
}

/** NZD as en-NZ writes it ('$1,234.50', '-$5.00'), for a value already rounded to `fractionDigits`. */
function nzd(dollars: number, fractionDigits: 0 | 2): string {
  const parts = groupedDigits(dollars, fractionDigits);
  if (parts) return `${parts.sign}$${parts.digits}`;
  return new Intl.NumberFormat(CURRENCY_LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(dollars);
}

/**
 * NZD for en-NZ with a dollar sign and two decimals.
 *
 * @example
 * formatNzd(124.99) // "$124.99"
 * formatNzd(1234.5) // "$1,234.50"
 */
export function formatNzd(dollars: number): string {
  return nzd(roundTo(dollars, 2), 2);
}

/**
 * @example
 * formatNzdCents(699) // "$6.99"
 */
export function formatNzdCents(cents: number): string {
  return formatNzd(cents / CENTS_PER_DOLLAR);
}

/**
 * The mobile dashboard's form: whole dollars, cents rounded away.
 *
 * @example
 * formatNzdMobile(124.99) // "$125"
 */
export function formatNzdMobile(dollars: number): string {
  return nzd(roundTo(dollars), 0);
}
