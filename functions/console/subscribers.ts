/**
 * The console's Subscribers: counts by status, MRR (src/domain/mrr.ts), and what the last 30
 * days did: cancellations by reason, save offers shown and taken by offer, skips and pauses.
 * One D1 round trip (functions/db/console/subscribers.ts), every statement on an index. It
 * counts the whole shop, so the console reads it from its snapshot (./snapshots.ts).
 */
import { mrrCents } from '../../src/domain/mrr';
import type { ConsoleSubscribers } from '../../src/domain/schemas/console';
import { readSubscriberCounts } from '../db/console/subscribers';
import { subscriberTrendsOf } from './subscriber-trends';

/** The window of the figures that happen (cancellations, offers, skips, pauses). */
export const RECENT_DAYS = 30;

export async function subscribersOf(db: D1Database, now: Date): Promise<ConsoleSubscribers> {
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const [figures, trends] = await Promise.all([readSubscriberCounts(db, since), subscriberTrendsOf(db, now)]);
  return {
    asOf: now.toISOString(),
    counts: figures.counts,
    mrrCents: mrrCents(figures.amounts),
    cancellations: figures.cancellations,
    offers: figures.offers,
    skips: figures.skips,
    pauses: figures.pauses,
    ...trends,
  };
}
