/** Change product and frequency: `{ variantId, frequency }`, another kibble bag. */
import { renewalPriceCents } from '../../../../src/domain/money';
import { kibbleVariantTitle } from '../../../../src/domain/renewals';
import type { ChangeProductAndFrequencyBody } from '../../../../src/domain/schemas/subscription-actions';
import { replaceMainItemStatement, updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerRequest } from '../../request';
import { remoteOf } from '../../remote';
import { currentCatalogue } from '../../../catalogue/reader';
import { sellableKibbleVariant } from '../../../catalogue/known-ids';
import { onSubscription } from '../kinds';

export async function changeProduct(req: CustomerRequest, id: string, { variantId, frequency }: ChangeProductAndFrequencyBody): Promise<SubscriptionAnswer> {
  const db = req.db;
  const { product, variant } = sellableKibbleVariant(await currentCatalogue(db), variantId);
  const { answer } = await onSubscription(req, id, 'changeProduct', 'change-product-and-frequency', async (rec, commit) => {
    const main = { variantId: variant.id, priceCents: renewalPriceCents(variant.priceCents) };
    await remoteOf(req, 'changeProduct').edit(rec, { main, frequency: { count: frequency, unit: 'day' } });
    await commit([
      replaceMainItemStatement(db, id, {
        productId: product.id,
        variantId: variant.id,
        title: kibbleVariantTitle(product, variant),
        sku: variant.sku,
        priceCents: variant.priceCents,
        finalPriceCents: renewalPriceCents(variant.priceCents),
        image: product.image,
      }),
      updateSubscriptionStatement(db, id, { product_id: product.id, variant_id: variant.id, order_interval_frequency: frequency, order_interval_unit: 'day' }),
    ]);
  });
  return answer;
}
