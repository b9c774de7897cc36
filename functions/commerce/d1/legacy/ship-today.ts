/** Reorder Now on a legacy subscription: charge and order today, the next delivery a cycle from today. */
import { addInterval, isRecentOrder, shopToday } from '../../../../src/domain/renewals';
import {
  chargeRecorded,
  finishOpenAttempts,
  newPaymentAttempt,
  settleOrPending,
  settlementDetails,
  settlementStatements,
} from '../../../billing/recorded-charge';
import { legacyOrderLines, type LegacyRecord } from '../../../db/legacy-subscriptions';
import { orderAmounts } from '../../../db/orders';
import { customerActor } from '../../../db/subscription-events';
import { ApiError } from '../../../lib/errors';
import { idempotent } from '../../../lib/idempotency';
import type { CustomerCtx } from '../../../lib/record-params';
import { currentAnswer } from '../../action-runner';
import { completeKey, withOrder } from '../charges';
import { gatewayOf, LEGACY, onLegacy } from '../kinds';
import { RECENT_ORDER_MESSAGE } from '../subscriptions/ship-now';

function shippingAddressOf(rec: LegacyRecord) {
  const r = rec.row;
  return { address1: r.ship_address1, address2: r.ship_address2, city: r.ship_city, province: r.ship_province, zip: r.ship_zip, country: r.ship_country };
}

export function shipToday(c: CustomerCtx, id: string) {
  const db = c.env.DB;
  return idempotent(
    c,
    `ship-today:${id}`,
    null, // no body: the same key and path is the same request
    async (ref) => {
      const { answer, result } = await onLegacy(c, id, 'shipToday', 'ship-today', async (rec, commit, now) => {
        const gateway = gatewayOf(c);
        // A reorder charged earlier whose order is not written yet is finished, never charged again.
        const settled = await finishOpenAttempts(db, gateway, { legacySubscriptionId: id }, customerActor(c.var.customer.id), now);
        if (settled[0]) return settled[0].orderId;
        if (isRecentOrder(rec.lastOrderAt, now)) throw new ApiError(409, 'recent_order', RECENT_ORDER_MESSAGE);
        const lines = legacyOrderLines(rec);
        const amounts = orderAmounts(lines, rec.row.shipping_cents);
        const order = {
          customerId: rec.row.customer_id,
          legacySubscriptionId: id,
          lines,
          shippingCents: rec.row.shipping_cents,
          address: shippingAddressOf(rec),
          at: now.toISOString(),
        };
        const nextDelivery = addInterval(shopToday(now), rec.row.frequency_days, 'day');
        const attempt = newPaymentAttempt(rec.row.customer_id, amounts.totalCents, { action: 'ship-today', order, nextDelivery }, id);
        const chargeId = await chargeRecorded(db, gateway, attempt, now);
        await settleOrPending(
          () => commit([...settlementStatements(db, attempt, now), ...completeKey(db, ref)], settlementDetails(attempt, chargeId)),
          attempt,
        );
        return attempt.orderId;
      });
      return withOrder(c, answer, result);
    },
    async () => ({ ...(await currentAnswer(LEGACY, c, id)), order: null }),
  );
}
