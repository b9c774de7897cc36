/**
 * The custom checks of the request schemas (`v.check`), as the JSON Schema they mean. A check is
 * known by its message, which the schema modules export; the lists come from the domain (the
 * frequency options, the cancel reasons), so the contract cannot drift from them. The catalogue is
 * data (GET /api/catalogue), not part of the contract: its ids are described, never listed.
 * A check not listed here is still documented: its message is added to the description.
 */
import * as v from 'valibot';
import { FREQUENCY_OPTIONS_DAYS } from '../../src/domain/frequency';
import { CANCEL_REASONS, CANCEL_VALIDATION_MESSAGE, OTHER_CANCEL_REASON } from '../../src/domain/subscriptions';
import { CARD_EXPIRY_MESSAGE, CARD_NUMBER_MESSAGE, NZ_ONLY_MESSAGE } from '../../src/domain/schemas/checkout';
import { EMAIL_INVALID_MESSAGE, isCalendarDate, TEXT_CHARACTERS_MESSAGE } from '../../src/domain/schemas/common';
import { petSchema } from '../../src/domain/schemas/pet';
import { UNKNOWN_SELLING_PLAN_MESSAGE } from '../../src/domain/schemas/shop';
import {
  CANCEL_REASON_NOT_LISTED_MESSAGE,
  FREQUENCY_NOT_ALLOWED_MESSAGE,
  OTHER_REASON_REQUIRED_MESSAGE,
  PAUSE_DAYS_OR_UNTIL_MESSAGE,
  PAUSE_WHAT_MESSAGE,
} from '../../src/domain/schemas/subscription-actions';
import { MESSAGES } from '../../src/copy/messages';
import type { JsonSchema } from './json-schema';

type Rewrite = (json: JsonSchema) => JsonSchema;

/** `json`'s string form (a nullable string's string branch, an id's string branch) rewritten. */
const onString =
  (rewrite: Rewrite): Rewrite =>
  (json) => {
    const options = json.anyOf as JsonSchema[] | undefined;
    if (!options) return rewrite(json);
    return { ...json, anyOf: options.map((o) => (o.type === 'string' ? rewrite(o) : o)) };
  };
const listed = (values: readonly (string | number)[]): Rewrite => {
  const type = typeof values[0] === 'number' ? 'integer' : 'string';
  // An id may be sent as a number or a string; the contract names the string form.
  return ({ anyOf: _, ...json }) => ({ ...json, type, enum: [...values] });
};
const described =
  (text: string): Rewrite =>
  (json) => ({ ...json, description: [json.description, text].filter(Boolean).join(' ') });
const notBlank = { type: 'string', pattern: '\\S' };

const BY_MESSAGE = new Map<string, Rewrite>([
  [EMAIL_INVALID_MESSAGE, onString((json) => ({ ...json, format: 'email' }))],
  [FREQUENCY_NOT_ALLOWED_MESSAGE, listed(FREQUENCY_OPTIONS_DAYS)],
  [UNKNOWN_SELLING_PLAN_MESSAGE, described('A selling plan id of the catalogue (GET /api/catalogue).')],
  [CANCEL_REASON_NOT_LISTED_MESSAGE, onString((json) => ({ ...json, enum: ['', ...CANCEL_REASONS] }))],
  [NZ_ONLY_MESSAGE, (json) => ({ ...json, pattern: '^\\s*([Nn][Zz]|[Nn][Ee][Ww] [Zz][Ee][Aa][Ll][Aa][Nn][Dd])\\s*$', examples: ['New Zealand'] })],
  [
    CARD_NUMBER_MESSAGE,
    (json) => ({ ...json, pattern: '^[\\d ]{12,23}$', examples: ['4242 4242 4242 4242'], description: 'A card number passing the Luhn check.' }),
  ],
  [CARD_EXPIRY_MESSAGE, (json) => ({ ...json, pattern: '^\\s*\\d{2}\\s*/\\s*\\d{2}\\s*$', examples: ['12/39'], description: 'MM/YY, not in the past.' })],
  // Object-level rules.
  [
    CANCEL_VALIDATION_MESSAGE,
    (json) => ({
      ...json,
      anyOf: [
        { required: ['reason'], properties: { reason: notBlank } },
        { required: ['otherReason'], properties: { otherReason: notBlank } },
      ],
    }),
  ],
  [
    OTHER_REASON_REQUIRED_MESSAGE,
    (json) => ({
      ...json,
      if: { properties: { reason: { const: OTHER_CANCEL_REASON } }, required: ['reason'] },
      then: { required: ['otherReason'], properties: { otherReason: notBlank } },
    }),
  ],
  // `{}` says nothing: days (a number, or null to pause until resumed) or until is named.
  [PAUSE_WHAT_MESSAGE, (json) => ({ ...json, anyOf: [{ required: ['days'] }, { required: ['until'] }] })],
  [
    PAUSE_DAYS_OR_UNTIL_MESSAGE,
    (json) => ({ ...json, if: { properties: { until: { type: 'string' } }, required: ['until'] }, then: { properties: { days: { type: 'null' } } } }),
  ],
  [
    MESSAGES.noPetIncluded,
    (json) => ({
      ...json,
      type: 'object',
      description: 'The pet data as GET /api/pets answers it (or as the pages store it): at least one pet with `includeInFamilyFeedingPlan`.',
      // A dog named Rex on the spec's defaults, as the pet schema fills them in.
      examples: [{ pets: [v.parse(petSchema, { name: 'Rex' })] }],
    }),
  ],
  // Said once in the document's description (every one-line text field refuses control characters).
  [TEXT_CHARACTERS_MESSAGE, (json) => json],
]);

/** `json` with the check `message` (and its `requirement`) written in, or described. */
export function describeCheck(json: JsonSchema, message: unknown, requirement: unknown): JsonSchema {
  if (requirement === isCalendarDate) return onString((j) => ({ ...j, format: 'date' }))(json);
  const text = typeof message === 'string' ? message : undefined;
  const rewrite = text === undefined ? undefined : BY_MESSAGE.get(text);
  if (rewrite) return rewrite(json);
  return described(`Checked: ${text ?? 'a rule of the server'}.`)(json);
}

/**
 * Examples for the patterns a client cannot guess a value of, so the document alone builds a
 * valid body. Kept here, not as `v.examples` in the shared schemas: those ship to the pages, and
 * the trial pages' JavaScript budget has no bytes to spare.
 */
const EXAMPLES_BY_PATTERN: Record<string, string> = {
  '^\\d{4}$': '1011', // a NZ postcode
  '^\\d{3,4}$': '123', // a card's CVC
  '^[A-Za-z0-9_-]{43}$': 'Fq3vJ0c6bYwQk2m9XUz1t8Hn5pLr7sAe4dGiCoKhB2w', // a checkout confirmation token
  '^[a-z0-9]{16,40}$': 'k3v9q2m8x7w1z5t4', // a funnel visit id
};

/** `json` with an example when its pattern is one of those above. */
export function withPatternExample(json: JsonSchema): JsonSchema {
  const example = typeof json.pattern === 'string' ? EXAMPLES_BY_PATTERN[json.pattern] : undefined;
  return example === undefined || json.examples ? json : { ...json, examples: [example] };
}
