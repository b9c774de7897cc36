/**
 * The reads of the console's Subscribers card (functions/console/subscribers.ts) in one batch:
 * counts by status, the active items' amounts by frequency (for MRR), and what the window since
 * `since` did. Every statement on an index (tests/api/query-plans.test.ts).
 */
import { acceptedOfferEvent, CANCEL_OFFER_KINDS, OFFERS_SHOWN_EVENT, type CancelOfferKind } from '../../../src/domain/cancel-offers';

/** The events that count as a pause: indefinitely, for days, or until a date. */
const PAUSE_EVENTS = ['pause', 'pause-days', 'pause-until'];

export interface SubscriberCounts {
  counts: { active: number; paused: number; cancelled: number };
  /** What the ACTIVE subscriptions' recurring items come to, per frequency. */
  amounts: { cents: number; frequency: number; unit: string }[];
  /** Cancellations in the window by reason (''), most first. */
  cancellations: { reason: string; count: number }[];
  /** Per offer kind: how often it was shown and taken in the window. */
  offers: { kind: CancelOfferKind; shown: number; taken: number }[];
  skips: number;
  pauses: number;
}

type Row = Record<string, unknown>;

function subscribersStatements(db: D1Database, since: string): D1PreparedStatement[] {
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

/** The card's counts since `since` (ISO), in one batch. */
export async function readSubscriberCounts(db: D1Database, since: string): Promise<SubscriberCounts> {
  const results = (await db.batch<Row>(subscribersStatements(db, since))).map((r) => r.results);
  const count = (i: number) => Number(results[i]?.[0]?.n ?? 0);
  const shown = new Map((results[5] ?? []).map((r) => [String(r.kind), Number(r.n)]));
  const takenAt = 6;
  return {
    counts: { active: count(0), paused: count(1), cancelled: count(2) },
    amounts: (results[3] ?? []).map((r) => ({ cents: Number(r.cents), frequency: Number(r.frequency), unit: String(r.unit) })),
    cancellations: (results[4] ?? []).map((r) => ({ reason: String(r.reason), count: Number(r.n) })),
    offers: CANCEL_OFFER_KINDS.map((kind, i) => ({ kind, shown: shown.get(kind) ?? 0, taken: count(takenAt + i) })),
    skips: count(takenAt + CANCEL_OFFER_KINDS.length),
    pauses: count(takenAt + CANCEL_OFFER_KINDS.length + 1),
  };
}
