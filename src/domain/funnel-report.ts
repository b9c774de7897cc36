/**
 * The funnel report (issue 35): visits → pet entered → recommendations → checkout started →
 * trial or order → first paid renewal, by campaign and by day, with the conversion from each
 * step to the next. Pure: it takes daily counts (distinct visits per day, campaign and event, as
 * the scheduled roll-up stores them in funnel_daily, and the renewed visits counted from the
 * orders) and answers the table `npm run report:funnel` prints.
 *
 * The first paid renewal is not an event a page sends: it is counted from the order the visit
 * produced (which carries the visit id and the attribution) and its subscription's billing
 * attempts, under the order's day and campaign, the ones its trial/order step counted under.
 * Orders are kept, so the step needs no roll-up to outlive the raw events' 90 days.
 */
import { funnelCampaignOf } from './attribution';
import type { FunnelEventName } from './funnel';

/** Distinct visits that sent `name` on `day` under `campaign` ('' for none). */
export interface DailyCount {
  day: string;
  campaign: string;
  name: FunnelEventName | string;
  visits: number;
}

/** The counts' name for the renewal step (no page sends it: see renewalCounts). */
export const FIRST_PAID_RENEWAL = 'first_paid_renewal';

/** The key of the visits that came from no campaign (their stored campaign is ''). */
export const NO_CAMPAIGN_KEY = '(none)';

/** Each step counts the visits that sent its events; a visit is a funnel_viewed. */
export const REPORT_STEPS = [
  { label: 'visits', names: ['funnel_viewed'] },
  { label: 'pet entered', names: ['pet_entered'] },
  { label: 'recommendations', names: ['recommendations_viewed'] },
  { label: 'checkout started', names: ['checkout_started'] },
  { label: 'trial/order', names: ['trial_started', 'order_placed'] },
  { label: 'first paid renewal', names: [FIRST_PAID_RENEWAL] },
] as const;

export interface ReportRow {
  /** The campaign or the day. */
  key: string;
  counts: number[];
  /** Per step after the first: its count over the step before's, in %, one decimal (null when the step before is 0). */
  conversions: (number | null)[];
}

export interface FunnelReport {
  steps: string[];
  byCampaign: ReportRow[];
  byDay: ReportRow[];
  total: ReportRow;
}

const percent = (n: number, of: number) => (of === 0 ? null : Math.round((n / of) * 1000) / 10);

/** A row of step totals with each step's conversion from the step before. */
export function reportRow(key: string, totals: number[]): ReportRow {
  return { key, counts: totals, conversions: totals.slice(1).map((n, i) => percent(n, totals[i]!)) };
}

function rowOf(key: string, counts: readonly DailyCount[]): ReportRow {
  const totals = REPORT_STEPS.map((step) => counts.filter((c) => (step.names as readonly string[]).includes(c.name)).reduce((sum, c) => sum + c.visits, 0));
  return reportRow(key, totals);
}

/** The report of the daily counts from `from` to `to` (ISO dates, inclusive). */
export function funnelReport(counts: readonly DailyCount[], from: string, to: string): FunnelReport {
  const inRange = counts.filter((c) => c.day >= from && c.day <= to);
  const keys = (pick: (c: DailyCount) => string) => [...new Set(inRange.map(pick))].sort();
  return {
    steps: REPORT_STEPS.map((s) => s.label),
    byCampaign: keys((c) => c.campaign).map((k) =>
      rowOf(
        k || NO_CAMPAIGN_KEY,
        inRange.filter((c) => c.campaign === k),
      ),
    ),
    byDay: keys((c) => c.day).map((k) =>
      rowOf(
        k,
        inRange.filter((c) => c.day === k),
      ),
    ),
    total: rowOf('total', inRange),
  };
}

