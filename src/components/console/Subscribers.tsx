import { formatNzdCents } from '../../domain/money';
import type { ConsoleSubscribers } from '../../domain/schemas/console';
import { DataTable, Figure, ListOrEmpty, Section } from './Section';
import { useConsoleRead } from './useConsole';

/** Subscribers: counts, MRR, and the last 30 days' cancellations, save offers, skips and pauses. */
export function Subscribers() {
  const { load } = useConsoleRead<ConsoleSubscribers>('subscribers');
  return (
    <Section id="subscribers" title="Subscribers" load={load}>
      {(s) => (
        <>
          <dl className="console-figures" data-testid="subscriber-figures">
            <Figure label="Active" value={s.counts.active} />
            <Figure label="Paused" value={s.counts.paused} />
            <Figure label="Cancelled" value={s.counts.cancelled} />
            <Figure label="Monthly recurring revenue" value={formatNzdCents(s.mrrCents)} />
            <Figure label="Skips (30 days)" value={s.skips} />
            <Figure label="Pauses (30 days)" value={s.pauses} />
          </dl>
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
            <DataTable columns={['Offer', 'Shown', 'Taken']} rows={s.offers} rowKey={(o) => o.kind} cells={(o) => [o.kind, o.shown, o.taken]} />
          )}
        </>
      )}
    </Section>
  );
}
