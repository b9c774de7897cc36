import { useState, type FormEvent } from 'react';
import { formatNzdCents } from '../../domain/money';
import { useEarlyForm } from '../../lib/early-input/use-early-form';
import { CUSTOMER_QUERY_MAX, CUSTOMER_QUERY_MIN } from '../../domain/console-limits';
import type { ConsoleCustomer, ConsoleCustomerHit } from '../../domain/schemas/console';
import { consoleCall } from './api';
import { ListOrEmpty, Section } from './Section';
import { useConsoleRead, type Load } from './useConsole';

const failed = (err: unknown) => ({ state: 'error' as const, message: err instanceof Error ? err.message : String(err) });

/** One customer, read-only, with "Send login link". */
function CustomerDetails({ id }: { id: string }) {
  const { load } = useConsoleRead<ConsoleCustomer>(`customers/${encodeURIComponent(id)}`);
  const [link, setLink] = useState<'idle' | 'sending' | 'sent' | 'error'>('idle');
  const send = () => {
    setLink('sending');
    consoleCall(`customers/${encodeURIComponent(id)}/login-link`, { method: 'POST' }).then(
      () => setLink('sent'),
      () => setLink('error'),
    );
  };
  return (
    <Section id="customer" title={load.state === 'ready' ? load.data.customer.name || load.data.customer.email : 'Customer'} load={load}>
      {(c) => (
        <>
          <p>{c.customer.email}</p>
          <p className="console-row">
            <button type="button" onClick={send} disabled={link === 'sending'}>
              Send login link
            </button>
            <span role="status">{link === 'sent' ? 'Login link sent.' : link === 'error' ? 'The login link could not be sent.' : ''}</span>
          </p>
          <ListOrEmpty title="Subscriptions" items={c.subscriptions} empty="No subscriptions.">
            {(s) => (
              <li key={s.id}>
                {s.product}, every {s.every}: {s.status}
                {s.next && `, next ${s.next}`}
                {s.pausedUntil && `, paused until ${s.pausedUntil}`}
              </li>
            )}
          </ListOrEmpty>
          <ListOrEmpty title="Dogs" items={c.dogs} empty="No dogs.">
            {(d, i) => (
              <li key={`${d.name}-${i}`}>
                {d.name}, {d.breed}, {d.weightKg} kg
              </li>
            )}
          </ListOrEmpty>
          <ListOrEmpty title="Orders" items={c.orders} empty="No orders.">
            {(o) => (
              <li key={o.id}>
                {o.name}, {new Date(o.createdAt).toLocaleDateString('en-NZ')}, {formatNzdCents(o.totalCents)}, {o.status}
              </li>
            )}
          </ListOrEmpty>
          <ListOrEmpty title="Timeline" items={c.timeline} empty="No events." ordered>
            {(e, i) => (
              <li key={`${e.at}-${i}`}>
                {new Date(e.at).toLocaleString('en-NZ')}: {e.action} by {e.actor}
              </li>
            )}
          </ListOrEmpty>
        </>
      )}
    </Section>
  );
}

/** Customer lookup: search by the start of an e-mail or name, then one customer's details. One on the page, so its field's id is fixed. */
export function CustomerLookup() {
  const early = useEarlyForm();
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<Load<ConsoleCustomerHit[]> | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const search = (e: FormEvent) => {
    e.preventDefault();
    setChosen(null);
    setHits({ state: 'loading' });
    consoleCall<{ customers: ConsoleCustomerHit[] }>(`customers?q=${encodeURIComponent(q.trim())}`).then(
      (a) => setHits({ state: 'ready', data: a.customers }),
      (err: unknown) => setHits(failed(err)),
    );
  };
  return (
    <section className="console-card" aria-labelledby="lookup-title">
      <h2 id="lookup-title">Customer lookup</h2>
      <form {...early} role="search" onSubmit={search} className="console-row">
        <label htmlFor="console-lookup-q">E-mail or name</label>
        <input
          id="console-lookup-q"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          minLength={CUSTOMER_QUERY_MIN}
          maxLength={CUSTOMER_QUERY_MAX}
          required
        />
        <button type="submit">Search</button>
      </form>
      {hits?.state === 'loading' && <p className="console-muted">Searching…</p>}
      {hits?.state === 'error' && <p role="alert">{hits.message}</p>}
      {hits?.state === 'ready' &&
        (hits.data.length === 0 ? (
          <p role="status">No customer matches.</p>
        ) : (
          <ul aria-label="Customers found">
            {hits.data.map((h) => (
              <li key={h.id}>
                <button type="button" className="console-link" aria-pressed={chosen === h.id} onClick={() => setChosen(h.id)}>
                  {h.name || h.email}
                </button>{' '}
                <span className="console-muted">{h.email}</span>
              </li>
            ))}
          </ul>
        ))}
      {chosen && <CustomerDetails key={chosen} id={chosen} />}
    </section>
  );
}
