import '@shopify/ui-extensions/preact';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { ORDER_SUBSCRIPTION_CONTRACTS, type OrderSubscriptionContractsData } from '../../shared/customer-account-api';
import { t } from '../../shared/format';
import { customerAccountApi } from '../../shared/customer-account-fetch';

/**
 * "Manage subscription" on an order that belongs to a subscription (asked of the Customer Account
 * API); nothing on others. It opens the order action's modal (./OrderActionModal.tsx: skip the next
 * delivery, or open the page at that subscription), as a menu item without a link does.
 */
export function OrderAction({ orderId }: { orderId: string }) {
  const [isSubscription, setIsSubscription] = useState(false);
  useEffect(() => {
    customerAccountApi<OrderSubscriptionContractsData>(ORDER_SUBSCRIPTION_CONTRACTS, { orderId })
      .then((data) => setIsSubscription((data.order?.subscriptionContracts.nodes.length ?? 0) > 0))
      .catch(() => setIsSubscription(false));
  }, [orderId]);
  if (!isSubscription) return null;
  return <s-button>{t('manageSubscription')}</s-button>;
}

export default async () => {
  const orderId = (globalThis as unknown as { shopify: { orderId: string } }).shopify.orderId;
  render(<OrderAction orderId={orderId} />, document.body);
};
