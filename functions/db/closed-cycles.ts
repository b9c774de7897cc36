/**
 * Closing failed cycles (issue 47, migration 0025). A subscription owes a delivery it could not
 * charge only until a later one is paid: then that delivery has gone out, and charging the
 * older cycle too would send a second bag on one day. So every path that pays a cycle — the
 * renewal (functions/billing/renewals.ts), ship now and a retry, by the customer or by the
 * scheduled run (functions/billing/recorded-charge.ts) — closes every earlier failed cycle in
 * the batch that writes its order. Closed cycles leave the banner, are never retried by dunning
 * (functions/billing/dunning.ts) and a Retry Payment finding only closed ones is 409.
 *
 * Both statements only act when the paying order exists, so a batch whose order was not written
 * (a renewal that lost its day to another run) closes nothing.
 */
import { newId } from '../lib/ids';
import type { Actor } from './subscription-events';

/** The failed rule of src/domain/billing.ts (isFailedAttempt), as the owed index spells it. */
const OPEN_FAILED = `(status = 'error' OR error_code IS NOT NULL) AND completed_at IS NULL AND skipped_on IS NULL`;

export interface PaidCycle {
  subscriptionId: string;
  customerId: string;
  actor: Actor;
  /** The order that paid the later cycle. */
  orderId: string;
  /** Failed cycles dated on or before this day are closed: the paid cycle's day ... */
  throughDay?: string;
  /** ... or the day of this billing attempt (a retry: the failed cycle it paid). */
  throughAttemptId?: string;
  /** The shop day it is closed on. */
  closedOn: string;
  at: Date;
}

const THROUGH = `COALESCE((SELECT date FROM billing_attempts WHERE id = ?3), ?4)`;
const ORDER_WRITTEN = `EXISTS (SELECT 1 FROM orders WHERE id = ?5)`;

/**
 * The event ('failed-cycles-closed', only when there is one to close) and the close itself;
 * both go in the paying batch after its order. The event's before shows the cycles closed.
 */
export function closeEarlierFailedCyclesStatements(db: D1Database, p: PaidCycle): D1PreparedStatement[] {
  const through = [p.subscriptionId, p.customerId, p.throughAttemptId ?? null, p.throughDay ?? null, p.orderId] as const;
  const event = db
    .prepare(
      `INSERT INTO subscription_events (id, subscription_id, legacy, customer_id, actor, action, before_json, after_json, created_at)
       SELECT ?6, ?1, 0, ?2, ?7, 'failed-cycles-closed',
         json_object('failed_attempts', json_group_array(json_object('id', id, 'date', date, 'error_code', error_code))),
         json_object('details', json_object('closed_attempt_ids', json_group_array(id), 'paid_by_order_id', ?5, 'reason', 'later_cycle_paid')),
         ?8
       FROM billing_attempts
       WHERE subscription_id = ?1 AND date <= ${THROUGH} AND ${OPEN_FAILED} AND ${ORDER_WRITTEN}
       HAVING COUNT(*) > 0`,
    )
    .bind(...through, newId('evt'), p.actor, p.at.toISOString());
  const close = db
    .prepare(
      `UPDATE billing_attempts SET skipped_on = ?6, closed_by_order_id = ?5
        WHERE subscription_id = ?1 AND date <= ${THROUGH} AND ${OPEN_FAILED} AND ${ORDER_WRITTEN}`,
    )
    .bind(...through, p.closedOn);
  return [event, close];
}

/** The customer's step away that closes a failed cycle (issue 59), as the event's reason says it. */
export type StepAway = 'cancelled' | 'paused' | 'resumed';

export interface SteppedAway {
  subscriptionId: string;
  customerId: string;
  actor: Actor;
  reason: StepAway;
  /** The shop day it is closed on: failed cycles dated on or before it are closed. */
  closedOn: string;
  at: Date;
}

/**
 * Issue 59: a cancel, a pause or a resume on a day the customer chose closes every open failed
 * cycle, with no paying order. The customer stepped away from that delivery (or chose when the
 * next one comes), so it is no longer owed: not retried by dunning, off the banner, and a resumed
 * subscription starts on the chosen day rather than with the old cycle's charge. The cycle keeps
 * status `error` and gets `skipped_on`, as a cycle a later paid one closed does, and the event
 * ('failed-cycles-closed', only when there is one) says which and why. Both go in the action's batch.
 */
export function closeFailedCyclesSteppedAwayStatements(db: D1Database, p: SteppedAway): D1PreparedStatement[] {
  const event = db
    .prepare(
      `INSERT INTO subscription_events (id, subscription_id, legacy, customer_id, actor, action, before_json, after_json, created_at)
       SELECT ?4, ?1, 0, ?2, ?5, 'failed-cycles-closed',
         json_object('failed_attempts', json_group_array(json_object('id', id, 'date', date, 'error_code', error_code))),
         json_object('details', json_object('closed_attempt_ids', json_group_array(id), 'reason', ?6)),
         ?7
       FROM billing_attempts
       WHERE subscription_id = ?1 AND date <= ?3 AND ${OPEN_FAILED}
       HAVING COUNT(*) > 0`,
    )
    .bind(p.subscriptionId, p.customerId, p.closedOn, newId('evt'), p.actor, p.reason, p.at.toISOString());
  const close = db
    .prepare(`UPDATE billing_attempts SET skipped_on = ?2 WHERE subscription_id = ?1 AND date <= ?2 AND ${OPEN_FAILED}`)
    .bind(p.subscriptionId, p.closedOn);
  return [event, close];
}
