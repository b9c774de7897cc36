/**
 * The console's materialized snapshots (issue 36): the shop-wide figures that read every
 * subscription, the Subscribers card and the kibble forecast, and the Campaigns card's 30 days of
 * funnel counts (issue 48: its SQL was the overview's longest read), kept as one row per kind in
 * `console_snapshots` (migration 0024). The scheduled run writes them every cron interval; a
 * console read takes the row on its primary key. A read finding no snapshot (a fresh install), one
 * older than two cron intervals (the cron failed or stopped), one the answer's schema no longer
 * fits (written before a deploy changed it) or a forecast or campaigns' window from an earlier shop
 * day computes it
 * live and writes it, so the console is never silently stale: every answer says `asOf`.
 */
import * as v from 'valibot';
import { shopToday } from '../../src/domain/renewals';
import {
  consoleCampaignsSchema,
  consoleForecastSchema,
  consoleSubscribersSchema,
  type ConsoleCampaigns,
  type ConsoleForecast,
  type ConsoleSubscribers,
} from '../../src/domain/schemas/console';
import { readSnapshot, snapshotWriteStatement, type SnapshotRow } from '../db/console/snapshots';
import { campaignsOf } from './campaigns';
import { forecastOf } from './forecast';
import { subscribersOf } from './subscribers';

/** The cron trigger's interval (wrangler.toml `crons`). */
export const CRON_INTERVAL_MINUTES = 15;
/** A snapshot older than two cron runs means the cron missed one: computed again on read. */
export const SNAPSHOT_MAX_AGE_MS = 2 * CRON_INTERVAL_MINUTES * 60_000;

interface SnapshotKind<T> {
  compute: (db: D1Database, now: Date) => Promise<T>;
  schema: v.GenericSchema<unknown, T>;
  /** Beyond its age: whether the answer still holds at `now`. */
  holdsAt?: (answer: T, now: Date) => boolean;
}

interface Answers {
  subscribers: ConsoleSubscribers;
  forecast: ConsoleForecast;
  campaigns: ConsoleCampaigns;
}
export type SnapshotKindName = keyof Answers;
type AnswerOf<K extends SnapshotKindName> = Answers[K];

const KINDS: { [K in SnapshotKindName]: SnapshotKind<Answers[K]> } = {
  subscribers: { compute: subscribersOf, schema: consoleSubscribersSchema },
  // The windows start on the shop's today: after midnight yesterday's forecast is a day off.
  forecast: { compute: forecastOf, schema: consoleForecastSchema, holdsAt: (f, now) => f.today === shopToday(now) },
  // The 30 days end on the shop's today: after midnight yesterday's window leaves today's visits out.
  campaigns: { compute: campaignsOf, schema: consoleCampaignsSchema, holdsAt: (c, now) => c.to === shopToday(now) },
};

/** Every kind the scheduled run writes, in one batch (the bench waits for all of them). */
export const SNAPSHOT_KINDS = Object.keys(KINDS) as SnapshotKindName[];

const writeStatement = (db: D1Database, kind: SnapshotKindName, answer: { asOf: string }) =>
  snapshotWriteStatement(db, kind, JSON.stringify(answer), answer.asOf);

/** The scheduled run's step: every snapshot computed at `now` (the run's time) and written. */
export async function writeConsoleSnapshots(db: D1Database, now: Date): Promise<void> {
  const subscribers = await KINDS.subscribers.compute(db, now);
  const forecast = await KINDS.forecast.compute(db, now);
  const campaigns = await KINDS.campaigns.compute(db, now);
  await db.batch([writeStatement(db, 'subscribers', subscribers), writeStatement(db, 'forecast', forecast), writeStatement(db, 'campaigns', campaigns)]);
}

/** The stored answer when it still holds at `now`; null when it must be computed again. */
function fresh<K extends SnapshotKindName>(kind: K, row: SnapshotRow | null, now: Date): AnswerOf<K> | null {
  if (!row) return null;
  const age = now.getTime() - Date.parse(row.computed_at);
  // A snapshot from the future (a run at a fixed time, a clock far off) vouches for nothing either.
  if (!(age >= 0 && age <= SNAPSHOT_MAX_AGE_MS)) return null;
  const def: SnapshotKind<AnswerOf<K>> = KINDS[kind];
  let answer: unknown;
  try {
    answer = JSON.parse(row.answer);
  } catch {
    return null;
  }
  const checked = v.safeParse(def.schema, answer);
  if (!checked.success) return null;
  return !def.holdsAt || def.holdsAt(checked.output, now) ? checked.output : null;
}

/** A console read of `kind`: the latest snapshot while it holds, else computed now and written. */
export async function snapshotOf<K extends SnapshotKindName>(db: D1Database, kind: K, now: Date): Promise<AnswerOf<K>> {
  const stored = fresh(kind, await readSnapshot(db, kind), now);
  if (stored) return stored;
  const def: SnapshotKind<AnswerOf<K>> = KINDS[kind];
  const answer = await def.compute(db, now);
  await writeStatement(db, kind, answer).run();
  return answer;
}
