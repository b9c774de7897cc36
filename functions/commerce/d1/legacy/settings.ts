/**
 * The legacy subscription's settings, each one column change under the active rule: next delivery
 * (tomorrow … 3 months ahead), frequency (7–90 days), cancel, address, product and frequency.
 */
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
import type { CustomerRequest } from '../../request';
import { invalidBodyField } from '../../../lib/validate';
import { onLegacy } from '../kinds';
import { currentCatalogue } from '../../../catalogue/reader';
import { sellableKibbleVariant } from '../../../catalogue/known-ids';

type Columns = Parameters<typeof updateLegacyStatement>[2];

async function setColumns(req: CustomerRequest, id: string, action: LegacyAction, event: string, columns: Columns): Promise<LegacyAnswer> {
  const { answer } = await onLegacy(req, id, action, event, async (_rec, commit) => {
    await commit([updateLegacyStatement(req.db, id, columns)]);
  });
  return answer;
}

export function updateLegacyDate(req: CustomerRequest, id: string, { nextDelivery }: LegacyUpdateDateBody) {
  const limits = legacyPickLimits(req.now);
  const date = parseIsoDate(nextDelivery);
  if (!date || !isWithinDateLimits(date, limits)) {
    throw invalidBodyField('nextDelivery', dateRangeMessage(limits));
  }
  return setColumns(req, id, 'updateDate', 'update-date', { next_delivery: nextDelivery });
}

export const updateLegacyFrequency = (req: CustomerRequest, id: string, { frequency }: LegacyUpdateFrequencyBody) =>
  setColumns(req, id, 'updateFrequency', 'update-frequency', { frequency_days: frequency });

export const cancelLegacy = (req: CustomerRequest, id: string, { reason, otherReason }: LegacyCancelBody) =>
  setColumns(req, id, 'cancel', 'cancel', { is_active: 0, cancel_reason: reason, cancel_other_reason: otherReason || null });

export const updateLegacyAddress = (req: CustomerRequest, id: string, { address }: LegacyUpdateAddressBody) =>
  setColumns(req, id, 'updateAddress', 'update-address', shippingColumnsOf(address));

export async function changeLegacyProduct(req: CustomerRequest, id: string, { variantId, frequency }: LegacyChangeProductAndFrequencyBody) {
  const { product, variant } = sellableKibbleVariant(await currentCatalogue(req.db), variantId);
  return setColumns(req, id, 'changeProduct', 'change-product-and-frequency', {
    main_product_id: product.id,
    main_variant_id: variant.id,
    frequency_days: frequency,
  });
}
