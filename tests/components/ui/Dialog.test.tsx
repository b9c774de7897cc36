import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/components/ui/Dialog';

/** A dialog whose first and last Tab stops are radio groups, the checked radio in the middle. */
function renderPlans() {
  const onClose = vi.fn();
  render(
    <>
      <button type="button">Behind the dialog</button>
      <Dialog title="Adjust Frequency" onClose={onClose}>
        <form>
          {['2.5 kg', '5 kg', '10 kg'].map((size) => (
            <label key={size}>
              <input type="radio" name="plan" value={size} defaultChecked={size === '5 kg'} />
              {size}
            </label>
          ))}
          <button type="button">Cancel</button>
          {['Weekly', 'Monthly'].map((often) => (
            <label key={often}>
              <input type="radio" name="often" value={often} defaultChecked={often === 'Weekly'} />
              {often}
            </label>
          ))}
        </form>
      </Dialog>
    </>,
  );
  return { onClose };
}

describe('Dialog: focus stays inside with radio groups', () => {
  it('Shift+Tab from the checked radio of the first group wraps to the last Tab stop (its checked radio)', () => {
    renderPlans();
    const checked = screen.getByRole('radio', { name: '5 kg' });
    checked.focus();
    fireEvent.keyDown(checked, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Weekly' }));
  });

  it('Tab from the last group wraps to the first group, at its checked radio', () => {
    renderPlans();
    const weekly = screen.getByRole('radio', { name: 'Weekly' });
    weekly.focus();
    fireEvent.keyDown(weekly, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '5 kg' }));
  });

  it('Tab inside the dialog is left to the browser, and Escape closes it', () => {
    const { onClose } = renderPlans();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    cancel.focus();
    expect(fireEvent.keyDown(cancel, { key: 'Tab' })).toBe(true); // not prevented
    fireEvent.keyDown(cancel, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
