/**
 * The dashboard's dialogs load their code when first opened: until it is there the opened
 * dialog is a polite 'Opening…' status (Escape cancels it) and focus stays on the button that
 * opened it, so the dialog, once there, gives focus back to that button when it closes. The
 * dialogs' module is held back by the test until it says so.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const gate = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
});

vi.mock('../../../src/components/dashboard/sections/DashboardDialogs', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

const { LazyDashboardDialogs } = await import('../../../src/components/dashboard/sections/LazyDashboardDialogs');
const { $dialog, openDialog, resetDashboardForTests } = await import('../../../src/stores/dashboard');

beforeEach(() => resetDashboardForTests());

function Page() {
  return (
    <>
      <button type="button" onClick={() => openDialog({ kind: 'emailSent', text: 'We sent it.' })}>
        Email me
      </button>
      <LazyDashboardDialogs customerEmail="demo@example.com" />
    </>
  );
}

describe('a dialog whose code is still loading', () => {
  it("shows 'Opening…' with focus left on its button, Escape cancels it; once loaded the dialog opens and gives focus back", async () => {
    render(<Page />);
    const button = screen.getByRole('button', { name: 'Email me' });
    expect(screen.queryByRole('status')).toBeNull(); // nothing until a dialog is opened

    await userEvent.click(button);
    expect(screen.getByRole('status').textContent).toContain('Opening…');
    expect(document.activeElement).toBe(button);
    await userEvent.keyboard('{Escape}');
    expect($dialog.get()).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();

    await userEvent.click(button);
    await act(async () => gate.open());
    const dialog = await screen.findByRole('dialog', { name: 'Email Sent Successfully' });
    expect(screen.queryByRole('status')).toBeNull();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
