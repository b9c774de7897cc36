/**
 * Pauses with an end (`POST /subscriptions/:id/pause` `{ until }`, issue 21), run by the
 * scheduled job before the renewals: PAUSE_REMINDER_DAYS_BEFORE days ahead the customer gets
 * an e-mail that deliveries start again, and on the day the subscription resumes by itself (in
 * the shop too, through its back end's remote), due that day, so the same run renews it.
 *
 * Safe to run twice or concurrently: a subscription resumes under its busy lock only while it is
 * still PAUSED until that day, and a reminder is sent once, recorded in the event log in the
 * event log, checked under the same lock.
 */
import { PAUSE_REMINDER_DAYS_BEFORE } from '../../src/domain/subscriptions';
import { addInterval, shopToday } from '../../src/domain/renewals';
import type { Backend } from '../commerce/port';
import { findCustomerById } from '../db/customers';
import { acquireLock, releaseLock, releaseLockStatement } from '../db/locks';
import { eventStatements } from '../db/subscription-events';
import { loadSubscriptionRecords, updateSubscriptionStatement } from '../db/subscriptions';
import type { Bindings, Config } from '../env';
import { mailerFor } from '../mail';
import { pauseEndingMail } from '../mail/templates';

/** Pauses read per D1 page; every page is worked through in the run. */
export const PAUSE_UNTIL_PAGE_SIZE = 50;

interface Due {
  id: string;
  customer_id: string;
  paused_until: string;
}

/**
 * PAUSED subscriptions whose pause ends on a day up to `to` (and from `from` when given), a page
 * at a time after `after` (keyset: a row that could not be handled is not read again this run).
 * `unreminded`: only pauses whose reminder has not gone, so already-reminded rows never fill a page.
 */
const pausesEnding = (db: D1Database, from: string | null, to: string, after: Due | null, unreminded: boolean) =>
  db
    .prepare(
      `SELECT id, customer_id, paused_until FROM subscriptions s
        WHERE status = 'PAUSED' AND paused_until <= ?2 AND (?1 IS NULL OR paused_until >= ?1)
          AND (?4 IS NULL OR (paused_until, id) > (?4, ?5))
          AND (?6 = 0 OR NOT EXISTS (SELECT 1 FROM subscription_events e WHERE e.subscription_id = s.id AND e.action = 'pause-reminder'
                AND json_extract(e.after_json, '$.details.until') = s.paused_until))
        ORDER BY paused_until, id LIMIT ?3`,
    )
    .bind(from, to, PAUSE_UNTIL_PAGE_SIZE, after?.paused_until ?? null, after?.id ?? null, unreminded ? 1 : 0)
    .all<Due>();

/** Every such pause, page by page. */
async function* eachPauseEnding(db: D1Database, from: string | null, to: string, unreminded: boolean): AsyncGenerator<Due> {
  let after: Due | null = null;
  for (;;) {
    const page: Due[] = (await pausesEnding(db, from, to, after, unreminded)).results;
    yield* page;
    if (page.length < PAUSE_UNTIL_PAGE_SIZE) return;
    after = page.at(-1)!;
  }
}

/** Whether this pause's reminder went already (the event log, keyed by the pause's end). */
const remindedAlready = async (db: D1Database, due: Due) =>
  (await db
    .prepare(
      `SELECT 1 FROM subscription_events WHERE subscription_id = ?1 AND action = 'pause-reminder'
          AND json_extract(after_json, '$.details.until') = ?2`,
    )
    .bind(due.id, due.paused_until)
    .first()) !== null;

/** Resumes every subscription whose pause ends today or ended before (a run that was missed). */
export async function resumeEndedPauses(backend: Backend, env: Pick<Bindings, 'DB' | 'SHOPIFY_NETWORK'>, now: Date): Promise<string[]> {
  const db = env.DB;
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
      await backend.remote('resume').resume(rec, day);
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
        updateSubscriptionStatement(db, due.id, { status: 'ACTIVE', next_charge_scheduled_at: day, paused_until: null }),
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
      if (await remindedAlready(db, due)) continue;
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
      await mailerFor(config, db).send(pauseEndingMail(customer.email, customer.firstName, due.paused_until, config.publicUrl));
      reminded.push(due.id);
    } catch (err) {
      console.error(`the pause reminder of ${due.id} could not be sent`, err);
    } finally {
      await releaseLock(db, 'subscriptions', due.id, lock.token);
    }
  }
  return reminded;
}
