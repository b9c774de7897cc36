/**
 * "Subscriptions & dogs" on a subscription the shop holds: pause, resume, cancel, skip and unskip
 * go to Shopify's Customer Account API (the sandbox's fetch of shopify://customer-account/…) with
 * the contract and billing-cycle selector our Worker answered; the page shows the mutation's
 * answer at once, then our record as Shopify's webhook left it. Our Worker is not asked to do them.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SubscriptionsPage } from '../../extensions/customer-account-page/src/SubscriptionsPage';
import { CUSTOMER_ACCOUNT_TEXTS as T } from '../../src/copy/customer-account';
import { formatLongDateUS } from '../../src/domain/dates';
import { addInterval } from '../../src/domain/renewals';
import { shopDayFromToday } from '../factories/days';
import { dogs, sandbox, shopSubscription } from './extension-world';

const CONTRACT = 'gid://shopify/SubscriptionContract/1001';
const workerActions = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method !== 'GET');

describe('the subscriptions page on the shop’s contract', () => {
  it('skips the next delivery through the Customer Account API, shows it skipped, and puts it back', async () => {
    const s = shopSubscription();
    const day = s.next_charge_scheduled_at!;
    const { calls, shopCalls, record } = sandbox({ subscriptions: [s], pets: dogs() });
    render(<SubscriptionsPage />);
    fireEvent.click(await screen.findByText(T.skipNext));
    expect(await screen.findByText(`Skipped: ${formatLongDateUS(day)}`)).toBeTruthy();
    expect(screen.getByText(`Next delivery: ${formatLongDateUS(addInterval(day, 28))}`)).toBeTruthy();
    expect(shopCalls).toEqual([
      { field: 'subscriptionBillingCycleSkip', variables: { billingCycleInput: { contractId: CONTRACT, selector: { date: `${day}T00:00:00+12:00` } } } },
    ]);

    fireEvent.click(screen.getByText(T.unskip));
    await waitFor(() => expect(screen.queryByText(/^Skipped: /)).toBeNull());
    expect(shopCalls.map((c) => c.field)).toEqual(['subscriptionBillingCycleSkip', 'subscriptionBillingCycleUnskip']);
    expect(record(s.id).next_charge_scheduled_at).toBe(day);
    expect(workerActions(calls)).toEqual([]);
  });

  it('pauses until the customer resumes, and resumes, on the contract', async () => {
    const s = shopSubscription();
    const { calls, shopCalls } = sandbox({ subscriptions: [s], pets: dogs() });
    render(<SubscriptionsPage />);
    fireEvent.click(await screen.findByText(T.pauseIndefinitely));
    expect(await screen.findByText(T.pausedIndefinitely)).toBeTruthy();
    expect(screen.getByText(T.statusPaused)).toBeTruthy();
    fireEvent.click(screen.getByText(T.resume));
    expect(await screen.findByText(`Next delivery: ${formatLongDateUS(shopDayFromToday(3))}`)).toBeTruthy();
    expect(shopCalls).toEqual([
      { field: 'subscriptionContractPause', variables: { subscriptionContractId: CONTRACT } },
      { field: 'subscriptionContractActivate', variables: { subscriptionContractId: CONTRACT } },
    ]);
    expect(workerActions(calls)).toEqual([]);
  });

  it('pauses until a date on our Worker (the Customer Account API has no such pause)', async () => {
    const { calls, shopCalls } = sandbox({ subscriptions: [shopSubscription()], pets: dogs() });
    render(<SubscriptionsPage />);
    await screen.findByText(T.skipNext);
    const field = document.querySelector(`s-date-field[label="${T.pauseUntilLabel}"]`)!;
    Object.defineProperty(field, 'value', { value: '2027-03-01', configurable: true });
    fireEvent(field, new Event('change'));
    fireEvent.click(screen.getByText(T.pause));
    expect(await screen.findByText(`Paused until ${formatLongDateUS('2027-03-01')}`)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/pause'))?.body).toEqual({ until: '2027-03-01' });
    expect(shopCalls).toEqual([]);
  });

  it('says on the field, before any call, that a pause must end after the next delivery', async () => {
    const s = shopSubscription();
    const next = s.next_charge_scheduled_at!.slice(0, 10);
    const { calls } = sandbox({ subscriptions: [s], pets: dogs() });
    render(<SubscriptionsPage />);
    await screen.findByText(T.skipNext);
    const field = document.querySelector(`s-date-field[label="${T.pauseUntilLabel}"]`)!;
    Object.defineProperty(field, 'value', { value: next, configurable: true });
    fireEvent(field, new Event('change'));
    await waitFor(() => expect(field.getAttribute('error')).toBe(`Please choose a date after your next delivery (${formatLongDateUS(next)})`));
    const pause = screen.getByText(T.pause).closest('s-button')!;
    expect(pause.hasAttribute('disabled')).toBe(true);
    expect(calls.some((c) => c.path.endsWith('/pause'))).toBe(false);
  });

  it('offers first; cancelling anyway cancels the contract through Shopify', async () => {
    const s = shopSubscription();
    const { calls, shopCalls } = sandbox({ subscriptions: [s], pets: dogs(), offers: [{ kind: 'pause', days: 30, nextDelivery: shopDayFromToday(40) }] });
    render(<SubscriptionsPage />);
    fireEvent.click(await screen.findByText(T.cancel));
    expect(await screen.findByText('Pause for 30 days')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/cancel-offers'))?.method).toBe('POST');
    fireEvent.click(screen.getByText(T.cancelAnyway));
    expect(await screen.findByText(T.statusCancelled)).toBeTruthy();
    expect(shopCalls).toEqual([{ field: 'subscriptionContractCancel', variables: { subscriptionContractId: CONTRACT } }]);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('takes an offer instead of cancelling, on our Worker', async () => {
    const s = shopSubscription();
    const { calls, shopCalls } = sandbox({ subscriptions: [s], pets: dogs(), offers: [{ kind: 'frequency', frequency: 35, currentFrequency: 28 }] });
    render(<SubscriptionsPage />);
    fireEvent.click(await screen.findByText(T.cancel));
    fireEvent.click(await screen.findByText('Deliver every 35 days'));
    expect(await screen.findByText(/^Every 35 days/)).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/cancel-offers/accept'))?.body).toEqual({ offer: 'frequency' });
    expect(screen.getByText(T.statusActive)).toBeTruthy();
    expect(shopCalls).toEqual([]);
  });

  it('shows what Shopify refused, and changes nothing', async () => {
    const s = shopSubscription();
    sandbox({ subscriptions: [s], pets: dogs(), shopRefuses: 'Billing cycle is already billed' });
    render(<SubscriptionsPage />);
    fireEvent.click(await screen.findByText(T.skipNext));
    expect(await screen.findByText('That did not work: Billing cycle is already billed')).toBeTruthy();
    expect(screen.queryByText(/^Skipped: /)).toBeNull();
  });
});
