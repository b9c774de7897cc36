/**
 * Renewals at any size (issue 20), on Cloudflare Queues. The cron trigger (producer) walks every
 * ACTIVE subscription due by the run's day, a page at a time by index, and sends one message per
 * subscription in batches; there is no per-run cap. The consumer renews each message's
 * subscription (./renewals.ts, local payments or a Shopify billing attempt); Cloudflare runs as
 * many consumers as the backlog needs. A renewal that throws is retried with a delay, and after
 * the queue's max_retries (wrangler.toml) its message goes to the dead-letter queue, whose
 * consumer writes it into the subscription's event log ('renewal-dead-lettered').
 *
 * Exactly once per subscription and cycle, however often a message arrives or the cron
 * overlaps itself: renewSubscription takes the subscription only while it is still due, and a
 * day's billing attempt is inserted once (so a second message finds it 'busy' and is acked).
 */
import { addInterval, latestDueDay } from '../../src/domain/renewals';
import { readConfig, type Bindings } from '../env';
import { countedDatabase } from '../http/query-count';
import { eventStatements } from '../db/subscription-events';
import { pageDueSubscriptions, subscriptionCustomerId, type DueCursor } from '../db/subscriptions';
import { ShopNotInstalled } from '../lib/errors';
import type { PaymentGateway } from '../payments/gateway';
import { pushContractDays, type ContractSchedule } from './contract-days';
import { renewSubscription } from './renewals';

/** The queue names of wrangler.toml ([[queues.producers]] / [[queues.consumers]]). */
export const RENEWAL_QUEUE = 'furbaby-renewals';
export const RENEWAL_DEAD_LETTER_QUEUE = 'furbaby-renewals-dlq';

export type { RenewalMessage } from '../queues/renewal-message';
import type { RenewalMessage } from '../queues/renewal-message';

/** Subscriptions read per D1 page; `sendBatch` takes at most 100 messages. */
const PAGE_SIZE = 500;
const SEND_BATCH_SIZE = 100;
/** How long a renewal that failed waits before its retry; payments being down waits longer. */
export const RETRY_DELAY_SECONDS = 30;
export const PAYMENTS_DOWN_DELAY_SECONDS = 300;

/** The producer: enqueues every subscription due at `now`; answers how many were sent. */
export async function enqueueDueRenewals(db: D1Database, queue: Queue<RenewalMessage>, now: Date): Promise<number> {
  const dueDay = latestDueDay(now);
  const beforeDay = addInterval(dueDay, 1, 'day');
  const scheduledAt = now.toISOString();
  let cursor: DueCursor | null = null;
  let sent = 0;
  do {
    const page = await pageDueSubscriptions(db, beforeDay, PAGE_SIZE, cursor);
    for (let i = 0; i < page.ids.length; i += SEND_BATCH_SIZE) {
      const messages = page.ids.slice(i, i + SEND_BATCH_SIZE).map((subscriptionId) => ({ body: { subscriptionId, dueDay, scheduledAt } }));
      await queue.sendBatch(messages);
      sent += messages.length;
    }
    cursor = page.next;
  } while (cursor);
  return sent;
}

/** The payment adapter over a database (the back end's, functions/backends.ts); `origin` for local links. */
export type PaymentsOver = (db: D1Database, origin: string) => PaymentGateway;

/**
 * The consumer: renews each message's subscription; acks what is done, retries what failed. A
 * renewal moves our next day: `schedule` pushes it to the shop's contract (./contract-days.ts).
 */
export async function consumeRenewals(
  batch: MessageBatch<RenewalMessage>,
  env: Bindings,
  paymentsOver: PaymentsOver,
  schedule: ContractSchedule,
): Promise<void> {
  const config = readConfig(env);
  // Counted, for the log line below (the benchmark reads D1 statements per renewal from it).
  const counter = { statements: 0, roundTrips: 0 };
  const db = countedDatabase(env.DB, counter);
  const gateway = paymentsOver(db, config.publicUrl ?? '');
  for (const message of batch.messages) {
    const { subscriptionId, dueDay, scheduledAt } = message.body;
    try {
      const outcome = await renewSubscription(db, gateway, subscriptionId, dueDay, new Date(scheduledAt));
      if (outcome === 'charged' || outcome === 'declined' || outcome === 'already-billed') await pushContractDays(db, schedule, subscriptionId);
      // 'busy': renewed already (a repeated message), no longer due, or a customer's change holds
      // it: the next run enqueues it again if it is still due. 'pending': Shopify decides later.
      // 'payment-open': a customer's charge is undecided; the next run after it is decided renews.
      // 'not-sold': the bag is no longer sold; it stays due, and renews once the bag is changed.
      if (outcome === 'payments-unavailable') message.retry({ delaySeconds: PAYMENTS_DOWN_DELAY_SECONDS });
      else message.ack();
    } catch (err) {
      if (err instanceof ShopNotInstalled) {
        // The app was uninstalled: nothing was charged and the subscription stays due; the first
        // cron run after the app is installed again enqueues it (../commerce/d1/renewals.ts).
        message.ack();
        continue;
      }
      console.error(`renewal of ${subscriptionId} failed (attempt ${message.attempts})`, err);
      message.retry({ delaySeconds: RETRY_DELAY_SECONDS });
    }
  }
  console.log(`QUEUE ${batch.queue} ${batch.messages.length} renewals q=${counter.statements} rt=${counter.roundTrips}`);
}

/** The dead-letter consumer: a renewal that failed every retry is written into its subscription's event log. */
export async function recordDeadRenewals(batch: MessageBatch<RenewalMessage>, env: Bindings): Promise<void> {
  for (const message of batch.messages) {
    const { subscriptionId, dueDay } = message.body;
    const customerId = await subscriptionCustomerId(env.DB, subscriptionId);
    if (customerId) {
      const ev = eventStatements(env.DB, {
        subscriptionId,
        legacy: false,
        customerId,
        actor: 'scheduler',
        action: 'renewal-dead-lettered',
        at: new Date(),
        details: { day: dueDay, attempts: message.attempts },
      });
      await env.DB.batch([ev.before, ev.after]);
    }
    message.ack();
  }
}
