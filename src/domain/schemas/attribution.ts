/**
 * The API's attribution schema (issue 35): the kept keys of src/domain/attribution.ts and their
 * bounds. Strict: a key we do not keep (an e-mail, anything) is refused, not carried along.
 */
import * as v from 'valibot';
import { ATTRIBUTION_PARAMS, ATTRIBUTION_PATH_MAX, ATTRIBUTION_VALUE_MAX, type Attribution } from '../attribution';
import { plainText } from './text';

const value = v.optional(v.pipe(v.string(), v.trim(), plainText, v.nonEmpty(), v.maxLength(ATTRIBUTION_VALUE_MAX)));

export const attributionSchema = v.strictObject({
  ...Object.fromEntries(ATTRIBUTION_PARAMS.map((key) => [key, value])),
  referrer: v.optional(v.pipe(v.string(), plainText, v.regex(/^https?:\/\//, 'A referrer is an http(s) address'), v.url(), v.maxLength(ATTRIBUTION_VALUE_MAX))),
  landing_path: v.optional(v.pipe(v.string(), plainText, v.startsWith('/'), v.maxLength(ATTRIBUTION_PATH_MAX))),
}) as unknown as v.GenericSchema<Attribution, Attribution>;

/** An attribution in a request or an answer: absent or null means none. */
export const optionalAttributionSchema = v.nullish(attributionSchema, null);
