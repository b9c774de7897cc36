/**
 * How many campaigns the console lists (issue 45): the TOP_CAMPAIGNS with the most visits, and
 * every other campaign added up in one row. A campaign is anyone's text (a link's utm_campaign),
 * so the list must not grow with what strangers send. The console's API ranks and cuts in SQL
 * (functions/db/top-campaigns.ts, built from RANKED_BY_STEP and TOP_CAMPAIGNS below, and held
 * equal to topCampaigns by tests/api/console-campaigns.test.ts); this is the rule's statement.
 */
import { reportRow, type ReportRow } from './funnel-report';

export const TOP_CAMPAIGNS = 20;

/** The step whose count ranks the campaigns: the first, visits. Ties go by key, in code-unit order. */
export const RANKED_BY_STEP = 0;

/** The row of every campaign past the top ones: their counts added up, and how many they are. */
export interface OtherCampaignsRow extends ReportRow {
  key: 'others';
  campaigns: number;
}

/**
 * The others row of `campaigns` campaigns whose counts add up to `counts`, with its own conversions.
 *
 * @example
 * othersRow(5, [390, 140, 0, 0, 0, 0]) // { key: 'others', campaigns: 5, counts: [390, …], conversions: [35.9, 0, null, …] }
 */
export function othersRow(campaigns: number, counts: number[]): OtherCampaignsRow {
  return { ...reportRow('others', counts), key: 'others', campaigns };
}

/**
 * The campaigns with the most visits at the first step (ties by name), in that order, and the
 * rest as one row (null when there is no rest). A visit has one campaign, so counts add up.
 *
 * @example
 * topCampaigns(report.byCampaign) // { top: [20 rows], others: { key: 'others', campaigns: 1480, … } }
 */
export function topCampaigns(rows: readonly ReportRow[], limit = TOP_CAMPAIGNS): { top: ReportRow[]; others: OtherCampaignsRow | null } {
  const rank = (r: ReportRow) => r.counts[RANKED_BY_STEP] ?? 0;
  const ranked = [...rows].sort((a, b) => rank(b) - rank(a) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const rest = ranked.slice(limit);
  if (rest.length === 0) return { top: ranked, others: null };
  const counts = rest[0]!.counts.map((_, i) => rest.reduce((sum, row) => sum + (row.counts[i] ?? 0), 0));
  return { top: ranked.slice(0, limit), others: othersRow(rest.length, counts) };
}
