import { useState } from 'react';
import { actionText, actorText, CONSOLE_LEGACY_WORDS, statusBadge } from '../../copy/console';
import { consoleDateTime, consoleDay } from '../../domain/console-time';
import { formatNzdCents } from '../../domain/money';
import type { ConsoleCustomer } from '../../domain/schemas/console';
import { consoleCall, toast } from './api';
import { DogWeight } from './DogWeight';
import { StaffActions } from './StaffActions';
import { DataTable, Section, type Column } from './Section';
import { useConsoleRead } from './useConsole';

type Sub = ConsoleCustomer['subscriptions'][number];

function StatusBadge({ status }: { status: string }) {
  const b = statusBadge(status);
  return <s-badge tone={b.tone}>{b.text}</s-badge>;
}

const subscriptionColumns = (customerId: string, reload: () => void): readonly Column<Sub>[] => [
  { header: 'Product', cell: (s) => s.product || '—' },
  { header: 'Delivery', cell: (s) => s.every },
  { header: 'Status', cell: (s) => <StatusBadge status={s.status} /> },
  { header: 'Next delivery', cell: (s) => (s.next ? consoleDay(s.next) : s.pausedUntil ? `Paused until ${consoleDay(s.pausedUntil)}` : '—') },
  { header: 'Change for the customer', cell: (s) => <StaffActions customerId={customerId} sub={s} onDone={reload} /> },
];

type Order = ConsoleCustomer['orders'][number];
const ORDER_COLUMNS: readonly Column<Order>[] = [
  { header: 'Order', cell: (o) => o.name },
  { header: 'Placed (shop’s time)', cell: (o) => consoleDateTime(o.createdAt) },
  { header: 'Total', cell: (o) => formatNzdCents(o.totalCents) },
  { header: 'Status', cell: (o) => o.status },
];

type Legacy = ConsoleCustomer['legacy'][number];
/** A legacy subscription's status as a subscription's: it is only ever active or cancelled. */
const legacyStatus = (l: Legacy) => (l.active ? 'ACTIVE' : 'CANCELLED');
/** A legacy subscription as the staff actions read a subscription: no skips, never paused. */
const asSub = (l: Legacy): Sub => ({
  id: l.id,
  status: legacyStatus(l),
  product: l.product,
  every: `${l.frequencyDays} days`,
  next: l.next,
  pausedUntil: null,
  skipped: [],
  variantId: l.variantId,
  frequencyDays: l.frequencyDays,
});
const legacyColumns = (customerId: string, reload: () => void): readonly Column<Legacy>[] => [
  { header: 'Product', cell: (l) => l.product },
  { header: 'Delivery', cell: (l) => `${l.frequencyDays} days` },
  // The same words and tones as a subscription's status.
  { header: 'Status', cell: (l) => <StatusBadge status={legacyStatus(l)} /> },
  { header: 'Next delivery', cell: (l) => (l.next ? consoleDay(l.next) : '—') },
  { header: 'Change for the customer', cell: (l) => <StaffActions customerId={customerId} sub={asSub(l)} onDone={reload} legacy canShip={l.reorderNow} /> },
];

type Dog = ConsoleCustomer['dogs'][number];
const dogColumns = (customerId: string, reload: () => void): readonly Column<Dog>[] => [
  { header: 'Name', cell: (d) => d.name },
  { header: 'Breed', cell: (d) => d.breed },
  { header: 'Weight', cell: (d) => `${d.weightKg} kg` },
  { header: 'Weighed for the customer', cell: (d) => <DogWeight customerId={customerId} dog={d} onDone={reload} /> },
];

type Event = ConsoleCustomer['timeline'][number];
const TIMELINE_COLUMNS: readonly Column<Event>[] = [
  { header: 'When (shop’s time)', cell: (e) => consoleDateTime(e.at) },
  { header: 'What happened', cell: (e) => actionText(e.action) },
  { header: 'By', cell: (e) => actorText(e.actor) },
];

/** One customer: subscriptions with what staff can change for them, dogs, orders, history, and "Send login link". */
export function CustomerDetails({ id }: { id: string }) {
  const { load, reload } = useConsoleRead<ConsoleCustomer>(`customers/${encodeURIComponent(id)}`);
  const [sending, setSending] = useState(false);
  const send = () => {
    setSending(true);
    consoleCall(`customers/${encodeURIComponent(id)}/login-link`, { method: 'POST' })
      .then(
        () => toast('Login link sent'),
        () => toast('The login link could not be sent', true),
      )
      .finally(() => setSending(false));
  };
  return (
    <Section title={load.state === 'ready' ? load.data.customer.name || load.data.customer.email : 'Customer'} load={load}>
      {(c) => (
        <>
          <s-stack direction="inline" gap="base">
            <s-text>{c.customer.email}</s-text>
            <s-button onClick={send} disabled={sending}>
              Send login link
            </s-button>
          </s-stack>
          <s-heading>Subscriptions</s-heading>
          <DataTable
            testId="customer-subscriptions"
            columns={subscriptionColumns(id, reload)}
            rows={c.subscriptions}
            rowKey={(s) => s.id}
            empty="No subscriptions."
          />
          {c.legacy.length > 0 && (
            <>
              <s-heading>{CONSOLE_LEGACY_WORDS.heading}</s-heading>
              <DataTable testId="customer-legacy" columns={legacyColumns(id, reload)} rows={c.legacy} rowKey={(l) => l.id} empty="" />
            </>
          )}
          <s-heading>Dogs</s-heading>
          <DataTable columns={dogColumns(id, reload)} rows={c.dogs} rowKey={(d) => d.id} empty="No dogs." />
          <s-heading>Orders</s-heading>
          <DataTable columns={ORDER_COLUMNS} rows={c.orders} rowKey={(o) => o.id} empty="No orders." />
          <s-heading>History</s-heading>
          <DataTable
            testId="customer-history"
            columns={TIMELINE_COLUMNS}
            rows={c.timeline}
            rowKey={(e) => `${e.at}-${e.subscriptionId}-${e.action}`}
            empty="Nothing yet."
          />
        </>
      )}
    </Section>
  );
}
