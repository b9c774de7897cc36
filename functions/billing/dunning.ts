/**
 * The retry schedule of a declined renewal (src/domain/billing.ts PAYMENT_RETRY_DAYS: 3 and 7
 * days after its day), run by the scheduled job after the renewals: each retry is charged as the
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
import { isFailedAttempt, nextPaymentRetryDay, PAYMENT_RETRY_DAYS } from '../../src/domain/billing';
import { addInterval, isChargeDue, latestDueDay, shopToday } from '../../src/domain/renewals';
import type { Bindings } from '../env';
import { acquireLock, releaseLock, releaseLockStatement } from '../db/locks';
import { eventStatements } from '../db/subscription-events';
import { loadSubscriptionRecords, updateSubscriptionStatement, type SubscriptionRecord } from '../db/subscriptions';
import { ApiError } from '../lib/errors';
import type { Backend } from '../commerce/port';
import type { PaymentGateway } from '../payments/gateway';
import { subscriptionOrderPlan } from './charge';
import { chargeRecorded, newPaymentAttempt, settleWithEvent } from './recorded-charge';

/** Declined renewals read per D1 page; every page is worked through in the run. */
export const DUNNING_PAGE_SIZE = 25;

export type DunningOutcome = 'paid' | 'declined' | 'paused' | 'aged-out' | 'closed' | 'later-cycle' | 'renewal-due' | 'busy' | 'payments-unavailable' | 'error';

interface Candidate {
  attempt_id: string;
  subscription_id: string;
  customer_id: string;
  date: string;
  retries: number;
}

/**
 * Declined renewals of ACTIVE subscriptions that are due now, with how many automatic retries
 * were declined, a page at a time after the cursor (date, id). Due: a retry whose day has come
 * (PAYMENT_RETRY_DAYS after the decline), the pause after the last one, or, for a decline older
 * than `since` that was never retried to the end, its flag (a run missed it; it is not charged
 * that late). Declines not yet due are never read, so they cannot crowd out one that is.
 * Only open declines are scanned (the partial index billing_attempts_open_declines). Not read:
 * a decline with a later cycle billed, or whose subscription's renewal is due (see the header).
 */
function dueCandidates(db: D1Database, today: string, dueDay: string, since: string, after: Candidate | null) {
  return db
    .prepare(
      `SELECT * FROM (
         SELECT a.id AS attempt_id, a.subscription_id, s.customer_id, a.date,
           (SELECT COUNT(*) FROM payment_attempts p WHERE p.subscription_id = a.subscription_id AND p.status = 'declined'
              AND json_extract(p.plan, '$.failedAttemptId') = a.id AND json_extract(p.plan, '$.automatic') = 1) AS retries
         FROM billing_attempts a JOIN subscriptions s ON s.id = a.subscription_id
         WHERE a.status = 'error' AND a.completed_at IS NULL AND a.skipped_on IS NULL AND s.status = 'ACTIVE'
           AND (s.next_charge_scheduled_at IS NULL OR substr(s.next_charge_scheduled_at, 1, 10) > ?7)
           AND NOT EXISTS (SELECT 1 FROM billing_attempts l WHERE l.subscription_id = a.subscription_id AND l.date > a.date AND l.status <> 'skipped')
           AND (?4 IS NULL OR (a.date, a.id) > (?4, ?5)))
       WHERE CASE WHEN retries >= json_array_length(?1) THEN date >= ?3
                  ELSE date < ?3 OR date(date, '+' || json_extract(?1, '$[' || retries || ']') || ' days') <= ?2 END
       ORDER BY date, attempt_id LIMIT ?6`,
    )
    .bind(JSON.stringify(PAYMENT_RETRY_DAYS), today, since, after?.date ?? null, after?.attempt_id ?? null, DUNNING_PAGE_SIZE, dueDay)
    .all<Candidate>();
}

export async function retryDeclinedRenewals(
  backend: Backend,
  env: Pick<Bindings, 'DB' | 'SHOPIFY_NETWORK'>,
  gateway: PaymentGateway,
  now: Date,
): Promise<Record<string, DunningOutcome>> {
  const db = env.DB;
  const today = shopToday(now);
  // Older failures than the whole schedule plus a fortnight are the customer's to settle: flagged, not charged.
  const since = addInterval(today, -(PAYMENT_RETRY_DAYS.at(-1)! + 14), 'day');
  const outcomes: Record<string, DunningOutcome> = {};
  let after: Candidate | null = null;
  for (;;) {
    const page: Candidate[] = (await dueCandidates(db, today, latestDueDay(now), since, after)).results;
    for (const c of page) outcomes[c.attempt_id] = await handleDue(backend, env, gateway, c, since, now);
    if (page.length < DUNNING_PAGE_SIZE) return outcomes;
    after = page.at(-1)!;
  }
}

async function handleDue(
  backend: Backend,
  env: Pick<Bindings, 'DB' | 'SHOPIFY_NETWORK'>,
  gateway: PaymentGateway,
  c: Candidate,
  since: string,
  now: Date,
): Promise<DunningOutcome> {
  const db = env.DB;
  const lock = await acquireLock(db, 'subscriptions', c.subscription_id, c.customer_id, now);
  if (!lock.ok) return 'busy';
  try {
    const [rec] = await loadSubscriptionRecords(db, { id: c.subscription_id });
    if (!rec) return 'error';
    const held = heldBack(rec, c, now);
    if (held) return held;
    if (nextPaymentRetryDay(c.date, c.retries) === null) return await pauseAfterLastDecline(backend, env, c, lock.token, now);
    if (c.date < since) return await pauseAfterLastDecline(backend, env, c, lock.token, now, { agedOut: true });
    return await retryOnce(db, gateway, c, rec, now);
  } catch (err) {
    console.error(`automatic retry of ${c.attempt_id} failed`, err);
    return 'error';
  } finally {
    await releaseLock(db, 'subscriptions', c.subscription_id, lock.token);
  }
}

/** Read again under the lock: the decline is closed or not the latest cycle, or a renewal is due first. */
function heldBack(rec: SubscriptionRecord, c: Candidate, now: Date): DunningOutcome | null {
  const failed = rec.attempts.find((a) => a.id === c.attempt_id);
  if (!failed || !isFailedAttempt(failed)) return 'closed';
  if (rec.attempts.some((a) => a.date > failed.date && a.status !== 'skipped')) return 'later-cycle';
  if (isChargeDue(rec.row.next_charge_scheduled_at, now)) return 'renewal-due';
  return null;
}

async function retryOnce(db: D1Database, gateway: PaymentGateway, c: Candidate, rec: SubscriptionRecord, now: Date): Promise<DunningOutcome> {
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
  backend: Backend,
  env: Pick<Bindings, 'DB' | 'SHOPIFY_NETWORK'>,
  c: Candidate,
  lockToken: string,
  now: Date,
  opts: { agedOut?: boolean } = {},
): Promise<DunningOutcome> {
  const db = env.DB;
  const [rec] = await loadSubscriptionRecords(db, { id: c.subscription_id });
  if (!rec || rec.row.status !== 'ACTIVE') return 'busy';
  // The shop first (COMMERCE=shopify), as a customer's pause does.
  await backend.remote('pause').pause(rec);
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
