/**
 * One renewal: an ACTIVE subscription whose next charge day has come (07:00 +12:00 on that day)
 * is charged, gets its order, and its next day moves on by its frequency. The cron trigger
 * enqueues every due subscription and the queue's consumer renews each (./renewal-queue.ts);
 * Shopify's billing-attempt webhooks finish the ones Shopify decides later. A declined card
 * records a failed billing attempt instead of an order (the dashboard's payment banner shows it;
 * retry payment pays it) and the next day still moves on, so the schedule keeps its rhythm.
 *
 * Safe to run twice (a message delivered twice, overlapping crons), and concurrently with itself
 * or with a customer's action:
 * - the subscription's busy lock is taken only while it is still ACTIVE and due, so two runs
 *   (or a run and a customer's change) never work on it at the same time;
 * - a day is charged once: the billing attempt for (subscription, day) is inserted only if the
 *   day has no attempt yet, and the order and the date move are conditional on that attempt;
 * - the charge carries the key `renewal:<subscription>:<day>`, so a real provider charges once.
 */
import { nextChargeDayAfter, shopToday } from '../../src/domain/renewals';
import { acquireDueRenewalLock, releaseLock, releaseLockStatement } from '../db/locks';
import { closeEarlierFailedCyclesStatements } from '../db/closed-cycles';
import { linkShopOrderStatement } from '../db/orders';
import { eventStatements } from '../db/subscription-events';
import { openAttemptsOf } from '../db/payment-attempts';
import { isVariantOffered } from '../db/catalogue-offered';
import { deletePendingBillingAttemptStatement, insertAttemptStatement, loadSubscriptionRecords, updateSubscriptionStatement } from '../db/subscriptions';
import { newId } from '../lib/ids';
import { PaymentPendingError, PaymentUnavailableError, type ChargeResult, type PaymentGateway } from '../payments/gateway';
import { subscriptionOrder } from './charge';

export type RenewalOutcome = 'charged' | 'declined' | 'already-billed' | 'busy' | 'payments-unavailable' | 'pending' | 'payment-open' | 'not-sold';

/**
 * Renews one subscription for the charge day due at `dueDay`, if it is still ACTIVE and due.
 * Shopify's billing-attempt webhooks call it too, with a gateway answering the attempt's outcome.
 */
