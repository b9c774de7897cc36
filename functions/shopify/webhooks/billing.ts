/**
 * subscription_billing_attempts/success, /failure and /challenged: the outcome of a billing
 * attempt we created. A renewal's (key `renewal:<subscription>:<day>`) is recorded as the
 * scheduled job records one — its order, or the failed attempt that raises the payment banner —
 * once per day whoever records it first (the job's own look, or this). A customer's reorder or
 * retry (key = its payment attempt) is finished by asking Shopify again with the same key.
 */
import { pushContractDays, type ContractSchedule } from '../../billing/contract-days';
import { finishPaymentAttempts } from '../../billing/recorded-charge';
import { renewSubscription, type RenewalOutcome } from '../../billing/renewals';
import { findContractSubscription, hasDecidedAttemptForDay } from '../../db/subscriptions';
import type { ChargeResult, PaymentGateway } from '../../payments/gateway';
import type { BillingAttemptPayload } from './payloads';

export type BillingTopic = 'success' | 'failure' | 'challenged';

const RENEWAL_KEY = /^renewal:([A-Za-z0-9_-]+):(\d{4}-\d{2}-\d{2})$/;

/** What a challenged attempt (the bank wants the customer to confirm) shows on the banner. */
export const CHALLENGED = { code: 'authentication_required', message: 'Your bank asked you to confirm this payment. Please update your card or try again.' };

function resultOf(topic: BillingTopic, p: BillingAttemptPayload): ChargeResult {
  if (topic === 'success' && p.admin_graphql_api_order_id) return { ok: true, chargeId: p.admin_graphql_api_order_id };
  if (topic === 'challenged') return { ok: false, ...CHALLENGED };
  return { ok: false, code: (p.error_code ?? 'payment_failed').toLowerCase(), message: p.error_message || 'Your card was declined.' };
}

export async function recordBillingAttempt(
  db: D1Database,
  shopGateway: PaymentGateway,
  topic: BillingTopic,
  p: BillingAttemptPayload,
  now: Date,
  schedule: ContractSchedule,
): Promise<RenewalOutcome | 'finished' | 'unknown-contract'> {
  const sub = await findContractSubscription(db, p.admin_graphql_api_subscription_contract_id);
  if (!sub) return 'unknown-contract';
  const renewal = RENEWAL_KEY.exec(p.idempotency_key);
  if (renewal && renewal[1] === sub.id) {
    const day = renewal[2]!;
    const known: PaymentGateway = { ...shopGateway, charge: async () => resultOf(topic, p) };
    const outcome = await renewSubscription(db, known, sub.id, day, now, { exactDay: true });
    // The renewal moved our next day: the contract's follows (functions/billing/contract-days.ts).
    if (outcome === 'charged' || outcome === 'declined') await pushContractDays(db, schedule, sub.id);
    if (outcome !== 'busy' && outcome !== 'payments-unavailable') return outcome;
    // Recorded already (the job's own look, or an earlier delivery)? Else not applied: thrown, so
    // the webhook queue retries it and, at last, dead-letters it into the event log.
    if (await hasDecidedAttemptForDay(db, sub.id, day)) return 'already-billed';
    throw new Error(`${topic} for ${sub.id} on ${day} not applied (${outcome})`);
  }
  await finishPaymentAttempts(db, shopGateway, now);
  return 'finished';
}
