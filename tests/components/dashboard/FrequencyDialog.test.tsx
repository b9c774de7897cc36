import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FrequencyDialog } from '../../../src/components/dashboard/sections/FrequencyDialog';
import { LegacyFrequencyDialog } from '../../../src/components/dashboard/sections/LegacyFrequencyDialog';
import { FREQUENCY_OPTIONS_DAYS } from '../../../src/domain/frequency';
import { LEGACY_FREQUENCY_MESSAGE } from '../../../src/domain/schemas/subscription-actions';

// Typing through user-event is slow on a shared machine: more than vitest's default 5 s per test.

describe('the frequency select (001 §5)', () => {
  it('offers 16–30 each, 32–48 by two, then 50, 55, 60, 70, 80, 90 and 120 days', () => {
    render(<FrequencyDialog current={28} saving={false} onSave={vi.fn()} onClose={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Deliver every' });
    const values = within(select)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value)
      .filter(Boolean)
      .map(Number);
    expect(values).toEqual([...FREQUENCY_OPTIONS_DAYS]);
    expect(values).toEqual([16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 32, 34, 36, 38, 40, 42, 44, 46, 48, 50, 55, 60, 70, 80, 90, 120]);
    expect(within(select).getByRole('option', { name: 'Every 46 days' })).toBeTruthy();
  });

  it('Update stays disabled until a frequency is chosen', async () => {
    const onSave = vi.fn();
    render(<FrequencyDialog current={28} saving={false} onSave={onSave} onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Change Frequency' });
    const update = within(dialog).getByRole('button', { name: 'Update' }) as HTMLButtonElement;
    expect(update.disabled).toBe(true);
    await userEvent.selectOptions(within(dialog).getByRole('combobox'), '42');
    expect(update.disabled).toBe(false);
    await userEvent.click(update);
    expect(onSave).toHaveBeenCalledWith(42);
  });

  it('the legacy input takes 7–90 days and says so otherwise', async () => {
    const onSave = vi.fn();
    render(<LegacyFrequencyDialog current={35} saving={false} onSave={onSave} onClose={vi.fn()} />);
    const input = screen.getByRole('spinbutton', { name: 'Deliver every (days)' }) as HTMLInputElement;
    expect([input.min, input.max]).toEqual(['7', '90']);
    await userEvent.clear(input);
    await userEvent.type(input, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByRole('alert').textContent).toBe(LEGACY_FREQUENCY_MESSAGE);
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onSave).toHaveBeenCalledWith(90);
  });
});
