/**
 * A customer's charge that is never lost, for ship-now, retry-payment
 * and legacy ship-today:
 * 1. the attempt is written as pending (amount, subscription, the order it pays for);
 * 2. the provider is asked with the attempt's id as idempotency key;
 * 3. the attempt is marked charged with the provider's charge id;
 * 4. the order, the action's changes and "settled" are written in one batch.
 * If 3 or 4 fails the customer hears 503 `payment_recorded_order_pending`, and the attempt
 * says "charged, not settled" (or "pending" if even 3 failed). The next money request on
 * that subscription, or the cron job, finishes it from the attempt alone: a charged attempt
 * gets its order; a pending one is asked again with the same key, which a provider answers
 * without charging twice. Both take the subscription's busy lock first, so they never race
 * the customer's request, and the order's id is fixed by the attempt, so it is written once.
 */
import { ApiError } from '../lib/errors';
import { newId } from '../lib/ids';
import { acquireLock, releaseLock } from '../db/locks';
import { deleteShippedLegacyOneTimeItemsStatement, updateLegacyStatement } from '../db/legacy-subscriptions';
import { insertOrderStatements, linkShopOrderOfAttemptStatement } from '../db/orders';
import {
  deletePendingAttempt,
  insertPendingAttempt,
  listOpenAttempts,
  markAttemptCharged,
  markAttemptDeclined,
  openAttemptsOf,
  settledStatement,
  type AttemptPlan,
  type PaymentAttempt,
} from '../db/payment-attempts';
import { closeEarlierFailedCyclesStatements } from '../db/closed-cycles';
import { customerActor, eventStatements, type Actor } from '../db/subscription-events';
import {
  clearNextOrderDiscountStatement,
  deleteShippedOneTimeItemsStatement,
  insertAttemptStatement,
  settleFailedAttemptStatement,
  updateSubscriptionStatement,
} from '../db/subscriptions';
import { PaymentPendingError, PaymentUnavailableError, type PaymentGateway } from '../payments/gateway';
import { shopToday } from '../../src/domain/renewals';
import { PAYMENTS_UNAVAILABLE_MESSAGE } from './charge';

export const PAYMENT_RECORDED_MESSAGE = 'Your payment went through; your order is being recorded and will appear shortly. You will not be charged again.';

/** The provider has the charge but has not decided it yet (a Shopify billing attempt): asked again later. */
export const PAYMENT_PROCESSING_MESSAGE = 'Your payment is being processed; your order will appear shortly. You will not be charged twice.';

/** The card was charged but the order could not be written yet: it will be, from the attempt. */
export const paymentRecordedOrderPending = () => new ApiError(503, 'payment_recorded_order_pending', PAYMENT_RECORDED_MESSAGE);

/** At most this many unfinished attempts are finished per cron run. */
export const OPEN_ATTEMPTS_PER_RUN = 25;

/** A new attempt for `plan`, with the ids of the attempt and of the order it pays for. */
export function newPaymentAttempt(customerId: string, amountCents: number, plan: AttemptPlan, recordId: string): PaymentAttempt {
  const legacy = plan.action === 'ship-today';
  return {
    id: newId('pay'),
    customerId,
    subscriptionId: legacy ? null : recordId,
    legacySubscriptionId: legacy ? recordId : null,
    amountCents,
    orderId: newId('order'),
    plan,
    status: 'pending',
    chargeId: null,
  };
}

/**
 * Everything settling writes: the order as charged, the action's changes, "settled". A cycle it
 * pays closes every earlier failed one (functions/db/closed-cycles.ts), logged as `actor`'s.
 */
