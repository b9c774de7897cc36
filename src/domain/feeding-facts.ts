/**
 * A recipe's feeding facts (issue 60): what the calculator needs of a product besides its bags.
 * The console's edit, the API and the shop's sync all check them here, so a kcal per kg that is
 * missing, zero, negative or absurd is refused with the same words wherever it comes from.
 */
import * as v from 'valibot';

/** Dry dog food sits around 3,000–4,500 kcal per kg; outside 2,000–6,000 is a typo (grams, or kJ). */
export const KCAL_PER_KG_RANGE = { min: 2000, max: 6000 } as const;
export const PROTEIN_PERCENT_RANGE = { min: 0, max: 100 } as const;

export const KCAL_PER_KG_MESSAGE = `kcal per kg must be a whole number from ${KCAL_PER_KG_RANGE.min.toLocaleString('en-NZ')} to ${KCAL_PER_KG_RANGE.max.toLocaleString('en-NZ')}`;
export const PROTEIN_PERCENT_MESSAGE = `protein % must be a number from ${PROTEIN_PERCENT_RANGE.min} to ${PROTEIN_PERCENT_RANGE.max}`;

/** The facts as a JSON body or a form gives them (numbers only: "3380" as a string is refused). */
export const feedingFactsSchema = v.strictObject({
  kcalPerKg: v.pipe(
    v.number(KCAL_PER_KG_MESSAGE),
    v.integer(KCAL_PER_KG_MESSAGE),
    v.minValue(KCAL_PER_KG_RANGE.min, KCAL_PER_KG_MESSAGE),
    v.maxValue(KCAL_PER_KG_RANGE.max, KCAL_PER_KG_MESSAGE),
  ),
  proteinPercent: v.pipe(
    v.number(PROTEIN_PERCENT_MESSAGE),
    v.minValue(PROTEIN_PERCENT_RANGE.min, PROTEIN_PERCENT_MESSAGE),
    v.maxValue(PROTEIN_PERCENT_RANGE.max, PROTEIN_PERCENT_MESSAGE),
  ),
});
export type FeedingFacts = v.InferOutput<typeof feedingFactsSchema>;

/**
 * Why a kcal per kg cannot be used, or null when it can (the shop's sync names the field).
 *
 * @example
 * kcalProblem(3380) // null
 * kcalProblem(undefined) // 'kcal per kg is missing'
 * kcalProblem(338) // 'kcal per kg must be a whole number from 2,000 to 6,000'
 */
export function kcalProblem(kcal: number | null | undefined): string | null {
  if (kcal === null || kcal === undefined || Number.isNaN(kcal)) return 'kcal per kg is missing';
  return v.is(feedingFactsSchema.entries.kcalPerKg, kcal) ? null : KCAL_PER_KG_MESSAGE;
}
