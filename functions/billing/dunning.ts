/**
 * The retry schedule of a declined renewal (src/domain/billing.ts PAYMENT_RETRY_DAYS: 3 and 7
 * days after its day), run by the scheduled job after the renewals: each retry is charged as the
 * banner's Retry Payment is (a recorded payment attempt, functions/billing/recorded-charge.ts,
 * so a provider charges it at most once), and pays the failed attempt when it goes through.
 * When the last retry is declined too, the subscription is paused (in the shop as well, through
 * its back end's remote): nothing more ships unpaid; the banner stays until the customer pays.
 */
import { nextPaymentRetryDay, PAYMENT_RETRY_DAYS } from '../../src/domain/billing';
import { addInterval, shopToday } from '../../src/domain/renewals';
import { remoteFor } from '../commerce/remote';
import type { Config, Bindings } from '../env';
import { acquireLock, releaseLock, releaseLockStatement } from '../db/locks';
import { eventStatements } from '../db/subscription-events';
import { loadSubscriptionRecords, updateSubscriptionStatement } from '../db/subscriptions';
import { ApiError } from '../lib/errors';
import type { PaymentGateway } from '../payments';
import { subscriptionOrderPlan } from './charge';
import { chargeRecorded, newPaymentAttempt, settleWithEvent } from './recorded-charge';

/** At most this many declined renewals are looked at per run. */
export const DUNNING_PER_RUN = 25;

export type DunningOutcome = 'paid' | 'declined' | 'paused' | 'not-yet' | 'busy' | 'payments-unavailable' | 'error';

interface Candidate {
  attempt_id: string;
  subscription_id: string;
  customer_id: string;
  date: string;
  retries: number;
}

/** Declined renewals of ACTIVE subscriptions, with how many automatic retries were declined. */
function candidates(db: D1Database, since: string) {
  return db
    .prepare(
      `SELECT a.id AS attempt_id, a.subscription_id, s.customer_id, a.date,
         (SELECT COUNT(*) FROM payment_attempts p WHERE p.subscription_id = a.subscription_id AND p.status = 'declined'
            AND json_extract(p.plan, '$.failedAttemptId') = a.id AND json_extract(p.plan, '$.automatic') = 1) AS retries
       FROM billing_attempts a JOIN subscriptions s ON s.id = a.subscription_id
       WHERE a.status = 'error' AND a.completed_at IS NULL AND a.skipped_on IS NULL AND s.status = 'ACTIVE' AND a.date >= ?1
       ORDER BY a.date LIMIT ?2`,
    )
    .bind(since, DUNNING_PER_RUN)
    .all<Candidate>();
}

export async function retryDeclinedRenewals(
  config: Config,
  env: Pick<Bindings, 'DB' | 'SHOPIFY_NETWORK'>,
  gateway: PaymentGateway,
  now: Date,
): Promise<Record<string, DunningOutcome>> {
  const db = env.DB;
  const today = shopToday(now);
  // Older failures than the whole schedule plus a fortnight are the customer's to settle.
  const since = addInterval(today, -(PAYMENT_RETRY_DAYS.at(-1)! + 14), 'day');
  const outcomes: Record<string, DunningOutcome> = {};
  for (const c of (await candidates(db, since)).results) {
    const due = nextPaymentRetryDay(c.date, c.retries);
    if (due !== null && due > today) {
      outcomes[c.attempt_id] = 'not-yet';
      continue;
    }
    const lock = await acquireLock(db, 'subscriptions', c.subscription_id, c.customer_id, now);
    if (!lock.ok) {
      outcomes[c.attempt_id] = 'busy';
      continue;
    }
    try {
      outcomes[c.attempt_id] = due === null ? await pauseAfterLastDecline(config, env, c, lock.token, now) : await retryOnce(db, gateway, c, now);
    } catch (err) {
      console.error(`automatic retry of ${c.attempt_id} failed`, err);
      outcomes[c.attempt_id] = 'error';
    } finally {
      await releaseLock(db, 'subscriptions', c.subscription_id, lock.token);
    }
  }
  return outcomes;
}

async function retryOnce(db: D1Database, gateway: PaymentGateway, c: Candidate, now: Date): Promise<DunningOutcome> {
  const [rec] = await loadSubscriptionRecords(db, { id: c.subscription_id });
  if (!rec) return 'error';
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
  config: Config,
  env: Pick<Bindings, 'DB' | 'SHOPIFY_NETWORK'>,
  c: Candidate,
  lockToken: string,
  now: Date,
): Promise<DunningOutcome> {
  const db = env.DB;
  const [rec] = await loadSubscriptionRecords(db, { id: c.subscription_id });
  if (!rec || rec.row.status !== 'ACTIVE') return 'not-yet';
  // The shop first (COMMERCE=shopify), as a customer's pause does.
  await remoteFor(config, env, 'pause').pause(rec);
  const ev = eventStatements(db, {
    subscriptionId: c.subscription_id,
    legacy: false,
    customerId: c.customer_id,
    actor: 'scheduler',
    action: 'pause-after-declines',
    at: now,
    details: { failed_attempt_id: c.attempt_id, retries: c.retries },
  });
  await db.batch([
    ev.before,
    updateSubscriptionStatement(db, c.subscription_id, { status: 'PAUSED', next_charge_scheduled_at: null, paused_until: null }),
    ev.after,
    releaseLockStatement(db, 'subscriptions', c.subscription_id, lockToken, now),
  ]);
  return 'paused';
}
