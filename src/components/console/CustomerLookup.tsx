import { useState, type FormEvent } from 'react';
import { CUSTOMER_QUERY_MAX, CUSTOMER_QUERY_MIN } from '../../domain/console-limits';
import type { ConsoleCustomerHit } from '../../domain/schemas/console';
import { consoleCall } from './api';
import { CustomerDetails } from './CustomerDetails';
import { DataTable, Empty } from './Section';
import type { Load } from './useConsole';

const failed = (err: unknown) => ({ state: 'error' as const, message: err instanceof Error ? err.message : String(err) });

/** Customers: search by the start of an e-mail or name, then one customer's page. */
export function CustomerLookup() {
  const [q, setQ] = useState('');
  const [hits, setHits] = useState<Load<ConsoleCustomerHit[]> | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const search = (e?: FormEvent) => {
    e?.preventDefault();
    const query = q.trim();
    if (query.length < CUSTOMER_QUERY_MIN) {
      setHits({ state: 'error', message: `Type at least ${CUSTOMER_QUERY_MIN} characters of an e-mail or name.` });
      return;
    }
    setChosen(null);
    setHits({ state: 'loading' });
    consoleCall<{ customers: ConsoleCustomerHit[] }>(`customers?q=${encodeURIComponent(query.slice(0, CUSTOMER_QUERY_MAX))}`).then(
      (a) => setHits({ state: 'ready', data: a.customers }),
      (err: unknown) => setHits(failed(err)),
    );
  };
  return (
    <>
      <s-section heading="Find a customer">
        <form role="search" onSubmit={search}>
          <s-stack direction="inline" gap="base">
            <s-search-field label="E-mail or name" value={q} onInput={(e) => setQ(e.currentTarget.value)} />
            <s-button type="submit" variant="primary">
              Search
            </s-button>
          </s-stack>
        </form>
        {hits?.state === 'loading' && <Empty>Searching…</Empty>}
        {hits?.state === 'error' && <s-banner tone="critical">{hits.message}</s-banner>}
        {hits?.state === 'ready' && (
          <DataTable
            testId="customers-found"
            columns={[
              {
                header: 'Customer',
                cell: (h: ConsoleCustomerHit) => (
                  <s-button variant="tertiary" onClick={() => setChosen(h.id)}>
                    {h.name || h.email}
                  </s-button>
                ),
              },
              { header: 'E-mail', cell: (h: ConsoleCustomerHit) => h.email },
            ]}
            rows={hits.data}
            rowKey={(h) => h.id}
            empty="No customer matches."
          />
        )}
      </s-section>
      {chosen && <CustomerDetails key={chosen} id={chosen} />}
    </>
  );
}
