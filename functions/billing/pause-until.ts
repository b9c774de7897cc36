/**
 * Pauses with an end (`POST /subscriptions/:id/pause` `{ until }`, issue 21), run by the
 * scheduled job before the renewals: PAUSE_REMINDER_DAYS_BEFORE days ahead the customer gets
 * an e-mail that deliveries start again, and on the day the subscription resumes by itself (in
 * the shop too, through its back end's remote), due that day, so the same run renews it.
 *
 * Safe to run twice or concurrently: a subscription resumes under its busy lock only while it is
 * still PAUSED until that day, and a reminder is sent once, recorded in the event log and
 * checked under the same lock.
 */
import { PAUSE_REMINDER_DAYS_BEFORE } from '../../src/domain/subscriptions';
import { addInterval, shopToday } from '../../src/domain/renewals';
import { findCustomerById } from '../db/customers';
import { acquireLock, releaseLock, releaseLockStatement } from '../db/locks';
import { eventStatements, pauseReminderSent } from '../db/subscription-events';
import { loadSubscriptionRecords, pagePausesEnding, updateSubscriptionStatement, type PauseEnding } from '../db/subscriptions';
import { mailOrigin, type Config } from '../env';
import { mailerFor } from '../mail';
import { pauseEndingMail } from '../mail/templates';
import type { ContractResume } from './shop-contract';

/** Pauses read per D1 page; every page is worked through in the run. */
export const PAUSE_UNTIL_PAGE_SIZE = 50;

/** Every pause ending from `from` (when given) to `to`, page by page. */
async function* eachPauseEnding(db: D1Database, from: string | null, to: string, unreminded: boolean): AsyncGenerator<PauseEnding> {
  let after: PauseEnding | null = null;
  for (;;) {
    const page = await pagePausesEnding(db, from, to, after, unreminded, PAUSE_UNTIL_PAGE_SIZE);
    yield* page;
    if (page.length < PAUSE_UNTIL_PAGE_SIZE) return;
    after = page.at(-1)!;
  }
}

/** Resumes every subscription whose pause ends today or ended before (a run that was missed). */
export async function resumeEndedPauses(db: D1Database, remote: ContractResume, now: Date): Promise<string[]> {
  const today = shopToday(now);
  const resumed: string[] = [];
  for await (const due of eachPauseEnding(db, null, today, false)) {
    const lock = await acquireLock(db, 'subscriptions', due.id, due.customer_id, now);
    if (!lock.ok) continue; // the customer is changing it: the next run looks again
    try {
      const [rec] = await loadSubscriptionRecords(db, { id: due.id });
      if (!rec || rec.row.status !== 'PAUSED' || rec.row.paused_until !== due.paused_until) continue;
      // Due today when the day has passed (a missed run): never a charge day in the past.
      const day = due.paused_until < today ? today : due.paused_until;
      await remote.resume(rec, day);
      const ev = eventStatements(db, {
        subscriptionId: due.id,
        legacy: false,
        customerId: due.customer_id,
        actor: 'scheduler',
        action: 'resume-after-pause-until',
        at: now,
        details: { until: due.paused_until },
      });
      await db.batch([
        ev.before,
        updateSubscriptionStatement(db, due.id, { status: 'ACTIVE', next_charge_scheduled_at: day, shop_next_day: day, paused_until: null }),
        ev.after,
        releaseLockStatement(db, 'subscriptions', due.id, lock.token, now),
      ]);
      resumed.push(due.id);
    } catch (err) {
      console.error(`resuming ${due.id} after its pause failed`, err);
    } finally {
      await releaseLock(db, 'subscriptions', due.id, lock.token);
    }
  }
  return resumed;
}

/** Mails, once per pause, the customers whose deliveries start again within the reminder's days. */
export async function remindPausesEnding(config: Config, db: D1Database, now: Date): Promise<string[]> {
  const today = shopToday(now);
  const reminded: string[] = [];
  for await (const due of eachPauseEnding(db, addInterval(today, 1, 'day'), addInterval(today, PAUSE_REMINDER_DAYS_BEFORE, 'day'), true)) {
    // Under the busy lock, so two overlapping runs cannot both find it unsent.
    const lock = await acquireLock(db, 'subscriptions', due.id, due.customer_id, now);
    if (!lock.ok) continue;
    try {
      if (await pauseReminderSent(db, due.id, due.paused_until)) continue;
      const customer = await findCustomerById(db, due.customer_id);
      if (!customer) continue;
      const ev = eventStatements(db, {
        subscriptionId: due.id,
        legacy: false,
        customerId: due.customer_id,
        actor: 'scheduler',
        action: 'pause-reminder',
        at: now,
        details: { until: due.paused_until },
      });
      // Recorded before sending: a mail that fails is not retried every 15 minutes (the dashboard shows the date).
      await db.batch([ev.before, ev.after]);
      await mailerFor(config, db).send(pauseEndingMail(customer.email, customer.firstName, due.paused_until, mailOrigin(config)));
      reminded.push(due.id);
    } catch (err) {
      console.error(`the pause reminder of ${due.id} could not be sent`, err);
    } finally {
      await releaseLock(db, 'subscriptions', due.id, lock.token);
    }
  }
  return reminded;
}
