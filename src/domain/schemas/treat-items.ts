/**
 * POST /api/subscriptions/{id}/items and /legacy-subscriptions/{id}/items as the server accepts
 * them: the add-items body (spec 001 §7, fields as legacy items with the one_time flag) where
 * every item names a treat of the catalogue (checked by the route against the current catalogue,
 * which a schema cannot read: functions/catalogue/known-ids.ts). The price a client sends is
 * ignored; the catalogue price with the treat subscription discount is charged.
 */
import * as v from 'valibot';
import { idSchema } from './common';
import { ITEMS_MAX, legacyItemSchema } from './subscription';

export const UNKNOWN_TREAT_MESSAGE = 'Please choose a treat from the list';

export const treatItemSchema = v.object({
  ...legacyItemSchema.entries,
  shopify_variant_id: v.pipe(
    idSchema,
    v.description(`A treat variant id of the catalogue (GET /api/catalogue); another is refused: ${UNKNOWN_TREAT_MESSAGE}.`),
  ),
});

export const addTreatItemsBodySchema = v.object({
  items: v.pipe(v.array(treatItemSchema), v.minLength(1, 'Choose at least one item'), v.maxLength(ITEMS_MAX, `At most ${ITEMS_MAX} items at once`)),
});
export type AddTreatItemsBody = v.InferOutput<typeof addTreatItemsBodySchema>;
