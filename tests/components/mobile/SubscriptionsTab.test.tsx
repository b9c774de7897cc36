import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, dayFromToday, failure, json, makeSubscription, expectEmptyTab, expectLoadingUntilAnswered, networkFailure } from './fakes';
import { startMobile, mobileTestWorld } from './harness';
import { MANAGE_ACTIONS } from '../../factories/manage-sheet';

const { SubscriptionsTab } = await import('../../../src/components/mobile/SubscriptionsTab');
const { DashboardDialogs } = await import('../../../src/components/dashboard/sections/DashboardDialogs');

const SUBS = `GET /api/subscriptions/customer/${CUSTOMER.customerId}`;

const api = mobileTestWorld();

function renderTab() {
  render(
    <>
      <SubscriptionsTab />
      <DashboardDialogs customerEmail={CUSTOMER.customerEmail} />
    </>,
  );
  startMobile(CUSTOMER.customerId);
  return userEvent.setup();
}

describe('Subscriptions tab: loading, failure, none', () => {
  it("shows 'Loading your subscriptions...' until they arrive", async () => {
    await expectLoadingUntilAnswered(api, SUBS, renderTab, 'Loading your subscriptions...', json([]));
  });

  it("a non-ok answer: 'Failed to fetch subscriptions: {status}' with Try Again, which loads again", async () => {
    api.answers[SUBS] = () => failure(500);
    const user = renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch subscriptions: 500');
    api.answers[SUBS] = () => json([makeSubscription()]);
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'My Subscriptions' })).toBeTruthy();
    expect(api.calls.filter((c) => c.key === SUBS)).toHaveLength(2);
  });

  it("a network failure: 'Failed to load subscriptions'", async () => {
    api.answers[SUBS] = networkFailure;
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load subscriptions');
  });

  it("none yet: 'No subscriptions yet', the invitation and Start Subscription", async () => {
    api.answers[SUBS] = () => json([]);
    renderTab();
    await expectEmptyTab({
      heading: 'No subscriptions yet',
      line: "Start a subscription to get regular deliveries of your pet's food!",
      button: 'Start Subscription',
    });
  });
});

describe('Subscriptions tab: the cards', () => {
  it('shows image, name, frequency, status chip colour, next delivery (en-US), city and province, NZD without cents', async () => {
    const next = dayFromToday(9);
    api.answers[SUBS] = () =>
      json([
        makeSubscription({ next_charge_scheduled_at: next, total_value: 189.46 }),
        makeSubscription({
          id: 'sub_2',
          status: 'PAUSED',
          product_name: 'Luxe Lamb Dog Box 5kg',
          product_image: '',
          next_charge_scheduled_at: null,
          order_interval_frequency: 30,
        }),
        makeSubscription({
          id: 'sub_3',
          status: 'CANCELLED',
          product_name: 'Mixed Dog Box 2.5kg',
          order_interval_frequency: 1,
          order_interval_unit: 'month',
          next_charge_scheduled_at: null,
        }),
      ]);
    renderTab();
    const active = await screen.findByRole('article', { name: 'Chicken Dog Box 15kg' });
    expect(within(active).getByText('Every 28 days')).toBeTruthy();
    expect(within(active).getByText('active').className).toContain('dash-chip-success');
    const [y, m, d] = next.split('-').map(Number);
    expect(within(active).getByText('Next delivery').nextElementSibling!.textContent).toBe(`${m}/${d}/${y}`);
    expect(within(active).getByText('Auckland, Auckland')).toBeTruthy();
    expect(within(active).getByText('$189')).toBeTruthy();
    expect(active.querySelector('img')!.getAttribute('src')).toBe('/images/products/chicken.svg');

    const paused = screen.getByRole('article', { name: 'Luxe Lamb Dog Box 5kg' });
    expect(within(paused).getByText('paused').className).toContain('dash-chip-warning');
    expect(within(paused).getByText('Not scheduled')).toBeTruthy();
    expect(paused.querySelector('img')).toBeNull(); // the placeholder instead
    const cancelled = screen.getByRole('article', { name: 'Mixed Dog Box 2.5kg' });
    expect(within(cancelled).getByText('cancelled').className).toContain('dash-chip-error');
    expect(within(cancelled).getByText('Every 1 month')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Subscription' })).toBeTruthy();
  });

  it("Manage opens the desktop's actions in a sheet, closed with Escape; a paused card resumes", async () => {
    api.answers[SUBS] = () =>
      json([makeSubscription(), makeSubscription({ id: 'sub_2', status: 'PAUSED', product_name: 'Luxe Lamb Dog Box 5kg', next_charge_scheduled_at: null })]);
    const user = renderTab();
    const manage = await screen.findByRole('button', { name: 'Manage Chicken Dog Box 15kg' });
    await user.click(manage);
    const sheet = screen.getByRole('dialog', { name: 'Manage My Subscription' });
    expect(
      within(sheet)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['×', ...MANAGE_ACTIONS]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Resume Luxe Lamb Dog Box 5kg' }));
    expect(screen.getByRole('dialog', { name: 'Choose Resume Date' })).toBeTruthy();
  });

  it('an action from the sheet updates the card (the optimistic frequency, then the answer)', async () => {
    api.answers[SUBS] = () => json([makeSubscription()]);
    api.answers['POST /subscriptions/sub_1/change-frequency'] = () => json(makeSubscription({ order_interval_frequency: 40 }));
    api.answers['GET /api/activity'] = () => json({ activity: [] });
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Manage Chicken Dog Box 15kg' }));
    await user.click(screen.getByRole('button', { name: 'Change Frequency' }));
    const dialog = screen.getByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox'), '40');
    await user.click(within(dialog).getByRole('button', { name: /Update/ }));
    const card = screen.getByRole('article', { name: 'Chicken Dog Box 15kg' });
    expect(await within(card).findByText('Every 40 days')).toBeTruthy();
    expect(api.calls.find((c) => c.key === 'POST /subscriptions/sub_1/change-frequency')!.body).toEqual({ newFrequency: 40 });
  });
});
