/** The value shapes every response schema shares: days, instants and money as the server writes them. */
import * as v from 'valibot';

export const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/), v.description('A day, YYYY-MM-DD.'));
export const instant = v.pipe(v.string(), v.description('An ISO 8601 date-time.'));
export const dollars = v.pipe(v.number(), v.description('NZD, dollars.'));
export const cents = v.pipe(v.number(), v.integer(), v.description('NZD, cents.'));
export const wholeDays = v.pipe(v.number(), v.integer(), v.minValue(1));
