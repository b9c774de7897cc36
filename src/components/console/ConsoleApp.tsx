import { useEffect, useState } from 'react';
import type { ConsoleConnectAnswer, ConsoleOverview } from '../../domain/schemas/console';
import { consoleCall } from './api';
import { Campaigns } from './Campaigns';
import { CustomerLookup } from './CustomerLookup';
import { Forecast } from './Forecast';
import { Subscribers } from './Subscribers';
import { Today } from './Today';
import { partOf, useConsoleRead } from './useConsole';

/**
 * Opened in Shopify admin, the console first connects the shop: with Shopify-managed installation
 * the app gets its offline token by exchanging this ID token, while it has none
 * (docs/decisions/0013). The cards do not wait for it: their read needs only the ID token.
 */
function useConnectShop(): string | null {
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    consoleCall<ConsoleConnectAnswer>('connect', { method: 'POST' }).catch((err: unknown) => setProblem(err instanceof Error ? err.message : String(err)));
  }, []);
  return problem;
}

/** The shop's console in Shopify admin (issue 36): one island; its cards open on one overview call. */
export default function ConsoleApp() {
  const connectProblem = useConnectShop();
  const { load: overview } = useConsoleRead<ConsoleOverview>('overview');
  return (
    <div className="console">
      <h1>Furbaby Plans console</h1>
      {connectProblem && (
        <p className="console-error" role="alert">
          The app could not connect to the shop’s Admin API: {connectProblem}
        </p>
      )}
      <Today first={partOf(overview, 'today')} />
      <Subscribers load={partOf(overview, 'subscribers')} />
      <Forecast load={partOf(overview, 'forecast')} />
      <Campaigns load={partOf(overview, 'campaigns')} />
      <CustomerLookup />
    </div>
  );
}
