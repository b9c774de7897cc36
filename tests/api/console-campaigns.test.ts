/**
 * GET /api/console/campaigns: issue 35's funnel report by campaign over the last 30 days, on
 * daily counts written here and counted by hand; its last step, the first paid renewal, on
 * visits that check out and renewals the scheduled job bills. The console reads the campaigns from
 * the scheduled run's snapshot (tests/api/console-snapshots.test.ts); this file counts the funnel,
 * so each read first drops the snapshot, as on a fresh install, and the read computes it now.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOP_CAMPAIGNS, topCampaigns } from '../../src/domain/top-campaigns';
import { funnelReport, reportRow } from '../../src/domain/funnel-report';
import { funnelDailyCounts } from '../../functions/db/funnel';
import { addInterval } from '../../src/domain/renewals';
import type { ConsoleCampaigns } from '../../src/domain/schemas/console';
import { consoleCall } from './console-helpers';
import { runScheduled } from './scheduled-run';
import { daysFromToday, setCardWorks, today } from './subscription-helpers';
import { checkoutUrlBody, completeBody, completeCheckout, startCheckout, unique } from './trial-factories';

/** GET /api/console/campaigns computed now from the funnel's counts (no snapshot to answer from). */
async function campaignsNow(): Promise<Response> {
  await env.DB.prepare("DELETE FROM console_snapshots WHERE kind = 'campaigns'").run();
  return consoleCall('GET', '/api/console/campaigns');
}

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
    const res = await campaignsNow();
    expect(res.status).toBe(200);
    const body = await res.json<ConsoleCampaigns>();
    expect(body).toMatchObject({ from: daysFromToday(-29), to: today() });
    expect(body.steps).toEqual(['visits', 'pet entered', 'recommendations', 'checkout started', 'trial/order', 'first paid renewal']);
    // The busiest campaign first (src/domain/top-campaigns.ts); no others past the top ones.
    expect(body.campaigns).toEqual([
      { key: 'spring', counts: [10, 6, 5, 3, 2, 0], conversions: [60, 83.3, 60, 66.7, 0] },
      { key: '(none)', counts: [4, 1, 0, 0, 0, 0], conversions: [25, 0, null, null, null] },
    ]);
    expect(body.others).toBeNull();
    expect(body.total).toEqual({ key: 'total', counts: [14, 7, 5, 3, 2, 0], conversions: [50, 71.4, 60, 66.7, 0] });
  });
});

describe('the top campaigns and all others (issues 45, 49)', () => {
  it('keeps the 20 with the most visits and sums the rest into one row with its own conversions', () => {
    const rows = Array.from({ length: 25 }, (_, i) => reportRow(`c${String(i).padStart(2, '0')}`, [100 - i, 50 - i, 0, 0, 0, 0]));
    const { top, others } = topCampaigns([...rows].reverse());
    expect(top.map((r) => r.key)).toEqual(rows.slice(0, TOP_CAMPAIGNS).map((r) => r.key));
    // c20 … c24: visits 80 … 76, pet entered 30 … 26.
    expect(others).toEqual({ key: 'others', campaigns: 5, counts: [390, 140, 0, 0, 0, 0], conversions: [35.9, 0, null, null, null] });
    expect(topCampaigns(rows.slice(0, 3))).toEqual({ top: rows.slice(0, 3), others: null });
  });

  it('answers 25 campaigns as the top 20 and one others row, ranked and summed in SQL as the domain rule does', async () => {
    // c00 … c23 with 100 … 77 visits over two days, and the visits of no campaign: 81, as many
    // as c19. The tie goes by name, '(none)' before 'c19', so c19 … c23 are the others.
    const campaigns = Array.from({ length: 24 }, (_, i) => ({ campaign: `c${String(i).padStart(2, '0')}`, visits: 100 - i, pets: 50 - i }));
    const rows = [...campaigns, { campaign: '', visits: 81, pets: 3 }].flatMap(({ campaign, visits, pets }) => [
      [daysFromToday(-1), campaign, 'funnel_viewed', visits - 10],
      [daysFromToday(-5), campaign, 'funnel_viewed', 10],
      [daysFromToday(-5), campaign, 'pet_entered', pets],
    ]);
    // Outside the 30 days: would make c23 the busiest.
    rows.push([daysFromToday(-40), 'c23', 'funnel_viewed', 1000]);
    await env.DB.batch([
      env.DB.prepare('DELETE FROM funnel_daily'),
      env.DB.prepare('DELETE FROM funnel_events'),
      ...rows.map((r) => env.DB.prepare('INSERT INTO funnel_daily (day, campaign, name, visits) VALUES (?1, ?2, ?3, ?4)').bind(...r)),
    ]);

    const body = await (await campaignsNow()).json<ConsoleCampaigns>();
    expect(body.campaigns.map((r) => r.key)).toEqual([...campaigns.slice(0, 19).map((c) => c.campaign), '(none)']);
    expect(body.campaigns[0]).toEqual({ key: 'c00', counts: [100, 50, 0, 0, 0, 0], conversions: [50, 0, null, null, null] });
    // c19 … c23: visits 81 … 77, pet entered 31 … 27.
    expect(body.others).toEqual({ key: 'others', campaigns: 5, counts: [395, 145, 0, 0, 0, 0], conversions: [36.7, 0, null, null, null] });
    expect(body.total.counts.slice(0, 2)).toEqual([campaigns.reduce((n, c) => n + c.visits, 81), campaigns.reduce((n, c) => n + c.pets, 3)]);
    // The same answer as the domain's rule over the report of the same counts.
    const report = funnelReport(await funnelDailyCounts(env.DB, body.from, body.to), body.from, body.to);
    expect({ ...topCampaigns(report.byCampaign), total: report.total }).toEqual({ top: body.campaigns, others: body.others, total: body.total });
  });
});

