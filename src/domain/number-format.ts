/**
 * Numbers as en-NZ writes them, the same text as `Intl.NumberFormat('en-NZ')` gives, without
 * Intl. The first Intl formatter a page makes loads the browser's locale data on the main
 * thread: 35–40 ms on our test machine, about 150 ms on Lighthouse's phone, in the middle of a
 * recipe page starting (docs/performance.md). For grouped digits that is not worth it.
 * tests/domain/number-format.test.ts compares both over many values; outside the range where
 * `toFixed` is exact digit by digit, Intl answers.
 */

export const NUMBER_LOCALE = 'en-NZ';

/** Beyond this, `toFixed` may write digits Intl would not. */
const EXACT_LIMIT = 1e15;

/**
 * The sign and the grouped digits of `value` with exactly `fractionDigits` decimals, for a value
 * already rounded to them; null outside the exact range.
 *
 * @example
 * groupedDigits(-1234.5, 2) // { sign: '-', digits: '1,234.50' }
 */
export function groupedDigits(value: number, fractionDigits: number): { sign: '' | '-'; digits: string } | null {
  if (!Number.isFinite(value) || Math.abs(value) >= EXACT_LIMIT) return null;
  const [whole = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Intl writes a minus for -0 and for negatives that round to zero too.
  return { sign: value < 0 || Object.is(value, -0) ? '-' : '', digits: fraction === undefined ? grouped : `${grouped}.${fraction}` };
}

/** Intl's formatter for the numbers `formatGrouped` leaves to it, made the first time one comes. */
let intlGrouped: Intl.NumberFormat | undefined;

/**
 * A whole number with its thousands grouped; other numbers as Intl writes them; a missing one
 * (a figure not calculated yet) as 0.
 *
 * @example
 * formatGrouped(1234) // '1,234'
 * formatGrouped(12.5) // '12.5'
 * formatGrouped(null) // '0'
 */
export function formatGrouped(value: number | null | undefined): string {
  const n = value ?? 0;
  const parts = Number.isInteger(n) ? groupedDigits(n, 0) : null;
  return parts ? parts.sign + parts.digits : (intlGrouped ??= new Intl.NumberFormat(NUMBER_LOCALE)).format(n);
}
