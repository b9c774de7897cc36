/** Ship now: charge and create the order today, and schedule the next one a cycle from today. */
import { addInterval, isRecentOrder, shopToday } from '../../../../src/domain/renewals';
import type { ShipNowBody } from '../../../../src/domain/schemas/subscription-actions';
import { subscriptionOrderPlan } from '../../../billing/charge';
import { pushContractDays } from '../../../billing/contract-days';
import { newPaymentAttempt } from '../../../billing/recorded-charge';
import { ApiError } from '../../../lib/errors';
import { remoteOf } from '../../remote';
import type { CustomerRequest } from '../../request';
import { chargeAndCommit, finishedFirst, moneyAction } from '../charges';
import { onSubscription, SUBSCRIPTIONS } from '../kinds';
import { findKibbleVariant, type Catalogue } from '../../../../src/domain/catalogue';
import { currentCatalogue } from '../../../catalogue/reader';

export const RECENT_ORDER_MESSAGE = 'An order for this subscription was placed recently; Reorder Now is available again once it has shipped.';
/** Reorder Now on a bag the shop no longer sells (issue 60): nothing is charged for it, as no renewal is. */
export const BAG_NOT_OFFERED_MESSAGE = 'This bag is no longer sold. Please choose another bag or recipe first, then reorder.';

/** 409 `bag_not_offered` when the current catalogue no longer has `variantId`. */
export function refuseBagNotOffered(cat: Catalogue, variantId: string): void {
  if (!findKibbleVariant(cat, variantId)) throw new ApiError(409, 'bag_not_offered', BAG_NOT_OFFERED_MESSAGE);
}

export function shipNow(req: CustomerRequest, id: string, body: ShipNowBody) {
  return moneyAction(req, SUBSCRIPTIONS, id, `ship-now:${id}`, body, async (ref) => {
    const done = await onSubscription(req, id, 'shipNow', 'ship-now', async (locked, commit, now) => {
      // A reorder charged earlier whose order is not written yet is finished, never charged again.
      const { rec, settled } = await finishedFirst(req, locked, now);
      const earlier = settled.find((a) => a.plan.action === 'ship-now');
      if (earlier) return earlier.orderId;
      const today = shopToday(now);
      // Read under the lock, so the scheduled job's renewal and this cannot both pass.
      const paidToday = rec.attempts.some((a) => a.date === today && a.status !== 'error');
      if (paidToday || isRecentOrder(rec.lastOrderAt, now)) throw new ApiError(409, 'recent_order', RECENT_ORDER_MESSAGE);
      refuseBagNotOffered(await currentCatalogue(req.db), rec.row.variant_id);
      const { order, amounts, clearDiscount } = subscriptionOrderPlan(rec, now);
      const nextDay = addInterval(today, rec.row.order_interval_frequency, rec.row.order_interval_unit);
      const attempt = newPaymentAttempt(rec.row.customer_id, amounts.totalCents, { action: 'ship-now', order, clearDiscount, day: today, nextDay }, id);
      return chargeAndCommit(req, attempt, commit, ref, now);
    });
    // Paid and recorded: the contract's next billing date follows ours (a failure drifts, pushed by the next run).
    await pushContractDays(req.db, remoteOf(req, 'shipNow'), id);
    return done;
  });
}
