import { useState } from 'react';
import { formatNzdCents } from '../../domain/money';
import type { ConsoleToday, DeadRenewal, RetryRenewalAnswer } from '../../domain/schemas/console';
import { consoleCall } from './api';
import { Figure, Section } from './Section';
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
            <table>
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Day</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Reason</th>
                  <th scope="col">Next retry</th>
                </tr>
              </thead>
              <tbody>
                {t.failed.map((f) => (
                  <tr key={`${f.subscriptionId}-${f.day}`}>
                    <td>{f.customer.name || f.customer.email}</td>
                    <td>{f.day}</td>
                    <td>{formatNzdCents(f.amountCents)}</td>
                    <td>{f.reason ?? '—'}</td>
                    <td>{f.nextRetry ?? 'Retries used up'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3>Dead-lettered, waiting for a person</h3>
          {t.deadLettered.length === 0 ? (
            <p className="console-muted">No dead-lettered renewals.</p>
          ) : (
            <table data-testid="dead-renewals">
              <thead>
                <tr>
                  <th scope="col">Customer</th>
                  <th scope="col">Day</th>
                  <th scope="col">Dead-lettered</th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                {t.deadLettered.map((d) => (
                  <tr key={d.eventId}>
                    <td>{d.customer.name || d.customer.email}</td>
                    <td>{d.day}</td>
                    <td>{new Date(d.deadLetteredAt).toLocaleString('en-NZ')}</td>
                    <td>
                      <RetryButton dead={d} onDone={reload} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Section>
  );
}
