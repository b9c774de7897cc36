import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailSentDialog } from '../../../src/components/dashboard/sections/EmailSentDialog';
import { ManageModal } from '../../../src/components/dashboard/sections/ManageModal';
import { PauseDialog } from '../../../src/components/dashboard/sections/PauseDialog';
import { ReorderDialog } from '../../../src/components/dashboard/sections/ReorderDialog';
import { RetentionDialog } from '../../../src/components/dashboard/sections/RetentionDialog';
import { TreatsDialog, type TreatsDialogProps } from '../../../src/components/dashboard/sections/TreatsDialog';
import { legacyPauseOptions } from '../../../src/domain/legacy-panel';
import { MESSAGES } from '../../../src/copy/messages';
import { REORDER_SHIPPING_NOTE } from '../../../src/domain/reorder';
import { TIMERS_MS } from '../../../src/copy/timers';
import { $dialog, resetDashboardForTests, type Treat } from '../../../src/stores/dashboard';
import { makeSubscription } from './fixtures';

// Typing through user-event is slow on a shared machine: more than vitest's default 5 s per test.

beforeEach(() => resetDashboardForTests());
afterEach(() => vi.useRealTimers());

describe('Reorder Now confirm', () => {
  it('carries the 2pm weekday note and confirms', async () => {
    const onConfirm = vi.fn();
    render(<ReorderDialog recentOrder={false} saving={false} onConfirm={onConfirm} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Reorder Now' });
    expect(within(dialog).getByText(REORDER_SHIPPING_NOTE)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Reorder' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be confirmed after a recent order, nor twice while placing it', () => {
    const { rerender } = render(<ReorderDialog recentOrder saving={false} onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Confirm Reorder' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<ReorderDialog recentOrder={false} saving onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Placing order…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Manage My Subscription', () => {
  const ACTIONS = ['Add Treats', 'Reorder Now', 'Next Order Date', 'Change Frequency', 'Change Address', 'Pause', 'Update Credit Card', 'Cancel Subscription'];

  it('lists every action of the spec, each opening its dialog', async () => {
    render(<ManageModal subscription={makeSubscription()} customerEmail="demo@example.com" onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Manage My Subscription' });
    for (const name of ACTIONS) expect(within(dialog).getByRole('button', { name })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause' }));
    expect($dialog.get()).toEqual({ kind: 'pause', id: 'sub_1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reorder Now' }));
    expect($dialog.get()).toMatchObject({ kind: 'reorder', target: { kind: 'subscription', id: 'sub_1' }, idempotencyKey: expect.any(String) });
    // Cancelling starts with the offers (issue 21); the reasons come after them.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect($dialog.get()).toEqual({ kind: 'offers', id: 'sub_1' });
  });

  it('disables Reorder Now while an order is recent (has_recent_order)', () => {
    render(<ManageModal subscription={makeSubscription({ has_recent_order: true })} customerEmail="demo@example.com" onClose={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Reorder Now' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next Order Date' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('Pause', () => {
  it('offers the presets with the dates they lead to, and indefinite; nothing chosen, nothing to save', async () => {
    const onSave = vi.fn();
    render(<PauseDialog nextDay="2025-06-20" now={new Date(2025, 5, 10)} saving={false} onSave={onSave} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Pause My Subscription' });
    const radios = within(dialog)
      .getAllByRole('radio')
      .map((r) => r.closest('label')!.textContent);
    expect(radios).toEqual([
      '7 days (next order June 27, 2025)',
      '14 days (next order July 4, 2025)',
      '30 days (next order July 20, 2025)',
      '90 days (next order September 18, 2025)',
      'Until a date',
      'Until I resume it',
    ]);
    const submit = within(dialog).getByRole('button', { name: 'Pause Subscription' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Until I resume it' }));
    await userEvent.click(submit);
    expect(onSave).toHaveBeenCalledWith({ days: null });
  });

  it('pauses until a date within the limits: the day is asked for, checked, and sent', async () => {
    const onSave = vi.fn();
    render(<PauseDialog nextDay="2025-06-20" now={new Date(2025, 5, 10)} saving={false} onSave={onSave} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Pause My Subscription' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Until a date' }));
    const day = within(dialog).getByLabelText('Start my deliveries again on') as HTMLInputElement;
    const submit = within(dialog).getByRole('button', { name: 'Pause Subscription' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    // Until the day of the next order (20 June) or before it, which the pause call refuses: the picker starts the day after, and says so.
    expect(day.min).toBe('2025-06-21');
    await userEvent.type(day, '2025-06-20');
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Please choose a date between June 21, 2025 and June 10, 2026')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await userEvent.clear(day);
    // Beyond the limits (about a year ahead): said, and not sent.
    await userEvent.type(day, '2027-01-01');
    expect(day.getAttribute('aria-invalid')).toBe('true');
    expect(submit.disabled).toBe(true);
    await userEvent.clear(day);
    await userEvent.type(day, '2025-08-01');
    expect(within(dialog).getByText(/Your next order will be on August 1, 2025/)).toBeTruthy();
    await userEvent.click(submit);
    expect(onSave).toHaveBeenCalledWith({ days: null, until: '2025-08-01' });
  });
});

describe("the legacy 'Are you sure?' dialog", () => {
  it("lists the spec's four pauses, says why one past the legacy date limit cannot be taken, then the way on to cancel", async () => {
    const options = legacyPauseOptions('2025-06-30', new Date(2025, 5, 10));
    expect(options.map((o) => o.days)).toEqual([7, 14, 30, 90]);
    const onPause = vi.fn();
    const onContinue = vi.fn();
    render(<RetentionDialog options={options} saving={false} onPause={onPause} onContinue={onContinue} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Are you sure?' });
    // 30 June + 90 days is 28 September, past 10 September (three months from 10 June).
    const ninety = within(dialog).getByRole('button', { name: 'Pause for 90 days' }) as HTMLButtonElement;
    expect(ninety.disabled).toBe(true);
    expect(document.getElementById(ninety.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Not available: a delivery can move at most 3 months ahead, to September 10, 2025.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pause for 14 days' }));
    expect(onPause).toHaveBeenCalledWith({ days: 14, nextDelivery: '2025-07-14', unavailable: null });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(onContinue).toHaveBeenCalled();
  });
});

describe("'Email Sent Successfully'", () => {
  it('closes itself after 10 seconds', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<EmailSentDialog text="We've sent an email." onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Email Sent Successfully' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(TIMERS_MS.emailSentDialog - 1));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("'Add Treats to Your Subscription'", () => {
  const TREAT: Treat = {
    id: '8800000000002',
    title: 'Green-Lipped Mussel Bites',
    image: { src: '/images/treats/mussel-bites.svg' },
    variants: [{ id: '48800000000021', sku: 'TRT-GLM-150', price: 17.99, subscription_price: 17.09 }],
  };
  const props = (state: TreatsDialogProps['state']): TreatsDialogProps => ({
    state,
    saving: false,
    onAdd: vi.fn(async () => true),
    onRetry: vi.fn(),
    onClose: vi.fn(),
  });

  it('empty: the spec text', () => {
    render(<TreatsDialog {...props({ status: 'ready', products: [] })} />);
    expect(screen.getByRole('dialog', { name: 'Add Treats to Your Subscription' }).textContent).toContain(MESSAGES.noTreats);
  });

  it("links the shop's treats page (/pages/treats) on the shop's own domain (issue 39)", async () => {
    const { initEmbed } = await import('../../../src/stores/embed');
    await initEmbed({ loadConfig: async () => ({ shopOrigins: [], local: true, storeDomain: 'furbaby.co.nz' }) });
    render(<TreatsDialog {...props({ status: 'ready', products: [TREAT] })} />);
    const link = screen.getByRole('link', { name: 'See all treats in our shop' });
    expect(link.getAttribute('href')).toBe('https://furbaby.co.nz/pages/treats');
    expect(link.getAttribute('target')).toBe('_top');
  });

  it('error: the spec text with Try again', async () => {
    const p = props({ status: 'error', products: [] });
    render(<TreatsDialog {...p} />);
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.failedToLoadTreats);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(p.onRetry).toHaveBeenCalled();
  });

  it('a treat at the 5 % subscription price, added with its quantity and one-time choice', async () => {
    const p = props({ status: 'ready', products: [TREAT] });
    render(<TreatsDialog {...p} />);
    const row = screen.getByRole('listitem', { name: 'Green-Lipped Mussel Bites' });
    expect(row.textContent).toContain('$17.09');
    expect(row.textContent).toContain('5% off $17.99');
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'Quantity' }), '3');
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'Deliver' }), 'Next delivery only');
    await userEvent.click(within(row).getByRole('button', { name: 'Add Green-Lipped Mussel Bites' }));
    expect(p.onAdd).toHaveBeenCalledWith(TREAT, 3, true);
    expect(await within(row).findByRole('status')).toBeTruthy();
  });
});
