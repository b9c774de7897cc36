/**
 * A dialog whose code cannot be loaded (the connection dropped): the page stays, the dialog
 * closes and the failure toast says so.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';

vi.mock('../../../src/components/dashboard/sections/DashboardDialogs', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const { LazyDashboardDialogs } = await import('../../../src/components/dashboard/sections/LazyDashboardDialogs');
const { Toasts } = await import('../../../src/components/dashboard/sections/Toasts');
const { MESSAGES } = await import('../../../src/copy/messages');
const { $dialog, openDialog, resetDashboardForTests } = await import('../../../src/stores/dashboard');

beforeEach(() => resetDashboardForTests());

it('closes the dialog with the failure toast, and the page stays', async () => {
  // React reports the error it caught; that report is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <>
      <button type="button" onClick={() => openDialog({ kind: 'emailSent', text: 'We sent it.' })}>
        Email me
      </button>
      <LazyDashboardDialogs customerEmail="demo@example.com" />
      <Toasts />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Email me' }));
  expect(await screen.findByText(MESSAGES.failedToProcessRequest)).toBeTruthy();
  expect($dialog.get()).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByRole('button', { name: 'Email me' })).toBeTruthy();
});
