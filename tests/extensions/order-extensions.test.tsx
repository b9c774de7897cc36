/** The ways in from Shopify's order pages (extensions/customer-account-orders): the order action and the order-index block. */
import { render, screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { OrderAction } from '../../extensions/customer-account-orders/src/OrderAction';
import { OrderIndexBlock } from '../../extensions/customer-account-orders/src/OrderIndexBlock';
import { CUSTOMER_ACCOUNT_TEXTS as T } from '../../src/copy/customer-account';
import { formatLongDateUS } from '../../src/domain/dates';
import { declinedAttempt, dogs, fits, sandbox, subscription } from './extension-world';

describe('the order action', () => {
  it('offers “Manage subscription” on an order of a subscription, opening its modal (no link of its own)', async () => {
    const { shopCalls } = sandbox({ subscriptions: [], orderContracts: 1 });
    render(<OrderAction orderId="gid://shopify/Order/1" />);
    expect((await screen.findByText(T.manageSubscription)).getAttribute('href')).toBeNull();
    expect(shopCalls).toEqual([{ field: 'order', variables: { orderId: 'gid://shopify/Order/1' } }]);
  });

  it('shows nothing on another order', async () => {
    sandbox({ subscriptions: [], orderContracts: 0 });
    const { container } = render(<OrderAction orderId="gid://shopify/Order/1" />);
    await new Promise((r) => setTimeout(r, 0));
    expect(container.textContent).toBe('');
  });
});

describe('the order-index block', () => {
  it('is loading, then nothing without a subscription', async () => {
    sandbox({ subscriptions: [] });
    const { container } = render(<OrderIndexBlock />);
    expect(container.querySelector('s-spinner')).toBeTruthy();
    await screen.findByText((_, el) => el === container && el.textContent === '');
  });

  it('shows an active subscription’s next delivery and links to the page', async () => {
    const s = subscription();
    sandbox({ subscriptions: [s], pets: dogs() });
    render(<OrderIndexBlock />);
    expect(await screen.findByText(`Your next kibble delivery: ${formatLongDateUS(s.next_charge_scheduled_at!)}`)).toBeTruthy();
  });

  it('warns of a paused subscription’s failed payment', async () => {
    const s = subscription({
      status: 'PAUSED',
      next_charge_scheduled_at: null,
      billing_attempts: [declinedAttempt],
    });
    sandbox({ subscriptions: [s], pets: dogs() });
    render(<OrderIndexBlock />);
    expect(await screen.findByText(T.paymentFailed)).toBeTruthy();
  });

  it('warns when the plan does not fit', async () => {
    sandbox({ subscriptions: [subscription()], pets: dogs(), planFit: fits({ status: 'too_much', daysPerBag: 40 }) });
    render(<OrderIndexBlock />);
    expect(await screen.findByText(/lasts your dog 40 days/)).toBeTruthy();
  });
});
