import '@shopify/ui-extensions/preact';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { AccountSubscription } from '../../shared/answers';
import { ORDER_SUBSCRIPTION_CONTRACTS, type OrderSubscriptionContractsData } from '../../shared/customer-account-api';
import { customerAccountApi } from '../../shared/customer-account-fetch';
import { longDate, t } from '../../shared/format';
import { pageLink } from '../../shared/page-link';
import { changeContract } from '../../shared/subscription-actions';
import { worker } from '../../shared/worker';

type State =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'ready'; subscription: AccountSubscription }
  | { kind: 'skipped'; day: string; next: string | null; subscriptionId: string };

/** The order's subscription as our Worker answers it (matched by the contract Shopify names for the order); null without one to skip. */
async function subscriptionOfOrder(orderId: string): Promise<AccountSubscription | null> {
  const { order } = await customerAccountApi<OrderSubscriptionContractsData>(ORDER_SUBSCRIPTION_CONTRACTS, { orderId });
  const contractId = order?.subscriptionContracts.nodes[0]?.id;
  if (!contractId) return null;
  const subscriptions = await worker<AccountSubscription[]>('GET', '/subscriptions');
  const s = subscriptions.find((x) => x.shopify_contract?.id === contractId);
  return s && s.status === 'ACTIVE' && s.next_charge_scheduled_at ? s : null;
}

/**
 * The order action's modal (customer-account.order.action.render): skip the order's subscription's
 * next delivery in one step, through Shopify's Customer Account API, or open the page at it.
 */
export function OrderActionModal({ orderId, close }: { orderId: string; close: () => void }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    subscriptionOfOrder(orderId).then(
      (s) => setState(s ? { kind: 'ready', subscription: s } : { kind: 'none' }),
      () => setState({ kind: 'none' }),
    );
  }, [orderId]);

  async function skip(s: AccountSubscription) {
    const day = s.next_charge_scheduled_at!;
    setBusy(true);
    setError(null);
    try {
      const { next } = await changeContract(s, { kind: 'skip', day });
      setState({ kind: 'skipped', day, next: next.next_charge_scheduled_at, subscriptionId: s.id });
    } catch (e) {
      setError(t('actionFailed', { error: (e as Error).message }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <s-customer-account-action heading={t('quickSkipHeading')}>
      {state.kind === 'loading' && <s-spinner accessibilityLabel={t('loading')} />}
      {state.kind === 'none' && <s-text>{t('quickSkipNothing')}</s-text>}
      {state.kind === 'ready' && <s-text>{t('quickSkipText', { date: longDate(state.subscription.next_charge_scheduled_at!) })}</s-text>}
      {state.kind === 'skipped' && <s-text>{t('quickSkipDone', { date: longDate(state.day), next: state.next ? longDate(state.next) : '—' })}</s-text>}
      {error && <s-banner tone="critical">{error}</s-banner>}
      {state.kind === 'ready' ? (
        <s-button slot="primary-action" variant="primary" disabled={busy} onClick={() => skip(state.subscription)}>
          {t('skipNext')}
        </s-button>
      ) : (
        <s-button slot="primary-action" onClick={close}>
          {t('close')}
        </s-button>
      )}
      <s-button
        slot="secondary-actions"
        href={pageLink(state.kind === 'ready' ? state.subscription.id : state.kind === 'skipped' ? state.subscriptionId : undefined)}
      >
        {t('manageSubscription')}
      </s-button>
    </s-customer-account-action>
  );
}

export default async () => {
  const api = (globalThis as unknown as { shopify: { orderId: string; close: () => void } }).shopify;
  render(<OrderActionModal orderId={api.orderId} close={() => api.close()} />, document.body);
};
