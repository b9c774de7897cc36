/**
 * Weigh-in reminders in the scheduled job (issue 50): once a month, an e-mail for each puppy and
 * each dog with a target weight, linking straight to entering today's weight. Never for a dog
 * whose reminders are off, and never to a cancelled customer (every subscription over). The rule
 * is `isReminderDue` (src/domain/dog-journey.ts); this module finds the dogs and sends.
 *
 * Safe to run twice or concurrently: a dog's month is claimed (`last_reminder_month`) by an
 * upsert that only changes an older month, and only the run whose claim changed the row sends.
 * A failed mail is not retried this month.
 */
import { isReminderDue, reminderMonth } from '../../src/domain/dog-journey';
import { shopToday } from '../../src/domain/renewals';
import type { Config } from '../env';
import { mailerFor } from '../mail';
import { weighInMail } from '../mail/templates';

/** Dogs read per D1 page. */
export const REMINDER_PAGE_SIZE = 200;

interface Dog {
  id: string;
  name: string;
  customer_id: string;
  dob: string | null;
  life_stage: string;
  target: number | null;
  email: string;
  first_name: string;
}

/**
 * Dogs that may be due (puppies by stage or dob, or with a target; reminders on; not reminded this
 * month; the customer not cancelled), a page after `after` (keyset).
 */
const dogsToRemind = (db: D1Database, today: string, month: string, after: string) =>
  db
    .prepare(
      `SELECT p.id, p.name, p.customer_id, p.dob, p.life_stage, j.target_weight_kg AS target, c.email, c.first_name
         FROM pets p JOIN customers c ON c.id = p.customer_id LEFT JOIN pet_journeys j ON j.pet_id = p.id
        WHERE p.id > ?3
          AND (p.life_stage = 'puppy' OR date(p.dob, '+1 years') > ?1 OR j.target_weight_kg IS NOT NULL)
          AND (j.pet_id IS NULL OR (j.reminders_off = 0 AND (j.last_reminder_month IS NULL OR j.last_reminder_month < ?2)))
          AND NOT (EXISTS (SELECT 1 FROM subscriptions s WHERE s.customer_id = p.customer_id)
                   AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.customer_id = p.customer_id AND s.status IN ('ACTIVE', 'PAUSED')))
        ORDER BY p.id LIMIT ?4`,
    )
    .bind(today, month, after, REMINDER_PAGE_SIZE)
    .all<Dog>();

/** Sends this month's reminders still due; answers the dogs reminded. */
export async function runWeighInReminders(config: Config, db: D1Database, now: Date): Promise<string[]> {
  const today = shopToday(now);
  const month = reminderMonth(today);
  const at = now.toISOString();
  const reminded: string[] = [];
  let after = '';
  for (;;) {
    const page = (await dogsToRemind(db, today, month, after)).results;
    for (const dog of page) {
      if (!isReminderDue({ dob: dog.dob, life_stage: dog.life_stage, targetKg: dog.target }, today)) continue;
      try {
        const claim = await db
          .prepare(
            `INSERT INTO pet_journeys (pet_id, customer_id, last_reminder_month, updated_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (pet_id) DO UPDATE SET last_reminder_month = excluded.last_reminder_month, updated_at = excluded.updated_at
              WHERE reminders_off = 0 AND (last_reminder_month IS NULL OR last_reminder_month < excluded.last_reminder_month)`,
          )
          .bind(dog.id, dog.customer_id, month, at)
          .run();
        if (claim.meta.changes !== 1) continue;
        reminded.push(dog.id);
        await mailerFor(config, db).send(weighInMail(dog.email, dog.first_name, dog, config.publicUrl));
      } catch (err) {
        console.error(`the weigh-in reminder of ${dog.id} could not be sent`, err);
      }
    }
    if (page.length < REMINDER_PAGE_SIZE) return reminded;
    after = page.at(-1)!.id;
  }
}
