import { useMemo } from 'react';
import { consoleDay } from '../../domain/console-time';
import type { ConsoleCampaigns } from '../../domain/schemas/console';
import { Chart } from './charts/Chart';
import { AfterPaint } from './AfterPaint';
import { AsOf, DataTable, Empty, Section, type Column } from './Section';
import type { Load } from './useConsole';

/** A step's conversion from the step before, already a percentage (src/domain/funnel-report.ts). */
const percent = (x: number | null | undefined) => (x == null ? '–' : `${x}%`);

type CampaignRow = ConsoleCampaigns['campaigns'][number];

/** The campaign, then a column per funnel step: its count and its conversion from the step before. */
const campaignColumns = (steps: readonly string[]): readonly Column<CampaignRow>[] => [
  { header: 'Campaign', cell: (row) => row.key },
  ...steps.map((step, i) => ({
    header: step.charAt(0).toUpperCase() + step.slice(1),
    cell: (row: CampaignRow) => (i === 0 ? `${row.counts[i]}` : `${row.counts[i]} (${percent(row.conversions[i - 1])})`),
  })),
];

function CampaignFigures({ c }: { c: ConsoleCampaigns }) {
  // The top campaigns, then every other campaign as one row (src/domain/top-campaigns.ts).
  const rows = useMemo(() => [...c.campaigns, ...(c.others ? [{ ...c.others, key: `${c.others.campaigns} other campaigns` }] : [])], [c]);
  const spec = useMemo(() => ({ kind: 'campaigns' as const, steps: c.steps, rows }), [c.steps, rows]);
  if (c.campaigns.length === 0) return <Empty>No visits from a campaign in these 30 days.</Empty>;
  return (
    <>
      <Chart spec={spec} label={`The funnel of the top ${c.campaigns.length} campaigns`} />
      <DataTable
        testId="campaign-table"
        columns={campaignColumns(c.steps)}
        rows={[...rows, { ...c.total, key: 'All campaigns' }]}
        rowKey={(row) => row.key}
        empty=""
      />
    </>
  );
}

/** Campaigns: the funnel by campaign for the last 30 days (issue 35's report), the top 20 and all others. */
export function Campaigns({ load }: { load: Load<ConsoleCampaigns> }) {
  return (
    <Section title="Campaigns" load={load}>
      {(c) => (
        <>
          <AsOf at={c.asOf} />
          <s-paragraph>
            <s-text color="subdued">
              Visits from {consoleDay(c.from)} to {consoleDay(c.to)}; in brackets, the share of the step before
            </s-text>
          </s-paragraph>
          {/* The chart and 21 rows of seven columns: a frame after the heading. */}
          <AfterPaint>
            <CampaignFigures c={c} />
          </AfterPaint>
        </>
      )}
    </Section>
  );
}
