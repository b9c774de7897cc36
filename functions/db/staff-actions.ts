/**
 * The audit of the shop's staff actions that change no subscription (issue 59,
 * migrations/0029_staff_actions.sql): the console's weighing of a customer's dog and its "Send
 * login link". What staff do to a subscription is in its event log (./subscription-events.ts).
 */
import { newId } from '../lib/ids';

export type StaffAction = 'weighing' | 'login-link';

export interface StaffActionInput {
  customerId: string;
  actor: `shop:${string}`;
  action: StaffAction;
  at: Date;
  details?: Record<string, unknown>;
}

/**
 * The audit row of a staff action, to run in the action's own batch where it has one. With
 * `onlyAfterAChange`, it goes right after the action's write and is kept only when that write
 * changed a row (SQLite's `changes()`), so a refused write leaves no record of a change.
 */
export function staffActionStatement(db: D1Database, a: StaffActionInput, { onlyAfterAChange = false } = {}): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO staff_actions (id, customer_id, actor, action, details, at) SELECT ?1, ?2, ?3, ?4, ?5, ?6${onlyAfterAChange ? ' WHERE changes() > 0' : ''}`,
    )
    .bind(newId('staff'), a.customerId, a.actor, a.action, JSON.stringify(a.details ?? {}), a.at.toISOString());
}

/** A customer's staff actions, newest first (the console's audit; tests). */
export async function staffActionsOf(db: D1Database, customerId: string): Promise<{ actor: string; action: StaffAction; details: string; at: string }[]> {
  const { results } = await db
    .prepare('SELECT actor, action, details, at FROM staff_actions WHERE customer_id = ?1 ORDER BY at DESC, rowid DESC')
    .bind(customerId)
    .all<{ actor: string; action: StaffAction; details: string; at: string }>();
  return results;
}
