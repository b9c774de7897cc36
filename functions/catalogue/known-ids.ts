/**
 * The request's catalogue ids checked against the current catalogue (issue 60): the catalogue is
 * data in D1, which a request schema cannot read, so the routes refuse an id the shop does not
 * sell here, with the same 400 `invalid_json` and message the schema check gave, before anything
 * is read or written.
 */
import { findKibble, findKibbleVariant, findTreatVariant, type Catalogue, type KibbleProduct, type KibbleVariant } from '../../src/domain/catalogue';
import { UNKNOWN_KIBBLE_MESSAGE } from '../../src/domain/schemas/pet-save';
import { UNKNOWN_VARIANT_MESSAGE } from '../../src/domain/schemas/subscription-actions';
import { UNKNOWN_TREAT_MESSAGE } from '../../src/domain/schemas/treat-items';
import { invalidBodyField } from '../lib/validate';

/** The kibble bag `variantId` names; 400 at `variantId` when the shop does not sell it. */
export function sellableKibbleVariant(cat: Catalogue, variantId: string): { product: KibbleProduct; variant: KibbleVariant } {
  const found = findKibbleVariant(cat, variantId);
  if (!found) throw invalidBodyField('variantId', UNKNOWN_VARIANT_MESSAGE);
  return found;
}

/** 400 at `items.N.shopify_variant_id` for the first item naming a treat the shop does not sell. */
export function refuseUnknownTreats(cat: Catalogue, items: readonly { shopify_variant_id: string }[]): void {
  const i = items.findIndex((item) => !findTreatVariant(cat, item.shopify_variant_id));
  if (i >= 0) throw invalidBodyField(`items.${i}.shopify_variant_id`, UNKNOWN_TREAT_MESSAGE);
}

/** 400 at `productId` when a kibble is named that the shop does not sell (null names none). */
export function refuseUnknownKibble(cat: Catalogue, productId: string | null): void {
  if (productId !== null && !findKibble(cat, productId)) throw invalidBodyField('productId', UNKNOWN_KIBBLE_MESSAGE);
}
