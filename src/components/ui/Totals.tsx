/**
 * An order's or a subscription's totals (`dash-totals`): label and amount, already written.
 *
 * @example
 * <Totals rows={[{ label: 'Shipping', value: '$6.99' }, { label: 'Total', value: '$80.99' }]} />
 */
export function Totals({ rows }: { rows: readonly ({ label: string; value: string } | null)[] }) {
  return (
    <dl className="dash-totals">
      {rows.map((row) =>
        row ? (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
