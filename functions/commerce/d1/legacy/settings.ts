/**
 * The legacy subscription's settings, each one column change under the active rule: next delivery
 * (tomorrow … 3 months ahead), frequency (7–90 days), cancel, address, product and frequency.
 */
import { findKibbleVariant } from '../../../../src/domain/catalogue';
import { dateRangeMessage, legacyPickLimits } from '../../../../src/domain/date-limits';
import { isWithinDateLimits, parseIsoDate } from '../../../../src/domain/dates';
import type { LegacyAction } from '../../../../src/domain/renewals';
import type {
  LegacyCancelBody,
  LegacyChangeProductAndFrequencyBody,
  LegacyUpdateAddressBody,
  LegacyUpdateDateBody,
  LegacyUpdateFrequencyBody,
} from '../../../../src/domain/schemas/subscription-actions';
import { shippingColumnsOf } from '../../../db/shipping-address';
import { updateLegacyStatement, type LegacyAnswer } from '../../../db/legacy-subscriptions';
import type { CustomerCtx } from '../../../http/record-params';
import { invalidBodyField } from '../../../lib/validate';
import { onLegacy } from '../kinds';

type Columns = Parameters<typeof updateLegacyStatement>[2];

async function setColumns(c: CustomerCtx, id: string, action: LegacyAction, event: string, columns: Columns): Promise<LegacyAnswer> {
  const { answer } = await onLegacy(c, id, action, event, async (_rec, commit) => {
    await commit([updateLegacyStatement(c.env.DB, id, columns)]);
  });
  return answer;
}

export function updateLegacyDate(c: CustomerCtx, id: string, { nextDelivery }: LegacyUpdateDateBody) {
  const limits = legacyPickLimits(new Date());
  const date = parseIsoDate(nextDelivery);
  if (!date || !isWithinDateLimits(date, limits)) {
    throw invalidBodyField('nextDelivery', dateRangeMessage(limits));
  }
  return setColumns(c, id, 'updateDate', 'update-date', { next_delivery: nextDelivery });
}

export const updateLegacyFrequency = (c: CustomerCtx, id: string, { frequency }: LegacyUpdateFrequencyBody) =>
  setColumns(c, id, 'updateFrequency', 'update-frequency', { frequency_days: frequency });

export const cancelLegacy = (c: CustomerCtx, id: string, { reason, otherReason }: LegacyCancelBody) =>
  setColumns(c, id, 'cancel', 'cancel', { is_active: 0, cancel_reason: reason, cancel_other_reason: otherReason || null });

export const updateLegacyAddress = (c: CustomerCtx, id: string, { address }: LegacyUpdateAddressBody) =>
  setColumns(c, id, 'updateAddress', 'update-address', shippingColumnsOf(address));

export function changeLegacyProduct(c: CustomerCtx, id: string, { variantId, frequency }: LegacyChangeProductAndFrequencyBody) {
  const { product, variant } = findKibbleVariant(variantId)!;
  return setColumns(c, id, 'changeProduct', 'change-product-and-frequency', {
    main_product_id: product.id,
    main_variant_id: variant.id,
    frequency_days: frequency,
  });
}
