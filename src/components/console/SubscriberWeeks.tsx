import { useMemo } from 'react';
import { consoleDay } from '../../domain/console-time';
import type { ConsoleSubscribers } from '../../domain/schemas/console';
import { Chart } from './charts/Chart';
import { DataTable, type Column } from './Section';

type Week = ConsoleSubscribers['weeks'][number];

const COLUMNS: readonly Column<Week>[] = [
  { header: 'Week starting', cell: (w) => consoleDay(w.start) },
  { header: 'Active at the week’s end (paused included)', cell: (w) => w.active },
  { header: 'New', cell: (w) => w.started },
  { header: 'Cancelled', cell: (w) => w.cancelled },
];

/** The 26 weeks ending today as lines (active, new, cancelled); the table has the same figures. */
export function SubscriberWeeks({ weeks }: { weeks: readonly Week[] }) {
  const spec = useMemo(() => ({ kind: 'subscriber-weeks' as const, weeks: weeks.map((w) => ({ ...w, week: w.start })) }), [weeks]);
  return (
    <>
      <s-heading>Subscriptions by week, the last 26 weeks</s-heading>
      <Chart spec={spec} label="Active, new and cancelled subscriptions each week for the last 26 weeks" />
      <DataTable testId="subscriber-weeks" columns={COLUMNS} rows={weeks} rowKey={(w) => w.start} empty="" />
    </>
  );
}
