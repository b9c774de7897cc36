import { Hono } from 'hono';
import { orderPageQuerySchema } from '../../src/domain/schemas/order';
import type { AppEnv } from '../env';
import { customerPage } from './engine-call';

/**
 * GET /api/orders/customer/:customerId?limit=&before= — the logged-in customer's orders, newest
 * first, a page at a time (20 by default, at most 50): `{ orders: [...], nextCursor }` with line
 * items, tracking and the order status page URL; `before` is an earlier answer's `nextCursor`.
 * Another customer's id answers 404. One round trip: the session lookup and the read in one batch.
 */
export const orders = new Hono<AppEnv>().get(
  '/customer/:customerId',
  ...customerPage(orderPageQuerySchema, (engine, c, customerId, page) => engine.orders.list(c, customerId, page)),
);
