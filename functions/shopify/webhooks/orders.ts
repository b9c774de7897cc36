/**
 * orders/create, orders/updated, orders/fulfilled and fulfillments/create: the customer's order
 * history mirrors the shop's orders. Orders Shopify made for our billing attempts are written by
 * the billing path (linked by shopify_order_id), so a renewal never shows twice; other orders of a
 * customer we know (the first order of a checkout) are added, with the visit its cart attributes
 * name (./order-attributes.ts). Only a newer state is written.
 */
import { productOfVariant } from '../../commerce/d1/catalogue';
import { currentCatalogue } from '../../catalogue/reader';
import { mirrorShopCustomer } from '../../db/customers';
import { insertOrderStatements } from '../../db/orders';
import {
  findShopOrder,
  linkNewShopOrderStatement,
  markFulfilledStatement,
  orderTrackingStatement,
  updateShopOrderStatusStatement,
  type Tracking,
} from '../../db/shop-orders';
import { newId } from '../../lib/ids';
import { addressFromShopify, centsOf, gid, idOfGid } from '../commerce/gids';
import { orderFunnelEventStatements, orderVisitStatement } from './order-attributes';
import type { OrderPayload } from './payloads';

/** Shopify's financial status as the order history's. */
export function financialStatusOf(status: string | null | undefined): 'paid' | 'pending' | 'refunded' | 'voided' {
  if (status === 'refunded') return 'refunded';
  if (status === 'voided') return 'voided';
  if (status === 'pending' || status === 'authorized' || status === 'partially_paid') return 'pending';
  return 'paid';
}

/** Shopify's fulfillment status as ours: pending until it ships, processing while partly shipped. */
export function fulfillmentStatusOf(status: string | null | undefined): 'pending' | 'processing' | 'fulfilled' {
  if (status === 'fulfilled') return 'fulfilled';
  if (status === 'partial') return 'processing';
  return 'pending';
}

const isBillingAttemptOrder = (p: OrderPayload) => (p.source_name ?? '').startsWith('subscription_contract');

export type OrderOutcome = 'created' | 'updated' | 'older' | 'not-ours' | 'billing-order';

export async function mirrorOrder(db: D1Database, p: OrderPayload, stamp: string, now: Date): Promise<OrderOutcome> {
  const existing = await findShopOrder(db, p.admin_graphql_api_id);
  const tracking = p.fulfillments.find((f) => f.tracking_number);
  if (existing) {
    const res = await db.batch([
      updateShopOrderStatusStatement(db, existing.id, stamp, financialStatusOf(p.financial_status), fulfillmentStatusOf(p.fulfillment_status)),
      ...(tracking ? [orderTrackingStatement(db, existing.id, tracking)] : []),
    ]);
    return res[0]!.meta.changes > 0 ? 'updated' : 'older';
  }
  if (isBillingAttemptOrder(p)) return 'billing-order';
  // The shop's customers are ours: one seen first on an order is added from it.
  const c = p.customer;
  const customerId = c?.email
    ? await mirrorShopCustomer(db, { id: idOfGid(String(c.id)), email: c.email, firstName: c.first_name, lastName: c.last_name }, now)
    : null;
  if (!customerId) return 'not-ours';

  const catalogue = await currentCatalogue(db);
  const lines = p.line_items.map((l) => {
    const variantId = l.variant_id == null ? '' : idOfGid(String(l.variant_id));
    const known = productOfVariant(catalogue, variantId);
    return { productId: known?.product_id ?? '', variantId, title: l.title, priceCents: centsOf(l.price), quantity: l.quantity, image: known?.image ?? '' };
  });
  const shipping = p.total_shipping_price_set ? centsOf(p.total_shipping_price_set.shop_money.amount) : 0;
  const orderId = newId('order');
  const at = new Date(Date.parse(p.created_at) || now.getTime());
  const { statements } = insertOrderStatements(db, {
    id: orderId,
    customerId,
    lines,
    shippingCents: shipping,
    discountCents: p.total_discounts == null ? 0 : centsOf(p.total_discounts),
    address: addressFromShopify(p.shipping_address),
    at,
  });
  await db.batch([
    ...statements,
    linkNewShopOrderStatement(db, orderId, {
      shopifyOrderId: p.admin_graphql_api_id,
      stamp,
      financial: financialStatusOf(p.financial_status),
      fulfillment: fulfillmentStatusOf(p.fulfillment_status),
      discountCode: p.discount_codes?.[0]?.code ?? null,
    }),
    // The visit and campaign its cart carried: the funnel report's first paid renewal (ADR 0015).
    orderVisitStatement(db, orderId, p),
    ...orderFunnelEventStatements(db, p, at),
    ...(tracking ? [orderTrackingStatement(db, orderId, tracking)] : []),
  ]);
  return 'created';
}

/** fulfillments/create: the order has shipped, with its tracking. */
export async function mirrorFulfillment(db: D1Database, orderId: string | number, t: Tracking): Promise<'updated' | 'not-ours'> {
  const row = await findShopOrder(db, gid('Order', idOfGid(String(orderId))));
  if (!row) return 'not-ours';
  await db.batch([markFulfilledStatement(db, row.id), ...(t.tracking_number ? [orderTrackingStatement(db, row.id, t)] : [])]);
  return 'updated';
}
