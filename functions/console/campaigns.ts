/**
 * The console's Campaigns: issue 35's funnel report by campaign for the last CAMPAIGN_DAYS days,
 * shop time. Its columns are the report's steps, the first paid renewal last. Only the top
 * campaigns are listed, the rest in one `others` row (src/domain/top-campaigns.ts), ranked and
 * summed in SQL (functions/db/top-campaigns.ts); `total` counts them all. The console reads it
 * from the scheduled run's snapshot (./snapshots.ts), `asOf` that run's time.
 */
import { REPORT_STEPS } from '../../src/domain/funnel-report';
import { addInterval, shopToday } from '../../src/domain/renewals';
import type { ConsoleCampaigns } from '../../src/domain/schemas/console';
import { topCampaignCounts } from '../db/top-campaigns';

export const CAMPAIGN_DAYS = 30;

export async function campaignsOf(db: D1Database, now: Date): Promise<ConsoleCampaigns> {
  const to = shopToday(now);
  const from = addInterval(to, -(CAMPAIGN_DAYS - 1), 'day');
  const { top, others, total } = await topCampaignCounts(db, from, to);
  return { asOf: now.toISOString(), from, to, steps: REPORT_STEPS.map((s) => s.label), campaigns: top, others, total };
}
