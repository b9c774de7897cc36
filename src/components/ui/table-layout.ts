/**
 * Whether a list is laid out as a table or as cards (issue 31): the table where all its columns
 * fit the box it is in, cards below that. Decided from two measured widths, so the switch follows
 * the content (long product names, prices) and the box (a phone, the shop's frame inside its
 * margins) rather than a guessed breakpoint.
 */
export type TableLayout = 'table' | 'cards';

export interface TableLayoutInput {
  /** The layout on screen now. */
  current: TableLayout;
  /** The width the list's box offers, px. */
  available: number;
  /**
   * The width the table takes, px: measured now when `current` is 'table', else the width it took
   * the last time it was shown and did not fit (its narrowest), or null when never measured.
   */
  tableWidth: number | null;
}

/** Sub-pixel rounding between the box and the table is not overflow. */
const ROUNDING_PX = 1;

/**
 * The layout for the measured widths. A table wider than its box becomes cards; cards become a
 * table again once the box is as wide as the table needed; never measured, try the table.
 *
 * @example
 * chooseTableLayout({ current: 'table', available: 318, tableWidth: 537 }) // 'cards'
 * chooseTableLayout({ current: 'cards', available: 600, tableWidth: 537 }) // 'table'
 * chooseTableLayout({ current: 'cards', available: 500, tableWidth: 537 }) // 'cards'
 * chooseTableLayout({ current: 'cards', available: 318, tableWidth: null }) // 'table' (measure it)
 */
export function chooseTableLayout({ current, available, tableWidth }: TableLayoutInput): TableLayout {
  if (tableWidth === null) return 'table';
  if (current === 'table') return tableWidth > available + ROUNDING_PX ? 'cards' : 'table';
  return available + ROUNDING_PX >= tableWidth ? 'table' : 'cards';
}
