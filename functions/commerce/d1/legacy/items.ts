/** Add treats to a legacy subscription (at the treat discount) and remove an add-on. */
import { treatSubscriptionPriceCents } from '../../../../src/domain/money';
import type { AddTreatItemsBody } from '../../../../src/domain/schemas/treat-items';
import { deleteLegacyItemStatement, insertLegacyItemStatement, setLegacyItemQuantityStatement, type LegacyAnswer } from '../../../db/legacy-subscriptions';
import { notFound } from '../../../lib/errors';
import type { CustomerRequest } from '../../request';
import { onLegacy } from '../kinds';
import { treatLines } from '../treat-lines';
import { currentCatalogue } from '../../../catalogue/reader';
import { refuseUnknownTreats } from '../../../catalogue/known-ids';

export async function addLegacyItems(req: CustomerRequest, id: string, { items }: AddTreatItemsBody): Promise<LegacyAnswer> {
  const db = req.db;
  const catalogue = await currentCatalogue(db);
  refuseUnknownTreats(catalogue, items);
  const { answer } = await onLegacy(req, id, 'addItems', 'add-items', async (rec, commit) => {
    const current = rec.items.map((i) => ({ id: i.id, variantId: i.shopify_variant_id, oneTime: i.one_time === 1, quantity: i.quantity }));
    const statements = treatLines(catalogue, items, current).map(({ product, variant, oneTime, quantity, existingId }) =>
      existingId
        ? setLegacyItemQuantityStatement(db, id, existingId, quantity)
        : insertLegacyItemStatement(db, id, {
            productId: product.id,
            variantId: variant.id,
            title: product.title,
            sku: variant.sku,
            priceCents: treatSubscriptionPriceCents(variant.priceCents),
            quantity,
            oneTime,
            image: product.image.src,
          }),
    );
    await commit(statements);
  });
  return answer;
}

export async function removeLegacyItem(req: CustomerRequest, id: string, itemId: string): Promise<LegacyAnswer> {
  const { answer } = await onLegacy(req, id, 'removeItem', 'remove-item', async (rec, commit) => {
    if (!rec.items.some((i) => i.id === itemId)) throw notFound('No such add-on on this subscription.');
    await commit([deleteLegacyItemStatement(req.db, id, itemId)], { removed_item_id: itemId });
  });
  return answer;
}
