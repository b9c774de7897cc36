import { Hono } from 'hono';
import { commerceFor } from '../commerce';
import type { AppEnv } from '../env';
import { CustomerParam } from '../lib/record-params';
import { requireSessionSecret } from '../lib/session';
import { validate } from '../lib/validate';

/**
 * GET /api/orders/customer/:customerId — the logged-in customer's orders, newest first:
 * `{ orders: [...] }` with line items, tracking and the order status page URL. Another
 * customer's id answers 404. One round trip: the session lookup and the read in one batch.
 */
export const orders = new Hono<AppEnv>().get('/customer/:customerId', requireSessionSecret, validate('param', CustomerParam), async (c) =>
  c.json(await commerceFor(c.var.config).orders.list(c, c.req.valid('param').customerId), 200),
);
