/**
 * How many campaigns the console lists (issue 45): the TOP_CAMPAIGNS with the most visits, and
 * every other campaign added up in one row. A campaign is anyone's text (a link's utm_campaign),
 * so the list must not grow with what strangers send. The console's API
 * (functions/console/campaigns.ts) and its page use this one rule.
 */
import type { ReportRow } from './funnel-report';

export const TOP_CAMPAIGNS = 20;

/** The row of every campaign past the top ones: their counts added up, and how many they are. */
export interface OtherCampaignsRow extends ReportRow {
  key: 'others';
  campaigns: number;
}

const percent = (n: number, of: number) => (of === 0 ? null : Math.round((n / of) * 1000) / 10);

/**
 * The campaigns with the most visits at the first step (ties by name), in that order, and the
 * rest as one row (null when there is no rest). A visit has one campaign, so counts add up.
 *
 * @example
 * topCampaigns(report.byCampaign) // { top: [20 rows], others: { key: 'others', campaigns: 1480, … } }
 */
export function topCampaigns(rows: readonly ReportRow[], limit = TOP_CAMPAIGNS): { top: ReportRow[]; others: OtherCampaignsRow | null } {
  const ranked = [...rows].sort((a, b) => (b.counts[0] ?? 0) - (a.counts[0] ?? 0) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rest = ranked.slice(limit);
  if (rest.length === 0) return { top: ranked, others: null };
  const counts = rest[0]!.counts.map((_, i) => rest.reduce((sum, row) => sum + (row.counts[i] ?? 0), 0));
  return {
    top: ranked.slice(0, limit),
    others: { key: 'others', campaigns: rest.length, counts, conversions: counts.slice(1).map((n, i) => percent(n, counts[i]!)) },
  };
}
