/**
 * The first-party funnel store (issue 35, migrations/0019 and 0021): raw events, their daily
 * counts, the scheduled statements that roll the counts up and drop raw events after
 * FUNNEL_RAW_DAYS, and the renewed visits read from the orders the visits produced.
 */
import { FUNNEL_RAW_DAYS, type FunnelEvent, type FunnelEventName, type FunnelWriter } from '../../src/domain/funnel';
import { renewalCounts, type DailyCount, type RenewedVisits } from '../../src/domain/funnel-report';
import { CLEANUP } from '../lib/limits';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** One event's insert, with who wrote it; the props column keeps the event's plan fields (never anything else). */
export function insertFunnelEventStatement(
  db: D1Database,
  e: { visitId: string; campaign: string; event: FunnelEvent | { name: FunnelEventName }; at: Date; writer: FunnelWriter },
): D1PreparedStatement {
  const { name, ...props } = e.event;
  return db
    .prepare('INSERT INTO funnel_events (visit_id, name, campaign, props, created_at, writer) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(e.visitId, name, e.campaign, Object.keys(props).length > 0 ? JSON.stringify(props) : null, e.at.toISOString(), e.writer);
}

/**
 * A shop order's trial/order step (functions/shopify/webhooks/order-attributes.ts): stored only
 * for a visit our checkout started (its server-written checkout_started), and once per visit.
 */
export function insertOrderFunnelEventStatement(
  db: D1Database,
  e: { visitId: string; name: 'trial_started' | 'order_placed'; campaign: string; props: string; at: Date },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO funnel_events (visit_id, name, campaign, props, created_at, writer)
         SELECT ?1, ?2, ?3, ?4, ?5, 'server'
         WHERE EXISTS (SELECT 1 FROM funnel_events WHERE visit_id = ?1 AND name = 'checkout_started' AND writer = 'server')
           AND NOT EXISTS (SELECT 1 FROM funnel_events WHERE visit_id = ?1 AND name IN ('trial_started', 'order_placed'))`,
    )
    .bind(e.visitId, e.name, e.campaign, e.props, e.at.toISOString());
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
export const ROLL_UP = `SELECT substr(created_at, 1, 10) AS day, campaign, name, COUNT(DISTINCT visit_id) AS visits
  FROM funnel_events WHERE created_at >= ?1 AND created_at < ?2 GROUP BY day, campaign, name`;

/**
 * Visits whose order (placed from `from`, inclusive, to `to`, exclusive) has a paid renewal: a
 * successful billing attempt of its subscription that made another order. By the order's day
 * and utm_campaign (src/domain/funnel-report.ts renewedVisits is this in TypeScript). Orders
 * are kept, so this outlives the raw events; it reads a visit's orders by their partial index
 * and each one's attempts by subscription.
 */
export const RENEWED_VISITS = `SELECT substr(o.created_at, 1, 10) AS day, json_extract(o.attribution, '$.utm_campaign') AS utm_campaign,
    COUNT(DISTINCT o.visit_id) AS visits
  FROM orders o
 WHERE o.visit_id IS NOT NULL AND o.created_at >= ?1 AND o.created_at < ?2
   AND EXISTS (SELECT 1 FROM billing_attempts b WHERE b.subscription_id = o.subscription_id AND b.status = 'success' AND b.order_id <> o.id)
 GROUP BY day, utm_campaign`;

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

export const dayAfter = (day: string) => dayOf(new Date(Date.parse(day) + DAY_MS));

/**
 * The daily counts from `from` to `to` (ISO dates, inclusive), in one round trip: rolled-up
 * days from funnel_daily, days not rolled up yet (today) counted from the raw events, and the
 * visits of those days whose order has been renewed and paid since.
 */
export async function funnelDailyCounts(db: D1Database, from: string, to: string): Promise<DailyCount[]> {
  const [rolled, live, renewed] = await db.batch<DailyCount | RenewedVisits>([
    db.prepare('SELECT day, campaign, name, visits FROM funnel_daily WHERE day >= ?1 AND day <= ?2').bind(from, to),
    db.prepare(`SELECT * FROM (${ROLL_UP}) WHERE day NOT IN (SELECT DISTINCT day FROM funnel_daily)`).bind(from, dayAfter(to)),
    db.prepare(RENEWED_VISITS).bind(from, dayAfter(to)),
  ]);
  return [...(rolled!.results as DailyCount[]), ...(live!.results as DailyCount[]), ...renewalCounts(renewed!.results as RenewedVisits[])];
}

/**
 * The same reads as SQL texts (for `wrangler d1 execute --command`, which takes no bindings):
 * the daily counts, then the renewed visits (scripts/report-funnel.ts).
 */
export function funnelReportSql(from: string, to: string): { dailyCounts: string; renewedVisits: string } {
  const [f, t, next] = [from, to, dayAfter(to)].map((d) => `'${d.replace(/[^0-9-]/g, '')}'`);
  const withDays = (sql: string) => sql.replace('?1', f!).replace('?2', next!);
  return {
    dailyCounts: `SELECT day, campaign, name, visits FROM funnel_daily WHERE day >= ${f} AND day <= ${t}
    UNION ALL SELECT * FROM (${withDays(ROLL_UP)}) WHERE day NOT IN (SELECT DISTINCT day FROM funnel_daily)`,
    renewedVisits: withDays(RENEWED_VISITS),
  };
}
