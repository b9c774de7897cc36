/**
 * The console's Campaigns: issue 35's funnel report by campaign (src/domain/funnel-report.ts
 * over functions/db/funnel.ts's daily counts) for the last CAMPAIGN_DAYS days, shop time. Its
 * columns are the report's steps, the first paid renewal last.
 */
import { funnelReport, reportRow, type ReportRow } from '../../src/domain/funnel-report';
import { addInterval, shopToday } from '../../src/domain/renewals';
import type { ConsoleCampaigns } from '../../src/domain/schemas/console';
import { funnelDailyCounts } from '../db/funnel';

export const CAMPAIGN_DAYS = 30;
/** Campaigns shown one by one; the rest are summed into one row. */
export const TOP_CAMPAIGNS = 20;
export const ALL_OTHERS = 'All others';

/**
 * The `limit` campaigns with the most visits (then by name), and the rest as one "All others" row
 * (their counts summed, its conversions from those sums), so a thousand campaigns stay a short
 * answer and a readable chart.
 */
export function topCampaigns(rows: readonly ReportRow[], limit = TOP_CAMPAIGNS): ReportRow[] {
  const sorted = [...rows].sort((a, b) => (b.counts[0] ?? 0) - (a.counts[0] ?? 0) || a.key.localeCompare(b.key));
  const rest = sorted.slice(limit);
  if (rest.length === 0) return sorted;
  const totals = rest[0]!.counts.map((_, i) => rest.reduce((sum, r) => sum + (r.counts[i] ?? 0), 0));
  return [...sorted.slice(0, limit), reportRow(ALL_OTHERS, totals)];
}

export async function campaignsOf(db: D1Database, now: Date): Promise<ConsoleCampaigns> {
  const to = shopToday(now);
  const from = addInterval(to, -(CAMPAIGN_DAYS - 1), 'day');
  const report = funnelReport(await funnelDailyCounts(db, from, to), from, to);
  return { from, to, steps: report.steps, campaigns: topCampaigns(report.byCampaign), total: report.total };
}
