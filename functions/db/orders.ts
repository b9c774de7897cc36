/**
 * Orders with their line items and tracking: the customer's order history, the answer shape
 * (spec 001 §3, money in dollars) and the statements that create an order inside a change batch.
 */
import { parseAttributionJson } from '../../src/domain/attribution';
import { centsToDollars } from '../../src/domain/money';
import { newId } from '../lib/ids';

interface OrderRow {
  id: string;
  customer_id: string;
  subscription_id: string | null;
  legacy_subscription_id: string | null;
  order_number: number;
  subtotal_cents: number;
  shipping_cents: number;
  discount_cents: number;
  total_cents: number;
  financial_status: string;
  fulfillment_status: string | null;
  created_at: string;
  attribution: string | null;
}

interface LineItemRow {
  id: string;
  order_id: string;
  product_id: string;
  variant_id: string;
  title: string;
  price_cents: number;
  quantity: number;
  image: string;
}

interface TrackingRow {
  order_id: string;
  tracking_company: string;
  tracking_number: string;
  tracking_url: string;
}

/** An order as GET /api/orders/customer/{customerId} answers it: the contract's shape (src/domain/schemas/answers/records.ts). */
export type { OrderAnswer } from '../../src/domain/schemas/answers/records';
import type { OrderAnswer } from '../../src/domain/schemas/answers/records';

/**
 * The order status page: a page of the site (built with the dashboard) that shows one order
 * of the logged-in customer. Mobile opens it in a new tab; the dashboard links order numbers to it.
 */
export const orderStatusUrl = (origin: string, orderId: string) => `${origin}/order-status?order=${encodeURIComponent(orderId)}`;

const ORDER_COLUMNS = `o.id, o.customer_id, o.subscription_id, o.legacy_subscription_id, o.order_number, o.subtotal_cents,
  o.shipping_cents, o.discount_cents, o.total_cents, o.financial_status, o.fulfillment_status, o.created_at, o.attribution`;

function toAnswer(o: OrderRow, lines: LineItemRow[], tracking: TrackingRow | undefined, origin: string): OrderAnswer {
  return {
    id: o.id,
    name: `#${o.order_number}`,
    order_number: o.order_number,
    order_number_numeric: o.order_number,
    created_at: o.created_at,
    subtotal_price: centsToDollars(o.subtotal_cents),
    total_discounts: centsToDollars(o.discount_cents),
    shipping_price: centsToDollars(o.shipping_cents),
    total_price: centsToDollars(o.total_cents),
    fulfillment_status: o.fulfillment_status,
    financial_status: o.financial_status,
    status: o.fulfillment_status ?? 'unfulfilled',
    order_status_url: orderStatusUrl(origin, o.id),
    subscription_id: o.subscription_id ?? o.legacy_subscription_id,
    line_items: lines.map((l) => ({
      id: l.id,
      title: l.title,
      price: centsToDollars(l.price_cents),
      quantity: l.quantity,
      product_id: l.product_id,
      variant_id: l.variant_id,
      image: l.image ? { src: l.image } : null,
    })),
    tracking: tracking ? { tracking_company: tracking.tracking_company, tracking_url: tracking.tracking_url, tracking_number: tracking.tracking_number } : null,
    attribution: parseAttributionJson(o.attribution),
  };
}

/** A customer's orders, newest first, or one of them (`orderId`). One consistent read. */
export async function listCustomerOrders(db: D1Database, customerId: string, origin: string, orderId: string | null = null): Promise<OrderAnswer[]> {
  return customerOrdersOf(await db.batch(customerOrderStatements(db, customerId, { orderId })), origin);
}

/** Which of a customer's orders: one (`orderId`), or a page of `limit` older than `before`. */
export interface OrderSelection {
  orderId?: string | null;
  limit?: number;
  before?: { at: string; number: number } | null;
}

/**
 * The statements of `listCustomerOrders`, for a caller that batches them with others. The page
 * is found by the orders_customer index and read one order further than `limit`, so the caller
 * knows whether another page follows; line items and tracking only for that page.
 */
