import { useMemo } from 'react';
import { lineName, weekLines } from '../../domain/console-labels';
import { consoleDay } from '../../domain/console-time';
import type { ConsoleForecast } from '../../domain/schemas/console';
import { Chart } from './charts/Chart';
import { DataTable, Empty, type Column } from './Section';

type Week = ConsoleForecast['weeks'][number];

/**
 * The next 13 weeks' kilograms, stacked by recipe and bag size; the table under it has every
 * figure of the chart (a row a week, a column a line, the week's total), for a screen reader.
 */
export function ForecastWeeks({ weeks }: { weeks: readonly Week[] }) {
  const lines = useMemo(() => weekLines(weeks), [weeks]);
  const spec = useMemo(
    () => ({
      kind: 'forecast-weeks' as const,
      order: weeks.map((w) => consoleDay(w.start)),
      weeks: weeks.flatMap((w) => w.lines.map((l) => ({ week: consoleDay(w.start), line: lineName(l), kg: l.kg }))),
    }),
    [weeks],
  );
  const columns = useMemo<readonly Column<Week>[]>(
    () => [
      { header: 'Week starting', cell: (w) => consoleDay(w.start) },
      ...lines.map((name) => ({ header: `${name} (kg)`, cell: (w: Week) => w.lines.find((l) => lineName(l) === name)?.kg ?? 0 })),
      { header: 'Total (kg)', cell: (w) => Math.round(w.lines.reduce((kg, l) => kg + l.kg, 0) * 10) / 10 },
    ],
    [lines],
  );
  if (lines.length === 0) return <Empty>Nothing to ship in the next 13 weeks.</Empty>;
  return (
    <>
      <s-heading>Kilograms to ship by week, the next 13 weeks</s-heading>
      <Chart spec={spec} label="Kilograms to ship each week for the next 13 weeks, by recipe and bag size" />
      <DataTable testId="forecast-weeks" columns={columns} rows={weeks} rowKey={(w) => w.start} empty="" />
    </>
  );
}
