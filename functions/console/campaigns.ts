/**
 * The console's Campaigns: issue 35's funnel report by campaign (src/domain/funnel-report.ts
 * over functions/db/funnel.ts's daily counts) for the last CAMPAIGN_DAYS days, shop time. Its
 * columns are the report's steps, the first paid renewal last.
 */
import { funnelReport } from '../../src/domain/funnel-report';
import { addInterval, shopToday } from '../../src/domain/renewals';
import type { ConsoleCampaigns } from '../../src/domain/schemas/console';
import { funnelDailyCounts } from '../db/funnel';

export const CAMPAIGN_DAYS = 30;

export async function campaignsOf(db: D1Database, now: Date): Promise<ConsoleCampaigns> {
  const to = shopToday(now);
  const from = addInterval(to, -(CAMPAIGN_DAYS - 1), 'day');
  const report = funnelReport(await funnelDailyCounts(db, from, to), from, to);
  return { from, to, steps: report.steps, campaigns: report.byCampaign, total: report.total };
}
