import { formatNzdCents } from '../../domain/money';
import type { ConsoleSubscribers } from '../../domain/schemas/console';
import { ResponsiveTable, type TableColumn } from '../ui/ResponsiveTable';
import { AsOf, Figures, ListOrEmpty, Section } from './Section';
import type { Load } from './useConsole';

const OFFER_COLUMNS: readonly TableColumn<ConsoleSubscribers['offers'][number]>[] = [
  { header: 'Offer', cell: (o) => o.kind },
  { header: 'Shown', cell: (o) => o.shown },
  { header: 'Taken', cell: (o) => o.taken },
];

/** Subscribers: counts, MRR, and the last 30 days' cancellations, save offers, skips and pauses. */
export function Subscribers({ load }: { load: Load<ConsoleSubscribers> }) {
  return (
    <Section id="subscribers" title="Subscribers" load={load}>
      {(s) => (
        <>
          <AsOf at={s.asOf} />
          <Figures
            testId="subscriber-figures"
            figures={[
              ['Active', s.counts.active],
              ['Paused', s.counts.paused],
              ['Cancelled', s.counts.cancelled],
              ['Monthly recurring revenue', formatNzdCents(s.mrrCents)],
              ['Skips (30 days)', s.skips],
              ['Pauses (30 days)', s.pauses],
            ]}
          />
          <ListOrEmpty title="Cancellations in the last 30 days" items={s.cancellations} empty="No cancellations.">
            {(c) => (
              <li key={c.reason}>
                {c.reason || 'No reason given'}: {c.count}
              </li>
            )}
          </ListOrEmpty>
          <h3>Save offers in the last 30 days</h3>
          {s.offers.length === 0 ? (
            <p className="console-muted">No save offers shown.</p>
          ) : (
            <ResponsiveTable caption="Save offers in the last 30 days" columns={OFFER_COLUMNS} rows={s.offers} rowKey={(o) => o.kind} />
          )}
        </>
      )}
    </Section>
  );
}
