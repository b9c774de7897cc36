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
import { petSetOf, petSetStatements } from '../db/pets';
import { subscriptionRecordsOf, subscriptionRecordStatements } from '../db/subscriptions';
import type { Config } from '../env';
import { mailerFor } from '../mail';
import { birthdayMail } from '../mail/templates';
import { journeyPlanOf } from './journey';

/** Dogs read per D1 page. */
export const BIRTHDAY_PAGE_SIZE = 200;

interface Candidate {
  id: string;
  customer_id: string;
  dob: string;
  keep: number | null;
  email: string;
  first_name: string;
}

/**
 * Dogs with a 1st or 8th birthday from `from` to `to` and that boundary not yet decided, a page
 * after `after` (keyset). The birthdays are expression indexes (migrations/0025), so a run reads
 * the few dogs near a birthday, not every dog.
 */
const candidates = (db: D1Database, from: string, to: string, today: string, after: string) =>
  db
    .prepare(
      `SELECT p.id, p.customer_id, p.dob, j.keep_life_stage AS keep, c.email, c.first_name
         FROM pets p JOIN customers c ON c.id = p.customer_id LEFT JOIN pet_journeys j ON j.pet_id = p.id
        WHERE p.id > ?3 AND p.id IN (
                SELECT id FROM pets WHERE date(dob, '+1 years') BETWEEN ?1 AND ?2
                UNION SELECT id FROM pets WHERE date(dob, '+8 years') BETWEEN ?1 AND ?2)
          -- decided, or noticed and its day still ahead: nothing to do (one boundary fits the window)
          AND NOT EXISTS (SELECT 1 FROM pet_birthdays b WHERE b.pet_id = p.id AND b.day BETWEEN ?1 AND ?2 AND (b.outcome IS NOT NULL OR b.day > ?5))
        ORDER BY p.id LIMIT ?4`,
    )
    .bind(from, to, after, BIRTHDAY_PAGE_SIZE, today)
    .all<Candidate>();

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
    const page = (await candidates(db, from, to, today, after)).results;
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
async function notice(config: Config, db: D1Database, dog: Candidate, crossing: BoundaryCrossing, now: Date, run: BirthdayRun): Promise<void> {
  const claim = await db
    .prepare(
      `INSERT INTO pet_birthdays (pet_id, customer_id, years, day, noticed_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (pet_id, years) DO NOTHING`,
    )
    .bind(dog.id, dog.customer_id, crossing.boundary.years, crossing.day, now.toISOString())
    .run();
  if (claim.meta.changes !== 1) return;
  const [subs, pets, kibble] = await db.batch([
    ...subscriptionRecordStatements(db, { customerId: dog.customer_id }, { now }),
    ...petSetStatements(db, { id: dog.customer_id }),
  ]);
  const set = petSetOf([pets!, kibble!]);
  const plan = journeyPlanOf(subscriptionRecordsOf([subs!]), now)?.plan ?? null;
  const change = set ? birthdayChange(set.pets, dog.id, crossing, plan) : null;
  if (!change) return;
  run.noticed.push(dog.id);
  await mailerFor(config, db).send(birthdayMail(dog.email, dog.first_name, change, config.publicUrl));
}

/** On the day (or a missed run's next): the new stage, or the old one kept; recorded once. */
async function decide(db: D1Database, dog: Candidate, crossing: BoundaryCrossing, now: Date, run: BirthdayRun): Promise<void> {
  const { years, from, to } = crossing.boundary;
  const kept = dog.keep === 1;
  const undecided = `NOT EXISTS (SELECT 1 FROM pet_birthdays WHERE pet_id = ?1 AND years = ?2 AND outcome IS NOT NULL)`;
  const [, decided] = await db.batch([
    // Only a dog still at the stage before: an owner who already moved it on keeps their choice.
    db.prepare(`UPDATE pets SET life_stage = ?4 WHERE id = ?1 AND life_stage = ?3 AND ?5 = 0 AND ${undecided}`).bind(dog.id, years, from, to, kept ? 1 : 0),
    db
      .prepare(
        `INSERT INTO pet_birthdays (pet_id, customer_id, years, day, outcome, decided_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (pet_id, years) DO UPDATE SET outcome = excluded.outcome, decided_at = excluded.decided_at WHERE outcome IS NULL`,
      )
      .bind(dog.id, dog.customer_id, years, crossing.day, kept ? 'kept' : 'changed', now.toISOString()),
  ]);
  if (decided!.meta.changes === 1) (kept ? run.kept : run.changed).push(dog.id);
}
