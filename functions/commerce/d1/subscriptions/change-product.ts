/** Change product and frequency: `{ variantId, frequency }`, another kibble bag. */
import { findKibbleVariant } from '../../../../src/domain/catalogue';
import { renewalPriceCents } from '../../../../src/domain/money';
import { kibbleVariantTitle } from '../../../../src/domain/renewals';
import type { ChangeProductAndFrequencyBody } from '../../../../src/domain/schemas/subscription-actions';
import { replaceMainItemStatement, updateSubscriptionStatement, type SubscriptionAnswer } from '../../../db/subscriptions';
import type { CustomerCtx } from '../../../http/record-params';
import { remoteOf } from '../../remote';
import { onSubscription } from '../kinds';

export async function changeProduct(c: CustomerCtx, id: string, { variantId, frequency }: ChangeProductAndFrequencyBody): Promise<SubscriptionAnswer> {
  const { product, variant } = findKibbleVariant(variantId)!;
  const db = c.env.DB;
  const { answer } = await onSubscription(c, id, 'changeProduct', 'change-product-and-frequency', async (rec, commit) => {
    const main = { variantId: variant.id, priceCents: renewalPriceCents(variant.priceCents) };
    await remoteOf(c, 'changeProduct').edit(rec, { main, frequency: { count: frequency, unit: 'day' } });
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
