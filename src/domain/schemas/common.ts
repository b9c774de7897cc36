/**
 * Building blocks of the schemas: the loose number, id, money and date shapes that the shop's
 * JSON and HTML forms produce, each normalised to one output type.
 */
import * as v from 'valibot';
import { roundTo } from '../rounding';
import { plainText } from './text';

export * from './text';

export const NOT_A_NUMBER_MESSAGE = 'Must be a number';

/**
 * A number, or a numeric string as forms and query strings give it; output: number.
 * `message` is reported when the value is neither.
 */
export function numeric(message: string = NOT_A_NUMBER_MESSAGE) {
  return v.pipe(
    // A missing key reads as '' so it is reported with `message`, not valibot's generic key issue.
    v.optional(v.union([v.pipe(v.number(), v.finite(message)), v.pipe(v.string(), v.trim(), plainText, v.decimal(message))], message), ''),
    v.transform(Number),
  );
}

/** `numeric()` with the default message. */
export const numberLike = numeric();

/** A whole number, or its string form. */
export const integerLike = v.pipe(numberLike, v.integer('Must be a whole number'));

/** Ids arrive as strings or as Shopify's numeric ids; output: string. */
export const idSchema = v.pipe(
  v.union([v.pipe(v.string(), v.trim(), plainText, v.nonEmpty('Id is required')), v.pipe(v.number(), v.integer())], 'Id is required'),
  v.transform(String),
);

/** A dollar amount (number or "12.99"), rounded to cents; output: number of dollars. */
export const moneySchema = v.pipe(
  numberLike,
  v.minValue(0, 'Amount cannot be negative'),
  v.transform((n) => roundTo(n, 2)),
);

export const INVALID_DATE_MESSAGE = 'Please choose a valid date';

/**
 * Whether 'YYYY-MM-DD' names a real day (the ISO pattern alone lets 2021-02-30 through).
 *
 * @example
 * isCalendarDate('2024-02-29') // true
 * isCalendarDate('2021-02-30') // false
 */
export function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A calendar date 'YYYY-MM-DD' that exists. */
export const isoDateSchema = v.pipe(v.optional(v.string(INVALID_DATE_MESSAGE), ''), v.trim(), plainText, v.check(isCalendarDate, INVALID_DATE_MESSAGE));

/** An ISO-8601 date or date-time, kept as the string it was. */
export const isoDateTimeSchema = v.pipe(
  v.string(),
  v.trim(),
  plainText,
  v.regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, INVALID_DATE_MESSAGE),
);

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address';
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address string, trimmed and lower-cased (addresses are matched case-insensitively). */
export const emailAddressSchema = v.pipe(
  v.string(EMAIL_REQUIRED_MESSAGE),
  v.trim(),
  plainText,
  v.nonEmpty(EMAIL_REQUIRED_MESSAGE),
  v.maxLength(EMAIL_MAX_LENGTH, EMAIL_INVALID_MESSAGE),
  // Blank is already reported as required; say one thing at a time.
  v.check((s) => s === '' || v.EMAIL_REGEX.test(s), EMAIL_INVALID_MESSAGE),
  v.transform((s) => s.toLowerCase()),
);

/** A required e-mail field: missing reads as blank, so it reports `EMAIL_REQUIRED_MESSAGE`. */
export const emailSchema = v.pipe(v.optional(v.string(EMAIL_REQUIRED_MESSAGE), ''), emailAddressSchema);

/**
 * Builds a required, trimmed text whose message is reported for a missing, non-string or
 * blank value alike.
 */
export function requiredText(message: string, maxLength?: number) {
  const base = v.pipe(v.optional(v.string(message), ''), v.trim(), plainText, v.nonEmpty(message));
  return maxLength === undefined ? base : v.pipe(base, v.maxLength(maxLength, `Must be ${maxLength} characters or fewer`));
}

/** An optional text: null/undefined/blank become null, otherwise trimmed. */
export const optionalText = v.pipe(
  v.nullish(v.string(), null),
  v.transform((s) => (s == null || s.trim() === '' ? null : s.trim())),
  v.nullable(v.pipe(v.string(), plainText)),
);

/**
 * List answers arrive as a bare array or as `{ payload: [] }` (spec 001 §7); this gives the array.
 *
 * @example
 * unwrapListAnswer({ payload: [1, 2] }) // [1, 2]
 * unwrapListAnswer(null) // []
 */
export function unwrapListAnswer(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (raw && typeof raw === 'object' && Array.isArray((raw as { payload?: unknown }).payload)) {
    return (raw as { payload: unknown[] }).payload;
  }
  return [];
}

/**
 * A schema for a list answer in either shape, output: the validated array.
 *
 * @example
 * v.parse(listAnswerSchema(subscriptionSchema), { payload: [...] }) // Subscription[]
 */
export function listAnswerSchema<const T extends v.GenericSchema>(item: T) {
  return v.pipe(
    v.union([v.array(item), v.object({ payload: v.array(item) })]),
    v.transform((value) => (Array.isArray(value) ? value : value.payload)),
  );
}

/**
 * Answers that are an array whose first item counts, or the object itself (the legacy lookup).
 *
 * @example
 * firstOrSelf([{ id: 1 }, { id: 2 }]) // { id: 1 }
 * firstOrSelf([]) // null
 */
export function firstOrSelf(raw: unknown): unknown {
  if (Array.isArray(raw)) return raw[0] ?? null;
  return raw ?? null;
}
