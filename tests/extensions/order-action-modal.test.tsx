/** The order action's modal (customer-account.order.action.render): skip the order's subscription's next delivery in one step. */
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { OrderActionModal } from '../../extensions/customer-account-orders/src/OrderActionModal';
import { CUSTOMER_ACCOUNT_TEXTS as T } from '../../src/copy/customer-account';
import { formatLongDateUS } from '../../src/domain/dates';
import { addInterval } from '../../src/domain/renewals';
import { CONTRACT_ID, sandbox, shopSubscription, subscription } from './extension-world';

const ORDER = 'gid://shopify/Order/1';

describe('the order action’s modal', () => {
  it('is loading, then offers to skip the next delivery of the order’s subscription', async () => {
    const s = shopSubscription();
    sandbox({ subscriptions: [s], orderContracts: 1 });
    const { container } = render(<OrderActionModal orderId={ORDER} close={() => {}} />);
    expect(container.querySelector('s-spinner')).toBeTruthy();
    expect(await screen.findByText(new RegExp(`^Your next delivery on ${formatLongDateUS(s.next_charge_scheduled_at!)}`))).toBeTruthy();
    expect(screen.getByText(T.manageSubscription).getAttribute('href')).toBe(`extension:customer-account-page/?subscription=${s.id}`);
  });

  it('skips it through the Customer Account API and says when the next one comes', async () => {
    const s = shopSubscription();
    const day = s.next_charge_scheduled_at!;
    const { shopCalls, calls } = sandbox({ subscriptions: [s], orderContracts: 1 });
    render(<OrderActionModal orderId={ORDER} close={() => {}} />);
    fireEvent.click(await screen.findByText(T.skipNext));
    expect(await screen.findByText(`Skipped: ${formatLongDateUS(day)}. Your next delivery is on ${formatLongDateUS(addInterval(day, 28))}.`)).toBeTruthy();
    expect(shopCalls.at(-1)).toEqual({
      field: 'subscriptionBillingCycleSkip',
      variables: { billingCycleInput: { contractId: CONTRACT_ID, selector: { date: `${day}T00:00:00+12:00` } } },
    });
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('has nothing to skip for a paused subscription, and closes', async () => {
    const close = vi.fn();
    sandbox({ subscriptions: [shopSubscription({ status: 'PAUSED', next_charge_scheduled_at: null })], orderContracts: 1 });
    render(<OrderActionModal orderId={ORDER} close={close} />);
    expect(await screen.findByText(T.quickSkipNothing)).toBeTruthy();
    fireEvent.click(screen.getByText(T.close));
    await waitFor(() => expect(close).toHaveBeenCalled());
  });

  it('has nothing to skip for an order whose contract is not one of ours', async () => {
    sandbox({ subscriptions: [subscription()], orderContracts: 1 });
    render(<OrderActionModal orderId={ORDER} close={() => {}} />);
    expect(await screen.findByText(T.quickSkipNothing)).toBeTruthy();
  });
});