export function customerOrderStatements(
  db: D1Database,
  customerId: string,
  { orderId = null, limit, before = null }: OrderSelection = {},
): D1PreparedStatement[] {
  const where = `o.customer_id = ?1 AND (?2 IS NULL OR o.id = ?2)
    AND (?3 IS NULL OR o.created_at < ?3 OR (o.created_at = ?3 AND o.order_number < ?4))`;
  const page = `SELECT o.id FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.order_number DESC LIMIT ?5`;
  const binds = [customerId, orderId, before?.at ?? null, before?.number ?? 0, limit === undefined ? -1 : limit + 1];
  return [
    db.prepare(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE ${where} ORDER BY o.created_at DESC, o.order_number DESC LIMIT ?5`).bind(...binds),
    db.prepare(`SELECT li.* FROM order_line_items li WHERE li.order_id IN (${page}) ORDER BY li.rowid`).bind(...binds),
    db.prepare(`SELECT t.* FROM order_tracking t WHERE t.order_id IN (${page})`).bind(...binds),
  ];
}

/** The answers from the results of `customerOrderStatements`, with links on `origin`. */
export function customerOrdersOf([orders, lines, tracking]: D1Result[], origin: string): OrderAnswer[] {
  const linesByOrder = new Map<string, LineItemRow[]>();
  for (const l of lines!.results as unknown as LineItemRow[]) linesByOrder.set(l.order_id, [...(linesByOrder.get(l.order_id) ?? []), l]);
  const trackingByOrder = new Map((tracking!.results as unknown as TrackingRow[]).map((t) => [t.order_id, t]));
  return (orders!.results as unknown as OrderRow[]).map((o) => toAnswer(o, linesByOrder.get(o.id) ?? [], trackingByOrder.get(o.id), origin));
}

export interface NewOrderLine {
  productId: string;
  variantId: string;
  title: string;
  /** What the customer pays per unit, in cents. */
  priceCents: number;
  quantity: number;
  image: string;
}

export interface NewOrder {
  /** The order's id when chosen up front (a payment attempt names its order before charging). */
  id?: string;
  customerId: string;
  subscriptionId?: string | null;
  legacySubscriptionId?: string | null;
  lines: NewOrderLine[];
  shippingCents: number;
  /** Taken off the subtotal (the trial's first-order discount); 0 by default. */
  discountCents?: number;
  address: { address1: string; address2: string; city: string; province: string; zip: string; country: string };
  at: Date;
  /**
   * Insert the order only if this billing attempt exists by the time the statement runs (the
   * scheduled job's guard: no order without the attempt that claims its day).
   */
  onlyIfAttemptId?: string;
}

/** The order's amounts in cents: lines, less the discount, plus shipping. */
export function orderAmounts(lines: readonly Pick<NewOrderLine, 'priceCents' | 'quantity'>[], shippingCents: number, discountCents = 0) {
  const subtotalCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
  const discount = Math.min(discountCents, subtotalCents);
  return { subtotalCents, discountCents: discount, shippingCents, totalCents: subtotalCents - discount + shippingCents };
}

/**
 * The statements that create a paid order: the order (numbered one above the highest number,
 * inside the statement, so two orders can never share a number) and its line items.
 */
export function insertOrderStatements(db: D1Database, order: NewOrder): { orderId: string; statements: D1PreparedStatement[] } {
  const orderId = order.id ?? newId('order');
  const { subtotalCents, discountCents, shippingCents, totalCents } = orderAmounts(order.lines, order.shippingCents, order.discountCents);
  const a = order.address;
  const statements = [
    db
      .prepare(
        `INSERT INTO orders (id, customer_id, subscription_id, legacy_subscription_id, order_number, subtotal_cents,
           shipping_cents, discount_cents, total_cents, financial_status, fulfillment_status, discount_code,
           ship_address1, ship_address2, ship_city, ship_province, ship_zip, ship_country, created_at)
         SELECT ?1, ?2, ?3, ?4, (SELECT COALESCE(MAX(order_number), 1000) + 1 FROM orders), ?5,
           ?6, ?16, ?7, 'paid', 'pending', NULL, ?8, ?9, ?10, ?11, ?12, ?13, ?14
         WHERE ?15 IS NULL OR EXISTS (SELECT 1 FROM billing_attempts WHERE id = ?15)`,
      )
      .bind(
        orderId,
        order.customerId,
        order.subscriptionId ?? null,
        order.legacySubscriptionId ?? null,
        subtotalCents,
        shippingCents,
        totalCents,
        a.address1,
        a.address2,
        a.city,
        a.province,
        a.zip,
        a.country,
        order.at.toISOString(),
        order.onlyIfAttemptId ?? null,
        discountCents,
      ),
    ...order.lines.map((l) =>
      db
        .prepare(
          `INSERT INTO order_line_items (id, order_id, product_id, variant_id, title, price_cents, quantity, image)
           SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8 WHERE EXISTS (SELECT 1 FROM orders WHERE id = ?2)`,
        )
        .bind(newId('li'), orderId, l.productId, l.variantId, l.title, l.priceCents, l.quantity, l.image),
    ),
  ];
  return { orderId, statements };
}

/** Shopify's order (a billing attempt's charge id, gid://shopify/Order/…) for our order; any other charge id links nothing. */
export function linkShopOrderStatement(db: D1Database, orderId: string, chargeId: string): D1PreparedStatement {
  return db.prepare("UPDATE orders SET shopify_order_id = ?2 WHERE id = ?1 AND ?2 LIKE 'gid://shopify/Order/%'").bind(orderId, chargeId);
}

/** The same, from the charge a customer's payment attempt recorded. */
export function linkShopOrderOfAttemptStatement(db: D1Database, orderId: string, paymentAttemptId: string): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE orders SET shopify_order_id = (SELECT charge_id FROM payment_attempts WHERE id = ?2)
       WHERE id = ?1 AND (SELECT charge_id FROM payment_attempts WHERE id = ?2) LIKE 'gid://shopify/Order/%'`,
    )
    .bind(orderId, paymentAttemptId);
}
