/** Add treats (one-time or recurring, at the treat discount) and remove an added item. */
import { treatSubscriptionPriceCents } from '../../../../src/domain/money';
import type { AddTreatItemsBody } from '../../../../src/domain/schemas/treat-items';
import { deleteItemStatement, insertItemStatement, setItemQuantityStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import { ApiError, notFound } from '../../../lib/errors';
import type { CustomerCtx } from '../../../lib/record-params';
import { onSubscription } from '../kinds';
import { treatLines } from '../treat-lines';

export async function addSubscriptionItems(c: CustomerCtx, id: string, { items }: AddTreatItemsBody): Promise<SubscriptionAnswer> {
  const db = c.env.DB;
  const { answer } = await onSubscription(c, id, 'addItems', 'add-items', async (rec, commit, now) => {
    const current = rec.items
      .filter((i) => i.is_main === 0)
      .map((i) => ({ id: i.id, variantId: i.variant_id, oneTime: i.one_time === 1, quantity: i.quantity }));
    const statements = treatLines(items, current).map(({ product, variant, oneTime, quantity, existingId }) =>
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
            },
            now,
          ),
    );
    await commit(statements);
  });
  return answer;
}

/** Removes an added item; the main product cannot be removed, only changed. */
export async function removeSubscriptionItem(c: CustomerCtx, id: string, itemId: string): Promise<SubscriptionAnswer> {
  const { answer } = await onSubscription(c, id, 'removeItem', 'remove-item', async (rec, commit) => {
    const item = rec.items.find((i) => i.id === itemId);
    if (!item) throw notFound('No such item on this subscription.');
    if (item.is_main === 1) throw new ApiError(409, 'main_item', 'The main product cannot be removed; change it instead.');
    await commit([deleteItemStatement(c.env.DB, id, itemId)], { removed_item_id: itemId });
  });
  return answer;
}
