/**
 * The Subscribers charts' figures (src/domain/subscriber-trends.ts): every subscription's start
 * and end, read once (functions/db/console/subscription-spans.ts, the console's one deliberate
 * read of the whole subscriptions table). It runs in the scheduled run's snapshot
 * (./snapshots.ts), not per console open.
 */
import { shopToday } from '../../src/domain/renewals';
import { retentionCohorts, subscriberWeeks, type SubscriptionSpan } from '../../src/domain/subscriber-trends';
import type { ConsoleSubscribers } from '../../src/domain/schemas/console';
import { readSubscriptionSpans } from '../db/console/subscription-spans';

export async function subscriberTrendsOf(db: D1Database, now: Date): Promise<Pick<ConsoleSubscribers, 'weeks' | 'retention'>> {
  const results = await readSubscriptionSpans(db);
  // Instants to the shop's days: a subscription started at 23:30 in Auckland started that day.
  const spans: SubscriptionSpan[] = results.map((r) => ({
    customerId: r.customer_id,
    started: shopToday(new Date(r.created_at)),
    ended: r.ended_at === null ? null : shopToday(new Date(r.ended_at)),
  }));
  const today = shopToday(now);
  return { weeks: subscriberWeeks(spans, today), retention: retentionCohorts(spans, today) };
}
