import { describe, expect, it } from 'vitest';
import * as money from '../../src/domain/money';
import { roundTo, toFiniteNumber } from '../../src/domain/rounding';

describe('rounding', () => {
  it('rounds half away from zero, correcting binary error', () => {
    expect(roundTo(551.1)).toBe(551);
    expect(roundTo(2.5)).toBe(3);
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(1.45, 1)).toBe(1.5);
    expect(roundTo(-2.5)).toBe(-3);
  });

  it('reads numbers from strings but not blanks', () => {
    expect(toFiniteNumber(' 12.5 ')).toBe(12.5);
    expect(toFiniteNumber('')).toBeNull();
    expect(toFiniteNumber('abc')).toBeNull();
    expect(toFiniteNumber(Number.POSITIVE_INFINITY)).toBeNull();
    expect(toFiniteNumber(undefined)).toBeNull();
  });
});

describe('subscription prices', () => {
  it('renewal is 0.88 × list', () => {
    expect(money.RENEWAL_PRICE_FACTOR).toBe(0.88);
    expect(money.renewalPriceCents(12499)).toBe(10999); // 10999.12
    expect(money.renewalPriceCents(10000)).toBe(8800);
  });

  it('first order is 0.88 × 0.75 × list, shown as 34% OFF', () => {
    expect(money.FIRST_ORDER_PRICE_FACTOR).toBe(0.66);
    expect(money.firstOrderPriceCents(12499)).toBe(8249); // 8249.34
    expect(money.firstOrderPriceCents(10000)).toBe(6600);
    expect(money.FIRST_ORDER_BADGE).toBe('34% OFF');
    expect(money.FIRST_ORDER_BADGE_TEXT).toBe('34% OFF your first order');
  });

  it('rounds the first-order price once, half up: 25 c × 0.66 = 16.5 → 17 c', () => {
    expect(money.firstOrderPriceCents(25)).toBe(17);
  });

  it('takes 5 % off treats on a subscription', () => {
    expect(money.TREAT_SUBSCRIPTION_DISCOUNT_PERCENT).toBe(5);
    expect(money.treatSubscriptionPriceCents(1299)).toBe(1234); // 1234.05
    expect(money.treatSubscriptionPriceCents(1000, 10)).toBe(900);
  });
});

describe('pricePerDay', () => {
  it('is dollars per day to 2 decimals', () => {
    expect(money.pricePerDay(10999, 31)).toBe(3.55); // 3.548
    expect(money.pricePerDay(6159, 31)).toBe(1.99);
    expect(money.pricePerDay(1000, 8)).toBe(1.25);
  });

  it('is null for a period that is not positive', () => {
    expect(money.pricePerDay(1000, 0)).toBeNull();
  });
});

describe('shipping', () => {
  it('defaults to $6.99', () => {
    expect(money.DEFAULT_SHIPPING_CENTS).toBe(699);
    expect(money.DEFAULT_SHIPPING_PRICE).toBe(6.99);
  });
});

describe('cents and dollars', () => {
  it('converts both ways', () => {
    expect(money.centsToDollars(12499)).toBe(124.99);
    expect(money.dollarsToCents(124.99)).toBe(12499);
    expect(money.dollarsToCents('6.99')).toBe(699);
    expect(money.dollarsToCents(1.005)).toBe(101);
    expect(money.dollarsToCents('')).toBeNull();
    expect(money.dollarsToCents(null)).toBeNull();
  });
});

describe('NZD formatting', () => {
  it('formats en-NZ with a dollar sign and two decimals', () => {
    expect(money.formatNzd(124.99)).toBe('$124.99');
    expect(money.formatNzd(6.9)).toBe('$6.90');
    expect(money.formatNzd(1234.5)).toBe('$1,234.50');
    expect(money.formatNzdCents(699)).toBe('$6.99');
  });

  it('drops cents in the mobile form', () => {
    expect(money.formatNzdMobile(124.99)).toBe('$125');
    expect(money.formatNzdMobile(124.49)).toBe('$124');
  });
});
