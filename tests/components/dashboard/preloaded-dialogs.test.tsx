/**
 * Issue 48: the dashboard fetches its dialogs' code in a quiet moment; a dialog opened after that
 * is on screen in the tap's own frame. React.lazy alone suspended on its first render even with
 * the code loaded, and held 'Opening…' for 300 ms.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LazyDashboardDialogs, preloadDashboardDialogs } from '../../../src/components/dashboard/sections/LazyDashboardDialogs';
import { openDialog, resetDashboardForTests } from '../../../src/stores/dashboard';

beforeEach(() => resetDashboardForTests());

describe('dialogs whose code was preloaded', () => {
  it('open at once, without Opening…', async () => {
    preloadDashboardDialogs();
    // The same module the preload fetched, here once it has evaluated.
    await waitFor(() => import('../../../src/components/dashboard/sections/DashboardDialogs'));
    await act(async () => {});
    render(<LazyDashboardDialogs customerEmail="demo@example.com" />);

    act(() => openDialog({ kind: 'emailSent', text: 'We sent it.' }));
    expect(screen.queryByText('Opening…')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Email Sent Successfully' })).toBeTruthy();
  });
});
