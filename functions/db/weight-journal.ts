/**
 * The weight journal and each dog's journey settings (issue 50, migrations/0026_dog_journey.sql).
 *
 * A pet's weight is written in one place, `savePetSet` (functions/db/pets.ts); it adds
 * `journalStatements` to its batch, so the journal changes in the same transaction as the
 * pet: a refused save writes no entry, and a dog deleted from the set loses its rows with it.
 */
import type { WeightEntry } from '../../src/domain/weight-journal';
import { isWeightChange, JOURNAL_ENTRIES_MAX, JOURNAL_PAGE_SIZE } from '../../src/domain/weight-journal';

/** A pet row of a save, as the journal needs it. */
export interface JournalRow {
  id: string;
  weight: number;
  /** The weight saved before, when the pet was already saved. */
  before?: number;
  /** An anonymous visitor's entries, brought along at login. */
  weights?: readonly WeightEntry[];
}

/**
 * The statements a pet-set save adds: the entries a browser brought (a day the account already
 * has keeps the account's), today's weight of each new dog or changed weight (the day's last
 * reading wins), and the removal of every row of dogs no longer in the set. Run after the pets
 * are inserted.
 */
export function journalStatements(db: D1Database, customerId: string, rows: readonly JournalRow[], today: string, at: string): D1PreparedStatement[] {
  const brought = rows.flatMap((r) =>
    (r.weights ?? []).map((e) =>
      db
        .prepare('INSERT OR IGNORE INTO weight_entries (pet_id, customer_id, day, weight_kg, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
        .bind(r.id, customerId, e.day, e.kg, at),
    ),
  );
  const changed = rows
    .filter((r) => isWeightChange(r.before, r.weight))
    .map((r) =>
      db
        .prepare(
          `INSERT INTO weight_entries (pet_id, customer_id, day, weight_kg, created_at) VALUES (?1, ?2, ?3, ?4, ?5)
           ON CONFLICT (pet_id, day) DO UPDATE SET weight_kg = excluded.weight_kg, created_at = excluded.created_at`,
        )
        .bind(r.id, customerId, today, r.weight, at),
    );
  const gone = ['weight_entries', 'pet_journeys', 'pet_birthdays'].map((table) =>
    db.prepare(`DELETE FROM ${table} WHERE customer_id = ?1 AND pet_id NOT IN (SELECT id FROM pets WHERE customer_id = ?1)`).bind(customerId),
  );
  return [...brought, ...changed, ...gone];
}

/** A dog's journey settings; the defaults for a dog that has none yet. */
export interface JourneySettings {
  targetKg: number | null;
  remindersOff: boolean;
  keepLifeStage: boolean;
}

interface JourneyRow {
  target_weight_kg: number | null;
  reminders_off: number;
  keep_life_stage: number;
}

export const journeyOf = (row: JourneyRow | null | undefined): JourneySettings => ({
  targetKg: row?.target_weight_kg ?? null,
  remindersOff: row?.reminders_off === 1,
  keepLifeStage: row?.keep_life_stage === 1,
});

/**
 * The statements that read a dog's entries from `from` on (the chart's window, oldest first),
 * whether it has older ones, and its settings, for the customer's own dog only.
 */
export function journalReadStatements(db: D1Database, customerId: string, petId: string, from: string): D1PreparedStatement[] {
  return [
    db
      .prepare('SELECT day, weight_kg AS kg FROM weight_entries WHERE pet_id = ?1 AND customer_id = ?2 AND day >= ?3 ORDER BY day')
      .bind(petId, customerId, from),
    db.prepare('SELECT 1 AS older FROM weight_entries WHERE pet_id = ?1 AND customer_id = ?2 AND day < ?3 LIMIT 1').bind(petId, customerId, from),
    db.prepare('SELECT target_weight_kg, reminders_off, keep_life_stage FROM pet_journeys WHERE pet_id = ?1 AND customer_id = ?2').bind(petId, customerId),
  ];
}

/** The answers of `journalReadStatements`. */
export function journalOf([entries, older, journey]: D1Result[]): { entries: WeightEntry[]; hasOlder: boolean; settings: JourneySettings } {
  return {
    entries: entries!.results as unknown as WeightEntry[],
    hasOlder: older!.results.length > 0,
    settings: journeyOf(journey!.results[0] as JourneyRow | undefined),
  };
}

/**
 * A page of the dog's entries before `before`: the newest `JOURNAL_PAGE_SIZE` of them, oldest
 * first, and the `before` of the next page (null on the oldest).
 */
export async function olderEntries(
  db: D1Database,
  customerId: string,
  petId: string,
  before: string,
): Promise<{ entries: WeightEntry[]; next: string | null }> {
  const { results } = await db
    .prepare('SELECT day, weight_kg AS kg FROM weight_entries WHERE pet_id = ?1 AND customer_id = ?2 AND day < ?3 ORDER BY day DESC LIMIT ?4')
    .bind(petId, customerId, before, JOURNAL_PAGE_SIZE + 1)
    .all<WeightEntry>();
  const page = results.slice(0, JOURNAL_PAGE_SIZE).reverse();
  return { entries: page, next: results.length > JOURNAL_PAGE_SIZE ? page[0]!.day : null };
}

/**
 * An entry for a day (a vet's weighing): the day's earlier reading is replaced. A new day is
 * written only while the dog has fewer than `JOURNAL_ENTRIES_MAX` entries, in the same statement
 * (so parallel calls cannot pass the cap together): no row changed means the journal is full.
 */
export function addEntryStatement(db: D1Database, customerId: string, petId: string, entry: WeightEntry, at: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO weight_entries (pet_id, customer_id, day, weight_kg, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5
        WHERE (SELECT COUNT(*) FROM weight_entries WHERE pet_id = ?1) < ?6
           OR EXISTS (SELECT 1 FROM weight_entries WHERE pet_id = ?1 AND day = ?3)
       ON CONFLICT (pet_id, day) DO UPDATE SET weight_kg = excluded.weight_kg, created_at = excluded.created_at`,
    )
    .bind(petId, customerId, entry.day, entry.kg, at, JOURNAL_ENTRIES_MAX);
}

/** Changes a dog's settings; a field left undefined keeps its value. */
export function updateJourneyStatement(db: D1Database, customerId: string, petId: string, change: Partial<JourneySettings>, at: string): D1PreparedStatement {
  const target = change.targetKg === undefined ? null : change.targetKg;
  const has = (x: unknown) => (x === undefined ? 0 : 1);
  return db
    .prepare(
      `INSERT INTO pet_journeys (pet_id, customer_id, target_weight_kg, reminders_off, keep_life_stage, updated_at)
       VALUES (?1, ?2, ?3, COALESCE(?5, 0), COALESCE(?6, 0), ?7)
       ON CONFLICT (pet_id) DO UPDATE SET
         target_weight_kg = CASE WHEN ?4 = 1 THEN excluded.target_weight_kg ELSE target_weight_kg END,
         reminders_off = COALESCE(?5, reminders_off),
         keep_life_stage = COALESCE(?6, keep_life_stage),
         updated_at = excluded.updated_at`,
    )
    .bind(
      petId,
      customerId,
      target,
      has(change.targetKg),
      change.remindersOff === undefined ? null : Number(change.remindersOff),
      change.keepLifeStage === undefined ? null : Number(change.keepLifeStage),
      at,
    );
}

/** A dog the monthly weigh-in reminder may be due for, with what the mail needs of its owner. */
export interface ReminderDog {
  id: string;
  name: string;
  customer_id: string;
  dob: string | null;
  life_stage: string;
  target: number | null;
  email: string;
  first_name: string;
  /** The UTC day the dog was added, and its latest weighing's shop day. */
  added_on: string;
  last_weighed_on: string | null;
}

/**
 * Dogs that may be due a weigh-in reminder (puppies by stage or dob, or with a target; reminders
 * on; not reminded in `month`; the customer not cancelled), a page after `after` (keyset).
 */
export async function pageDogsToRemind(db: D1Database, today: string, month: string, after: string, limit: number): Promise<ReminderDog[]> {
  const { results } = await db
    .prepare(
      `SELECT p.id, p.name, p.customer_id, p.dob, p.life_stage, j.target_weight_kg AS target, c.email, c.first_name,
              substr(p.created_at, 1, 10) AS added_on, (SELECT MAX(w.day) FROM weight_entries w WHERE w.pet_id = p.id) AS last_weighed_on
         FROM pets p JOIN customers c ON c.id = p.customer_id LEFT JOIN pet_journeys j ON j.pet_id = p.id
        WHERE p.id > ?3
          AND (p.life_stage = 'puppy' OR date(p.dob, '+1 years') > ?1 OR j.target_weight_kg IS NOT NULL)
          AND (j.pet_id IS NULL OR (j.reminders_off = 0 AND (j.last_reminder_month IS NULL OR j.last_reminder_month < ?2)))
          AND NOT (EXISTS (SELECT 1 FROM subscriptions s WHERE s.customer_id = p.customer_id)
                   AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.customer_id = p.customer_id AND s.status IN ('ACTIVE', 'PAUSED')))
        ORDER BY p.id LIMIT ?4`,
    )
    .bind(today, month, after, limit)
    .all<ReminderDog>();
  return results;
}

/**
 * Claims the dog's reminder for `month`: an upsert that only changes an older month (and never
 * while reminders are off). True for the one run whose claim changed the row (it sends the mail).
 */
export async function claimReminderMonth(db: D1Database, customerId: string, petId: string, month: string, at: string): Promise<boolean> {
  const claim = await db
    .prepare(
      `INSERT INTO pet_journeys (pet_id, customer_id, last_reminder_month, updated_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (pet_id) DO UPDATE SET last_reminder_month = excluded.last_reminder_month, updated_at = excluded.updated_at
        WHERE reminders_off = 0 AND (last_reminder_month IS NULL OR last_reminder_month < excluded.last_reminder_month)`,
    )
    .bind(petId, customerId, month, at)
    .run();
  return claim.meta.changes === 1;
}
