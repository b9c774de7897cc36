import { useState } from 'react';
import { FORECAST_WINDOWS, type ForecastWindow } from '../../domain/console-limits';
import type { ConsoleForecast } from '../../domain/schemas/console';
import { downloadForecastCsv } from './api';
import { Figure, Section } from './Section';
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
                <table data-testid="forecast-ship">
                  <caption>To ship from {f.today}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Recipe</th>
                      <th scope="col">Bag (kg)</th>
                      <th scope="col">Bags</th>
                      <th scope="col">kg</th>
                    </tr>
                  </thead>
                  <tbody>
                    {w.ship.map((l) => (
                      <tr key={`${l.recipe}-${l.bagKg}`}>
                        <td>{l.recipe}</td>
                        <td>{l.bagKg}</td>
                        <td>{l.bags}</td>
                        <td>{l.kg}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <table>
                  <caption>Shipped beside eaten</caption>
                  <thead>
                    <tr>
                      <th scope="col">Recipe</th>
                      <th scope="col">kg shipped</th>
                      <th scope="col">kg the dogs eat</th>
                    </tr>
                  </thead>
                  <tbody>
                    {w.recipes.map((r) => (
                      <tr key={r.recipe}>
                        <td>{r.recipe}</td>
                        <td>{r.shipKg}</td>
                        <td>{r.eatKg}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
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
