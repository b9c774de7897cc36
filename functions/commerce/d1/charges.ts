/**
 * What the money actions (ship now, retry payment, legacy ship today) share: finishing charges
 * made earlier but not yet recorded before charging again, closing the idempotency key in the
 * action's batch, and answering the record with the order it created.
 */
import { finishOpenAttempts } from '../../billing/recorded-charge';
import { completeIdempotencyKeyStatement } from '../../db/idempotency';
import { listCustomerOrders } from '../../db/orders';
import { customerActor } from '../../db/subscription-events';
import type { SubscriptionRecord } from '../../db/subscriptions';
import { notFound } from '../../lib/errors';
import type { IdempotencyRef } from '../../lib/idempotency';
import { publicOrigin } from '../../lib/public-origin';
import type { CustomerCtx } from '../../lib/record-params';
import { gatewayOf, SUBSCRIPTIONS } from './kinds';

/** The idempotency key completes in the same batch as the change it guards. */
export const completeKey = (db: D1Database, ref: IdempotencyRef | null) => (ref ? [completeIdempotencyKeyStatement(db, ref.customerId, ref.key, 200)] : []);

/** The record's answer with the order `orderId` (the money actions answer both). */
export async function withOrder<A extends object>(c: CustomerCtx, answer: A, orderId: string) {
  const [order] = await listCustomerOrders(c.env.DB, c.var.customer.id, publicOrigin(c), orderId);
  return { ...answer, order: order ?? null };
}

/**
 * Finishes the subscription's charged-but-unrecorded payments (functions/billing/recorded-charge.ts)
 * before a money action, and answers the record as it then stands with what was settled.
 */
export async function finishedFirst(c: CustomerCtx, rec: SubscriptionRecord, now: Date) {
  const db = c.env.DB;
  const settled = await finishOpenAttempts(db, gatewayOf(c), { subscriptionId: rec.row.id }, customerActor(c.var.customer.id), now);
  if (settled.length === 0) return { rec, settled };
  const current = await SUBSCRIPTIONS.load(db, c.var.customer.id, rec.row.id);
  if (!current) throw notFound(SUBSCRIPTIONS.notFoundMessage);
  return { rec: current, settled };
}
