import { formatNzdCents } from '../../domain/money';
import type { ConsoleSubscribers } from '../../domain/schemas/console';
import { AfterPaint } from './AfterPaint';
import { Retention } from './Retention';
import { SubscriberWeeks } from './SubscriberWeeks';
import { AsOf, DataTable, Figures, Section, type Column } from './Section';
import type { Load } from './useConsole';

type Offer = ConsoleSubscribers['offers'][number];
type Cancellation = ConsoleSubscribers['cancellations'][number];

/** The save offers, in a merchant's words. */
const OFFER_WORDS: Record<string, string> = {
  skip: 'Skip the next delivery',
  pause: 'Pause for a month',
  frequency: 'A better-fitting frequency',
  discount: 'A discount on the next order',
};

const OFFER_COLUMNS: readonly Column<Offer>[] = [
  { header: 'Offer', cell: (o) => OFFER_WORDS[o.kind] ?? o.kind },
  { header: 'Times offered', cell: (o) => o.shown },
  { header: 'Times taken', cell: (o) => o.taken },
];

const CANCEL_COLUMNS: readonly Column<Cancellation>[] = [
  { header: 'Reason given', cell: (c) => c.reason || 'No reason given' },
  { header: 'Cancellations', cell: (c) => c.count },
];

/** Subscribers: counts, MRR, and the last 30 days' cancellations, save offers, skips and pauses. */
export function Subscribers({ load }: { load: Load<ConsoleSubscribers> }) {
  return (
    <Section title="Subscribers" load={load}>
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
              ['Deliveries skipped (last 30 days)', s.skips],
              ['Pauses (last 30 days)', s.pauses],
            ]}
          />
          {/* 200-odd table cells: a frame after the figures, so switching here paints at once. */}
          <AfterPaint>
            <SubscriberWeeks weeks={s.weeks} />
            <Retention cohorts={s.retention} />
            <s-heading>Why customers cancelled (last 30 days)</s-heading>
            <DataTable columns={CANCEL_COLUMNS} rows={s.cancellations} rowKey={(c) => c.reason} empty="No cancellations." />
            <s-heading>Offers to stay (last 30 days)</s-heading>
            <DataTable columns={OFFER_COLUMNS} rows={s.offers} rowKey={(o) => o.kind} empty="No offers shown." />
          </AfterPaint>
        </>
      )}
    </Section>
  );
}
