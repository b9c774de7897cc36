import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
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

/** A page button that opens Manage, whose button opens Change Frequency in its place. */
function DialogChain() {
  const [open, setOpen] = useState<'manage' | 'frequency' | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen('manage')}>
        Manage
      </button>
      {open === 'manage' ? (
        <Dialog key="manage" title="Manage My Subscription" onClose={() => setOpen(null)}>
          <button type="button" onClick={() => setOpen('frequency')}>
            Change Frequency
          </button>
        </Dialog>
      ) : open === 'frequency' ? (
        <Dialog key="frequency" title="Change Frequency" onClose={() => setOpen(null)}>
          <button type="button">Update</button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog: one dialog opened in place of another', () => {
  it('focuses the new dialog without passing through the page, and gives focus back to the page button at the end', async () => {
    render(<DialogChain />);
    const manage = screen.getByRole('button', { name: 'Manage' });
    manage.focus();
    fireEvent.click(manage);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change Frequency' }));

    // Focusing the page's button on the way made the browser lay out the whole page (issue 48).
    const focusedOnTheWay = vi.fn();
    manage.addEventListener('focus', focusedOnTheWay);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Change Frequency' })));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Update' }));
    expect(focusedOnTheWay).not.toHaveBeenCalled();

    await act(async () => fireEvent.keyDown(screen.getByRole('dialog', { name: 'Change Frequency' }), { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(manage);
  });
});
