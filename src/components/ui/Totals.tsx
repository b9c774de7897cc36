import { PRICES_INCLUDE_GST } from '../../domain/money';

/** One row of totals: its label and its amount, already written. */
export type TotalRow = readonly [label: string, value: string];

/**
 * An order's or a subscription's totals (`dash-totals`), then that the prices include GST; a null
 * row is left out.
 *
 * @example
 * <Totals rows={[['Shipping', '$6.99'], ['Total', '$80.99']]} />
 */
export function Totals({ rows }: { rows: readonly (TotalRow | null)[] }) {
  return (
    <>
      <dl className="dash-totals">
        {rows.map((row) =>
          row ? (
            <div key={row[0]}>
              <dt>{row[0]}</dt>
              <dd>{row[1]}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <p className="dash-totals-note">{PRICES_INCLUDE_GST}</p>
    </>
  );
}
