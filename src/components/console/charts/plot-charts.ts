/**
 * The console's charts, drawn with Observable Plot (docs/decisions/0021-console-charts-observable-plot.md). Only
 * ./Chart.tsx imports this module, and lazily: Plot and d3 stay out of the console's first load.
 */
import * as Plot from '@observablehq/plot';

export type ChartSpec =
  /** The funnel by campaign: per campaign, a bar per step, each drawn over the one before (the steps narrow). */
  | { kind: 'campaigns'; steps: readonly string[]; rows: readonly { key: string; counts: readonly number[] }[] }
  /** Kibble to ship per week, stacked by recipe and bag size. */
  | { kind: 'forecast-weeks'; order: readonly string[]; weeks: readonly { week: string; line: string; kg: number }[] }
  /** Active subscriptions per week, with the new and the cancelled that week. */
  | { kind: 'subscriber-weeks'; weeks: readonly { week: string; active: number; started: number; cancelled: number }[] }
  /** Share still subscribed n months after the first order, by the month of the first order. */
  | { kind: 'retention'; cohorts: readonly { month: string; shares: readonly (number | null)[] }[] };

const FONT = { fontSize: '12px', fontFamily: 'inherit' };

export function drawChart(spec: ChartSpec, width: number): SVGSVGElement | HTMLElement {
  switch (spec.kind) {
    case 'campaigns': {
      const data = spec.rows.flatMap((r) => spec.steps.map((step, i) => ({ campaign: r.key, step, order: i, count: r.counts[i] ?? 0 })));
      return Plot.plot({
        width,
        height: 40 + spec.rows.length * 26,
        marginLeft: 140,
        style: FONT,
        x: { label: 'Visits', grid: true },
        y: { label: null, domain: spec.rows.map((r) => r.key) },
        color: { legend: true, domain: [...spec.steps], scheme: 'blues' },
        marks: [Plot.barX(data, { x1: 0, x2: 'count', y: 'campaign', fill: 'step', sort: { channel: 'x2', reverse: true } }), Plot.ruleX([0])],
      });
    }
    case 'forecast-weeks':
      return Plot.plot({
        width,
        height: 320,
        style: FONT,
        // The weeks in time order, an empty week kept in its place (a band scale would sort the labels as text).
        x: { label: 'Week starting', type: 'band', tickRotate: -30, domain: [...spec.order] },
        y: { label: 'kg to ship', grid: true },
        color: { legend: true, scheme: 'tableau10' },
        marginBottom: 60,
        marks: [Plot.barY(spec.weeks, { x: 'week', y: 'kg', fill: 'line' }), Plot.ruleY([0])],
      });
    case 'subscriber-weeks': {
      const lines = spec.weeks.flatMap((w) => [
        { week: new Date(`${w.week}T00:00:00Z`), series: 'Active', value: w.active },
        { week: new Date(`${w.week}T00:00:00Z`), series: 'New', value: w.started },
        { week: new Date(`${w.week}T00:00:00Z`), series: 'Cancelled', value: w.cancelled },
      ]);
      return Plot.plot({
        width,
        height: 300,
        style: FONT,
        x: { label: 'Week starting', type: 'utc' },
        y: { label: 'Subscriptions', grid: true },
        color: { legend: true, domain: ['Active', 'New', 'Cancelled'], range: ['#303030', '#2e7d32', '#c62828'] },
        marks: [
          Plot.lineY(lines, { x: 'week', y: 'value', stroke: 'series' }),
          Plot.dot(lines, { x: 'week', y: 'value', fill: 'series', r: 2 }),
          Plot.ruleY([0]),
        ],
      });
    }
    case 'retention': {
      const cells = spec.cohorts.flatMap((c) => c.shares.map((share, i) => ({ month: c.month, after: i + 1, share })));
      return Plot.plot({
        width,
        height: 40 + spec.cohorts.length * 26,
        marginLeft: 80,
        style: FONT,
        padding: 0.05,
        x: { label: 'Months after the first order', type: 'band' },
        y: { label: null, type: 'band', domain: spec.cohorts.map((c) => c.month) },
        color: { type: 'linear', domain: [0, 1], scheme: 'greens', legend: true, label: 'Still subscribed', percent: true },
        marks: [
          Plot.cell(
            cells.filter((c) => c.share !== null),
            { x: 'after', y: 'month', fill: 'share' },
          ),
          Plot.text(
            cells.filter((c) => c.share !== null),
            {
              x: 'after',
              y: 'month',
              text: (d: { share: number }) => `${Math.round(d.share * 100)}%`,
              fill: (d: { share: number }) => (d.share > 0.6 ? 'white' : 'black'),
            },
          ),
        ],
      });
    }
  }
}
