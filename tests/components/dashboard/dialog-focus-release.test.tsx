/**
 * A closing dashboard dialog gives focus back to the button that opened it while the dialog is
 * still on the page (issue 48): Chrome lays the whole page out at once when the focused element
 * is removed, which put a forced layout into the tap's frame of every Update and Escape. What a
 * user sees is unchanged: focus ends on the button, the dialog is gone, the new value shows.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { LazyDashboardDialogs } from '../../../src/components/dashboard/sections/LazyDashboardDialogs';
import { SubscriptionsSection } from '../../../src/components/dashboard/sections/SubscriptionsSection';
import { loadDashboard, resetDashboardForTests } from '../../../src/stores/dashboard';
import { CUSTOMER, deferred, fakeApi, json, makeSubscription } from './fixtures';

const SUB = makeSubscription();

beforeEach(async () => {
  resetDashboardForTests();
  fakeApi({
    [`GET /api/subscriptions/customer/${CUSTOMER.customerId}`]: () => json([SUB]),
    [`GET /api/orders/customer/${CUSTOMER.customerId}`]: () => json({ orders: [] }),
    [`GET /api/legacy-subscriptions/by-shopify-id/${CUSTOMER.customerId}`]: () => json([]),
    [`POST /subscriptions/${SUB.id}/change-frequency`]: () => deferred().promise,
  });
  await loadDashboard(CUSTOMER.customerId);
});

/** Whether `dialog` was still on the page each time `button` took focus. */
function watchFocusReturn(button: HTMLElement, dialog: HTMLElement): boolean[] {
  const seen: boolean[] = [];
  button.addEventListener('focus', () => seen.push(document.contains(dialog)));
  return seen;
}

describe('a closing dashboard dialog', () => {
  it('Update: focus is back on Change Frequency before the dialog leaves the page', async () => {
    render(
      <>
        <SubscriptionsSection />
        <LazyDashboardDialogs customerEmail={CUSTOMER.customerEmail} />
      </>,
    );
    const card = screen.getByRole('region', { name: 'My Next Order' });
    const opener = within(card).getByRole('button', { name: 'Change Frequency' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Change Frequency' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Deliver every' }), '42');
    const seen = watchFocusReturn(opener, dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(card).findByText('Repeats every 42 days')).toBeTruthy();
    expect(document.activeElement).toBe(opener);
    expect(seen).toEqual([true]);
  });

  it('Escape on Manage: focus is back on Manage before the dialog leaves the page', async () => {
    render(
      <>
        <SubscriptionsSection />
        <LazyDashboardDialogs customerEmail={CUSTOMER.customerEmail} />
      </>,
    );
    const manage = within(screen.getByRole('table')).getByRole('button', { name: 'Manage' });
    await userEvent.click(manage);
    const dialog = await screen.findByRole('dialog', { name: 'Manage My Subscription' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const seen = watchFocusReturn(manage, dialog);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(manage);
    expect(seen).toEqual([true]);
  });
});