export function settlementStatements(db: D1Database, a: PaymentAttempt, now: Date, actor: Actor = customerActor(a.customerId)): D1PreparedStatement[] {
  const p = a.plan;
  const at = new Date(p.order.at);
  const order = [...insertOrderStatements(db, { ...p.order, id: a.orderId, at }).statements, linkShopOrderOfAttemptStatement(db, a.orderId, a.id)];
  const settled = settledStatement(db, a.id, now);
  if (p.action === 'ship-today') {
    const id = a.legacySubscriptionId!;
    return [...order, deleteShippedLegacyOneTimeItemsStatement(db, id, a.orderId), updateLegacyStatement(db, id, { next_delivery: p.nextDelivery }), settled];
  }
  const id = a.subscriptionId!;
  const shipped = [
    // One-time items ship with this order; the next-order discount is used up by it.
    deleteShippedOneTimeItemsStatement(db, id, a.orderId),
    ...(p.clearDiscount ? [clearNextOrderDiscountStatement(db, id, a.orderId)] : []),
  ];
  const paid = { subscriptionId: id, customerId: a.customerId, actor, orderId: a.orderId, closedOn: shopToday(now), at: now };
  if (p.action === 'retry-payment') {
    return [
      ...order,
      ...shipped,
      settleFailedAttemptStatement(db, p.failedAttemptId, a.orderId, at),
      ...closeEarlierFailedCyclesStatements(db, { ...paid, throughAttemptId: p.failedAttemptId }),
      settled,
    ];
  }
  const attempt = insertAttemptStatement(db, {
    subscriptionId: id,
    date: p.day,
    status: 'success',
    completedAt: p.order.at,
    errorCode: null,
    errorMessage: null,
    orderId: a.orderId,
    at,
  });
  return [
    ...order,
    ...shipped,
    attempt.statement,
    // This order takes the place of any unpaid one: the banner clears.
    ...closeEarlierFailedCyclesStatements(db, { ...paid, throughDay: p.day }),
    updateSubscriptionStatement(db, id, { next_charge_scheduled_at: p.nextDay }),
    settled,
  ];
}

/** What the event log records about a settled attempt. */
export function settlementDetails(a: PaymentAttempt, chargeId: string): Record<string, unknown> {
  return {
    order_id: a.orderId,
    charge_id: chargeId,
    amount_cents: a.amountCents,
    payment_attempt_id: a.id,
    ...(a.plan.action === 'retry-payment' ? { attempt_id: a.plan.failedAttemptId } : {}),
  };
}

type Asked = { ok: true; chargeId: string } | { ok: false; declined: { code: string; message: string } } | { ok: false; unavailable: true };

/**
 * Asks the provider to charge for a pending attempt and records its answer. An unreachable
 * provider charged nothing this time; the attempt is forgotten only when `forgetIfUnavailable`
 * (a first ask). Any other failure leaves it pending: its outcome is unknown until asked again.
 */
async function askProvider(db: D1Database, gateway: PaymentGateway, a: PaymentAttempt, now: Date, forgetIfUnavailable: boolean): Promise<Asked> {
  const record = a.subscriptionId ? `subscription ${a.subscriptionId}` : `legacy subscription ${a.legacySubscriptionId}`;
  let result;
  try {
    result = await gateway.charge({
      customerId: a.customerId,
      amountCents: a.amountCents,
      currency: 'NZD',
      idempotencyKey: a.id,
      description: a.plan.action === 'retry-payment' ? `Payment retry for ${record}` : `Reorder of ${record}`,
      subscriptionId: a.subscriptionId,
    });
  } catch (err) {
    // Taken but undecided: it stays pending and the cron job asks again with the same key.
    if (err instanceof PaymentPendingError) throw new ApiError(503, 'payment_processing', PAYMENT_PROCESSING_MESSAGE);
    if (!(err instanceof PaymentUnavailableError)) throw err;
    if (forgetIfUnavailable) await deletePendingAttempt(db, a.id);
    return { ok: false, unavailable: true };
  }
  if (!result.ok) {
    await markAttemptDeclined(db, a.id, result.code);
    return { ok: false, declined: { code: result.code, message: result.message } };
  }
  try {
    await markAttemptCharged(db, a.id, result.chargeId, now);
  } catch (err) {
    console.error(`payment attempt ${a.id} charged (${result.chargeId}) but not marked`, err);
    throw paymentRecordedOrderPending();
  }
  return { ok: true, chargeId: result.chargeId };
}

/**
 * Steps 1–3 for a customer waiting on the answer: a decline is 402 `payment_declined`, an
 * unreachable provider 503 `payments_unavailable` (nothing charged, nothing kept). Answers
 * the charge id; the caller then writes `settlementStatements` in its change batch.
 */
