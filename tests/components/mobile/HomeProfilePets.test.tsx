import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CUSTOMER, dayFromToday, failure, json, makeEvent, makeSubscription, petsPayload, PROFILE } from './fakes';
import { mobileTestWorld } from './harness';

const { default: MobileApp } = await import('../../../src/components/mobile/MobileApp');

const api = mobileTestWorld({ path: '/mobile' });

/** A figure tile of Home's 'At a glance' list, by its label. */
const stat = (label: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('.mobile-stat')].find((b) => b.querySelector('.mobile-stat-label')?.textContent === label)!;

describe('Home: the real figures', () => {
  it('counts dogs, active subscriptions and orders; shows the next delivery with its frequency and recent activity', async () => {
    const soon = dayFromToday(5);
    api.answers[`GET /api/subscriptions/customer/${CUSTOMER.customerId}`] = () =>
      json([
        makeSubscription({ next_charge_scheduled_at: dayFromToday(12) }),
        makeSubscription({ id: 'sub_2', product_name: 'Luxe Lamb Dog Box 5kg', next_charge_scheduled_at: soon, order_interval_frequency: 21 }),
        makeSubscription({ id: 'sub_3', status: 'CANCELLED', next_charge_scheduled_at: null }),
      ]);
    const older = new Date(Date.now() - 40 * 86_400_000).toISOString();
    api.answers['GET /api/activity'] = () =>
      json({ activity: [makeEvent({ at: new Date().toISOString() }), makeEvent({ id: 'evt_2', action: 'pause-days', pauseDays: 14, at: older })] });
    render(<MobileApp />);

    expect(screen.getByRole('region', { name: 'At a glance' })).toBeTruthy();
    await vi.waitFor(() => expect(stat('Dogs').textContent).toBe('2 Dogs'));
    await vi.waitFor(() => expect(stat('Active subscriptions').textContent).toBe('2 Active subscriptions'));
    await vi.waitFor(() => expect(stat('Orders').textContent).toBe('2 Orders'));

    const next = screen.getByRole('region', { name: 'Next delivery' });
    const [y, m, d] = soon.split('-').map(Number);
    expect(within(next).getByText(`${m}/${d}/${y}`)).toBeTruthy();
    expect(within(next).getByText('Luxe Lamb Dog Box 5kg')).toBeTruthy();
    expect(within(next).getByText('Every 21 days')).toBeTruthy();

    const activity = screen.getByRole('region', { name: 'Recent activity' });
    expect(
      within(activity)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.mobile-activity-text > span')!.textContent),
    ).toEqual(['Delivery frequency changed to every 30 days', 'Next delivery pushed back 14 days', 'Order #1001 placed', 'Order #1004 placed']);
    expect(api.calls.map((c) => c.key)).toContain('GET /api/activity');
  });

  it('a figure that could not be loaded says so; a tile opens its tab', async () => {
    api.answers[`GET /api/orders/customer/${CUSTOMER.customerId}`] = () => failure(500);
    api.answers[`GET /api/subscriptions/customer/${CUSTOMER.customerId}`] = () => json([]);
    render(<MobileApp />);
    await vi.waitFor(() => expect(stat('Orders').textContent).toContain('Not available'));
    await vi.waitFor(() => expect(screen.getByRole('region', { name: 'Next delivery' }).textContent).toContain('No upcoming deliveries'));
    await userEvent.click(stat('Orders'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Orders');
    expect(screen.getByText('Failed to fetch orders: 500')).toBeTruthy();
  });
});

describe('Profile', () => {
  it('shows name, e-mail and the shipping address on file, and Logout', async () => {
    window.history.replaceState(null, '', '/mobile#profile');
    render(<MobileApp />);
    const facts = await screen.findByText('12 Ponsonby Road');
    const list = facts.closest('dl')!;
    expect(within(list).getByText('Name').nextElementSibling!.textContent).toBe('Sam Taylor');
    expect(within(list).getByText('E-mail').nextElementSibling!.textContent).toBe(CUSTOMER.customerEmail);
    expect([...list.querySelectorAll('address span')].map((s) => s.textContent)).toEqual([
      'Sam Taylor',
      '12 Ponsonby Road',
      'Flat 3',
      'Auckland, Auckland 1011',
      'New Zealand',
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('without an address on file says so', async () => {
    api.answers['GET /api/profile'] = () => json({ ...PROFILE, shippingAddress: null });
    window.history.replaceState(null, '', '/mobile#profile');
    render(<MobileApp />);
    expect(await screen.findByText('No shipping address on file yet.')).toBeTruthy();
  });
});

describe('Pets tab: the Your Pets list', () => {
  it("a failed load shows 'Failed to fetch pets' with Try Again", async () => {
    api.answers['GET /api/pets'] = () => failure(500);
    window.history.replaceState(null, '', '/mobile#pets');
    render(<MobileApp />);
    const alert = await screen.findByText('Failed to fetch pets');
    expect(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("no pets: 'No pets yet' and Add Your First Pet", async () => {
    api.answers['GET /api/pets'] = () => json(petsPayload([]));
    window.history.replaceState(null, '', '/mobile#pets');
    render(<MobileApp />);
    expect(await screen.findByRole('heading', { name: 'No pets yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Pets' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Your First Pet' })).toBeTruthy();
  });
});
