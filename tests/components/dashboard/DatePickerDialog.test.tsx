import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DatePickerDialog } from '../../../src/components/dashboard/sections/DatePickerDialog';
import { dateRangeMessage } from '../../../src/domain/date-limits';
import { legacyDateLimits, subscriptionDateLimits, toIsoDate } from '../../../src/domain/dates';

// Typing through user-event is slow on a shared machine: more than vitest's default 5 s per test.

const NOW = new Date(2025, 5, 10, 15, 0); // 10 June 2025, 3pm

function renderPicker(title: string, limits = subscriptionDateLimits(NOW), saving = false) {
  const onSave = vi.fn();
  const onClose = vi.fn();
  const view = render(<DatePickerDialog title={title} limits={limits} saving={saving} onSave={onSave} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: title });
  const input = within(dialog).getByLabelText('Date') as HTMLInputElement;
  const save = () => within(dialog).getByRole('button', { name: saving ? 'Saving…' : 'Save' }) as HTMLButtonElement;
  return { dialog, input, save, onSave, onClose, view };
}

describe('the date picker (001 §2, §5)', () => {
  it('is a native date input constrained to the subscription limits: today … 365 days ahead', () => {
    const { input } = renderPicker('Next Order Date');
    expect(input.type).toBe('date');
    expect(input.min).toBe('2025-06-10');
    expect(input.max).toBe('2026-06-10');
  });

  it('the legacy limits: tomorrow … three months ahead', () => {
    const { input } = renderPicker('Change Delivery Date', legacyDateLimits(NOW));
    expect(input.min).toBe('2025-06-11');
    expect(input.max).toBe('2025-09-10');
  });

  it('Save stays disabled until a date is chosen, then sends it', async () => {
    const { input, save, onSave } = renderPicker('Choose Resume Date');
    expect(save().disabled).toBe(true);
    fireEvent.change(input, { target: { value: '2025-07-01' } });
    expect(save().disabled).toBe(false);
    await userEvent.click(save());
    expect(onSave).toHaveBeenCalledWith('2025-07-01');
  });

  it('a date outside the limits keeps Save disabled and says which dates are allowed', () => {
    const limits = subscriptionDateLimits(NOW);
    const { input, save, dialog } = renderPicker('Next Order Date', limits);
    fireEvent.change(input, { target: { value: toIsoDate(new Date(2025, 5, 9)) } });
    expect(save().disabled).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(dateRangeMessage(limits))).toBeTruthy();
    fireEvent.change(input, { target: { value: '2026-06-11' } });
    expect(save().disabled).toBe(true);
  });

  it('Save is disabled while saving, even with a date', () => {
    const { input, save } = renderPicker('Next Order Date', subscriptionDateLimits(NOW), true);
    fireEvent.change(input, { target: { value: '2025-07-01' } });
    expect(save().disabled).toBe(true);
  });

  it('Cancel and Escape close it without saving', async () => {
    const { dialog, onClose, onSave } = renderPicker('Next Order Date');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();
  });
});
