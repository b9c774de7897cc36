/**
 * GET /api/catalogue and the catalogue the Worker puts into every page (`#fb-catalogue`): the
 * shop's offered kibbles with their bag-size variants, its treats and its selling plans, as
 * src/domain/catalogue.ts types them. The pages read it with this schema (src/stores/catalogue.ts)
 * and so does the customer-account extension, so a malformed catalogue is no catalogue, never a
 * wrong price.
 */
import * as v from 'valibot';
import type { Catalogue } from '../../catalogue';

export { CATALOGUE_ELEMENT_ID } from '../../catalogue';

const id = v.pipe(v.string(), v.nonEmpty());
const cents = v.pipe(v.number(), v.integer(), v.minValue(1));

const kibbleVariantSchema = v.object({
  id,
  bagSizeKg: v.pipe(v.number(), v.gtValue(0), v.maxValue(50)),
  sku: v.string(),
  priceCents: cents,
});

const kibbleProductSchema = v.object({
  id,
  handle: v.string(),
  name: v.string(),
  title: v.string(),
  kcalPerKg: v.pipe(v.number(), v.gtValue(0)),
  proteinPercent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  image: v.string(),
  trial: v.boolean(),
  variants: v.array(kibbleVariantSchema),
});

const treatProductSchema = v.object({
  id,
  title: v.string(),
  image: v.object({ src: v.string() }),
  variants: v.array(v.object({ id, sku: v.string(), priceCents: cents })),
});

const sellingPlanSchema = v.object({
  id,
  frequencyDays: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(365)),
  discountPercent: v.pipe(v.number(), v.minValue(0), v.ltValue(100)),
});

/** The current catalogue; money in integer cents (NZD). */
export const catalogueAnswerSchema = v.object({
  kibbles: v.array(kibbleProductSchema),
  treats: v.array(treatProductSchema),
  plans: v.array(sellingPlanSchema),
  /** The kibble a new dog starts on ('' while the shop offers none). */
  defaultProductId: v.string(),
});

/**
 * The catalogue in `value`, or null when it is not one (absent, malformed).
 *
 * @example
 * parseCatalogue(JSON.parse(document.getElementById('fb-catalogue')!.textContent!))
 */
export function parseCatalogue(value: unknown): Catalogue | null {
  const parsed = v.safeParse(catalogueAnswerSchema, value);
  // Typed as Catalogue: a schema that drifts from the type fails the typecheck here.
  return parsed.success ? parsed.output : null;
}