describe('the first paid renewal of a campaign’s visit', () => {
  const campaign = `autumn-${unique()}`;
  // The test above's rolled-up days would hide today's raw events (a rolled-up day is read from funnel_daily).
  beforeAll(() => env.DB.prepare('DELETE FROM funnel_daily').run());

  /** A visit of the campaign that checks out (a trial): its subscription's id and first renewal day. */
  async function visitThatChecksOut() {
    const visitId = `visit${unique()}renewal`;
    const id = await startCheckout(checkoutUrlBody({ attribution: { utm_source: 'newsletter', utm_campaign: campaign }, visitId }));
    const res = await completeCheckout(id, completeBody());
    expect(res.status).toBe(201);
    const { subscriptionId } = await res.json<{ subscriptionId: string }>();
    const sub = await env.DB.prepare('SELECT customer_id, next_charge_scheduled_at AS next, order_interval_frequency AS days FROM subscriptions WHERE id = ?1')
      .bind(subscriptionId)
      .first<{ customer_id: string; next: string; days: number }>();
    return sub!;
  }

  const campaignRow = async () => {
    const body = await (await campaignsNow()).json<ConsoleCampaigns>();
    return body.campaigns.find((c) => c.key === campaign);
  };

  it('counts a visit whose renewal was paid once, however often it renews; a declined renewal is none', async () => {
    const paid = await visitThatChecksOut();
    const declined = await visitThatChecksOut();
    expect(declined.next).toBe(paid.next);
    await setCardWorks(declined.customer_id, false);
    // Before any renewal: two trials, no renewal.
    expect((await campaignRow())?.counts.slice(3)).toEqual([2, 2, 0]);

    // The first renewal day: one paid, one declined.
    const at = (day: string) => new Date(`${day}T07:10:00+12:00`);
    await runScheduled(env, at(paid.next));
    const attempts = () =>
      env.DB.prepare('SELECT s.customer_id, b.status FROM billing_attempts b JOIN subscriptions s ON s.id = b.subscription_id WHERE s.customer_id IN (?1, ?2)')
        .bind(paid.customer_id, declined.customer_id)
        .all<{ customer_id: string; status: string }>()
        .then((r) => r.results.map((a) => `${a.customer_id === paid.customer_id ? 'paid' : 'declined'}:${a.status}`).sort());
    expect(await attempts()).toEqual(['declined:error', 'paid:success']);
    expect(await campaignRow()).toEqual({ key: campaign, counts: [0, 0, 0, 2, 2, 1], conversions: [null, null, null, 100, 50] });

    // The second renewal is paid too: the visit is still one.
    await runScheduled(env, at(addInterval(paid.next, paid.days, 'day')));
    expect((await attempts()).filter((a) => a === 'paid:success')).toHaveLength(2);
    expect((await campaignRow())?.counts.at(-1)).toBe(1);
  });
});
