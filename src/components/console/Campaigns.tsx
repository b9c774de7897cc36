import type { ConsoleCampaigns } from '../../domain/schemas/console';
import { Section } from './Section';
import { useConsoleRead } from './useConsole';

/** A step's conversion from the step before, already a percentage (src/domain/funnel-report.ts). */
const percent = (x: number | null | undefined) => (x == null ? '–' : `${x}%`);

/** Campaigns: the funnel by campaign for the last 30 days (issue 35's report). */
export function Campaigns() {
  const { load } = useConsoleRead<ConsoleCampaigns>('campaigns');
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
            <div className="console-scroll">
              <table>
                <thead>
                  <tr>
                    <th scope="col">Campaign</th>
                    {c.steps.map((s) => (
                      <th scope="col" key={s}>
                        {s}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {[...c.campaigns, { ...c.total, key: 'All campaigns' }].map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{row.key}</th>
                      {row.counts.map((n, i) => (
                        <td key={c.steps[i]}>
                          {n}
                          {i > 0 && <span className="console-muted"> ({percent(row.conversions[i - 1])})</span>}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </Section>
  );
}
