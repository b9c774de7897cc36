import { useState } from 'react';
import { CONSOLE_WORDS as W } from '../../copy/console';
import { consoleDateTime, consoleDay } from '../../domain/console-time';
import { formatNzdCents } from '../../domain/money';
import type { ConsoleToday, DeadRenewal, FailedRenewal, RetryRenewalAnswer } from '../../domain/schemas/console';
import { consoleCall, toast } from './api';
import { DataTable, Figures, Section, type Column } from './Section';
import { useConsoleRead, type Load } from './useConsole';

/** "Charge again": the stopped renewal back on the renewal queue once; the list is read again. */
function RetryButton({ dead, onDone }: { dead: DeadRenewal; onDone: () => void }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>(dead.retryRequestedAt ? 'sent' : 'idle');
  const retry = async () => {
    setState('sending');
    try {
      await consoleCall<RetryRenewalAnswer>(`dead-renewals/${encodeURIComponent(dead.eventId)}/retry`, { method: 'POST' });
      setState('sent');
      toast(`${W.retryQueued}: ${customerName(dead)}`);
      onDone();
    } catch (err) {
      setState('idle');
      toast(err instanceof Error ? err.message : 'The charge could not be queued. Try again.', true);
    }
  };
  if (state === 'sent') return <s-badge tone="info">{W.retryQueued}</s-badge>;
  return (
    <s-button onClick={retry} disabled={state === 'sending'} accessibilityLabel={`${W.retry}: ${customerName(dead)}, ${consoleDay(dead.day)}`}>
      {W.retry}
    </s-button>
  );
}

const customerName = (r: { customer: { name: string; email: string } }) => r.customer.name || r.customer.email;

const FAILED_COLUMNS: readonly Column<FailedRenewal>[] = [
  { header: 'Customer', cell: customerName },
  { header: 'Renewal day', cell: (f) => consoleDay(f.day) },
  { header: 'Amount', cell: (f) => formatNzdCents(f.amountCents) },
  { header: 'Reason', cell: (f) => f.reason ?? '—' },
  { header: 'Next retry', cell: (f) => (f.nextRetry ? consoleDay(f.nextRetry) : 'No retries left') },
];

const deadColumns = (reload: () => void): readonly Column<DeadRenewal>[] => [
  { header: 'Customer', cell: customerName },
  { header: 'Renewal day', cell: (d) => consoleDay(d.day) },
  { header: W.stuckSince, cell: (d) => consoleDateTime(d.deadLetteredAt) },
  { header: 'Action', cell: (d) => <RetryButton dead={d} onDone={reload} /> },
];

const RUN_OUTCOME = { running: 'running', ok: 'finished', failed: 'failed' } as const;

/** Today: renewals due and charged, payments to retry, renewals that need a person, Shopify's updates, the last run. */
/** `first`: Today as the overview answered it; after a Charge again it reads /today again. */
export function Today({ first }: { first: Load<ConsoleToday> }) {
  const { load, reload } = useConsoleRead<ConsoleToday>('today', first);
  return (
    <Section title={W.today} load={load}>
      {(t) => (
        <>
          <Figures
            testId="today-figures"
            figures={[
              [W.dueToday, t.renewals.dueToday],
              [W.dueThisWeek, t.renewals.dueThisWeek],
              [W.billedToday, t.renewals.billedToday],
              [W.ordersFromShopify, t.webhooks.received24h],
              [W.ordersFromShopifyFailed, t.webhooks.failed24h],
              [
                W.lastRun,
                t.lastRun
                  ? `${consoleDateTime(t.lastRun.startedAt)}, ${RUN_OUTCOME[t.lastRun.outcome]}${t.lastRun.error ? ` (${t.lastRun.error})` : ''}`
                  : W.noRunYet,
              ],
            ]}
          />
          <s-heading>{W.failedTitle}</s-heading>
          <DataTable columns={FAILED_COLUMNS} rows={t.failed} rowKey={(f) => `${f.subscriptionId}-${f.day}`} empty={W.noFailed} />
          <s-heading>{W.stuckTitle}</s-heading>
          <DataTable testId="dead-renewals" columns={deadColumns(reload)} rows={t.deadLettered} rowKey={(d) => d.eventId} empty={W.noStuck} />
        </>
      )}
    </Section>
  );
}
