/**
 * Dogs' 1st and 8th birthdays (issue 50, migrations/0025): the scheduled job's reads of the dogs
 * near one, and `pet_birthdays`, one row per dog and boundary, that claims the notice and records
 * the outcome on the day (functions/dogs/birthdays.ts).
 */

/** A dog near a birthday, with what the notice needs of its owner. */
export interface BirthdayCandidate {
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
export async function pageBirthdayCandidates(
  db: D1Database,
  from: string,
  to: string,
  today: string,
  after: string,
  limit: number,
): Promise<BirthdayCandidate[]> {
  const { results } = await db
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
    .bind(from, to, after, limit, today)
    .all<BirthdayCandidate>();
  return results;
}

/** One boundary of one dog: the birthday's years and its day. */
export interface BirthdayRow {
  petId: string;
  customerId: string;
  years: number;
  day: string;
}

/** Claims the notice of the boundary: true for the one run whose insert made the row (it sends the mail). */
export async function claimBirthdayNotice(db: D1Database, b: BirthdayRow, at: string): Promise<boolean> {
  const claim = await db
    .prepare(
      `INSERT INTO pet_birthdays (pet_id, customer_id, years, day, noticed_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (pet_id, years) DO NOTHING`,
    )
    .bind(b.petId, b.customerId, b.years, b.day, at)
    .run();
  return claim.meta.changes === 1;
}

/**
 * The day's outcome in one batch: the dog moves from stage `from` to `to` unless `kept` (and only
 * while it is still at `from`: an owner who already moved it on keeps their choice) and while no
 * outcome is recorded, then the outcome is recorded. True for the one run that recorded it.
 */
export async function decideBirthday(db: D1Database, b: BirthdayRow, stage: { from: string; to: string; kept: boolean }, at: string): Promise<boolean> {
  const undecided = `NOT EXISTS (SELECT 1 FROM pet_birthdays WHERE pet_id = ?1 AND years = ?2 AND outcome IS NOT NULL)`;
  const [, decided] = await db.batch([
    db
      .prepare(`UPDATE pets SET life_stage = ?4 WHERE id = ?1 AND life_stage = ?3 AND ?5 = 0 AND ${undecided}`)
      .bind(b.petId, b.years, stage.from, stage.to, stage.kept ? 1 : 0),
    db
      .prepare(
        `INSERT INTO pet_birthdays (pet_id, customer_id, years, day, outcome, decided_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (pet_id, years) DO UPDATE SET outcome = excluded.outcome, decided_at = excluded.decided_at WHERE outcome IS NULL`,
      )
      .bind(b.petId, b.customerId, b.years, b.day, stage.kept ? 'kept' : 'changed', at),
  ]);
  return decided!.meta.changes === 1;
}
