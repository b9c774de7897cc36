import { Hono } from 'hono';
import { listCustomerOrders } from '../db/orders';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { publicOrigin } from '../lib/public-origin';
import { CustomerParam } from '../lib/record-params';
import { requireCustomer } from '../lib/session';
import { validate } from '../lib/validate';

/**
 * GET /api/orders/customer/:customerId — the logged-in customer's orders, newest first:
 * `{ orders: [...] }` with line items, tracking and the order status page URL. Another
 * customer's id answers 404.
 */
export const orders = new Hono<AppEnv>().get('/customer/:customerId', requireCustomer, validate('param', CustomerParam), async (c) => {
  const { customerId } = c.req.valid('param');
  if (customerId !== c.var.customer.id) throw notFound('No such customer.');
  return c.json({ orders: await listCustomerOrders(c.env.DB, customerId, publicOrigin(c)) }, 200);
});
