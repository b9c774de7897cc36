/**
 * The optimistic frequency (001 §4): the new value shows at once, is cleared when the server's
 * record matches, and is reverted with 'Failed to update frequency' when the call fails. The
 * API is faked at `fetch`; the components read the real store.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DashboardDialogs } from '../../../src/components/dashboard/sections/DashboardDialogs';
import { SubscriptionsSection } from '../../../src/components/dashboard/sections/SubscriptionsSection';
import { Toasts } from '../../../src/components/dashboard/sections/Toasts';
import { MESSAGES } from '../../../src/copy/messages';
import { $pendingFrequency, loadDashboard, resetDashboardForTests } from '../../../src/stores/dashboard';
import { CUSTOMER, deferred, fakeApi, json, makeSubscription, type Call } from './fixtures';

// Typing through user-event is slow on a shared machine: more than vitest's default 5 s per test.

const SUB = makeSubscription();
let calls: Call[];
let frequencyAnswer: ReturnType<typeof deferred>;

beforeEach(async () => {
  resetDashboardForTests();
  frequencyAnswer = deferred();
  calls = fakeApi({
    [`GET /api/subscriptions/customer/${CUSTOMER.customerId}`]: () => json([SUB]),
    [`GET /api/orders/customer/${CUSTOMER.customerId}`]: () => json({ orders: [] }),
    [`GET /api/legacy-subscriptions/by-shopify-id/${CUSTOMER.customerId}`]: () => json([]),
    [`POST /subscriptions/${SUB.id}/change-frequency`]: () => frequencyAnswer.promise,
  });
  await loadDashboard(CUSTOMER.customerId);
});

function renderDashboard() {
  render(
    <>
      <SubscriptionsSection />
      <DashboardDialogs customerEmail={CUSTOMER.customerEmail} />
      <Toasts />
    </>,
  );
  return { card: screen.getByRole('region', { name: 'My Next Order' }), table: screen.getByRole('table') };
}

async function chooseFrequency(card: HTMLElement, days: string) {
  await userEvent.click(within(card).getByRole('button', { name: 'Change Frequency' }));
  const dialog = screen.getByRole('dialog', { name: 'Change Frequency' });
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Deliver every' }), days);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
}

describe('changing the frequency', () => {
  it('shows the new frequency at once, then keeps the server’s matching record', async () => {
    const { card, table } = renderDashboard();
    expect(within(card).getByText('Repeats every 28 days')).toBeTruthy();
    await chooseFrequency(card, '42');
    // Before the server answers: the dialog has closed in the tap's frame, and the new value
    // shows everywhere once that frame is painted.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(card).findByText('Repeats every 42 days')).toBeTruthy();
    expect(within(table).getByText('Every 42 days')).toBeTruthy();
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `/subscriptions/${SUB.id}/change-frequency`, body: { newFrequency: 42 } });

    frequencyAnswer.resolve(json({ ...SUB, order_interval_frequency: 42 }));
    await waitFor(() => expect($pendingFrequency.get()).toEqual({}));
    expect(within(card).getByText('Repeats every 42 days')).toBeTruthy();
    expect(await screen.findByText('Your delivery frequency has been updated.')).toBeTruthy();
  });

  it('reverts to the old value with the spec’s text when the call fails', async () => {
    const { card, table } = renderDashboard();
    await chooseFrequency(card, '60');
    expect(await within(card).findByText('Repeats every 60 days')).toBeTruthy();

    frequencyAnswer.resolve(json({ error: 'Something went wrong on our side. Please try again.', code: 'internal_error' }, 500));
    const alert = await screen.findByText(MESSAGES.failedToUpdateFrequency);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(within(card).getByText('Repeats every 28 days')).toBeTruthy();
    expect(within(table).getByText('Every 28 days')).toBeTruthy();
    expect($pendingFrequency.get()).toEqual({});
  });

  it('reverts on a network failure too', async () => {
    const { card } = renderDashboard();
    await chooseFrequency(card, '30');
    // The call starts once Update's frame is painted; the network fails it after that.
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `/subscriptions/${SUB.id}/change-frequency` }));
    frequencyAnswer.resolve(Promise.reject(new TypeError('Failed to fetch')) as unknown as Response);
    expect(await screen.findByText(MESSAGES.failedToUpdateFrequency)).toBeTruthy();
    expect(within(card).getByText('Repeats every 28 days')).toBeTruthy();
  });
});
