/**
 * What the money actions (ship now, retry payment, legacy ship today) share: finishing charges
 * made earlier but not yet recorded before charging again, closing the idempotency key in the
 * action's batch, and answering the record with the order it created.
 */
import { chargeRecorded, finishOpenAttempts, settleOrPending, settlementDetails, settlementStatements } from '../../billing/recorded-charge';
import type { PaymentAttempt } from '../../db/payment-attempts';
import { completeIdempotencyKeyStatement } from '../../db/idempotency';
import { listCustomerOrders } from '../../db/orders';
import type { SubscriptionRecord } from '../../db/subscriptions';
import { notFound } from '../../lib/errors';
import { idempotent, type IdempotencyRef } from '../../http/idempotency';
import type { Commit, RecordKind } from '../action-runner';
import { currentAnswer } from '../action-runner';
import { actorOf, type CustomerRequest } from '../request';
import { gatewayOf, SUBSCRIPTIONS } from './kinds';

/** The idempotency key completes in the same batch as the change it guards. */
const completeKey = (db: D1Database, ref: IdempotencyRef | null) => (ref ? [completeIdempotencyKeyStatement(db, ref.customerId, ref.key, 200)] : []);

/**
 * A money action under its Idempotency-Key: `run` charges and commits (answering the order's id);
 * the answer is the record with that order. A replayed key answers the record as it stands.
 */
export async function moneyAction<Rec, Answer extends object>(
  req: CustomerRequest,
  kind: RecordKind<Rec, Answer>,
  id: string,
  key: string,
  body: unknown,
  run: (ref: IdempotencyRef | null) => Promise<{ answer: Answer; result: string }>,
) {
  return idempotent(
    req.db,
    { customerId: req.customer.id, header: req.idempotency, scope: key, body },
    async (ref) => {
      const { answer, result } = await run(ref);
      const [order] = await listCustomerOrders(req.db, req.customer.id, req.linkOrigin, result);
      return { ...answer, order: order ?? null };
    },
    async () => ({ ...(await currentAnswer(kind, req, id)), order: null }),
  );
}

/**
 * Charges `attempt` (recorded first, functions/billing/recorded-charge.ts) and commits its order
 * with the idempotency key's completion; answers the order's id.
 */
export async function chargeAndCommit(req: CustomerRequest, attempt: PaymentAttempt, commit: Commit, ref: IdempotencyRef | null, now: Date): Promise<string> {
  const { db } = req;
  const chargeId = await chargeRecorded(db, gatewayOf(req), attempt, now);
  await settleOrPending(
    () => commit([...settlementStatements(db, attempt, now, actorOf(req)), ...completeKey(db, ref)], settlementDetails(attempt, chargeId)),
    attempt,
  );
  return attempt.orderId;
}

/**
 * Finishes the subscription's charged-but-unrecorded payments (functions/billing/recorded-charge.ts)
 * before a money action, and answers the record as it then stands with what was settled.
 */
export async function finishedFirst(req: CustomerRequest, rec: SubscriptionRecord, now: Date) {
  const { db, customer } = req;
  const settled = await finishOpenAttempts(db, gatewayOf(req), { subscriptionId: rec.row.id }, actorOf(req), now);
  if (settled.length === 0) return { rec, settled };
  const current = await SUBSCRIPTIONS.load(db, customer.id, rec.row.id);
  if (!current) throw notFound(SUBSCRIPTIONS.notFoundMessage);
  return { rec: current, settled };
}
