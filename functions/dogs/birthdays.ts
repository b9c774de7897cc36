/**
 * Birthdays in the scheduled job (issue 50): each dog whose 1st or 8th birthday (the spec's
 * life-stage boundaries, src/domain/life-stage-dates.ts) is 1–14 days ahead gets its owner an
 * e-mail saying what changes (the dashboard shows the same notice, computed on read); on the day
 * the life stage changes, unless the owner chose to keep the old one. A dog without a dob is
 * never read.
 *
 * Safe to run twice or concurrently: the notice is claimed by inserting its (dog, boundary) row
 * before the mail goes (a second run's insert changes nothing and sends nothing), and the change
 * is one batch that updates the dog only while no outcome is recorded, then records it. A mail
 * that fails is not retried every 15 minutes; the dashboard still shows the notice.
 */
import { birthdayChange } from '../../src/domain/dog-journey';
import { BIRTHDAY_NOTICE_DAYS_AHEAD, LIFE_STAGE_CATCH_UP_DAYS, boundaryAhead, boundaryReached, type BoundaryCrossing } from '../../src/domain/life-stage-dates';
import { addInterval, shopToday } from '../../src/domain/renewals';
import { claimBirthdayNotice, decideBirthday, pageBirthdayCandidates, type BirthdayCandidate } from '../db/pet-birthdays';
import { petSetOf, petSetStatements } from '../db/pets';
import { subscriptionRecordsOf, subscriptionRecordStatements } from '../db/subscriptions';
import { mailOrigin, type Config } from '../env';
import { mailerFor } from '../mail';
import { birthdayMail } from '../mail/templates';
import { currentCatalogue } from '../catalogue/reader';
import { journeyPlanOf } from './journey';

/** Dogs read per D1 page. */
export const BIRTHDAY_PAGE_SIZE = 200;

/** What one run did, for its tests and the bench. */
export interface BirthdayRun {
  noticed: string[];
  changed: string[];
  kept: string[];
}

/** Sends the notices due and changes the stages due (see the module note). */
export async function runBirthdays(config: Config, db: D1Database, now: Date): Promise<BirthdayRun> {
  const today = shopToday(now);
  const from = addInterval(today, -LIFE_STAGE_CATCH_UP_DAYS, 'day');
  const to = addInterval(today, BIRTHDAY_NOTICE_DAYS_AHEAD, 'day');
  const run: BirthdayRun = { noticed: [], changed: [], kept: [] };
  let after = '';
  for (;;) {
    const page = await pageBirthdayCandidates(db, from, to, today, after, BIRTHDAY_PAGE_SIZE);
    for (const dog of page) {
      try {
        const reached = boundaryReached(dog.dob, today);
        if (reached) await decide(db, dog, reached, now, run);
        else if (dog.keep !== 1) {
          const ahead = boundaryAhead(dog.dob, today);
          if (ahead) await notice(config, db, dog, ahead, now, run);
        }
      } catch (err) {
        console.error(`the birthday of ${dog.id} could not be handled`, err);
      }
    }
    if (page.length < BIRTHDAY_PAGE_SIZE) return run;
    after = page.at(-1)!.id;
  }
}

/** The notice, once per dog per boundary: claimed by its row, then mailed. */
async function notice(config: Config, db: D1Database, dog: BirthdayCandidate, crossing: BoundaryCrossing, now: Date, run: BirthdayRun): Promise<void> {
  const row = { petId: dog.id, customerId: dog.customer_id, years: crossing.boundary.years, day: crossing.day };
  if (!(await claimBirthdayNotice(db, row, now.toISOString()))) return;
  const [subs, pets, kibble] = await db.batch([
    ...subscriptionRecordStatements(db, { customerId: dog.customer_id }, { now }),
    ...petSetStatements(db, { id: dog.customer_id }),
  ]);
  const set = petSetOf([pets!, kibble!]);
  const plan = journeyPlanOf(subscriptionRecordsOf([subs!]), now, await currentCatalogue(db))?.plan ?? null;
  const change = set ? birthdayChange(set.pets, dog.id, crossing, plan) : null;
  if (!change) return;
  run.noticed.push(dog.id);
  await mailerFor(config, db).send(birthdayMail(dog.email, dog.first_name, change, mailOrigin(config)));
}

/** On the day (or a missed run's next): the new stage, or the old one kept; recorded once. */
async function decide(db: D1Database, dog: BirthdayCandidate, crossing: BoundaryCrossing, now: Date, run: BirthdayRun): Promise<void> {
  const { years, from, to } = crossing.boundary;
  const kept = dog.keep === 1;
  const row = { petId: dog.id, customerId: dog.customer_id, years, day: crossing.day };
  if (await decideBirthday(db, row, { from, to, kept }, now.toISOString())) (kept ? run.kept : run.changed).push(dog.id);
}
