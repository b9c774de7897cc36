/**
 * The cron's runs as the console shows them: one row per run, written when it starts and when it
 * ends, so a run that never finished shows as 'running'. Runs older than 30 days are dropped at
 * the start of each run.
 */
export const SCHEDULED_RUN_KEEP_DAYS = 30;

/** Runs `work`, recording its start and outcome; rethrows its error after recording it. */
export async function recordScheduledRun(db: D1Database, now: Date, work: () => Promise<void>): Promise<void> {
  const cutoff = new Date(now.getTime() - SCHEDULED_RUN_KEEP_DAYS * 86_400_000).toISOString();
  const [, inserted] = await db.batch<{ id: number }>([
    db.prepare('DELETE FROM scheduled_runs WHERE started_at < ?1').bind(cutoff),
    db.prepare("INSERT INTO scheduled_runs (started_at, outcome) VALUES (?1, 'running') RETURNING id").bind(now.toISOString()),
  ]);
  const id = inserted!.results[0]!.id;
  const finish = (outcome: 'ok' | 'failed', error: string | null) =>
    db.prepare('UPDATE scheduled_runs SET finished_at = ?2, outcome = ?3, error = ?4 WHERE id = ?1').bind(id, new Date().toISOString(), outcome, error).run();
  try {
    await work();
  } catch (err) {
    await finish('failed', err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500));
    throw err;
  }
  await finish('ok', null);
}

/** The latest run, or null before the first. */
export function latestScheduledRunStatement(db: D1Database) {
  return db.prepare('SELECT started_at, finished_at, outcome, error FROM scheduled_runs ORDER BY started_at DESC LIMIT 1');
}
