import { useState } from 'react';
import { consoleDay } from '../../domain/console-time';
import { FORECAST_WINDOWS, type ForecastWindow } from '../../domain/console-limits';
import type { ConsoleForecast } from '../../domain/schemas/console';
import { downloadForecastCsv, toast } from './api';
import { AfterPaint } from './AfterPaint';
import { ForecastWeeks } from './ForecastWeeks';
import { AsOf, DataTable, Empty, Figures, Section, type Column } from './Section';
import type { Load } from './useConsole';

type ForecastWindowData = ConsoleForecast['windows'][number];

const SHIP_COLUMNS: readonly Column<ForecastWindowData['ship'][number]>[] = [
  { header: 'Recipe', cell: (l) => l.recipe },
  { header: 'Bag (kg)', cell: (l) => l.bagKg },
  { header: 'Bags', cell: (l) => l.bags },
  { header: 'kg', cell: (l) => l.kg },
];

const RECIPE_COLUMNS: readonly Column<ForecastWindowData['recipes'][number]>[] = [
  { header: 'Recipe', cell: (r) => r.recipe },
  { header: 'kg shipped', cell: (r) => r.shipKg },
  { header: 'kg the dogs eat', cell: (r) => r.eatKg },
];

/** Kibble forecast: kg and bags to ship per recipe and bag size, beside what the dogs eat, for 7/30/90 days. */
export function Forecast({ load }: { load: Load<ConsoleForecast> }) {
  const [days, setDays] = useState<ForecastWindow>(FORECAST_WINDOWS[0]);
  const download = () => {
    downloadForecastCsv().catch((err: unknown) => toast(err instanceof Error ? err.message : String(err), true));
  };
  return (
    <Section title="Kibble forecast" load={load}>
      {(f) => {
        const w = f.windows.find((x) => x.days === days);
        return (
          <>
            <AsOf at={f.asOf} />
            <s-stack direction="inline" gap="base">
              <s-select label="Forecast window" value={String(days)} onChange={(e) => setDays(Number(e.currentTarget.value) as ForecastWindow)}>
                {FORECAST_WINDOWS.map((d) => (
                  <s-option key={d} value={String(d)}>
                    Next {d} days
                  </s-option>
                ))}
              </s-select>
              <s-button onClick={download}>Download CSV</s-button>
            </s-stack>
            {!w || w.ship.length === 0 ? (
              <Empty>Nothing to ship in these {days} days.</Empty>
            ) : (
              <>
                <s-heading>To ship from {consoleDay(f.today)}</s-heading>
                <DataTable testId="forecast-ship" columns={SHIP_COLUMNS} rows={w.ship} rowKey={(l) => `${l.recipe}-${l.bagKg}`} empty="" />
                <s-heading>Shipped beside eaten</s-heading>
                <DataTable columns={RECIPE_COLUMNS} rows={w.recipes} rowKey={(r) => r.recipe} empty="" />
                <Figures
                  figures={[
                    ['Plans that run out early', `${w.runsOutEarly.subscriptions} plans, ${w.runsOutEarly.kg} kg short`],
                    ['Plans that oversupply', `${w.oversupplies.subscriptions} plans, ${w.oversupplies.kg} kg over`],
                  ]}
                />
              </>
            )}
            {/* The 13 weeks' chart and table (200-odd cells): a frame after the window's figures. */}
            <AfterPaint>
              <ForecastWeeks weeks={f.weeks} />
            </AfterPaint>
          </>
        );
      }}
    </Section>
  );
}
