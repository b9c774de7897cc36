import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { customerList } from '../lib/engine-call';

/**
 * GET /api/orders/customer/:customerId — the logged-in customer's orders, newest first:
 * `{ orders: [...] }` with line items, tracking and the order status page URL. Another
 * customer's id answers 404. One round trip: the session lookup and the read in one batch.
 */
export const orders = new Hono<AppEnv>().get('/customer/:customerId', ...customerList((engine, c, customerId) => engine.orders.list(c, customerId)));
