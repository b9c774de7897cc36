/**
 * Order schemas (spec 001 §3): orders with line items and tracking, and the orders answer.
 */
import * as v from 'valibot';
import { optionalAttributionSchema } from './attribution';
import { idSchema, integerLike, moneySchema } from './common';
import { plainText } from './text';

/** Line-item images arrive as a URL or as `{ src }`; answered as `{ src }` or null. */
const imageSchema = v.pipe(
  v.nullish(v.union([v.string(), v.object({ src: v.nullish(v.string()) })])),
  v.transform((image) => {
    const src = typeof image === 'string' ? image : image?.src;
    return src ? { src } : null;
  }),
);

export const lineItemSchema = v.object({
  id: idSchema,
  title: v.nullish(v.string(), ''),
  price: v.nullish(moneySchema, 0),
  quantity: v.nullish(v.pipe(integerLike, v.minValue(0)), 1),
  product_id: v.nullish(idSchema, null),
  variant_id: v.nullish(idSchema, null),
  image: imageSchema,
});
export type LineItem = v.InferOutput<typeof lineItemSchema>;

export const trackingSchema = v.object({
  tracking_company: v.nullish(v.string(), null),
  tracking_url: v.nullish(v.string(), null),
  tracking_number: v.nullish(v.string(), null),
});
export type Tracking = v.InferOutput<typeof trackingSchema>;

export const orderSchema = v.object({
  id: idSchema,
  name: v.nullish(v.string(), null),
  order_number: v.nullish(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), null),
  order_number_numeric: v.nullish(integerLike, null),
  created_at: v.string(),
  total_price: v.nullish(moneySchema, 0),
  fulfillment_status: v.nullish(v.string(), null),
  status: v.nullish(v.string(), null),
  order_status_url: v.nullish(v.string(), null),
  line_items: v.nullish(v.array(lineItemSchema), []),
  tracking: v.nullish(trackingSchema, null),
  /** Where the visit that placed the order came from (null when none). */
  attribution: optionalAttributionSchema,
});
export type Order = v.InferOutput<typeof orderSchema>;

/** GET /api/orders/customer/{customerId}: `{ orders: [] }`. */
/** Orders per page of the history (issue 20): no read grows with a customer's whole history. */
export const ORDER_PAGE_SIZE = 20;
export const ORDER_PAGE_MAX = 50;

/**
 * Where a page of the order history ends: the last order's time and number, newest first. Opaque
 * to the pages; the next page starts after it.
 *
 * @example
 * orderCursorOf({ created_at: '2026-10-27T16:21:07.563Z', order_number: 1003 }) // '2026-10-27T16:21:07.563Z~1003'
 */
export const orderCursorOf = (o: { created_at: string; order_number: number }) => `${o.created_at}~${o.order_number}`;
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)~(\d{1,12})$/;

/**
 * GET /api/orders/customer/{id}?limit=&before=&order=: the page size and the cursor of the page
 * before (absent: the newest); `order` narrows it to that one order (the order status page).
 */
export const orderPageQuerySchema = v.object({
  order: v.optional(idSchema),
  limit: v.optional(
    v.pipe(v.string(), plainText, v.regex(/^\d{1,3}$/, 'limit must be a whole number'), v.transform(Number), v.minValue(1), v.maxValue(ORDER_PAGE_MAX)),
    String(ORDER_PAGE_SIZE),
  ),
  before: v.optional(
    v.pipe(
      v.string(),
      plainText,
      v.regex(CURSOR, 'before must be a cursor from an earlier page'),
      v.transform((s) => {
        const [, at, number] = CURSOR.exec(s)!;
        return { at: at!, number: Number(number) };
      }),
    ),
  ),
});
export type OrderPageQuery = v.InferOutput<typeof orderPageQuerySchema>;

/** The orders answer: one page, newest first, and the cursor of the next (null at the end; absent from older servers). */
export const ordersAnswerSchema = v.object({ orders: v.nullish(v.array(orderSchema), []), nextCursor: v.nullish(v.string(), null) });
export type OrdersAnswer = v.InferOutput<typeof ordersAnswerSchema>;
