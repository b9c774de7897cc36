import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { chooseTableLayout, type TableLayout } from './table-layout';
import './responsive-table.css';

export interface TableColumn<Row> {
  /** The column's header as the spec names it; in a card, the label of the value. */
  header: string;
  /** An actions column: its header is only for screen readers, and in a card it has no label. */
  actions?: boolean;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface ResponsiveTableProps<Row> {
  /** Names the table (visually hidden caption) and the list of cards. */
  caption: string;
  /** The first column heads its row (`<th scope="row">`) and titles its card. */
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Test hook and first layout before anything is measured (jsdom has no layout). */
  initialLayout?: TableLayout;
  /** data-testid of the list, either layout. */
  testId?: string;
}

/**
 * One list (subscriptions, orders), as a table where all its columns fit the box it is in and as a
 * card per row below that (issue 31), with every value of the row: the first column as the card's
 * title, the others as labelled facts, the actions at the card's foot. The layout is decided from
 * measured widths (`chooseTableLayout`) in a layout effect, so the other one never paints; one
 * ResizeObserver follows the box's width (a phone turned, the shop's frame resized).
 */
export function ResponsiveTable<Row>({ caption, columns, rows, rowKey, initialLayout = 'table', testId }: ResponsiveTableProps<Row>) {
  const box = useRef<HTMLDivElement>(null);
  const [layout, setLayout] = useState<TableLayout>(initialLayout);
  // The width the table took the last time it was on screen (its narrowest once it overflowed).
  const tableWidth = useRef<number | null>(null);
  const measuredRows = useRef(rows);
  // The box's width at the last measure, and the layout on screen: read by the observer below.
  const boxWidth = useRef<number | null>(null);
  const shown = useRef(layout);
  shown.current = layout;

  /** Measures both widths and switches the layout only when it must (a same-state update still costs a commit). */
  const measure = useRef(() => {
    const el = box.current;
    if (!el) return;
    const table = el.querySelector('table');
    if (table) tableWidth.current = table.getBoundingClientRect().width;
    boxWidth.current = el.clientWidth;
    const next = chooseTableLayout({ current: shown.current, available: boxWidth.current, tableWidth: tableWidth.current });
    if (next !== shown.current) setLayout(next);
  }).current;

  // What the list said the last time it was drawn, in which layout (its text; reading it costs no layout).
  const drawn = useRef<{ layout: TableLayout; text: string } | null>(null);

  // Before paint, whenever the rows or the layout change (new content may need more room).
  useLayoutEffect(() => {
    // New rows may need more room than the table last took: shown as a table once more to tell.
    // Not when they say exactly what is on screen (the server confirming a change already shown):
    // the table's round trip there cost two commits and two forced layouts (issue 48).
    const text = box.current?.textContent ?? '';
    const unchanged = drawn.current?.layout === layout && drawn.current.text === text;
    if (measuredRows.current !== rows && !unchanged) tableWidth.current = null;
    measuredRows.current = rows;
    measure();
  }, [rows, layout, measure]);

  // After every render, also those that change a cell but not the rows (a pending frequency).
  useLayoutEffect(() => {
    drawn.current = { layout, text: box.current?.textContent ?? '' };
  });

  // One observer for the component's life (issue 48: one per rows change, each with its initial
  // report, cost the dashboard a forced layout and a commit apiece). It acts only when the box's
  // width changed since the last measure; clientWidth is free to read here, layout has just run.
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    // A frame later, not inside the observer's callback: a layout switch there resizes the box
    // again within the same frame, which browsers report as a ResizeObserver loop error.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === boxWidth.current) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [measure]);

  const [title, ...rest] = columns;
  if (!title) return null;
  const facts = rest.filter((c) => !c.actions);
  const actions = rest.filter((c) => c.actions);

  return (
    <div ref={box} className="responsive-table" data-layout={layout} data-testid={testId}>
      {layout === 'table' ? (
        <table className="dash-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col">
                  {c.actions ? <span className="visually-hidden">{c.header}</span> : c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                <th scope="row" className={title.className}>
                  {title.cell(row)}
                </th>
                {rest.map((c) => (
                  <td key={c.header} className={c.className}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <ul className="dash-cards" aria-label={caption}>
          {rows.map((row) => (
            <li key={rowKey(row)} className="dash-row-card">
              <h3 className="dash-row-card-title">{title.cell(row)}</h3>
              <dl className="dash-row-card-facts">
                {facts.map((c) => (
                  <div key={c.header}>
                    <dt>{c.header}</dt>
                    <dd className={c.className}>{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
              {actions.map((c) => (
                <div key={c.header} className="dash-row-card-actions">
                  {c.cell(row)}
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
