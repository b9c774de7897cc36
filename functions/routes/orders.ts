import { Hono } from 'hono';
import { customerOrdersOf, customerOrderStatements } from '../db/orders';
import type { AppEnv } from '../env';
import { notFound } from '../lib/errors';
import { publicOrigin } from '../lib/public-origin';
import { CustomerParam } from '../lib/record-params';
import { batchAsCustomer, requireSessionSecret } from '../lib/session';
import { validate } from '../lib/validate';

/**
 * GET /api/orders/customer/:customerId — the logged-in customer's orders, newest first:
 * `{ orders: [...] }` with line items, tracking and the order status page URL. Another
 * customer's id answers 404.
 */
export const orders = new Hono<AppEnv>().get('/customer/:customerId', requireSessionSecret, validate('param', CustomerParam), async (c) => {
  const { customerId } = c.req.valid('param');
  // One round trip: the session lookup and the read in one batch.
  const { customer, results } = await batchAsCustomer(c, () => customerOrderStatements(c.env.DB, customerId), customerId);
  if (customerId !== customer.id) throw notFound('No such customer.');
  return c.json({ orders: customerOrdersOf(results, publicOrigin(c)) }, 200);
});
