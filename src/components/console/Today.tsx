import { useState } from 'react';
import { formatNzdCents } from '../../domain/money';
import type { ConsoleToday, DeadRenewal, FailedRenewal, RetryRenewalAnswer } from '../../domain/schemas/console';
import { ResponsiveTable, type TableColumn } from '../ui/ResponsiveTable';
import { consoleCall } from './api';
import { Figures, Section } from './Section';
import { useConsoleRead, type Load } from './useConsole';

/** "Retry now": the dead letter back on the renewal queue once; the list is read again. */
function RetryButton({ dead, onDone }: { dead: DeadRenewal; onDone: () => void }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'error'>(dead.retryRequestedAt ? 'sent' : 'idle');
  const retry = async () => {
    setState('sending');
    try {
      await consoleCall<RetryRenewalAnswer>(`dead-renewals/${encodeURIComponent(dead.eventId)}/retry`, { method: 'POST' });
      setState('sent');
      onDone();
    } catch {
      setState('error');
    }
  };
  if (state === 'sent') return <span>Retry queued</span>;
  return (
    <>
      <button type="button" onClick={retry} disabled={state === 'sending'} aria-label={`Retry now: ${dead.customer.name}, ${dead.day}`}>
        {state === 'sending' ? 'Retrying…' : 'Retry now'}
      </button>
      {state === 'error' && <span role="alert"> The retry could not be sent. Try again.</span>}
    </>
  );
}

const customerName = (r: { customer: { name: string; email: string } }) => r.customer.name || r.customer.email;

const FAILED_COLUMNS: readonly TableColumn<FailedRenewal>[] = [
  { header: 'Customer', cell: customerName },
  { header: 'Day', cell: (f) => f.day },
  { header: 'Amount', cell: (f) => formatNzdCents(f.amountCents) },
  { header: 'Reason', cell: (f) => f.reason ?? '—' },
  { header: 'Next retry', cell: (f) => f.nextRetry ?? 'Retries used up' },
];

const deadColumns = (reload: () => void): readonly TableColumn<DeadRenewal>[] => [
  { header: 'Customer', cell: customerName },
  { header: 'Day', cell: (d) => d.day },
  { header: 'Dead-lettered', cell: (d) => new Date(d.deadLetteredAt).toLocaleString('en-NZ') },
  { header: 'Action', actions: true, cell: (d) => <RetryButton dead={d} onDone={reload} /> },
];

/** Today: renewals due and billed, failures waiting for a retry, dead letters, webhooks, the last run. */
/** `first`: Today as the overview answered it; after a Retry now it reads /today again. */
export function Today({ first }: { first: Load<ConsoleToday> }) {
  const { load, reload } = useConsoleRead<ConsoleToday>('today', first);
  return (
    <Section id="today" title="Today" load={load}>
      {(t) => (
        <>
          <Figures
            testId="today-figures"
            figures={[
              ['Due today', t.renewals.dueToday],
              ['Due this week', t.renewals.dueThisWeek],
              ['Billed today', t.renewals.billedToday],
              ['Webhooks received (24 h)', t.webhooks.received24h],
              ['Webhooks failed (24 h)', t.webhooks.failed24h],
              [
                'Last scheduled run',
                t.lastRun
                  ? `${new Date(t.lastRun.startedAt).toLocaleString('en-NZ')} · ${t.lastRun.outcome}${t.lastRun.error ? ` (${t.lastRun.error})` : ''}`
                  : 'None yet',
              ],
            ]}
          />
          <h3>Failed, waiting for a retry</h3>
          {t.failed.length === 0 ? (
            <p className="console-muted">No failed renewals.</p>
          ) : (
            <ResponsiveTable caption="Failed, waiting for a retry" columns={FAILED_COLUMNS} rows={t.failed} rowKey={(f) => `${f.subscriptionId}-${f.day}`} />
          )}
          <h3>Dead-lettered, waiting for a person</h3>
          {t.deadLettered.length === 0 ? (
            <p className="console-muted">No dead-lettered renewals.</p>
          ) : (
            <ResponsiveTable
              testId="dead-renewals"
              caption="Dead-lettered, waiting for a person"
              columns={deadColumns(reload)}
              rows={t.deadLettered}
              rowKey={(d) => d.eventId}
            />
          )}
        </>
      )}
    </Section>
  );
}
