/**
 * The list layout of issue 31: a table where its columns fit the box, a card per row below
 * that, with every value of the row. jsdom has no layout, so the two widths the component
 * measures (its box and the table) are set by the test, and the ResizeObserver is one the test
 * fires, as the browser does when the box changes width.
 */
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveTable, type TableColumn } from '../../../src/components/ui/ResponsiveTable';
import { chooseTableLayout } from '../../../src/components/ui/table-layout';

describe('chooseTableLayout', () => {
  it('keeps a table that fits its box, to the pixel', () => {
    expect(chooseTableLayout({ current: 'table', available: 600, tableWidth: 600 })).toBe('table');
    expect(chooseTableLayout({ current: 'table', available: 600, tableWidth: 600.6 })).toBe('table');
  });

  it('turns a table wider than its box into cards (the issue: 537 px in 318)', () => {
    expect(chooseTableLayout({ current: 'table', available: 318, tableWidth: 537 })).toBe('cards');
    expect(chooseTableLayout({ current: 'table', available: 600, tableWidth: 602 })).toBe('cards');
  });

  it('brings the table back once the box is as wide as the table needed, not before', () => {
    expect(chooseTableLayout({ current: 'cards', available: 536, tableWidth: 537 })).toBe('table');
    expect(chooseTableLayout({ current: 'cards', available: 530, tableWidth: 537 })).toBe('cards');
  });

  it('tries the table when it was never measured', () => {
    expect(chooseTableLayout({ current: 'cards', available: 100, tableWidth: null })).toBe('table');
  });
});

interface Row {
  id: string;
  title: string;
  often: string;
  price: string;
}

const COLUMNS: TableColumn<Row>[] = [
  { header: 'Title', cell: (r) => r.title },
  { header: 'Frequency', cell: (r) => r.often },
  { header: 'Subtotal', cell: (r) => r.price },
  {
    header: 'Actions',
    actions: true,
    cell: (r) => (
      <button type="button" aria-label={`Manage ${r.title}`}>
        Manage
      </button>
    ),
  },
];
const ROWS: Row[] = [
  { id: 'a', title: 'Chicken Dog Box 15kg', often: 'Every 28 days', price: '$182.47' },
  { id: 'b', title: 'Luxe Lamb 5kg', often: 'Every 30 days', price: '$70.39' },
];

let boxWidth = 0;
let tableWidth = 0;
let resized: (() => void) | null = null;
let observers = 0;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('responsive-table') ? boxWidth : 0;
  });
  vi.spyOn(HTMLTableElement.prototype, 'getBoundingClientRect').mockImplementation(() => DOMRect.fromRect({ width: tableWidth, height: 100 }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observers++;
        resized = callback;
      }
      observe() {}
      disconnect() {
        resized = null;
      }
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callback(0);
    return 1;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => vi.unstubAllGlobals());

/** The browser reports a new width of the box. */
function resizeBox(width: number) {
  boxWidth = width;
  act(() => resized?.());
}

describe('ResponsiveTable', () => {
  it('is a table with the spec columns where the table fits', () => {
    boxWidth = 800;
    tableWidth = 800;
    render(<ResponsiveTable caption="Your subscriptions" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Your subscriptions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Frequency', 'Subtotal', 'Actions']);
    expect(within(table).getByRole('rowheader', { name: 'Luxe Lamb 5kg' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is a card per row, with every value of the row, where the table is wider than its box', () => {
    boxWidth = 318;
    tableWidth = 537;
    render(<ResponsiveTable caption="Your subscriptions" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Your subscriptions' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { level: 3 }).textContent).toBe('Chicken Dog Box 15kg');
    // Each value under its column's name; the actions without one.
    const facts = first.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Frequency', 'Every 28 days'],
      ['Subtotal', '$182.47'],
    ]);
    expect(first.getByRole('button', { name: 'Manage Chicken Dog Box 15kg' })).toBeTruthy();
    expect(within(cards[1]!).getByRole('button', { name: 'Manage Luxe Lamb 5kg' })).toBeTruthy();
  });

  it('follows its box: cards when it narrows, the table again once it is wide enough', () => {
    boxWidth = 800;
    tableWidth = 800;
    render(<ResponsiveTable caption="Your orders" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table')).toBeTruthy();

    tableWidth = 537; // the table cannot shrink below its content
    resizeBox(400);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Your orders' })).toBeTruthy();

    resizeBox(520);
    expect(screen.queryByRole('table'), 'still narrower than the table needs').toBeNull();

    resizeBox(540);
    expect(screen.getByRole('table', { name: 'Your orders' })).toBeTruthy();
  });

  it('measures again when the rows change: a longer row that no longer fits becomes cards', () => {
    boxWidth = 600;
    tableWidth = 580;
    const { rerender } = render(<ResponsiveTable caption="Your orders" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table')).toBeTruthy();

    tableWidth = 700;
    const longer = [...ROWS, { id: 'c', title: 'Mixed Chicken & Lamb 2.5kg with a much longer name', often: 'Every 24 days', price: '$44.10' }];
    rerender(<ResponsiveTable caption="Your orders" columns={COLUMNS} rows={longer} rowKey={(r) => r.id} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  });

  // Issue 48: the server's answer to a change already on screen is a new list saying the same;
  // showing the table once more to measure it cost two commits and two forced layouts.
  it('does not show the table again for new rows that say what the cards already say', () => {
    boxWidth = 318;
    tableWidth = 537;
    const { rerender } = render(<ResponsiveTable caption="Your subscriptions" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
    expect(screen.queryByRole('table')).toBeNull();
    const measured = vi.mocked(HTMLTableElement.prototype.getBoundingClientRect);
    measured.mockClear();

    rerender(<ResponsiveTable caption="Your subscriptions" columns={COLUMNS} rows={ROWS.map((r) => ({ ...r }))} rowKey={(r) => r.id} />);
    expect(measured, 'the table was not drawn to be measured').not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Your subscriptions' })).toBeTruthy();

    // Rows that say something else are measured: shorter ones that now fit are a table again.
    tableWidth = 300;
    rerender(<ResponsiveTable caption="Your subscriptions" columns={COLUMNS} rows={[ROWS[1]!]} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table', { name: 'Your subscriptions' })).toBeTruthy();
  });

  // Issue 48: an observer per rows change, each with its first report, cost the dashboard a
  // forced layout and a commit apiece.
  it('keeps one observer across row changes and measures nothing on a report of an unchanged width', () => {
    boxWidth = 600;
    tableWidth = 580;
    observers = 0;
    const { rerender } = render(<ResponsiveTable caption="Your orders" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
    rerender(<ResponsiveTable caption="Your orders" columns={COLUMNS} rows={[...ROWS]} rowKey={(r) => r.id} />);
    expect(observers).toBe(1);

    const measured = vi.mocked(HTMLTableElement.prototype.getBoundingClientRect);
    measured.mockClear();
    resizeBox(600);
    expect(measured).not.toHaveBeenCalled();
    resizeBox(640);
    expect(measured).toHaveBeenCalledTimes(1);
  });
});
