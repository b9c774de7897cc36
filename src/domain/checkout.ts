/**
 * Checkout rules (spec 001 §7, §9): which offer a discount code starts, what the
 * order and the subscription's first dates are, one free trial per household, and the test
 * cards the local checkout accepts. Pure: every date rule takes `now`.
 */
import { addDays, formatISO } from 'date-fns';
import type { KibbleProduct, KibbleVariant } from './catalogue';
import { DEFAULT_SHIPPING_CENTS, firstOrderPriceCents, renewalPriceCents } from './money';
import { recipeCardGramsPerDay } from './plans';
import { TRIAL_DISCOUNT_CODE, TRIAL_FIRST_ORDER_DELAY_DAYS, isKnownDiscountCode, trialSchedule } from './trial';

/** The offer a checkout is for: the free trial (FREE7DAYTRIAL) or the discounted first order (WELCOME20). */
export type CheckoutOffer = 'trial' | 'first-order';

/** A local checkout link stays usable this long. */
export const CHECKOUT_SESSION_TTL_HOURS = 24;

/**
 * Days from checkout until the trial portion is delivered: our estimate for NZ Post's
 * standard service (the spec dates the first full order from delivery, which nobody knows
 * at checkout time).
 */
export const TRIAL_DELIVERY_ESTIMATE_DAYS = 2;

/**
 * What the visitor is told when a campaign link's code does not apply and the page's own offer
 * is used instead.
 *
 * @example
 * discountNotAppliedMessage('SPRING10', 'FREE7DAYTRIAL') // 'The discount code "SPRING10" does not apply, so your free trial (FREE7DAYTRIAL) is used instead.'
 */
export function discountNotAppliedMessage(code: string, used: string): string {
  const offer = offerOf(used) === 'trial' ? 'free trial' : 'first-order discount';
  return `The discount code "${code}" does not apply, so your ${offer} (${used}) is used instead.`;
}
export const TRIAL_PRODUCT_ONLY_MESSAGE = 'The free trial is only available for Luxe Lamb and Chicken Dog Box.';
export const TRIAL_ALREADY_CLAIMED_MESSAGE =
  'This household has already claimed its free trial: we offer one free trial per household (address and e-mail). You can still start a subscription with 34% off your first order.';
export const CHECKOUT_NOT_FOUND_MESSAGE = 'This checkout link is not valid. Please start again from the recipe page.';
export const CHECKOUT_EXPIRED_MESSAGE = 'This checkout link has expired. Please start again from the recipe page.';
export const CHECKOUT_ALREADY_COMPLETED_MESSAGE = 'This order has already been placed. Check your e-mail for your login link.';

/**
 * A discount code as we compare it: trimmed, upper case; null when blank.
 *
 * @example
 * normaliseDiscountCode(' welcome20 ') // 'WELCOME20'
 * normaliseDiscountCode('') // null
 */
export function normaliseDiscountCode(code: string | null | undefined): string | null {
  const c = code?.trim().toUpperCase();
  return c ? c : null;
}

/**
 * The discount of a checkout-URL request: the request's code (a campaign link's, or the page's),
 * else the page's own (`pageCode`, else the trial's: spec 001 §7). Where the shop decides
 * (Shopify) any code goes to the cart, with the page's as its fallback; locally the codes are
 * the catalogue's, and one it does not have gives way to the page's own, with a notice.
 *
 * @example
 * checkoutDiscount('welcome20', null, false) // { code: 'WELCOME20', fallback: 'FREE7DAYTRIAL', notice: null }
 * checkoutDiscount('SPRING10', 'WELCOME20', false).code // 'WELCOME20' (and a notice)
 * checkoutDiscount('SPRING10', 'WELCOME20', true).code // 'SPRING10' (Shopify decides)
 */
export function checkoutDiscount(
  requested: string | null | undefined,
  pageCode: string | null | undefined,
  shopDecides: boolean,
): { code: string; fallback: string; notice: string | null } {
  const page = normaliseDiscountCode(pageCode);
  const fallback = page && isKnownDiscountCode(page) ? page : TRIAL_DISCOUNT_CODE;
  const code = normaliseDiscountCode(requested) ?? fallback;
  if (shopDecides || isKnownDiscountCode(code)) return { code, fallback, notice: null };
  return { code: fallback, fallback, notice: discountNotAppliedMessage(code, fallback) };
}

/**
 * @example
 * offerOf('FREE7DAYTRIAL') // 'trial'
 * offerOf('WELCOME20') // 'first-order'
 */
export function offerOf(discountCode: string): CheckoutOffer {
  return normaliseDiscountCode(discountCode) === TRIAL_DISCOUNT_CODE ? 'trial' : 'first-order';
}

const isoDay = (d: Date) => formatISO(d, { representation: 'date' });

/** What a checkout shows and what completing it creates (money in cents, dates 'YYYY-MM-DD'). */
export interface CheckoutSummary {
  offer: CheckoutOffer;
  discountCode: string;
  productId: string;
  productTitle: string;
  productName: KibbleProduct['name'];
  image: string;
  variantId: string;
  bagSizeKg: number;
  frequencyDays: number;
  gramsPerDay: number;
  listPriceCents: number;
  renewalPriceCents: number;
  /** The price of the first full bag: 0.88 × 0.75 × list, trial or not. */
  firstOrderPriceCents: number;
  shippingCents: number;
  /** What is paid today. */
  dueTodayCents: number;
  /** Today's order: its one line and its discount. */
  todayLine: { title: string; priceCents: number };
  todayDiscountCents: number;
  /** The trial portion and its ramp; null for a first order. */
  trial: {
    portionGrams: number;
    days: { day: number; percent: number; grams: number }[];
    estimatedDeliveryDate: string;
  } | null;
  /** When the first full subscription order is charged and ships. */
  firstFullOrderDate: string;
}

