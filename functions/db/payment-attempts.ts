/**
 * Payment attempts (migration 0009): a customer's charge is written down
 * before the provider is asked and settled once its order is written, so a charge whose
 * order could not be written is never lost. The flow is functions/billing/recorded-charge.ts.
 */
import type { NewOrder } from './orders';

export type PaymentAction = 'ship-now' | 'retry-payment' | 'ship-today';
export type PaymentAttemptStatus = 'pending' | 'charged' | 'settled' | 'declined';

/** The order as charged: everything `insertOrderStatements` needs, with its time as ISO text. */
export type PlannedOrder = Omit<NewOrder, 'id' | 'at' | 'onlyIfAttemptId'> & { at: string };

/** What settling writes besides the order, by action. */
export type AttemptPlan =
  | { action: 'ship-now'; order: PlannedOrder; clearDiscount: boolean; day: string; nextDay: string }
  | { action: 'retry-payment'; order: PlannedOrder; clearDiscount: boolean; failedAttemptId: string; automatic?: boolean }
  | { action: 'ship-today'; order: PlannedOrder; nextDelivery: string };

export interface PaymentAttempt {
  /** Also the provider's idempotency key for this charge. */
  id: string;
  customerId: string;
  subscriptionId: string | null;
  legacySubscriptionId: string | null;
  amountCents: number;
  /** The id the order gets when the attempt is settled. */
  orderId: string;
  plan: AttemptPlan;
  status: PaymentAttemptStatus;
  chargeId: string | null;
}

interface AttemptRow {
  id: string;
  customer_id: string;
  subscription_id: string | null;
  legacy_subscription_id: string | null;
  amount_cents: number;
  order_id: string;
  plan: string;
  status: PaymentAttemptStatus;
  charge_id: string | null;
}

const toAttempt = (r: AttemptRow): PaymentAttempt => ({
  id: r.id,
  customerId: r.customer_id,
  subscriptionId: r.subscription_id,
  legacySubscriptionId: r.legacy_subscription_id,
  amountCents: r.amount_cents,
  orderId: r.order_id,
  plan: JSON.parse(r.plan) as AttemptPlan,
  status: r.status,
  chargeId: r.charge_id,
});

const COLUMNS = 'id, customer_id, subscription_id, legacy_subscription_id, amount_cents, order_id, plan, status, charge_id';

/** Writes the attempt as pending: before the provider is asked. */
export async function insertPendingAttempt(db: D1Database, a: PaymentAttempt, now: Date): Promise<void> {
  await db
    .prepare(
      `INSERT INTO payment_attempts (id, customer_id, subscription_id, legacy_subscription_id, action, amount_cents, order_id, plan, status, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 'pending', ?9)`,
    )
    .bind(a.id, a.customerId, a.subscriptionId, a.legacySubscriptionId, a.plan.action, a.amountCents, a.orderId, JSON.stringify(a.plan), now.toISOString())
    .run();
}

/** The provider took the money: right after its answer, before the order is written. */
export async function markAttemptCharged(db: D1Database, id: string, chargeId: string, now: Date): Promise<void> {
  await db
    .prepare("UPDATE payment_attempts SET status = 'charged', charge_id = ?2, charged_at = ?3 WHERE id = ?1 AND status = 'pending'")
    .bind(id, chargeId, now.toISOString())
    .run();
}

export async function markAttemptDeclined(db: D1Database, id: string, errorCode: string): Promise<void> {
  await db.prepare("UPDATE payment_attempts SET status = 'declined', error_code = ?2 WHERE id = ?1 AND status = 'pending'").bind(id, errorCode).run();
}

/** Forgets a pending attempt the provider certainly did not charge (it could not be reached). */
export async function deletePendingAttempt(db: D1Database, id: string): Promise<void> {
  await db.prepare("DELETE FROM payment_attempts WHERE id = ?1 AND status = 'pending'").bind(id).run();
}

/** The attempt is settled: part of the batch that writes its order. */
export function settledStatement(db: D1Database, id: string, now: Date): D1PreparedStatement {
  return db.prepare("UPDATE payment_attempts SET status = 'settled', settled_at = ?2 WHERE id = ?1 AND status = 'charged'").bind(id, now.toISOString());
}

/** The unfinished (pending or charged) attempts of one subscription or legacy subscription, oldest first. */
export async function openAttemptsOf(db: D1Database, record: { subscriptionId: string } | { legacySubscriptionId: string }): Promise<PaymentAttempt[]> {
  const [column, id] = 'subscriptionId' in record ? ['subscription_id', record.subscriptionId] : ['legacy_subscription_id', record.legacySubscriptionId];
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM payment_attempts WHERE ${column} = ?1 AND status IN ('pending', 'charged') ORDER BY created_at, id`)
    .bind(id)
    .all<AttemptRow>();
  return results.map(toAttempt);
}

/** Unfinished attempts of every customer, oldest first (the cron job). */
export async function listOpenAttempts(db: D1Database, limit: number): Promise<PaymentAttempt[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM payment_attempts WHERE status IN ('pending', 'charged') ORDER BY created_at, id LIMIT ?1`)
    .bind(limit)
    .all<AttemptRow>();
  return results.map(toAttempt);
}
