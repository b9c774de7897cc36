import type { ReactNode } from 'react';
import { consoleDateTime } from '../../domain/console-time';
import type { Load } from './useConsole';

/** A console section (Polaris `s-section`): its heading, then the loading or error state, or its content. */
export function Section<T>({ title, load, children }: { title: string; load: Load<T>; children: (data: T) => ReactNode }) {
  return (
    <s-section heading={title}>
      {load.state === 'loading' && (
        <s-paragraph>
          <s-text color="subdued">Loading…</s-text>
        </s-paragraph>
      )}
      {load.state === 'error' && (
        <s-banner tone="critical" heading="This could not be loaded">
          {load.message}
        </s-banner>
      )}
      {load.state === 'ready' && children(load.data)}
    </s-section>
  );
}

/** A section's figures: each value under its label. */
export function Figures({ figures, testId }: { figures: readonly (readonly [label: string, value: ReactNode])[]; testId?: string }) {
  return (
    <s-grid data-testid={testId}>
      {figures.map(([label, value]) => (
        <s-box key={label} data-figure={label}>
          <s-paragraph>
            <s-text color="subdued">{label}</s-text>
          </s-paragraph>
          <s-paragraph>
            <s-text type="strong">{value}</s-text>
          </s-paragraph>
        </s-box>
      ))}
    </s-grid>
  );
}

/** Text that says there is nothing to show. */
export const Empty = ({ children }: { children: ReactNode }) => (
  <s-paragraph>
    <s-text color="subdued">{children}</s-text>
  </s-paragraph>
);

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/** Rows as a Polaris table (`s-table`), or `empty` when there are none. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty,
  testId,
}: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: string;
  testId?: string;
}) {
  if (rows.length === 0) return <Empty>{empty}</Empty>;
  return (
    <s-table data-testid={testId}>
      <s-table-header-row>
        {columns.map((c) => (
          <s-table-header key={c.header}>{c.header}</s-table-header>
        ))}
      </s-table-header-row>
      <s-table-body>
        {rows.map((r) => (
          <s-table-row key={rowKey(r)}>
            {columns.map((c) => (
              <s-table-cell key={c.header}>{c.cell(r)}</s-table-cell>
            ))}
          </s-table-row>
        ))}
      </s-table-body>
    </s-table>
  );
}

/** Under a section's heading: when its snapshot's figures were computed, the shop's day and time. */
export function AsOf({ at }: { at: string }) {
  return (
    <s-paragraph data-testid="as-of">
      <s-text color="subdued">Figures as of {consoleDateTime(at)}</s-text>
    </s-paragraph>
  );
}
