/**
 * Charging for an order: the order and amount a subscription's items come to, and the
 * statements that create it. Customers' charges go through functions/billing/recorded-charge.ts;
 * the scheduled renewals use `subscriptionOrder`.
 */
import { insertOrderStatements, orderAmounts, type NewOrderLine } from '../db/orders';
import type { PlannedOrder } from '../db/payment-attempts';
import { nextOrderDiscountCents } from '../../src/domain/renewals';
import { clearNextOrderDiscountStatement, deleteShippedOneTimeItemsStatement, orderLinesOf, type SubscriptionRecord } from '../db/subscriptions';

/**
 * The order a subscription's items come to now (lines at their final prices, the next-order
 * discount on the main bag, shipping, the delivery address), as a payment attempt stores it.
 */
export function subscriptionOrderPlan(rec: SubscriptionRecord, at: Date) {
  const lines: NewOrderLine[] = orderLinesOf(rec.items);
  const main = rec.items.find((i) => i.is_main === 1);
  const percent = rec.row.next_order_discount_percent ?? 0;
  const discountCents = main ? nextOrderDiscountCents(main.price_cents, main.final_price_cents, percent) * main.quantity : 0;
  const order: PlannedOrder = {
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
    at: at.toISOString(),
  };
  return { order, amounts: orderAmounts(lines, rec.row.shipping_cents, discountCents), clearDiscount: percent > 0 };
}

/** An order for a subscription as its items stand, with the statements that create it. */
export function subscriptionOrder(db: D1Database, rec: SubscriptionRecord, at: Date, onlyIfAttemptId?: string) {
  const plan = subscriptionOrderPlan(rec, at);
  const { orderId, statements } = insertOrderStatements(db, { ...plan.order, at, onlyIfAttemptId });
  const after = [
    // One-time items ship with this order and then leave the subscription.
    deleteShippedOneTimeItemsStatement(db, rec.row.id, orderId),
    // The next-order discount is used up by this order.
    ...(plan.clearDiscount ? [clearNextOrderDiscountStatement(db, rec.row.id, orderId)] : []),
  ];
  return { orderId, amounts: plan.amounts, statements: [...statements, ...after] };
}

export const PAYMENTS_UNAVAILABLE_MESSAGE = 'Payments are not available right now. Nothing was charged; please try again later.';
