/** The customer's orders, newest first, a page at a time, read in one batch with the session lookup. */
import { orderCursorOf, type OrderPageQuery } from '../../../src/domain/schemas/order';
import { customerOrdersOf, customerOrderStatements } from '../../db/orders';
import { batchForCustomer } from '../../auth/session';
import type { CommerceRequest } from '../request';

export async function listOrders(req: CommerceRequest, customerId: string, { limit, before, order }: OrderPageQuery) {
  const selection = { limit, before, orderId: order ?? null };
  const { results } = await batchForCustomer(req, () => customerOrderStatements(req.db, customerId, selection), customerId);
  const read = customerOrdersOf(results, req.linkOrigin);
  const orders = read.slice(0, limit);
  const last = orders[orders.length - 1];
  return { orders, nextCursor: read.length > limit && last ? orderCursorOf(last) : null };
}
