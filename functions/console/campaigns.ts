/**
 * The console's Campaigns: issue 35's funnel report by campaign (src/domain/funnel-report.ts
 * over functions/db/funnel.ts's daily counts) for the last CAMPAIGN_DAYS days, shop time. Its
 * columns are the report's steps, the first paid renewal last. Only the top campaigns are
 * listed, the rest in one `others` row (src/domain/top-campaigns.ts); `total` counts them all.
 */
import { funnelReport } from '../../src/domain/funnel-report';
import { topCampaigns } from '../../src/domain/top-campaigns';
import { addInterval, shopToday } from '../../src/domain/renewals';
import type { ConsoleCampaigns } from '../../src/domain/schemas/console';
import { funnelDailyCounts } from '../db/funnel';

export const CAMPAIGN_DAYS = 30;

export async function campaignsOf(db: D1Database, now: Date): Promise<ConsoleCampaigns> {
  const to = shopToday(now);
  const from = addInterval(to, -(CAMPAIGN_DAYS - 1), 'day');
  const report = funnelReport(await funnelDailyCounts(db, from, to), from, to);
  const { top, others } = topCampaigns(report.byCampaign);
  return { from, to, steps: report.steps, campaigns: top, others, total: report.total };
}
