/**
 * The console's Subscribers: counts by status, MRR (src/domain/mrr.ts), and what the last 30
 * days did: cancellations by reason, save offers shown and taken by offer, skips and pauses.
 * One D1 round trip; every statement on an index (tests/api/query-plans.test.ts). It counts the
 * whole shop, so the console reads it from its snapshot (./snapshots.ts).
 */
import { acceptedOfferEvent, CANCEL_OFFER_KINDS, OFFERS_SHOWN_EVENT } from '../../src/domain/cancel-offers';
import { mrrCents } from '../../src/domain/mrr';
import type { ConsoleSubscribers } from '../../src/domain/schemas/console';
import { subscriberTrendsOf } from './subscriber-trends';

/** The window of the figures that happen (cancellations, offers, skips, pauses). */
export const RECENT_DAYS = 30;

/** The events that count as a pause: indefinitely, for days, or until a date. */
const PAUSE_EVENTS = ['pause', 'pause-days', 'pause-until'];

type Row = Record<string, unknown>;

export function subscribersStatements(db: D1Database, now: Date): D1PreparedStatement[] {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const events = (action: string) => db.prepare('SELECT COUNT(*) AS n FROM subscription_events WHERE action = ?1 AND created_at >= ?2').bind(action, since);
  return [
    // One count per status, each a range of the (status, next_charge_scheduled_at) index.
    ...['ACTIVE', 'PAUSED', 'CANCELLED'].map((status) => db.prepare('SELECT COUNT(*) AS n FROM subscriptions WHERE status = ?1').bind(status)),
    db.prepare(
      `SELECT s.order_interval_frequency AS frequency, s.order_interval_unit AS unit, SUM(i.final_price_cents * i.quantity) AS cents
       FROM subscriptions s JOIN subscription_items i ON i.subscription_id = s.id
       WHERE s.status = 'ACTIVE' AND i.one_time = 0 GROUP BY 1, 2`,
    ),
    db
      .prepare(
        `SELECT COALESCE(cancel_reason, '') AS reason, COUNT(*) AS n FROM subscriptions
         WHERE cancelled_at >= ?1 AND status = 'CANCELLED' GROUP BY 1 ORDER BY 2 DESC, 1`,
      )
      .bind(since),
    db
      .prepare(
        `SELECT json_extract(o.value, '$.kind') AS kind, COUNT(*) AS n
         FROM subscription_events e, json_each(e.after_json, '$.details.offers') o
         WHERE e.action = ?1 AND e.created_at >= ?2 GROUP BY 1`,
      )
      .bind(OFFERS_SHOWN_EVENT, since),
    ...CANCEL_OFFER_KINDS.map((kind) => events(acceptedOfferEvent(kind))),
    events('skip'),
    db
      .prepare(`SELECT COUNT(*) AS n FROM subscription_events WHERE action IN (${PAUSE_EVENTS.map((_, i) => `?${i + 2}`).join(', ')}) AND created_at >= ?1`)
      .bind(since, ...PAUSE_EVENTS),
  ];
}

export async function subscribersOf(db: D1Database, now: Date): Promise<ConsoleSubscribers> {
  const [batch, trends] = await Promise.all([db.batch<Row>(subscribersStatements(db, now)), subscriberTrendsOf(db, now)]);
  const results = batch.map((r) => r.results);
  const count = (i: number) => Number(results[i]?.[0]?.n ?? 0);
  const [active, paused, cancelled] = [count(0), count(1), count(2)];
  const groups = (results[3] ?? []).map((r) => ({ cents: Number(r.cents), frequency: Number(r.frequency), unit: String(r.unit) }));
  const shown = new Map((results[5] ?? []).map((r) => [String(r.kind), Number(r.n)]));
  const takenAt = 6;
  return {
    asOf: now.toISOString(),
    counts: { active, paused, cancelled },
    mrrCents: mrrCents(groups),
    cancellations: (results[4] ?? []).map((r) => ({ reason: String(r.reason), count: Number(r.n) })),
    offers: CANCEL_OFFER_KINDS.map((kind, i) => ({ kind, shown: shown.get(kind) ?? 0, taken: count(takenAt + i) })),
    skips: count(takenAt + CANCEL_OFFER_KINDS.length),
    pauses: count(takenAt + CANCEL_OFFER_KINDS.length + 1),
    ...trends,
  };
}
