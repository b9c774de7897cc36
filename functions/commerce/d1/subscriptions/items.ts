/** Add treats (one-time or recurring, at the treat discount) and remove an added item. */
import { treatSubscriptionPriceCents } from '../../../../src/domain/money';
import type { AddTreatItemsBody } from '../../../../src/domain/schemas/treat-items';
import { deleteItemStatement, insertItemStatement, setItemQuantityStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import { ApiError, notFound } from '../../../lib/errors';
import type { CustomerRequest } from '../../request';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';
import { treatLines } from '../treat-lines';
import { currentCatalogue } from '../../../catalogue/reader';
import { refuseUnknownTreats } from '../../../catalogue/known-ids';

export async function addSubscriptionItems(req: CustomerRequest, id: string, { items }: AddTreatItemsBody): Promise<SubscriptionAnswer> {
  const db = req.db;
  const catalogue = await currentCatalogue(db);
  refuseUnknownTreats(catalogue, items);
  const { answer } = await onSubscription(req, id, 'addItems', 'add-items', async (rec, commit, now) => {
    const treats = rec.items.filter((i) => i.is_main === 0);
    const current = treats.map((i) => ({ id: i.id, variantId: i.variant_id, oneTime: i.one_time === 1, quantity: i.quantity }));
    const lines = treatLines(catalogue, items, current);
    const fresh = lines.filter((l) => !l.existingId);
    const lineIds = await remoteOf(req, 'addItems').edit(rec, {
      add: fresh.map((l) => ({
        variantId: l.variant.id,
        quantity: l.quantity,
        priceCents: treatSubscriptionPriceCents(l.variant.priceCents),
        oneTime: l.oneTime,
      })),
      setQuantity: lines
        .filter((l) => l.existingId)
        .map((l) => ({ lineId: treats.find((i) => i.id === l.existingId)?.shopify_line_id ?? '', quantity: l.quantity, oneTime: l.oneTime })),
    });
    const statements = lines.map(({ product, variant, oneTime, quantity, existingId }) =>
      existingId
        ? setItemQuantityStatement(db, id, existingId, quantity)
        : insertItemStatement(
            db,
            id,
            {
              productId: product.id,
              variantId: variant.id,
              title: product.title,
              sku: variant.sku,
              priceCents: variant.priceCents,
              finalPriceCents: treatSubscriptionPriceCents(variant.priceCents),
              quantity,
              oneTime,
              image: product.image.src,
              shopifyLineId: lineIds[fresh.findIndex((l) => l.variant.id === variant.id && l.oneTime === oneTime)],
            },
            now,
          ),
    );
    await commit(statements);
  });
  return answer;
}

/** Removes an added item; the main product cannot be removed, only changed. */
export async function removeSubscriptionItem(req: CustomerRequest, id: string, itemId: string): Promise<SubscriptionAnswer> {
  const { answer } = await onSubscription(req, id, 'removeItem', 'remove-item', async (rec, commit) => {
    const item = rec.items.find((i) => i.id === itemId);
    if (!item) throw notFound('No such item on this subscription.');
    if (item.is_main === 1) throw new ApiError(409, 'main_item', 'The main product cannot be removed; change it instead.');
    await remoteOf(req, 'removeItem').edit(rec, { remove: [{ lineId: item.shopify_line_id ?? '', oneTime: item.one_time === 1 }] });
    await commit([deleteItemStatement(req.db, id, itemId)], { removed_item_id: itemId });
  });
  return answer;
}
