/**
 * Whose grams a recipe page shows (issue 47 §6). The header's grams are the dog's calories in our
 * standard kibble (spec 001 §9: calories / 3.38); each card's are its bag spread over the days
 * between deliveries (bag × 1000 / frequency), so they differ by recipe and by the rounding of the
 * days. Both formulas are the spec's, so each figure says what it is instead of being merged.
 * Read by the page's Astro shell only: the note costs the trial pages no JavaScript.
 */
import { DEFAULT_KCAL_PER_KG } from '../domain/feeding';
import { formatGrouped } from '../domain/number-format';

/**
 * 'Grams for a standard kibble of 3,380 kcal/kg. Each card's grams are for its recipe: its bag over the days between deliveries.'
 * The spec's standard energy density, not a product: the note is built into the page, which
 * carries no product (the shop's default kibble may be another, at another kcal per kg).
 */
export const RECIPE_METRICS_NOTE = `Grams for a standard kibble of ${formatGrouped(DEFAULT_KCAL_PER_KG)} kcal/kg. Each card's grams are for its recipe: its bag over the days between deliveries.`;
