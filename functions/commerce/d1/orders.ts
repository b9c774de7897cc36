/** The customer's orders, newest first, read in one batch with the session lookup. */
import type { Context } from 'hono';
import { customerOrdersOf, customerOrderStatements } from '../../db/orders';
import type { AppEnv } from '../../env';
import { publicOrigin } from '../../lib/public-origin';
import { batchAsCustomer } from '../../lib/session';

export async function listOrders(c: Context<AppEnv>, customerId: string) {
  const { results } = await batchAsCustomer(c, () => customerOrderStatements(c.env.DB, customerId), customerId);
  return { orders: customerOrdersOf(results, publicOrigin(c)) };
}
