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
import { claimReminderMonth, pageDogsToRemind } from '../db/weight-journal';
import { mailOrigin, type Config } from '../env';
import { mailerFor } from '../mail';
import { weighInMail } from '../mail/templates';

/** Dogs read per D1 page. */
export const REMINDER_PAGE_SIZE = 200;

/** Sends this month's reminders still due; answers the dogs reminded. */
export async function runWeighInReminders(config: Config, db: D1Database, now: Date): Promise<string[]> {
  const today = shopToday(now);
  const month = reminderMonth(today);
  const at = now.toISOString();
  const reminded: string[] = [];
  let after = '';
  for (;;) {
    const page = await pageDogsToRemind(db, today, month, after, REMINDER_PAGE_SIZE);
    for (const dog of page) {
      if (!isReminderDue({ dob: dog.dob, life_stage: dog.life_stage, targetKg: dog.target, addedOn: dog.added_on, lastWeighedOn: dog.last_weighed_on }, today))
        continue;
      try {
        if (!(await claimReminderMonth(db, dog.customer_id, dog.id, month, at))) continue;
        reminded.push(dog.id);
        await mailerFor(config, db).send(weighInMail(dog.email, dog.first_name, dog, mailOrigin(config)));
      } catch (err) {
        console.error(`the weigh-in reminder of ${dog.id} could not be sent`, err);
      }
    }
    if (page.length < REMINDER_PAGE_SIZE) return reminded;
    after = page.at(-1)!.id;
  }
}
