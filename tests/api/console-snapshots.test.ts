/**
 * The console's snapshots (functions/console/snapshots.ts): the scheduled run writes the
 * Subscribers figures, the kibble forecast and the Campaigns funnel; the console reads them,
 * `asOf` the run's time, until they are older than two cron intervals, when a read computes them
 * again. The file's own database: its subscriptions and dogs are cleared first. T is today.
 *
 * - At the run: Chicken 15 kg every 28 days, next T+2 (one active plan).
 * - After it: Luxe Lamb 5 kg every 28 days, next T+3, and a visit from the campaign `late-visit`.
 */
import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { SNAPSHOT_MAX_AGE_MS, snapshotOf, writeConsoleSnapshots } from '../../functions/console/snapshots';
import { addInterval } from '../../src/domain/renewals';
import type { ConsoleCampaigns, ConsoleForecast, ConsoleOverview, ConsoleSubscribers } from '../../src/domain/schemas/console';
import { postJson } from './auth-helpers';
import { consoleCall } from './console-helpers';
import { runScheduled } from './scheduled-run';
import { CHICKEN_15KG, daysFromToday, LAMB_5KG, makeSubscription, today } from './subscription-helpers';

const read = async <T>(path: string): Promise<T> => {
  const res = await consoleCall('GET', `/api/console/${path}`);
  expect(res.status, path).toBe(200);
  return res.json<T>();
};
const csvLines = async () => (await (await consoleCall('GET', '/api/console/forecast.csv')).text()).split('\r\n').filter((l) => l.startsWith('7,'));

/** A visit from `campaign` today, as the funnel's pages record it (POST /api/funnel-events). */
let visits = 0;
async function visitFrom(campaign: string) {
  const visitId = `snapshotvisit${Date.now().toString(36)}${(visits++).toString(36)}`;
  const res = await SELF.fetch(postJson('/api/funnel-events', { visitId, campaign, events: [{ name: 'funnel_viewed' }] }));
  expect(res.status).toBe(204);
}
/** The visits of `campaign` in a Campaigns answer (0 when it is not listed). */
const visitsOf = (c: ConsoleCampaigns, campaign: string) => c.campaigns.find((r) => r.key === campaign)?.counts[0] ?? 0;

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
      { kind: 'campaigns', computed_at: runAt.toISOString() },
      { kind: 'forecast', computed_at: runAt.toISOString() },
      { kind: 'subscribers', computed_at: runAt.toISOString() },
    ]);

    await makeSubscription({ variantId: LAMB_5KG, frequency: 28, next: daysFromToday(3) });
    await visitFrom('late-visit');
    const subscribers = await read<ConsoleSubscribers>('subscribers');
    expect(subscribers.asOf).toBe(runAt.toISOString());
    expect(subscribers.counts).toEqual({ active: 1, paused: 0, cancelled: 0 });
    expect(subscribers.mrrCents).toBe(16740); // 15399 × 30.4375 / 28
    const forecast = await read<ConsoleForecast>('forecast');
    expect(forecast.asOf).toBe(runAt.toISOString());
    expect(forecast.windows[0]!.ship).toEqual([CHICKEN_LINE]);
    // The CSV is the same snapshot as the screen.
    expect(await csvLines()).toEqual(['7,"Chicken Dog Box",15,1,15']);
    // The visit came after the run: not in the campaigns' answer until a later one.
    const campaigns = await read<ConsoleCampaigns>('campaigns');
    expect(campaigns).toMatchObject({ asOf: runAt.toISOString(), to: today() });
    expect(visitsOf(campaigns, 'late-visit')).toBe(0);
  });

  it('the overview the console opens on is the four cards’ own reads, in one call, and only with a valid ID token', async () => {
    const [overview, today, subscribers, forecast, campaigns] = await Promise.all(
      ['overview', 'today', 'subscribers', 'forecast', 'campaigns'].map((path) => read<unknown>(path)),
    );
    expect(overview).toEqual({ today, subscribers, forecast, campaigns } satisfies Record<keyof ConsoleOverview, unknown>);
    expect((await consoleCall('GET', '/api/console/overview', { token: 'forged.token.here' })).status).toBe(401);
  });

  it('the next scheduled run brings the campaigns up to date, as of that run', async () => {
    const runAt = new Date();
    await runScheduled(env, runAt);
    const campaigns = await read<ConsoleCampaigns>('campaigns');
    expect(campaigns.asOf).toBe(runAt.toISOString());
    expect(visitsOf(campaigns, 'late-visit')).toBe(1);
    expect((await read<ConsoleOverview>('overview')).campaigns).toEqual(campaigns);
  });

  it('a campaigns snapshot from an earlier shop day is computed again, though younger than two intervals', async () => {
    // Ten minutes before the shop's midnight, and twenty after it: the 30 days moved on by one.
    const before = new Date(`${addInterval(today(), -1, 'day')}T23:50:00+12:00`);
    const after = new Date(before.getTime() + 20 * 60_000);
    await writeConsoleSnapshots(env.DB, before);
    expect((await snapshotOf(env.DB, 'campaigns', new Date(before.getTime() + 5 * 60_000))).asOf).toBe(before.toISOString());
    const campaigns = await snapshotOf(env.DB, 'campaigns', after);
    expect(campaigns).toMatchObject({ asOf: after.toISOString(), from: addInterval(today(), -29, 'day'), to: today() });
    // Subscribers' figures hold across midnight: still the run's.
    expect((await snapshotOf(env.DB, 'subscribers', after)).asOf).toBe(before.toISOString());
  });

  it('a snapshot older than two cron intervals is computed again on read, and kept', async () => {
    const runAt = new Date(Date.now() - SNAPSHOT_MAX_AGE_MS - 60_000);
    await runScheduled(env, runAt);
    await visitFrom('late-visit');
    const readFrom = new Date();

    const subscribers = await read<ConsoleSubscribers>('subscribers');
    expect(Date.parse(subscribers.asOf)).toBeGreaterThanOrEqual(readFrom.getTime());
    expect(subscribers.counts).toEqual({ active: 2, paused: 0, cancelled: 0 });
    const forecast = await read<ConsoleForecast>('forecast');
    expect(Date.parse(forecast.asOf)).toBeGreaterThanOrEqual(readFrom.getTime());
    expect(forecast.windows[0]!.ship).toEqual([CHICKEN_LINE, LAMB_LINE]);
    expect(await csvLines()).toEqual(['7,"Chicken Dog Box",15,1,15', '7,"Luxe Lamb",5,1,5']);
    const campaigns = await read<ConsoleCampaigns>('campaigns');
    expect(Date.parse(campaigns.asOf)).toBeGreaterThanOrEqual(readFrom.getTime());
    expect(visitsOf(campaigns, 'late-visit')).toBe(2);
    // The recomputed answers replaced the stale rows: the next read is the same snapshot.
    expect((await read<ConsoleSubscribers>('subscribers')).asOf).toBe(subscribers.asOf);
    const { results } = await env.DB.prepare('SELECT kind, computed_at FROM console_snapshots ORDER BY kind').all();
    expect(results).toEqual([
      { kind: 'campaigns', computed_at: campaigns.asOf },
      { kind: 'forecast', computed_at: forecast.asOf },
      { kind: 'subscribers', computed_at: subscribers.asOf },
    ]);
  });
});
