/**
 * Treats added to a subscription or a legacy subscription: the same treat with the same one-time
 * flag is one line with a larger quantity, at most ITEM_QUANTITY_MAX of one treat per delivery.
 */
import { findTreatVariant, type Catalogue, type TreatProduct } from '../../../src/domain/catalogue';
import { ITEM_QUANTITY_MAX } from '../../../src/domain/schemas/subscription';
import type { AddTreatItemsBody } from '../../../src/domain/schemas/treat-items';
import { invalidBodyField } from '../../lib/validate';

export interface TreatLine {
  product: TreatProduct;
  variant: TreatProduct['variants'][number];
  oneTime: boolean;
  /** The line's quantity after the addition. */
  quantity: number;
  /** The record's line this adds to, if it has one. */
  existingId: string | null;
}

/** The lines to write for `items` (treats of `cat`: refuseUnknownTreats ran), given the record's current treat lines. */
export function treatLines(
  cat: Catalogue,
  items: AddTreatItemsBody['items'],
  current: readonly { id: string; variantId: string; oneTime: boolean; quantity: number }[],
): TreatLine[] {
  const merged = new Map<string, { variantId: string; oneTime: boolean; quantity: number; path: string }>();
  items.forEach((item, i) => {
    const k = `${item.shopify_variant_id}:${item.one_time}`;
    const prev = merged.get(k);
    merged.set(k, { variantId: item.shopify_variant_id, oneTime: item.one_time, quantity: (prev?.quantity ?? 0) + item.quantity, path: `items.${i}.quantity` });
  });
  return [...merged.values()].map((m) => {
    const { product, variant } = findTreatVariant(cat, m.variantId)!;
    const existing = current.find((line) => line.variantId === m.variantId && line.oneTime === m.oneTime);
    const quantity = (existing?.quantity ?? 0) + m.quantity;
    if (quantity > ITEM_QUANTITY_MAX) throw invalidBodyField(m.path, `At most ${ITEM_QUANTITY_MAX} of one treat per delivery`);
    return { product, variant, oneTime: m.oneTime, quantity, existingId: existing?.id ?? null };
  });
}