/** The report as text: one table by campaign, one by day, counts with the conversion to each step. */
export function funnelReportText(report: FunnelReport): string {
  const cell = (row: ReportRow, i: number) => (i === 0 ? String(row.counts[0]) : `${row.counts[i]} (${row.conversions[i - 1] ?? '–'}%)`);
  const table = (title: string, rows: ReportRow[]) => {
    const lines = [[title, ...report.steps], ...[...rows, report.total].map((r) => [r.key, ...report.steps.map((_, i) => cell(r, i))])];
    const widths = lines[0]!.map((_, col) => Math.max(...lines.map((l) => l[col]!.length)));
    return lines
      .map((l) =>
        l
          .map((text, col) => text.padEnd(widths[col]!))
          .join('  ')
          .trimEnd(),
      )
      .join('\n');
  };
  return `${table('campaign', report.byCampaign)}\n\n${table('day', report.byDay)}\n`;
}

/** A stored raw event, as the report reads it. */
export interface RawFunnelEvent {
  visitId: string;
  name: string;
  campaign: string;
  /** ISO time (UTC): its first 10 characters are its day. */
  at: string;
}

/**
 * The daily counts of raw events: distinct visits per day, campaign and event (a visit that
 * sends an event twice in a day counts once). functions/db/funnel.ts's roll-up is this in SQL.
 */
export function dailyCounts(events: readonly RawFunnelEvent[]): DailyCount[] {
  const visits = new Map<string, Set<string>>();
  for (const e of events) {
    const key = JSON.stringify([e.at.slice(0, 10), e.campaign, e.name]);
    visits.set(key, (visits.get(key) ?? new Set()).add(e.visitId));
  }
  return [...visits].map(([key, ids]) => {
    const [day, campaign, name] = JSON.parse(key) as [string, string, string];
    return { day, campaign, name, visits: ids.size };
  });
}

/**
 * Visits whose order's subscription was renewed and paid, as functions/db/funnel.ts counts them:
 * by the order's day (UTC) and its attribution's `utm_campaign` (null for none).
 */
export interface RenewedVisits {
  day: string;
  utm_campaign: string | null;
  visits: number;
}

/**
 * The renewal step's daily counts, under the campaign the visit's own events counted under
 * (funnelCampaignOf of the same attribution), so the step lines up with trial/order.
 *
 * @example
 * renewalCounts([{ day: '2031-03-01', utm_campaign: 'spring', visits: 2 }])
 * // [{ day: '2031-03-01', campaign: 'spring', name: 'first_paid_renewal', visits: 2 }]
 */
export function renewalCounts(rows: readonly RenewedVisits[]): DailyCount[] {
  return rows.map((r) => ({
    day: r.day,
    campaign: funnelCampaignOf(r.utm_campaign ? { utm_campaign: r.utm_campaign } : null),
    name: FIRST_PAID_RENEWAL,
    visits: r.visits,
  }));
}

/** An order a visit produced, with its subscription's billing attempts (the tables, as the SQL reads them). */
export interface VisitOrder {
  visitId: string;
  orderId: string;
  utmCampaign: string | null;
  /** ISO time (UTC) of the order. */
  at: string;
  attempts: readonly { status: 'pending' | 'success' | 'error' | 'skipped'; orderId: string | null }[];
}

/**
 * Distinct visits per order day and campaign whose subscription has a paid renewal: a
 * successful billing attempt that made an order other than the visit's own. A declined or
 * skipped attempt is none; a second paid one adds nothing. functions/db/funnel.ts's
 * RENEWED_VISITS is this in SQL.
 */
export function renewedVisits(orders: readonly VisitOrder[]): RenewedVisits[] {
  const visits = new Map<string, Set<string>>();
  for (const o of orders) {
    if (!o.attempts.some((a) => a.status === 'success' && a.orderId !== null && a.orderId !== o.orderId)) continue;
    const key = JSON.stringify([o.at.slice(0, 10), o.utmCampaign]);
    visits.set(key, (visits.get(key) ?? new Set()).add(o.visitId));
  }
  return [...visits].map(([key, ids]) => {
    const [day, utm_campaign] = JSON.parse(key) as [string, string | null];
    return { day, utm_campaign, visits: ids.size };
  });
}
