/**
 * Which characters a text field accepts. Every string a schema reads passes
 * one of the two checks below, so a control character is a 400 from the schema, never a 500 from
 * deeper down, and never stored, mailed or shown to the shop's staff.
 *
 * Refused everywhere:
 * - C0 controls (U+0000–U+001F) other than tab, LF and CR, DEL (U+007F) and C1 controls
 *   (U+0080–U+009F): never typed by a person; NUL breaks storage and C1/escape sequences
 *   terminals and logs;
 * - lone surrogates: not Unicode text (`String.prototype.isWellFormed` is false); they cannot be
 *   encoded as UTF-8, so they would reach D1, mail and JSON as U+FFFD or an error;
 * - bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) and the bidi marks
 *   (U+200E, U+200F, U+061C): they reorder what staff read ("Trojan Source", spoofed names and
 *   addresses);
 * - invisible characters that make two equal-looking values differ: zero-width space (U+200B),
 *   word joiner and invisible operators (U+2060–U+2064), BOM / zero-width no-break space
 *   (U+FEFF), interlinear annotation (U+FFF9–U+FFFB), and the noncharacters U+FFFE, U+FFFF.
 *
 * Allowed: ZWNJ and ZWJ (U+200C, U+200D), which emoji sequences such as 🐕‍🦺 and several
 * scripts need; every other letter, mark, symbol and emoji.
 *
 * Tab, LF and CR are allowed only in multi-line fields (`multiLineText`): the cancellation
 * feedback (`otherReason`), a textarea. Every other field is one line (`plainText`): names,
 * addresses, e-mail, ids, codes, dates, URLs.
 */
import * as v from 'valibot';

export const TEXT_CHARACTERS_MESSAGE = 'Please remove control or invisible characters';

// Control characters are what this rejects.
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFF9-\uFFFB\uFFFE\uFFFF]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;
/** In `u` mode a surrogate pair is one code point, so only a lone surrogate is category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Text of several lines: no control or invisible character besides tab, LF and CR, well formed.
 *
 * @example
 * isMultiLineText('Moving overseas.\nThanks!') // true
 * isMultiLineText('Rex\u0000') // false
 */
export function isMultiLineText(value: string): boolean {
  return !FORBIDDEN.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * One line of text: `isMultiLineText` without tab, LF or CR.
 *
 * @example
 * isSingleLineText('Tūī 🐕‍🦺') // true
 * isSingleLineText('Rex\nBarker') // false
 * isSingleLineText('Rex\u202e') // false
 */
export function isSingleLineText(value: string): boolean {
  return isMultiLineText(value) && !LINE_BREAK_OR_TAB.test(value);
}

/**
 * Whether every string in a JSON value (keys included) passes `isText`. Iterative, so a value
 * nested 100,000 levels deep is an answer, not a stack overflow.
 *
 * @example
 * everyStringIs({ pets: [{ name: 'Rex' }] }, isSingleLineText) // true
 * everyStringIs({ pets: [{ name: 'Rex\u0000' }] }, isSingleLineText) // false
 */
export function everyStringIs(value: unknown, isText: (s: string) => boolean): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isText(next)) return false;
    } else if (next !== null && typeof next === 'object') {
      for (const [key, child] of Object.entries(next)) {
        if (!isText(key)) return false;
        pending.push(child);
      }
    }
  }
  return true;
}

/** The pipe action of every one-line string field: `v.pipe(v.string(), v.trim(), plainText)`. */
export const plainText = v.check(isSingleLineText, TEXT_CHARACTERS_MESSAGE);

/** The pipe action of a textarea's string field. */
export const multiLineText = v.check(isMultiLineText, TEXT_CHARACTERS_MESSAGE);

/** A one-line string: `v.string()` with the character check (add trim, lengths, formats after it). */
export function textString(message?: string) {
  return v.pipe(v.string(message), plainText);
}
