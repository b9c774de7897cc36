/** The customer's orders, newest first, a page at a time, read in one batch with the session lookup. */
import type { Context } from 'hono';
import { orderCursorOf, type OrderPageQuery } from '../../../src/domain/schemas/order';
import { customerOrdersOf, customerOrderStatements } from '../../db/orders';
import type { AppEnv } from '../../env';
import { linkOrigin } from '../../http/public-origin';
import { batchAsCustomer } from '../../auth/session';

export async function listOrders(c: Context<AppEnv>, customerId: string, { limit, before, order }: OrderPageQuery) {
  const selection = { limit, before, orderId: order ?? null };
  const { results } = await batchAsCustomer(c, () => customerOrderStatements(c.env.DB, customerId, selection), customerId);
  const read = customerOrdersOf(results, linkOrigin(c));
  const orders = read.slice(0, limit);
  const last = orders[orders.length - 1];
  return { orders, nextCursor: read.length > limit && last ? orderCursorOf(last) : null };
}
