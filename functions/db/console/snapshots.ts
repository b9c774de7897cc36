/**
 * `console_snapshots` (migration 0024): one row per kind of the console's shop-wide figures, its
 * answer as JSON and when it was computed (functions/console/snapshots.ts decides what is fresh).
 */

export interface SnapshotRow {
  answer: string;
  computed_at: string;
}

/** The snapshot of one kind: a single row on the primary key (tests/api/query-plans.test.ts). */
const snapshotReadStatement = (db: D1Database, kind: string) => db.prepare('SELECT answer, computed_at FROM console_snapshots WHERE kind = ?1').bind(kind);

/** The stored row of `kind`, or null before the first write. */
export const readSnapshot = (db: D1Database, kind: string) => snapshotReadStatement(db, kind).first<SnapshotRow>();

/** Writes `kind`'s answer (as JSON) computed at `computedAt` (ISO), replacing the one before. */
export const snapshotWriteStatement = (db: D1Database, kind: string, answerJson: string, computedAt: string) =>
  db
    .prepare(
      `INSERT INTO console_snapshots (kind, answer, computed_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (kind) DO UPDATE SET answer = excluded.answer, computed_at = excluded.computed_at`,
    )
    .bind(kind, answerJson, computedAt);
