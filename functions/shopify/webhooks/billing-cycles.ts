/**
 * subscription_billing_cycles/skip and …/unskip: a billing cycle the customer skipped or put back
 * in Shopify itself (the customer account page does it through the Customer Account API:
 * extensions/shared/shop-contract.ts). Our D1 keeps the schedule (ADR 0008), so the mirror takes
 * the skip as the dashboard's own skip writes it (src/domain/skips.ts): a 'skipped' attempt of
 * that day and the next delivery a cycle on, or the skip taken back. A skip we made ourselves
 * comes back as the same day already skipped: nothing changes. A cycle our rules would refuse
 * (not the next delivery, already due) is left as it is and logged.
 */
import { shopDayOf, shopToday } from '../../../src/domain/renewals';
import { planSkip, planUnskip } from '../../../src/domain/skips';
import { customerActor, eventStatements } from '../../db/subscription-events';
import {
  deleteSkippedAttemptStatement,
  findContractSubscription,
  insertSkippedAttemptStatement,
  loadSubscriptionRecords,
  updateSubscriptionStatement,
} from '../../db/subscriptions';
import type { BillingCyclePayload } from './payloads';

export async function mirrorBillingCycle(db: D1Database, skipped: boolean, p: BillingCyclePayload, now: Date): Promise<string> {
  const row = await findContractSubscription(db, p.admin_graphql_api_subscription_contract_id);
  if (!row) return 'not-ours';
  const [rec] = await loadSubscriptionRecords(db, { id: row.id }, now);
  const day = shopDayOf(p.billing_attempt_expected_date);
  if (!rec || !day) return 'not-ours';
  const subject = { ...rec.row, attempts: rec.attempts };
  const plan = skipped ? planSkip(subject, day, now) : planUnskip(subject, day, now);
  if (plan.kind === 'unchanged') return 'unchanged';
  if (plan.kind === 'refused') {
    console.log(`billing cycle of ${day} ${skipped ? 'skipped' : 'unskipped'} in the shop, not mirrored: ${plan.message}`);
    return 'refused';
  }
  const action = skipped ? 'skip' : 'unskip';
  const ev = eventStatements(db, {
    subscriptionId: rec.row.id,
    legacy: false,
    customerId: rec.row.customer_id,
    actor: customerActor(rec.row.customer_id),
    action,
    at: now,
    details: { date: day, next_day: plan.next, through: 'shopify' },
  });
  await db.batch([
    ev.before,
    skipped ? insertSkippedAttemptStatement(db, rec.row.id, day, shopToday(now), now) : deleteSkippedAttemptStatement(db, rec.row.id, day),
    updateSubscriptionStatement(db, rec.row.id, { next_charge_scheduled_at: plan.next }),
    ev.after,
  ]);
  return action;
}