export async function renewSubscription(
  db: D1Database,
  gateway: PaymentGateway,
  id: string,
  dueDay: string,
  now: Date,
  opts: { exactDay?: boolean } = {},
): Promise<RenewalOutcome> {
  const lock = await acquireDueRenewalLock(db, id, dueDay, now);
  if (!lock) return 'busy'; // a customer's action holds it, or it is no longer due: the next run looks again
  try {
    const [rec] = await loadSubscriptionRecords(db, { id });
    if (!rec) return 'busy';
    const day = lock.nextDay;
    // A webhook's outcome belongs to the day in its key, never to another day the subscription is due.
    if (opts.exactDay && day !== dueDay) return 'busy';
    const next = nextChargeDayAfter(day, rec.row.order_interval_frequency, rec.row.order_interval_unit, shopToday(now));
    const event = (action: string, details: Record<string, unknown>) =>
      eventStatements(db, { subscriptionId: id, legacy: false, customerId: rec.row.customer_id, actor: 'scheduler', action, at: now, details });
    const release = releaseLockStatement(db, 'subscriptions', id, lock.token, now);

    // A pending attempt (Shopify still deciding) holds the day: asked again with the same key below.
    const pending = rec.attempts.find((a) => a.date === day && a.status === 'pending');
    if (!pending && rec.attempts.some((a) => a.date === day)) {
      // This day was billed already (e.g. the date was moved back onto it): move on, never charge a day twice.
      const ev = event('renewal-skipped', { day, reason: 'already_billed', next_day: next });
      await db.batch([ev.before, updateSubscriptionStatement(db, id, { next_charge_scheduled_at: next }), ev.after, release]);
      return 'already-billed';
    }

    // A customer's charge (Retry Payment of an earlier cycle, ship now) the provider is still
    // deciding: the renewal waits for its outcome, so a failed cycle is never paid after this
    // later one (issue 47). A webhook settling this day's own attempt never waits: its money is taken.
    if (!pending && !opts.exactDay && (await openAttemptsOf(db, { subscriptionId: id })).length > 0) return 'payment-open';

    // A bag the shop no longer sells is never charged for (issue 60): the day stays due until the
    // customer (or staff) changes the bag; the dashboard and the console's Plans & recipes say so.
    // A webhook's outcome is Shopify's charge already made: recorded whatever the catalogue says.
    if (!pending && !opts.exactDay && !(await isVariantOffered(db, rec.row.variant_id))) return 'not-sold';

    const attemptId = newId('ba');
    const order = subscriptionOrder(db, rec, now, attemptId);
    let charge: ChargeResult;
    try {
      charge = await gateway.charge({
        customerId: rec.row.customer_id,
        amountCents: order.amounts.totalCents,
        currency: 'NZD',
        idempotencyKey: `renewal:${id}:${day}`,
        description: `Subscription ${id} renewal for ${day}`,
        subscriptionId: id,
      });
    } catch (err) {
      if (err instanceof PaymentUnavailableError) return 'payments-unavailable';
      // Shopify is still deciding: the day stays due and a pending attempt holds it, so the
      // customer cannot move or end it meanwhile (functions/commerce/d1/kinds.ts); its webhook, or
      // the next run asking with the same key, settles it.
      if (err instanceof PaymentPendingError) {
        if (!pending) {
          const held = insertAttemptStatement(
            db,
            { id: attemptId, subscriptionId: id, date: day, status: 'pending', completedAt: null, errorCode: null, errorMessage: null, orderId: null, at: now },
            { onlyIfDayUnclaimed: true },
          );
          const ev = event('renewal-pending', { day });
          await db.batch([ev.before, held.statement, ev.after, release]);
        }
        return 'pending';
      }
      throw err;
    }
    // The outcome takes the pending attempt's place.
    const settlePending = pending ? [deletePendingBillingAttemptStatement(db, pending.id)] : [];

    const attempt = insertAttemptStatement(
      db,
      charge.ok
        ? {
            id: attemptId,
            subscriptionId: id,
            date: day,
            status: 'success',
            completedAt: now.toISOString(),
            errorCode: null,
            errorMessage: null,
            orderId: order.orderId,
            at: now,
          }
        : {
            id: attemptId,
            subscriptionId: id,
            date: day,
            status: 'error',
            completedAt: null,
            errorCode: charge.code,
            errorMessage: charge.message,
            orderId: null,
            at: now,
          },
      { onlyIfDayUnclaimed: true },
    );
    const moveOn = updateSubscriptionStatement(db, id, { next_charge_scheduled_at: next }, attemptId);
    if (charge.ok) {
      const ev = event('renewal', { day, order_id: order.orderId, charge_id: charge.chargeId, amount_cents: order.amounts.totalCents, next_day: next });
      const link = linkShopOrderStatement(db, order.orderId, charge.chargeId);
      // This cycle is paid: every earlier failed one is closed, never charged after it (issue 47).
      const closed = closeEarlierFailedCyclesStatements(db, {
        subscriptionId: id,
        customerId: rec.row.customer_id,
        actor: 'scheduler',
        orderId: order.orderId,
        throughDay: day,
        closedOn: shopToday(now),
        at: now,
      });
      await db.batch([ev.before, ...settlePending, attempt.statement, ...order.statements, link, ...closed, moveOn, ev.after, release]);
      return 'charged';
    }
    const ev = event('renewal-declined', { day, error_code: charge.code, error_message: charge.message, next_day: next });
    await db.batch([ev.before, ...settlePending, attempt.statement, moveOn, ev.after, release]);
    return 'declined';
  } finally {
    await releaseLock(db, 'subscriptions', id, lock.token);
  }
}
