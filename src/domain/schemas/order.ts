/**
 * Order schemas (spec 001 §3): orders with line items and tracking, and the orders answer.
 */
import * as v from 'valibot';
import { idSchema, integerLike, moneySchema } from './common';

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
});
export type Order = v.InferOutput<typeof orderSchema>;

/** GET /api/orders/customer/{customerId}: `{ orders: [] }`. */
export const ordersAnswerSchema = v.object({ orders: v.nullish(v.array(orderSchema), []) });
export type OrdersAnswer = v.InferOutput<typeof ordersAnswerSchema>;
