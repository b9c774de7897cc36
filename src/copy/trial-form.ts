/**
 * The free-trial form's own words beyond the spec's messages (issue 47 §4), apart from
 * ./trial-messages.ts, which the recipe pages load too.
 */

/** Under each field the form needs and did not get; the form's message above names the rule. */
export const REQUIRED_FIELD_TEXT = 'Required';
