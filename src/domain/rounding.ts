/**
 * The one rounding rule of the domain: half away from zero, to a number of decimals,
 * after nudging by one machine epsilon so a value such as 1.005 (stored as 1.00499…)
 * rounds the way a person would expect. Every displayed or stored number goes through it,
 * so pages and API can never disagree by a cent or a gram.
 */

/**
 * Rounds half away from zero to `decimals` places.
 *
 * @example
 * roundTo(551.1) // 551
 * roundTo(1.4818, 1) // 1.5
 * roundTo(1.005, 2) // 1.01 (plain Math.round gives 1)
 */
export function roundTo(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor;
}

/**
 * Reads a number from a form field, a query parameter or a loosely typed JSON field.
 * Blank strings are "no number", not zero (`Number('')` would say 0).
 *
 * @example
 * toFiniteNumber(' 12.5 ') // 12.5
 * toFiniteNumber('') // null
 * toFiniteNumber('abc') // null
 */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return null;
    const n = Number(trimmed);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}
