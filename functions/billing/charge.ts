/**
 * Charging for an order: the amount a subscription's items come to, the call to the payment
 * adapter, and the statements that create the order. Shared by ship-now, retry payment, the
 * legacy ship-today call and the scheduled renewals.
 */
import { ApiError } from '../lib/errors';
import { insertOrderStatements, orderAmounts, type NewOrderLine } from '../db/orders';
import { nextOrderDiscountCents } from '../../src/domain/renewals';
import {
  clearNextOrderDiscountStatement,
  deleteShippedOneTimeItemsStatement,
  orderLinesOf,
  type SubscriptionRecord,
} from '../db/subscriptions';
import { PaymentUnavailableError, type ChargeRequest, type ChargeResult, type PaymentGateway } from '../payments';

/** An order for a subscription as its items stand, with the statements that create it. */
export function subscriptionOrder(db: D1Database, rec: SubscriptionRecord, at: Date, onlyIfAttemptId?: string) {
  const lines: NewOrderLine[] = orderLinesOf(rec.items);
  const main = rec.items.find((i) => i.is_main === 1);
  const percent = rec.row.next_order_discount_percent ?? 0;
  const discountCents = main ? nextOrderDiscountCents(main.price_cents, main.final_price_cents, percent) * main.quantity : 0;
  const amounts = orderAmounts(lines, rec.row.shipping_cents, discountCents);
  const { orderId, statements } = insertOrderStatements(db, {
    customerId: rec.row.customer_id,
    subscriptionId: rec.row.id,
    lines,
    shippingCents: rec.row.shipping_cents,
    discountCents,
    address: {
      address1: rec.row.ship_address1,
      address2: rec.row.ship_address2,
      city: rec.row.ship_city,
      province: rec.row.ship_province,
      zip: rec.row.ship_zip,
      country: rec.row.ship_country,
    },
    at,
    onlyIfAttemptId,
  });
  const after = [
    // One-time items ship with this order and then leave the subscription.
    deleteShippedOneTimeItemsStatement(db, rec.row.id, orderId),
    // The next-order discount is used up by this order.
    ...(percent > 0 ? [clearNextOrderDiscountStatement(db, rec.row.id, orderId)] : []),
  ];
  return { orderId, amounts, statements: [...statements, ...after] };
}

export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Payments are not available right now. Nothing was charged; please try again later.';

/**
 * Charges for an action the customer is waiting on: a decline is 402 `payment_declined` with
 * the provider's message, an unreachable provider 503 `payments_unavailable`; either way
 * nothing has been changed.
 */
export async function chargeOrThrow(gateway: PaymentGateway, request: ChargeRequest): Promise<Extract<ChargeResult, { ok: true }>> {
  let result: ChargeResult;
  try {
    result = await gateway.charge(request);
  } catch (err) {
    if (err instanceof PaymentUnavailableError) throw new ApiError(503, 'payments_unavailable', PAYMENTS_UNAVAILABLE_MESSAGE);
    throw err;
  }
  if (!result.ok) throw new ApiError(402, 'payment_declined', result.message);
  return result;
}
