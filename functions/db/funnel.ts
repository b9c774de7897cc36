/**
 * The first-party funnel store (issue 35, migrations/0015): raw events, their daily counts, and
 * the scheduled statements that roll the counts up and drop raw events after FUNNEL_RAW_DAYS.
 */
import { FUNNEL_RAW_DAYS, type FunnelEvent, type FunnelEventName } from '../../src/domain/funnel';
import type { DailyCount } from '../../src/domain/funnel-report';
import { CLEANUP } from '../lib/limits';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** One event's insert; the props column keeps the event's plan fields (never anything else). */
export function insertFunnelEventStatement(
  db: D1Database,
  e: { visitId: string; campaign: string; event: FunnelEvent | { name: FunnelEventName }; at: Date },
): D1PreparedStatement {
  const { name, ...props } = e.event;
  return db
    .prepare('INSERT INTO funnel_events (visit_id, name, campaign, props, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(e.visitId, name, e.campaign, Object.keys(props).length > 0 ? JSON.stringify(props) : null, e.at.toISOString());
}

/** How many events a visit has stored. */
export async function visitEventCount(db: D1Database, visitId: string): Promise<number> {
  const row = await db.prepare('SELECT COUNT(*) AS n FROM funnel_events WHERE visit_id = ?1').bind(visitId).first<{ n: number }>();
  return row?.n ?? 0;
}

/** A visit's raw events, every column, in the order stored (the local developer route's view). */
export async function visitEventRows(db: D1Database, visitId: string): Promise<Record<string, unknown>[]> {
  return (await db.prepare('SELECT * FROM funnel_events WHERE visit_id = ?1 ORDER BY id').bind(visitId).all()).results;
}

/** Distinct visits per day, campaign and event, of raw events from `from` (inclusive) to `to` (exclusive). */
const ROLL_UP = `SELECT substr(created_at, 1, 10) AS day, campaign, name, COUNT(DISTINCT visit_id) AS visits
  FROM funnel_events WHERE created_at >= ?1 AND created_at < ?2 GROUP BY day, campaign, name`;

/**
 * The scheduled statements: the counts of every finished day with raw events not yet rolled up,
 * and of the last two days again (a page sends its events when hidden, sometimes after
 * midnight); then raw events older than FUNNEL_RAW_DAYS go, their counts long rolled up.
 */
export function funnelCleanupStatements(db: D1Database, now: Date): D1PreparedStatement[] {
  const today = dayOf(now);
  const recent = dayOf(new Date(now.getTime() - 2 * DAY_MS));
  const rawBefore = new Date(now.getTime() - FUNNEL_RAW_DAYS * DAY_MS).toISOString();
  return [
    db
      .prepare(
        `INSERT OR REPLACE INTO funnel_daily (day, campaign, name, visits)
         SELECT day, campaign, name, visits FROM (${ROLL_UP})
          WHERE day >= ?3 OR day NOT IN (SELECT DISTINCT day FROM funnel_daily)`,
      )
      .bind('0000-00-00', today, recent),
    db.prepare(`DELETE FROM funnel_events WHERE rowid IN (SELECT rowid FROM funnel_events WHERE created_at < ?1 LIMIT ${CLEANUP.batch})`).bind(rawBefore),
  ];
}

/**
 * The daily counts from `from` to `to` (ISO dates, inclusive): rolled-up days from funnel_daily,
 * days not rolled up yet (today) counted from the raw events.
 */
export async function funnelDailyCounts(db: D1Database, from: string, to: string): Promise<DailyCount[]> {
  const [rolled, live] = await db.batch<DailyCount>([
    db.prepare('SELECT day, campaign, name, visits FROM funnel_daily WHERE day >= ?1 AND day <= ?2').bind(from, to),
    db.prepare(`SELECT * FROM (${ROLL_UP}) WHERE day NOT IN (SELECT DISTINCT day FROM funnel_daily)`).bind(from, dayOf(new Date(Date.parse(to) + DAY_MS))),
  ]);
  return [...rolled!.results, ...live!.results];
}

/**
 * The same counts as one SQL text (for `wrangler d1 execute --command`, which takes no bindings):
 * scripts/report-funnel.ts.
 */
export function funnelDailyCountsSql(from: string, to: string): string {
  const [f, t, next] = [from, to, dayOf(new Date(Date.parse(to) + DAY_MS))].map((d) => `'${d.replace(/[^0-9-]/g, '')}'`);
  const rollUp = ROLL_UP.replace('?1', f!).replace('?2', next!);
  return `SELECT day, campaign, name, visits FROM funnel_daily WHERE day >= ${f} AND day <= ${t}
    UNION ALL SELECT * FROM (${rollUp}) WHERE day NOT IN (SELECT DISTINCT day FROM funnel_daily)`;
}
