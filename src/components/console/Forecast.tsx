import { useState } from 'react';
import { FORECAST_WINDOWS, type ForecastWindow } from '../../domain/console-limits';
import type { ConsoleForecast } from '../../domain/schemas/console';
import { downloadForecastCsv } from './api';
import { ResponsiveTable, type TableColumn } from '../ui/ResponsiveTable';
import { AsOf, Figures, Section } from './Section';
import type { Load } from './useConsole';

type ForecastWindowData = ConsoleForecast['windows'][number];

const SHIP_COLUMNS: readonly TableColumn<ForecastWindowData['ship'][number]>[] = [
  { header: 'Recipe', cell: (l) => l.recipe },
  { header: 'Bag (kg)', cell: (l) => l.bagKg },
  { header: 'Bags', cell: (l) => l.bags },
  { header: 'kg', cell: (l) => l.kg },
];

const RECIPE_COLUMNS: readonly TableColumn<ForecastWindowData['recipes'][number]>[] = [
  { header: 'Recipe', cell: (r) => r.recipe },
  { header: 'kg shipped', cell: (r) => r.shipKg },
  { header: 'kg the dogs eat', cell: (r) => r.eatKg },
];

/** Kibble forecast: kg and bags to ship per recipe and bag size, beside what the dogs eat, for 7/30/90 days. */
export function Forecast({ load }: { load: Load<ConsoleForecast> }) {
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
            <AsOf at={f.asOf} />
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
                <h3>To ship from {f.today}</h3>
                <ResponsiveTable
                  testId="forecast-ship"
                  caption={`To ship from ${f.today}`}
                  columns={SHIP_COLUMNS}
                  rows={w.ship}
                  rowKey={(l) => `${l.recipe}-${l.bagKg}`}
                />
                <h3>Shipped beside eaten</h3>
                <ResponsiveTable caption="Shipped beside eaten" columns={RECIPE_COLUMNS} rows={w.recipes} rowKey={(r) => r.recipe} />
                <Figures
                  figures={[
                    ['Run out early', `${w.runsOutEarly.subscriptions} plans, ${w.runsOutEarly.kg} kg short`],
                    ['Oversupply', `${w.oversupplies.subscriptions} plans, ${w.oversupplies.kg} kg over`],
                  ]}
                />
              </>
            )}
          </>
        );
      }}
    </Section>
  );
}
