import { describe, expect, it } from 'vitest';
import { CURRENCY, CURRENCY_LOCALE, formatNzd, formatNzdMobile } from '../../src/domain/money';
import { formatGrouped, NUMBER_LOCALE } from '../../src/domain/number-format';
import { roundTo } from '../../src/domain/rounding';

// The text Intl writes, which the pages' formatting must match character for character.
const intlGrouped = new Intl.NumberFormat(NUMBER_LOCALE);
const intlNzdOf = (digits: number) =>
  new Intl.NumberFormat(CURRENCY_LOCALE, { style: 'currency', currency: CURRENCY, minimumFractionDigits: digits, maximumFractionDigits: digits });
const intlNzd = [intlNzdOf(0), intlNzdOf(1), intlNzdOf(2)] as const;

/** Deterministic pseudo-random numbers (a test that fails says which value). */
function* values(count: number, scale: number) {
  let x = 12345;
  for (let i = 0; i < count; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    yield (x / 2 ** 31) * scale * (i % 7 === 0 ? -1 : 1);
  }
}

const EDGES = [0, -0, 1, -1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 999999999999, 1e14 + 1];

describe('numbers as en-NZ writes them, without Intl', () => {
  it('groups whole numbers in thousands exactly as Intl does', () => {
    for (const n of [...EDGES, ...[...values(2000, 1e9)].map(Math.round)]) {
      expect(formatGrouped(n), String(n)).toBe(intlGrouped.format(n));
    }
  });

  it('writes a missing figure as 0', () => {
    expect(formatGrouped(null)).toBe('0');
    expect(formatGrouped(undefined)).toBe('0');
  });

  it('leaves other numbers to Intl', () => {
    for (const n of [1234.5678, -0.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatGrouped(n), String(n)).toBe(intlGrouped.format(n));
    }
  });

  it('writes prices in cents and in whole dollars exactly as Intl does', () => {
    for (const n of [...EDGES, 0.005, 1.005, 6.99, 124.99, 1234.5, -0.001, ...values(3000, 1e6), ...values(1000, 50)]) {
      expect(formatNzd(n), String(n)).toBe(intlNzd[2].format(roundTo(n, 2)));
      expect(formatNzdMobile(n), String(n)).toBe(intlNzd[0].format(roundTo(n)));
    }
  });
});
