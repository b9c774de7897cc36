import { useState } from 'react';
import { formatNzdCents } from '../../domain/money';
import type { ConsoleToday, DeadRenewal, RetryRenewalAnswer } from '../../domain/schemas/console';
import { consoleCall } from './api';
import { DataTable, Figure, Section } from './Section';
import { useConsoleRead } from './useConsole';

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

/** Today: renewals due and billed, failures waiting for a retry, dead letters, webhooks, the last run. */
export function Today() {
  const { load, reload } = useConsoleRead<ConsoleToday>('today');
  return (
    <Section id="today" title="Today" load={load}>
      {(t) => (
        <>
          <dl className="console-figures" data-testid="today-figures">
            <Figure label="Due today" value={t.renewals.dueToday} />
            <Figure label="Due this week" value={t.renewals.dueThisWeek} />
            <Figure label="Billed today" value={t.renewals.billedToday} />
            <Figure label="Webhooks received (24 h)" value={t.webhooks.received24h} />
            <Figure label="Webhooks failed (24 h)" value={t.webhooks.failed24h} />
            <Figure
              label="Last scheduled run"
              value={
                t.lastRun
                  ? `${new Date(t.lastRun.startedAt).toLocaleString('en-NZ')} · ${t.lastRun.outcome}${t.lastRun.error ? ` (${t.lastRun.error})` : ''}`
                  : 'None yet'
              }
            />
          </dl>
          <h3>Failed, waiting for a retry</h3>
          {t.failed.length === 0 ? (
            <p className="console-muted">No failed renewals.</p>
          ) : (
            <DataTable
              columns={['Customer', 'Day', 'Amount', 'Reason', 'Next retry']}
              rows={t.failed}
              rowKey={(f) => `${f.subscriptionId}-${f.day}`}
              cells={(f) => [f.customer.name || f.customer.email, f.day, formatNzdCents(f.amountCents), f.reason ?? '—', f.nextRetry ?? 'Retries used up']}
            />
          )}
          <h3>Dead-lettered, waiting for a person</h3>
          {t.deadLettered.length === 0 ? (
            <p className="console-muted">No dead-lettered renewals.</p>
          ) : (
            <DataTable
              testId="dead-renewals"
              columns={['Customer', 'Day', 'Dead-lettered', 'Action']}
              rows={t.deadLettered}
              rowKey={(d) => d.eventId}
              cells={(d) => [
                d.customer.name || d.customer.email,
                d.day,
                new Date(d.deadLetteredAt).toLocaleString('en-NZ'),
                <RetryButton dead={d} onDone={reload} />,
              ]}
            />
          )}
        </>
      )}
    </Section>
  );
}
