/**
 * The console's constants that its island needs at run time, in a leaf module so the island
 * does not pull the forecast's and schemas' code (and the catalogue) into the shared chunks the
 * trial pages load (tests/build/trial-js-budget.test.ts).
 */

/** The kibble forecast's windows in days. */
export const FORECAST_WINDOWS = [7, 30, 90] as const;
export type ForecastWindow = (typeof FORECAST_WINDOWS)[number];

/** Customer lookup's `?q=`: the start of an e-mail, first or last name. */
export const CUSTOMER_QUERY_MIN = 2;
export const CUSTOMER_QUERY_MAX = 100;
