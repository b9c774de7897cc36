/**
 * GET /api/console/campaigns: issue 35's funnel report by campaign over the last 30 days, on
 * daily counts written here and counted by hand.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleCampaigns } from '../../src/domain/schemas/console';
import { consoleCall } from './console-helpers';
import { daysFromToday, today } from './subscription-helpers';

beforeAll(async () => {
  const rows: [string, string, string, number][] = [
    [daysFromToday(-1), 'spring', 'funnel_viewed', 10],
    [daysFromToday(-1), 'spring', 'pet_entered', 6],
    [daysFromToday(-1), 'spring', 'recommendations_viewed', 5],
    [daysFromToday(-1), 'spring', 'checkout_started', 3],
    [daysFromToday(-1), 'spring', 'trial_started', 1],
    [daysFromToday(-2), 'spring', 'order_placed', 1],
    [daysFromToday(-3), '', 'funnel_viewed', 4],
    [daysFromToday(-3), '', 'pet_entered', 1],
    // 40 days ago: outside the 30 days.
    [daysFromToday(-40), 'spring', 'funnel_viewed', 100],
  ];
  await env.DB.batch([
    env.DB.prepare('DELETE FROM funnel_daily'),
    env.DB.prepare('DELETE FROM funnel_events'),
    ...rows.map((r) => env.DB.prepare('INSERT INTO funnel_daily (day, campaign, name, visits) VALUES (?1, ?2, ?3, ?4)').bind(...r)),
  ]);
});

describe('GET /api/console/campaigns', () => {
  it('answers the funnel by campaign with the conversion to each step', async () => {
    const res = await consoleCall('GET', '/api/console/campaigns');
    expect(res.status).toBe(200);
    const body = await res.json<ConsoleCampaigns>();
    expect(body).toMatchObject({ from: daysFromToday(-29), to: today() });
    expect(body.steps).toEqual(['visits', 'pet entered', 'recommendations', 'checkout started', 'trial/order']);
    expect(body.campaigns).toEqual([
      { key: '(none)', counts: [4, 1, 0, 0, 0], conversions: [25, 0, null, null] },
      { key: 'spring', counts: [10, 6, 5, 3, 2], conversions: [60, 83.3, 60, 66.7] },
    ]);
    expect(body.total).toEqual({ key: 'total', counts: [14, 7, 5, 3, 2], conversions: [50, 71.4, 60, 66.7] });
  });
});
