/** "Subscriptions & dogs" (extensions/customer-account-page) in its states, and its calls to the Worker. */
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SubscriptionsPage } from '../../extensions/customer-account-page/src/SubscriptionsPage';
import { CUSTOMER_ACCOUNT_TEXTS as T } from '../../src/copy/customer-account';
import { formatLongDateUS } from '../../src/domain/dates';
import { WEIGHT_TOO_HIGH_MESSAGE, WEIGHT_TOO_LOW_MESSAGE } from '../../src/domain/weight';
import { declinedAttempt, dogs, fits, sandbox, subscription } from './extension-world';

describe('the subscriptions page', () => {
  it('says it is loading until the Worker answers', () => {
    sandbox({ subscriptions: 'pending' });
    render(<SubscriptionsPage />);
    expect(screen.getByText(T.loading)).toBeTruthy();
  });

  it('says so when there is no subscription', async () => {
    sandbox({ subscriptions: [], pets: null });
    render(<SubscriptionsPage />);
    expect(await screen.findByText(T.noSubscriptions)).toBeTruthy();
  });

  it('shows an active subscription’s next delivery; skipping one the shop does not hold asks the Worker with the session token', async () => {
    const s = subscription();
    const { calls } = sandbox({ subscriptions: [s], pets: dogs() });
    render(<SubscriptionsPage />);
    expect(await screen.findByText(`Next delivery: ${formatLongDateUS(s.next_charge_scheduled_at!)}`)).toBeTruthy();
    expect(screen.getByText(T.statusActive)).toBeTruthy();
    fireEvent.click(screen.getByText(T.skipNext));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/skip'))).toMatchObject({
        method: 'POST',
        body: { date: s.next_charge_scheduled_at },
        authorization: 'Bearer session-token',
      }),
    );
  });

  it('shows a paused subscription with its end and resumes it on that day', async () => {
    const s = subscription({ status: 'PAUSED', next_charge_scheduled_at: null, paused_until: '2027-02-01' });
    const { calls } = sandbox({ subscriptions: [s], pets: dogs() });
    render(<SubscriptionsPage />);
    expect(await screen.findByText(`Paused until ${formatLongDateUS('2027-02-01')}`)).toBeTruthy();
    fireEvent.click(screen.getByText(T.resume));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/resume'))?.body).toEqual({ nextDeliveryDate: '2027-02-01' }));
    expect(await screen.findByText(T.statusActive)).toBeTruthy();
  });

  it('shows the failed-payment banner with the way to update the card', async () => {
    const s = subscription({
      billing_attempts: [declinedAttempt],
    });
    sandbox({ subscriptions: [s], pets: dogs() });
    render(<SubscriptionsPage />);
    expect(await screen.findByText(T.paymentFailed)).toBeTruthy();
    expect(screen.getByText(T.updatePayment).getAttribute('href')).toBe(s.edit_url);
  });

  it('warns when the bag runs out early and its fix changes the frequency (the Worker’s body)', async () => {
    const s = subscription();
    const { calls } = sandbox({
      subscriptions: [s],
      pets: dogs(),
      planFit: fits({ status: 'runs_out_early', daysPerBag: 23, suggestion: { frequency: 23, bagKg: 15 } }),
    });
    render(<SubscriptionsPage />);
    expect(await screen.findByText(/finishes this 15 kg bag in 23 days/)).toBeTruthy();
    fireEvent.click(await screen.findByText('Deliver every 23 days'));
    await waitFor(() => expect(calls.find((c) => c.path.endsWith('/change-frequency'))?.body).toEqual({ newFrequency: 23 }));
  });

  it('saves a dog’s new weight as the whole set', async () => {
    const { calls } = sandbox({ subscriptions: [subscription()], pets: dogs() });
    render(<SubscriptionsPage />);
    expect(await screen.findByText('Rex')).toBeTruthy();
    // What Polaris' number field does when the customer types: its `value` changes, then `change`.
    const field = document.querySelector('s-number-field')!;
    Object.defineProperty(field, 'value', { value: '24', configurable: true });
    fireEvent(field, new Event('change'));
    fireEvent.click(screen.getByText(T.saveWeight));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST' && c.path === '/pets')?.body).toMatchObject({ pets: [{ id: 'pet_rex', weight: 24 }] }));
  });

  it.each([
    ['0', WEIGHT_TOO_LOW_MESSAGE],
    ['101', WEIGHT_TOO_HIGH_MESSAGE],
  ])('a dog’s weight of %s kg shows the API schema’s message on the field and saves nothing', async (typed, message) => {
    const { calls } = sandbox({ subscriptions: [subscription()], pets: dogs() });
    render(<SubscriptionsPage />);
    expect(await screen.findByText('Rex')).toBeTruthy();
    const field = document.querySelector('s-number-field')!;
    Object.defineProperty(field, 'value', { value: typed, configurable: true });
    fireEvent(field, new Event('change'));
    fireEvent.click(screen.getByText(T.saveWeight));
    // Polaris' field shows its `error` under it and ties it to the input for screen readers.
    await waitFor(() => expect(field.getAttribute('error')).toBe(message));
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/pets')).toEqual([]);
  });
});
