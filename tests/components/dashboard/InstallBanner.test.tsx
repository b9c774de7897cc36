import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InstallBanner } from '../../../src/components/dashboard/sections/InstallBanner';
import { INSTALL_ACCEPT_LABEL, INSTALL_DISMISS_LABEL, INSTALL_PROMPTED_KEY, shouldOfferInstall } from '../../../src/domain/install';
import { resetInstallForTests } from '../../../src/stores/install';

// Typing through user-event is slow on a shared machine: more than vitest's default 5 s per test.

/** The browser offering install, as Chromium does. */
function offerInstall() {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

beforeEach(() => {
  window.localStorage.clear();
  resetInstallForTests();
});

describe('the add-to-home-screen banner (001 §4)', () => {
  it('the rule: offered, not standalone, no stored choice', () => {
    expect(shouldOfferInstall({ offered: true, standalone: false, prompted: false })).toBe(true);
    expect(shouldOfferInstall({ offered: false, standalone: false, prompted: false })).toBe(false);
    expect(shouldOfferInstall({ offered: true, standalone: true, prompted: false })).toBe(false);
    expect(shouldOfferInstall({ offered: true, standalone: false, prompted: true })).toBe(false);
  });

  it('shows only once the browser offers install, and accepting prompts and stores the flag', async () => {
    render(<InstallBanner />);
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: INSTALL_ACCEPT_LABEL }));
    expect(event.prompt).toHaveBeenCalled();
    expect(window.localStorage.getItem(INSTALL_PROMPTED_KEY)).toBe('true');
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('dismissing stores the flag too, and a stored choice keeps it away', async () => {
    render(<InstallBanner />);
    offerInstall();
    await userEvent.click(screen.getByRole('button', { name: INSTALL_DISMISS_LABEL }));
    expect(window.localStorage.getItem(INSTALL_PROMPTED_KEY)).toBe('true');
    resetInstallForTests();
    offerInstall();
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });
});