export async function chargeRecorded(db: D1Database, gateway: PaymentGateway, a: PaymentAttempt, now: Date): Promise<string> {
  await insertPendingAttempt(db, a, now);
  const asked = await askProvider(db, gateway, a, now, true);
  if (asked.ok) return asked.chargeId;
  if ('declined' in asked) throw new ApiError(402, 'payment_declined', asked.declined.message);
  throw new ApiError(503, 'payments_unavailable', PAYMENTS_UNAVAILABLE_MESSAGE);
}

/** Step 4: any failure of the change batch after the charge is 503 `payment_recorded_order_pending`. */
export async function settleOrPending(write: () => Promise<void>, a: PaymentAttempt): Promise<void> {
  try {
    await write();
  } catch (err) {
    console.error(`payment attempt ${a.id} charged but its order not written`, err);
    throw paymentRecordedOrderPending();
  }
}

/**
 * Finishes one unfinished attempt; the caller holds the record's busy lock. Answers true when
 * it is settled now, false when it was declined after all; throws 503 (payments_unavailable
 * or payment_recorded_order_pending) when it is still unfinished.
 */
async function finish(db: D1Database, gateway: PaymentGateway, a: PaymentAttempt, actor: Actor, now: Date): Promise<boolean> {
  let chargeId = a.chargeId;
  if (a.status === 'pending') {
    const asked = await askProvider(db, gateway, a, now, false);
    if (!asked.ok && 'declined' in asked) return false;
    if (!asked.ok) throw new ApiError(503, 'payments_unavailable', PAYMENTS_UNAVAILABLE_MESSAGE);
    chargeId = asked.chargeId;
  }
  await settleWithEvent(db, a, chargeId!, actor, now, { recovered: true });
  return true;
}

/**
 * Writes a charged attempt's order and the action's changes with its event, as one batch, when no
 * customer's request is waiting on it (the cron job's finishing and automatic retries).
 */
export async function settleWithEvent(db: D1Database, a: PaymentAttempt, chargeId: string, actor: Actor, now: Date, details: Record<string, unknown>) {
  const ev = eventStatements(db, {
    subscriptionId: (a.subscriptionId ?? a.legacySubscriptionId)!,
    legacy: a.legacySubscriptionId !== null,
    customerId: a.customerId,
    actor,
    action: a.plan.action,
    at: now,
    details: { ...settlementDetails(a, chargeId), ...details },
  });
  await settleOrPending(() => db.batch([ev.before, ...settlementStatements(db, a, now, actor), ev.after]).then(() => undefined), a);
}

/**
 * Before a money action on a record: finishes its unfinished attempts (the customer's retry
 * after a 503 lands here). Answers the attempts settled now, so the caller can answer the
 * order its retry already paid for, or re-read the record.
 */
export async function finishOpenAttempts(
  db: D1Database,
  gateway: PaymentGateway,
  record: { subscriptionId: string } | { legacySubscriptionId: string },
  actor: Actor,
  now: Date,
): Promise<PaymentAttempt[]> {
  const settled: PaymentAttempt[] = [];
  for (const a of await openAttemptsOf(db, record)) {
    if (await finish(db, gateway, a, actor, now)) settled.push(a);
  }
  return settled;
}

/**
 * The cron job's part: every unfinished attempt whose record is not busy is finished (the
 * record's lock is taken as a customer action would). Errors are logged; the attempt stays
 * for the next run. Answers what became of each.
 */
export async function finishPaymentAttempts(
  db: D1Database,
  gateway: PaymentGateway,
  now = new Date(),
): Promise<Record<string, 'settled' | 'declined' | 'busy' | 'error'>> {
  const outcomes: Record<string, 'settled' | 'declined' | 'busy' | 'error'> = {};
  for (const a of await listOpenAttempts(db, OPEN_ATTEMPTS_PER_RUN)) {
    const [table, id] = a.legacySubscriptionId ? (['legacy_subscriptions', a.legacySubscriptionId] as const) : (['subscriptions', a.subscriptionId!] as const);
    const lock = await acquireLock(db, table, id, a.customerId, now);
    if (!lock.ok) {
      outcomes[a.id] = 'busy';
      continue;
    }
    try {
      outcomes[a.id] = (await finish(db, gateway, a, 'scheduler', now)) ? 'settled' : 'declined';
    } catch (err) {
      console.error(`payment attempt ${a.id} still unfinished`, err);
      outcomes[a.id] = 'error';
    } finally {
      await releaseLock(db, table, id, lock.token);
    }
  }
  return outcomes;
}
