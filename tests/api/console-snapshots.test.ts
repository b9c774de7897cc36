/**
 * The console's snapshots (functions/console/snapshots.ts): the scheduled run writes the
 * Subscribers figures and the kibble forecast; the console reads them, `asOf` the run's time,
 * until they are older than two cron intervals, when a read computes them again. The file's own
 * database: its subscriptions and dogs are cleared first. T is today.
 *
 * - At the run: Chicken 15 kg every 28 days, next T+2 (one active plan).
 * - After it: Luxe Lamb 5 kg every 28 days, next T+3.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_MAX_AGE_MS } from '../../functions/console/snapshots';
import type { ConsoleForecast, ConsoleOverview, ConsoleSubscribers } from '../../src/domain/schemas/console';
import { consoleCall } from './console-helpers';
import { runScheduled } from './scheduled-run';
import { CHICKEN_15KG, daysFromToday, LAMB_5KG, makeSubscription } from './subscription-helpers';

const read = async <T>(path: string): Promise<T> => {
  const res = await consoleCall('GET', `/api/console/${path}`);
  expect(res.status, path).toBe(200);
  return res.json<T>();
};
const csvLines = async () => (await (await consoleCall('GET', '/api/console/forecast.csv')).text()).split('\r\n').filter((l) => l.startsWith('7,'));

const CHICKEN_LINE = { recipe: 'Chicken Dog Box', bagKg: 15, bags: 1, kg: 15 };
const LAMB_LINE = { recipe: 'Luxe Lamb', bagKg: 5, bags: 1, kg: 5 };

beforeAll(async () => {
  await env.DB.batch(['DELETE FROM subscriptions', 'DELETE FROM subscription_events', 'DELETE FROM pets'].map((q) => env.DB.prepare(q)));
  await makeSubscription({ variantId: CHICKEN_15KG, frequency: 28, next: daysFromToday(2) });
});

describe('the console’s snapshots', () => {
  it('the scheduled run writes them; reads answer them as of the run, even after a new subscription', async () => {
    const runAt = new Date();
    await runScheduled(env, runAt);
    const { results } = await env.DB.prepare('SELECT kind, computed_at FROM console_snapshots ORDER BY kind').all();
    expect(results).toEqual([
      { kind: 'forecast', computed_at: runAt.toISOString() },
      { kind: 'subscribers', computed_at: runAt.toISOString() },
    ]);

    await makeSubscription({ variantId: LAMB_5KG, frequency: 28, next: daysFromToday(3) });
    const subscribers = await read<ConsoleSubscribers>('subscribers');
    expect(subscribers.asOf).toBe(runAt.toISOString());
    expect(subscribers.counts).toEqual({ active: 1, paused: 0, cancelled: 0 });
    expect(subscribers.mrrCents).toBe(16740); // 15399 × 30.4375 / 28
    const forecast = await read<ConsoleForecast>('forecast');
    expect(forecast.asOf).toBe(runAt.toISOString());
    expect(forecast.windows[0]!.ship).toEqual([CHICKEN_LINE]);
    // The CSV is the same snapshot as the screen.
    expect(await csvLines()).toEqual(['7,"Chicken Dog Box",15,1,15']);
  });

  it('the overview the console opens on is the four cards’ own reads, in one call, and only with a valid ID token', async () => {
    const [overview, today, subscribers, forecast, campaigns] = await Promise.all(
      ['overview', 'today', 'subscribers', 'forecast', 'campaigns'].map((path) => read<unknown>(path)),
    );
    expect(overview).toEqual({ today, subscribers, forecast, campaigns } satisfies Record<keyof ConsoleOverview, unknown>);
    expect((await consoleCall('GET', '/api/console/overview', { token: 'forged.token.here' })).status).toBe(401);
  });

  it('a snapshot older than two cron intervals is computed again on read, and kept', async () => {
    const runAt = new Date(Date.now() - SNAPSHOT_MAX_AGE_MS - 60_000);
    await runScheduled(env, runAt);
    const readFrom = new Date();

    const subscribers = await read<ConsoleSubscribers>('subscribers');
    expect(Date.parse(subscribers.asOf)).toBeGreaterThanOrEqual(readFrom.getTime());
    expect(subscribers.counts).toEqual({ active: 2, paused: 0, cancelled: 0 });
    const forecast = await read<ConsoleForecast>('forecast');
    expect(Date.parse(forecast.asOf)).toBeGreaterThanOrEqual(readFrom.getTime());
    expect(forecast.windows[0]!.ship).toEqual([CHICKEN_LINE, LAMB_LINE]);
    expect(await csvLines()).toEqual(['7,"Chicken Dog Box",15,1,15', '7,"Luxe Lamb",5,1,5']);
    // The recomputed answers replaced the stale rows: the next read is the same snapshot.
    expect((await read<ConsoleSubscribers>('subscribers')).asOf).toBe(subscribers.asOf);
    const { results } = await env.DB.prepare('SELECT kind, computed_at FROM console_snapshots ORDER BY kind').all();
    expect(results).toEqual([
      { kind: 'forecast', computed_at: forecast.asOf },
      { kind: 'subscribers', computed_at: subscribers.asOf },
    ]);
  });
});
