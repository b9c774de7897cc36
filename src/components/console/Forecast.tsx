import { useState } from 'react';
import { FORECAST_WINDOWS, type ForecastWindow } from '../../domain/console-limits';
import type { ConsoleForecast } from '../../domain/schemas/console';
import { downloadForecastCsv } from './api';
import { DataTable, Figure, Section } from './Section';
import { useConsoleRead } from './useConsole';

/** Kibble forecast: kg and bags to ship per recipe and bag size, beside what the dogs eat, for 7/30/90 days. */
export function Forecast() {
  const { load } = useConsoleRead<ConsoleForecast>('forecast');
  const [days, setDays] = useState<ForecastWindow>(FORECAST_WINDOWS[0]);
  const [csvError, setCsvError] = useState<string | null>(null);
  const download = () => {
    setCsvError(null);
    downloadForecastCsv().catch((err: unknown) => setCsvError(err instanceof Error ? err.message : String(err)));
  };
  return (
    <Section id="forecast" title="Kibble forecast" load={load}>
      {(f) => {
        const w = f.windows.find((x) => x.days === days);
        return (
          <>
            <div className="console-row">
              <label>
                Next{' '}
                <select value={days} onChange={(e) => setDays(Number(e.target.value) as ForecastWindow)}>
                  {FORECAST_WINDOWS.map((d) => (
                    <option key={d} value={d}>
                      {d} days
                    </option>
                  ))}
                </select>
              </label>
              <button type="button" onClick={download}>
                Download CSV
              </button>
              {csvError && <span role="alert">{csvError}</span>}
            </div>
            {!w || w.ship.length === 0 ? (
              <p className="console-muted">Nothing to ship in these {days} days.</p>
            ) : (
              <>
                <DataTable
                  testId="forecast-ship"
                  caption={`To ship from ${f.today}`}
                  columns={['Recipe', 'Bag (kg)', 'Bags', 'kg']}
                  rows={w.ship}
                  rowKey={(l) => `${l.recipe}-${l.bagKg}`}
                  cells={(l) => [l.recipe, l.bagKg, l.bags, l.kg]}
                />
                <DataTable
                  caption="Shipped beside eaten"
                  columns={['Recipe', 'kg shipped', 'kg the dogs eat']}
                  rows={w.recipes}
                  rowKey={(r) => r.recipe}
                  cells={(r) => [r.recipe, r.shipKg, r.eatKg]}
                />
                <dl className="console-figures">
                  <Figure label="Run out early" value={`${w.runsOutEarly.subscriptions} plans, ${w.runsOutEarly.kg} kg short`} />
                  <Figure label="Oversupply" value={`${w.oversupplies.subscriptions} plans, ${w.oversupplies.kg} kg over`} />
                </dl>
              </>
            )}
          </>
        );
      }}
    </Section>
  );
}
