/** Reorder Now on a legacy subscription: charge and order today, the next delivery a cycle from today. */
import { addInterval, isRecentOrder, shopToday } from '../../../../src/domain/renewals';
import { finishOpenAttempts, newPaymentAttempt } from '../../../billing/recorded-charge';
import { legacyOrderLines, type LegacyRecord } from '../../../db/legacy-subscriptions';
import { orderAmounts } from '../../../db/orders';
import { addressAnswerOf } from '../../../db/shipping-address';
import { ApiError } from '../../../lib/errors';
import { actorOf, type CustomerRequest } from '../../request';
import { chargeAndCommit, moneyAction } from '../charges';
import { gatewayOf, LEGACY, onLegacy } from '../kinds';
import { RECENT_ORDER_MESSAGE, refuseBagNotOffered } from '../subscriptions/ship-now';
import { currentCatalogue } from '../../../catalogue/reader';
import type { Catalogue } from '../../../../src/domain/catalogue';

/** The order of a legacy subscription as it stands: its lines, shipping and address, placed `now`. */
function legacyOrder(cat: Catalogue, rec: LegacyRecord, now: Date) {
  const r = rec.row;
  const lines = legacyOrderLines(cat, rec);
  const { first_name: _first, last_name: _last, ...address } = addressAnswerOf(r);
  return { customerId: r.customer_id, legacySubscriptionId: r.id, lines, shippingCents: r.shipping_cents, address, at: now.toISOString() };
}

export const REORDER_AT_CHECKOUT_MESSAGE =
  'Reorder Now is not available for this subscription: it has no saved card in the shop. Use Confirm & Pay to order it at the shop’s checkout.';

export function shipToday(req: CustomerRequest, id: string) {
  // No body: the same key and path is the same request.
  return moneyAction(req, LEGACY, id, `ship-today:${id}`, null, (ref) =>
    onLegacy(req, id, 'shipToday', 'ship-today', async (rec, commit, now) => {
      // A reorder charged earlier whose order is not written yet is finished, never charged again.
      const settled = await finishOpenAttempts(req.db, gatewayOf(req), { legacySubscriptionId: id }, actorOf(req), now);
      if (settled[0]) return settled[0].orderId;
      // A permanent condition, not an outage: nothing can be charged here, the shop's checkout can (issue 59 §7).
      if (!gatewayOf(req).chargesLegacy) throw new ApiError(409, 'reorder_at_checkout', REORDER_AT_CHECKOUT_MESSAGE);
      if (isRecentOrder(rec.lastOrderAt, now)) throw new ApiError(409, 'recent_order', RECENT_ORDER_MESSAGE);
      // Its main line is priced from the catalogue: a bag no longer sold would be ordered at 0.
      const catalogue = await currentCatalogue(req.db);
      refuseBagNotOffered(catalogue, rec.row.main_variant_id);
      const order = legacyOrder(catalogue, rec, now);
      const amounts = orderAmounts(order.lines, order.shippingCents);
      const nextDelivery = addInterval(shopToday(now), rec.row.frequency_days, 'day');
      const attempt = newPaymentAttempt(rec.row.customer_id, amounts.totalCents, { action: 'ship-today', order, nextDelivery }, id);
      return chargeAndCommit(req, attempt, commit, ref, now);
    }),
  );
}
