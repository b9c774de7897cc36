import type { ConsoleCampaigns } from '../../domain/schemas/console';
import { ResponsiveTable, type TableColumn } from '../ui/ResponsiveTable';
import { Section } from './Section';
import type { Load } from './useConsole';

/** A step's conversion from the step before, already a percentage (src/domain/funnel-report.ts). */
const percent = (x: number | null | undefined) => (x == null ? '–' : `${x}%`);

type CampaignRow = ConsoleCampaigns['campaigns'][number];

/** The campaign, then a column per funnel step: its count and its conversion from the step before. */
const campaignColumns = (steps: readonly string[]): readonly TableColumn<CampaignRow>[] => [
  { header: 'Campaign', cell: (row) => row.key },
  ...steps.map((step, i) => ({
    header: step,
    cell: (row: CampaignRow) => (
      <>
        {row.counts[i]}
        {i > 0 && <span className="console-muted"> ({percent(row.conversions[i - 1])})</span>}
      </>
    ),
  })),
];

/** Campaigns: the funnel by campaign for the last 30 days (issue 35's report). */
export function Campaigns({ load }: { load: Load<ConsoleCampaigns> }) {
  return (
    <Section id="campaigns" title="Campaigns" load={load}>
      {(c) => (
        <>
          <p className="console-muted">
            {c.from} to {c.to}
          </p>
          {c.campaigns.length === 0 ? (
            <p className="console-muted">No campaign visits in these 30 days.</p>
          ) : (
            <ResponsiveTable
              caption={`Campaigns, ${c.from} to ${c.to}`}
              columns={campaignColumns(c.steps)}
              rows={[
                ...c.campaigns,
                ...(c.others ? [{ ...c.others, key: `${c.others.campaigns} other campaigns` }] : []),
                { ...c.total, key: 'All campaigns' },
              ]}
              rowKey={(row) => row.key}
            />
          )}
        </>
      )}
    </Section>
  );
}
