import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CUSTOMER, json } from './fakes';
import { $session, mobileTestWorld } from './harness';

const { default: MobileApp } = await import('../../../src/components/mobile/MobileApp');

const api = mobileTestWorld({ path: '/mobile', loggedIn: false });

const logIn = () => $session.set({ status: 'loggedIn', customer: CUSTOMER });
const nav = () => screen.getByRole('navigation', { name: 'Dashboard sections' });
const title = () => screen.getByRole('heading', { level: 1 });

describe('MobileApp: the session check', () => {
  it('shows Loading while the session is being checked', () => {
    render(<MobileApp />);
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("without a session: 'Authentication Required' and 'Go to Dashboard' to /dashboard", () => {
    $session.set({ status: 'loggedOut', tokenFailed: false });
    render(<MobileApp />);
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByText('Please log in to access the mobile dashboard.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('MobileApp: the phone app', () => {
  it('has the header (menu, logo, title) and the five tabs; a tab changes the title and is current', async () => {
    logIn();
    render(<MobileApp />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Furbaby Plans' })).toBeTruthy();
    expect(title().textContent).toBe('Dashboard');
    const tabs = within(nav()).getAllByRole('button');
    expect(tabs.map((t) => t.textContent)).toEqual(['Home', 'Pets', 'Subscriptions', 'Orders', 'Profile']);
    expect(tabs[0]!.getAttribute('aria-current')).toBe('page');

    for (const [tab, heading] of [
      ['Pets', 'My Pets'],
      ['Subscriptions', 'Subscriptions'],
      ['Orders', 'Orders'],
      ['Profile', 'Profile'],
      ['Home', 'Dashboard'],
    ] as const) {
      await user.click(within(nav()).getByRole('button', { name: tab }));
      // The tab is marked in the tap's frame; its screen opens once that frame is painted.
      expect(within(nav()).getByRole('button', { name: tab }).getAttribute('aria-current')).toBe('page');
      await waitFor(() => expect(title().textContent).toBe(heading));
      expect(within(nav()).getByRole('button', { name: tab }).getAttribute('aria-current')).toBe('page');
      // Focus follows in the new screen's effect, which may run a moment after its commit.
      await waitFor(() => expect(document.activeElement).toBe(title()));
    }
    await user.click(within(nav()).getByRole('button', { name: 'Orders' }));
    await waitFor(() => expect(window.location.hash).toBe('#orders'));
  });

  it('opens the tab named in the address', async () => {
    window.history.replaceState(null, '', '/mobile#subscriptions');
    logIn();
    render(<MobileApp />);
    expect(title().textContent).toBe('Subscriptions');
    expect(await screen.findByRole('heading', { name: 'My Subscriptions' })).toBeTruthy();
  });

  it('the slide-out menu: Settings, Help & Support, About and Logout; focus kept inside, Escape closes', async () => {
    logIn();
    render(<MobileApp />);
    const user = userEvent.setup();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menu.getAttribute('aria-modal')).toBe('true');
    const items = within(within(menu).getByRole('navigation'))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(items).toEqual(['Settings', 'Help & Support', 'About', 'Logout']);
    expect(menu.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 6; i++) await user.tab();
    expect(menu.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(menuButton);

    for (const page of ['Settings', 'Help & Support', 'About']) {
      await user.click(menuButton);
      await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', { name: page }));
      expect(title().textContent).toBe(page);
      expect(screen.getByRole('region', { name: page }).textContent!.length).toBeGreaterThan(40);
    }
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(title().textContent).toBe('Dashboard');
  });

  it('Logout from the menu ends the session and shows Authentication Required', async () => {
    api.answers['POST /api/auth/logout'] = () => json({ ok: true });
    logIn();
    render(<MobileApp />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(api.calls.map((c) => c.key)).toContain('POST /api/auth/logout');
  });

  it('editing a pet: the title is Edit Pet and the tab bar is hidden; Back returns to My Pets', async () => {
    logIn();
    render(<MobileApp />);
    const user = userEvent.setup();
    await user.click(within(nav()).getByRole('button', { name: 'Pets' }));
    await user.click(await screen.findByRole('button', { name: 'Edit Pip' }));
    expect(title().textContent).toBe('Edit Pet');
    expect(screen.queryByRole('navigation', { name: 'Dashboard sections' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to My Pets' }));
    expect(title().textContent).toBe('My Pets');
    expect(nav()).toBeTruthy();
    await act(async () => undefined);
  });
});
