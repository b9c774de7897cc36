import { useMemo } from 'react';
import { cohortMonth } from '../../domain/console-labels';
import type { ConsoleSubscribers } from '../../domain/schemas/console';
import { Chart } from './charts/Chart';
import { DataTable, type Column } from './Section';

type Cohort = ConsoleSubscribers['retention'][number];

/** A cell: the share with its count, or a dash while not every customer of the month got there. */
const cell = (c: Cohort, k: number) => (c.shares[k] == null ? '–' : `${c.shares[k]}% (${c.still[k]} of ${c.customers})`);

/**
 * Retention by month of first order as a heat map (darker: more still subscribed); the table
 * has every cell's share and count, for a screen reader and for the exact figure.
 */
export function Retention({ cohorts }: { cohorts: readonly Cohort[] }) {
  const spec = useMemo(
    () => ({
      kind: 'retention' as const,
      cohorts: cohorts.filter((c) => c.customers > 0).map((c) => ({ month: cohortMonth(c.month), shares: c.shares.map((s) => (s === null ? null : s / 100)) })),
    }),
    [cohorts],
  );
  const columns = useMemo<readonly Column<Cohort>[]>(
    () => [
      { header: 'First order in', cell: (c) => cohortMonth(c.month) },
      { header: 'Customers', cell: (c) => c.customers },
      ...(cohorts[0]?.shares ?? []).map((_, k) => ({ header: `After ${k + 1} mo.`, cell: (c: Cohort) => cell(c, k) })),
    ],
    [cohorts],
  );
  return (
    <>
      <s-heading>Still subscribed, by month of first order</s-heading>
      {spec.cohorts.length > 0 && <Chart spec={spec} label="The share of customers still subscribed 1 to 12 months after their first order, by its month" />}
      <DataTable testId="retention" columns={columns} rows={cohorts} rowKey={(c) => c.month} empty="" />
    </>
  );
}
