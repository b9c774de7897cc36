/**
 * The console's campaigns (issue 49): the funnel's step totals of the top campaigns and of all
 * the others as one row, ranked, cut and summed in SQLite. Handing every campaign's daily rows to
 * the report in JavaScript took 1.4 s of Worker time with 1,000 campaigns (50,000 rows); this
 * answers at most TOP_CAMPAIGNS + 1 rows whatever strangers send as a campaign.
 *
 * The rule is src/domain/top-campaigns.ts (the ranking step, ties by key, the cap); the counts are
 * functions/db/funnel.ts's (rolled-up days, today's raw events, the renewed visits), so the answer
 * equals topCampaigns(funnelReport(funnelDailyCounts(…)).byCampaign), which
 * tests/api/console-campaigns.test.ts holds. Two round trips: the renewed visits' campaign is
 * funnelCampaignOf's (a cut and a JavaScript trim of utm_campaign), taken in TypeScript and handed
 * back as JSON, so the SQL never restates it.
 */
import { NO_CAMPAIGN_KEY, REPORT_STEPS, renewalCounts, reportRow, type ReportRow, type RenewedVisits } from '../../src/domain/funnel-report';
import { RANKED_BY_STEP, TOP_CAMPAIGNS, othersRow, type OtherCampaignsRow } from '../../src/domain/top-campaigns';
import { RENEWED_VISITS, ROLL_UP, dayAfter } from './funnel';

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
const stepSum = (names: readonly string[], i: number) => `SUM(CASE WHEN name IN (${names.map(quoted).join(', ')}) THEN visits ELSE 0 END) AS s${i}`;
const steps = REPORT_STEPS.map((_, i) => i);

/**
 * ?1 the first day, ?2 the day after the last (ROLL_UP's bounds), ?3 the renewed visits as JSON
 * [[campaign, visits], …], ?4 the cap. Per campaign the steps' totals; ranked by the ranking step
 * (most first) then by key ('' is shown as NO_CAMPAIGN_KEY, so it sorts as that); the top places
 * one row each, every place past the cap summed into one row with how many campaigns it holds.
 * Keys compare as UTF-8 bytes, the same order as JavaScript's code units but for characters past
 * U+FFFF against U+E000–U+FFFF: campaign names are not expected to tell those apart.
 */
export const TOP_CAMPAIGNS_SQL = `WITH counts(campaign, name, visits) AS (
    SELECT campaign, name, visits FROM funnel_daily WHERE day >= ?1 AND day < ?2
    UNION ALL SELECT campaign, name, visits FROM (${ROLL_UP}) AS r WHERE NOT EXISTS (SELECT 1 FROM funnel_daily f WHERE f.day = r.day)
    UNION ALL SELECT json_extract(value, '$[0]'), ${quoted(REPORT_STEPS.at(-1)!.names[0])}, json_extract(value, '$[1]') FROM json_each(?3)
  ),
  per_campaign AS (SELECT campaign, ${REPORT_STEPS.map((s, i) => stepSum(s.names, i)).join(', ')} FROM counts GROUP BY campaign),
  ranked AS (
    SELECT *, ROW_NUMBER() OVER (ORDER BY s${RANKED_BY_STEP} DESC, CASE campaign WHEN '' THEN ${quoted(NO_CAMPAIGN_KEY)} ELSE campaign END) AS place
      FROM per_campaign
  )
  SELECT MIN(place, ?4 + 1) AS place, MIN(campaign) AS campaign, COUNT(*) AS campaigns, ${steps.map((i) => `SUM(s${i}) AS s${i}`).join(', ')}
    FROM ranked GROUP BY 1 ORDER BY 1`;

type PlaceRow = { place: number; campaign: string; campaigns: number } & Record<`s${number}`, number>;

/** The renewed visits of the days, summed per campaign (the report's key before '' is named). */
function renewedByCampaign(rows: readonly RenewedVisits[]): [string, number][] {
  const sums = new Map<string, number>();
  for (const c of renewalCounts(rows)) sums.set(c.campaign, (sums.get(c.campaign) ?? 0) + c.visits);
  return [...sums];
}

/** The top campaigns from `from` to `to` (ISO dates, inclusive), the others' row (null for none) and the total. */
export async function topCampaignCounts(
  db: D1Database,
  from: string,
  to: string,
  limit = TOP_CAMPAIGNS,
): Promise<{ top: ReportRow[]; others: OtherCampaignsRow | null; total: ReportRow }> {
  const end = dayAfter(to);
  const renewed = await db.prepare(RENEWED_VISITS).bind(from, end).all<RenewedVisits>();
  const { results } = await db
    .prepare(TOP_CAMPAIGNS_SQL)
    .bind(from, end, JSON.stringify(renewedByCampaign(renewed.results)), limit)
    .all<PlaceRow>();
  const countsOf = (row: PlaceRow) => steps.map((i) => row[`s${i}`] ?? 0);
  const top = results.filter((r) => r.place <= limit).map((r) => reportRow(r.campaign || NO_CAMPAIGN_KEY, countsOf(r)));
  const rest = results.find((r) => r.place > limit);
  const totals = steps.map((i) => results.reduce((sum, r) => sum + (r[`s${i}`] ?? 0), 0));
  return { top, others: rest ? othersRow(rest.campaigns, countsOf(rest)) : null, total: reportRow('total', totals) };
}
