import type { ReactNode } from 'react';
import type { Load } from './useConsole';

/** A console card: its heading, then the loading or error state, or its content. */
export function Section<T>({ id, title, load, children }: { id: string; title: string; load: Load<T>; children: (data: T) => ReactNode }) {
  return (
    <section className="console-card" aria-labelledby={`${id}-title`} aria-busy={load.state === 'loading'}>
      <h2 id={`${id}-title`}>{title}</h2>
      {load.state === 'loading' && <p className="console-muted">Loading…</p>}
      {load.state === 'error' && (
        <p className="console-error" role="alert">
          {load.message}
        </p>
      )}
      {load.state === 'ready' && children(load.data)}
    </section>
  );
}

/** A figure with its label, for the overview rows. */
export function Figure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="console-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A card's list under its heading, or what it says when there is nothing to list. */
export function ListOrEmpty<T>({
  title,
  items,
  empty,
  ordered,
  children,
}: {
  title: string;
  items: readonly T[];
  empty: string;
  ordered?: boolean;
  children: (item: T, i: number) => ReactNode;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <h3>{title}</h3>
      {items.length === 0 ? <p className="console-muted">{empty}</p> : <List>{items.map(children)}</List>}
    </>
  );
}

/** A plain table: column headings, then one row of cells an item. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  cells,
  caption,
  testId,
}: {
  columns: readonly string[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  cells: (row: T) => readonly ReactNode[];
  caption?: ReactNode;
  testId?: string;
}) {
  return (
    <table data-testid={testId}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {cells(row).map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
