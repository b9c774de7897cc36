/**
 * The retry schedule of a declined renewal (src/domain/billing.ts declineDueOn: PAYMENT_RETRY_DAYS,
 * 3 and 7 days after its day), run by the scheduled job after the renewals: each retry is charged as the
 * banner's Retry Payment is (a recorded payment attempt, functions/billing/recorded-charge.ts,
 * so a provider charges it at most once), and pays the failed attempt when it goes through.
 * When the last retry is declined too, the subscription is paused (in the shop as well, through
 * its back end's remote): nothing more ships unpaid; the banner stays until the customer pays.
 *
 * Only a subscription's latest cycle is ever retried (issue 47): a failed cycle with a later
 * one billed (paid, pending at Shopify, or failed in turn) is not, and one whose subscription
 * has a renewal due now waits for it — that renewal pays a later cycle and closes the failed one
 * (functions/db/closed-cycles.ts), so one run meeting both charges once. Both are checked again
 * under the subscription's lock, so a renewal finishing meanwhile is seen.
 */
import { declineDueOn, isFailedAttempt, type DeclineDue } from '../../src/domain/billing';
import { isChargeDue, latestDueDay, shopToday } from '../../src/domain/renewals';
import { acquireLock, releaseLock, releaseLockStatement } from '../db/locks';
import { pageOpenDeclines, type OpenDecline } from '../db/open-declines';
import { eventStatements } from '../db/subscription-events';
import { loadSubscriptionRecords, updateSubscriptionStatement, type SubscriptionRecord } from '../db/subscriptions';
import { ApiError } from '../lib/errors';
import type { PaymentGateway } from '../payments/gateway';
import { subscriptionOrderPlan } from './charge';
import { chargeRecorded, newPaymentAttempt, settleWithEvent } from './recorded-charge';
import type { ContractPause } from './shop-contract';

/** Declined renewals read per D1 page; every page is worked through in the run. */
export const DUNNING_PAGE_SIZE = 25;

export type DunningOutcome = 'paid' | 'declined' | 'paused' | 'aged-out' | 'closed' | 'later-cycle' | 'renewal-due' | 'busy' | 'payments-unavailable' | 'error';

/**
 * Works through every open decline of an ACTIVE subscription (functions/db/open-declines.ts), a
 * page at a time, and acts on those the schedule says are due today (declineDueOn): a retry, the
 * pause after the last, or the pause of one aged out. `remote` is the shop's copy, paused first.
 */
export async function retryDeclinedRenewals(
  db: D1Database,
  gateway: PaymentGateway,
  remote: ContractPause,
  now: Date,
): Promise<Record<string, DunningOutcome>> {
  const today = shopToday(now);
  const dueDay = latestDueDay(now);
  const outcomes: Record<string, DunningOutcome> = {};
  let after: OpenDecline | null = null;
  for (;;) {
    const page = await pageOpenDeclines(db, dueDay, after, DUNNING_PAGE_SIZE);
    for (const c of page) {
      const due = declineDueOn(c.date, c.retries, today);
      if (due) outcomes[c.attempt_id] = await handleDue(db, gateway, remote, c, due, now);
    }
    if (page.length < DUNNING_PAGE_SIZE) return outcomes;
    after = page.at(-1)!;
  }
}

async function handleDue(db: D1Database, gateway: PaymentGateway, remote: ContractPause, c: OpenDecline, due: DeclineDue, now: Date): Promise<DunningOutcome> {
  const lock = await acquireLock(db, 'subscriptions', c.subscription_id, c.customer_id, now);
  if (!lock.ok) return 'busy';
  try {
    const [rec] = await loadSubscriptionRecords(db, { id: c.subscription_id });
    if (!rec) return 'error';
    const held = heldBack(rec, c, now);
    if (held) return held;
    if (due === 'retry') return await retryOnce(db, gateway, c, rec, now);
    return await pauseAfterLastDecline(db, remote, c, lock.token, now, { agedOut: due === 'age-out' });
  } catch (err) {
    console.error(`automatic retry of ${c.attempt_id} failed`, err);
    return 'error';
  } finally {
    await releaseLock(db, 'subscriptions', c.subscription_id, lock.token);
  }
}

/** Read again under the lock: the decline is closed or not the latest cycle, or a renewal is due first. */
function heldBack(rec: SubscriptionRecord, c: OpenDecline, now: Date): DunningOutcome | null {
  const failed = rec.attempts.find((a) => a.id === c.attempt_id);
  if (!failed || !isFailedAttempt(failed)) return 'closed';
  if (rec.attempts.some((a) => a.date > failed.date && a.status !== 'skipped')) return 'later-cycle';
  if (isChargeDue(rec.row.next_charge_scheduled_at, now)) return 'renewal-due';
  return null;
}

async function retryOnce(db: D1Database, gateway: PaymentGateway, c: OpenDecline, rec: SubscriptionRecord, now: Date): Promise<DunningOutcome> {
  const { order, amounts, clearDiscount } = subscriptionOrderPlan(rec, now);
  const attempt = newPaymentAttempt(
    c.customer_id,
    amounts.totalCents,
    { action: 'retry-payment', order, clearDiscount, failedAttemptId: c.attempt_id, automatic: true },
    c.subscription_id,
  );
  let chargeId: string;
  try {
    chargeId = await chargeRecorded(db, gateway, attempt, now);
  } catch (err) {
    // A decline is recorded on the payment attempt (it counts as this retry); anything else waits for the next run.
    if (err instanceof ApiError && err.code === 'payment_declined') return 'declined';
    // Nothing was charged (the provider is down, or the record is not billable there): the next run asks again.
    if (err instanceof ApiError && err.code === 'payments_unavailable') return 'payments-unavailable';
    throw err;
  }
  await settleWithEvent(db, attempt, chargeId, 'scheduler', now, { automatic: true });
  return 'paid';
}

async function pauseAfterLastDecline(
  db: D1Database,
  remote: ContractPause,
  c: OpenDecline,
  lockToken: string,
  now: Date,
  opts: { agedOut?: boolean } = {},
): Promise<DunningOutcome> {
  const [rec] = await loadSubscriptionRecords(db, { id: c.subscription_id });
  if (!rec || rec.row.status !== 'ACTIVE') return 'busy';
  // The shop first (COMMERCE=shopify), as a customer's pause does.
  await remote.pause(rec);
  const ev = eventStatements(db, {
    subscriptionId: c.subscription_id,
    legacy: false,
    customerId: c.customer_id,
    actor: 'scheduler',
    action: 'pause-after-declines',
    at: now,
    details: { failed_attempt_id: c.attempt_id, retries: c.retries, ...(opts.agedOut ? { aged_out: true } : {}) },
  });
  await db.batch([
    ev.before,
    updateSubscriptionStatement(db, c.subscription_id, { status: 'PAUSED', next_charge_scheduled_at: null, paused_until: null }),
    ev.after,
    releaseLockStatement(db, 'subscriptions', c.subscription_id, lockToken, now),
  ]);
  return opts.agedOut ? 'aged-out' : 'paused';
}