/**
 * The order and first dates of a checkout. A trial ships the free portion now (shipping only)
 * and the first full bag 5 days after the estimated delivery at the first-order price; a first
 * order ships the full bag now at the first-order price and renews after `frequencyDays`.
 *
 * @example
 * checkoutSummary({ product: lamb, variant: lamb5kg, frequencyDays: 31, discountCode: 'FREE7DAYTRIAL', now })
 * // { offer: 'trial', dueTodayCents: 699, firstFullOrderDate: now + 7 days, trial: { portionGrams: 714, … }, … }
 */
export function checkoutSummary(input: {
  product: KibbleProduct;
  variant: KibbleVariant;
  frequencyDays: number;
  discountCode: string;
  now: Date;
}): CheckoutSummary {
  const { product, variant, frequencyDays, now } = input;
  const discountCode = normaliseDiscountCode(input.discountCode) ?? TRIAL_DISCOUNT_CODE;
  const offer = offerOf(discountCode);
  const gramsPerDay = recipeCardGramsPerDay(variant.bagSizeKg, frequencyDays);
  const firstOrderCents = firstOrderPriceCents(variant.priceCents);
  const base = {
    offer,
    discountCode,
    productId: product.id,
    productTitle: product.title,
    productName: product.name,
    image: product.image,
    variantId: variant.id,
    bagSizeKg: variant.bagSizeKg,
    frequencyDays,
    gramsPerDay,
    listPriceCents: variant.priceCents,
    renewalPriceCents: renewalPriceCents(variant.priceCents),
    firstOrderPriceCents: firstOrderCents,
    shippingCents: DEFAULT_SHIPPING_CENTS,
  };
  if (offer === 'trial') {
    const schedule = trialSchedule(gramsPerDay);
    const delivered = addDays(now, TRIAL_DELIVERY_ESTIMATE_DAYS);
    return {
      ...base,
      dueTodayCents: DEFAULT_SHIPPING_CENTS,
      todayLine: { title: trialLineTitle(product.title, schedule.portionGrams), priceCents: 0 },
      todayDiscountCents: 0,
      trial: { ...schedule, estimatedDeliveryDate: isoDay(delivered) },
      firstFullOrderDate: isoDay(addDays(delivered, TRIAL_FIRST_ORDER_DELAY_DAYS)),
    };
  }
  return {
    ...base,
    dueTodayCents: firstOrderCents + DEFAULT_SHIPPING_CENTS,
    todayLine: { title: `${product.title} ${variant.bagSizeKg}kg`, priceCents: variant.priceCents },
    todayDiscountCents: variant.priceCents - firstOrderCents,
    trial: null,
    firstFullOrderDate: isoDay(addDays(now, frequencyDays)),
  };
}

/**
 * @example
 * trialLineTitle('Luxe Lamb', 714) // 'Luxe Lamb – free 1 week trial (714 g)'
 */
export function trialLineTitle(productTitle: string, portionGrams: number): string {
  return `${productTitle} – free 1 week trial (${portionGrams} g)`;
}

// One free trial per household: the rule lives in household.ts; re-exported for the route and
// the rate limits that import it from here.
export { householdAddress, householdEmail, householdKeys } from './household';

// ---------------------------------------------------------------------------------------------
// The local checkout's payment: no money moves; only test card numbers are accepted.

export const TEST_CARD_APPROVED = '4242424242424242';
export const TEST_CARD_DECLINED = '4000000000000002';
export const CARD_DECLINED_MESSAGE = 'Your card was declined. Please use another card.';
export const TEST_CARD_ONLY_MESSAGE = `This is a test checkout: please use the test card 4242 4242 4242 4242.`;

/**
 * @example
 * cardDigits('4242 4242-4242 4242') // '4242424242424242'
 */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/**
 * The Luhn checksum every card number carries.
 *
 * @example
 * passesLuhn('4242424242424242') // true
 * passesLuhn('4242424242424241') // false
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/**
 * The local checkout's charge: approved for the approved test card, declined for the declined
 * one, refused for any other number (a real card never reaches a test checkout).
 *
 * @example
 * testCardOutcome('4242 4242 4242 4242') // { ok: true }
 * testCardOutcome('4000 0000 0000 0002') // { ok: false, message: 'Your card was declined. Please use another card.' }
 */
export function testCardOutcome(number: string): { ok: true } | { ok: false; code: 'card_declined' | 'test_card_only'; message: string } {
  const digits = cardDigits(number);
  if (digits === TEST_CARD_APPROVED) return { ok: true };
  if (digits === TEST_CARD_DECLINED) return { ok: false, code: 'card_declined', message: CARD_DECLINED_MESSAGE };
  return { ok: false, code: 'test_card_only', message: TEST_CARD_ONLY_MESSAGE };
}

/**
 * Whether a card expiry 'MM/YY' is this month or later.
 *
 * @example
 * isExpiryCurrent('12/30', new Date('2026-05-01')) // true
 * isExpiryCurrent('01/20', new Date('2026-05-01')) // false
 */
export function isExpiryCurrent(expiry: string, now: Date): boolean {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}
