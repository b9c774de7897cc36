import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CancelDialog } from '../../../src/components/dashboard/sections/CancelDialog';
import { OTHER_REASON_REQUIRED_MESSAGE } from '../../../src/domain/schemas/subscription-actions';
import { CANCEL_REASONS, CANCEL_VALIDATION_MESSAGE, LEGACY_CANCEL_REASONS } from '../../../src/domain/subscriptions';

// Typing through user-event is slow on a shared machine: more than vitest's default 5 s per test.

function renderDialog(variant: 'subscription' | 'legacy', saving = false) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  render(<CancelDialog variant={variant} saving={saving} onSubmit={onSubmit} onClose={onClose} />);
  const dialog = screen.getByRole('dialog', { name: 'Bye for now!' });
  return { dialog, onSubmit, onClose, user: userEvent.setup() };
}

const alertText = (dialog: HTMLElement) => within(dialog).getByRole('alert').textContent;

describe("the cancel dialog 'Bye for now!' (001 §2, §5)", () => {
  it('offers exactly the spec reasons and a feedback text', () => {
    const { dialog } = renderDialog('subscription');
    const group = within(dialog).getByRole('group', { name: 'Reason for cancelling' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual([...CANCEL_REASONS]);
    expect(within(dialog).getByRole('textbox', { name: 'Anything else you would like to tell us?' })).toBeTruthy();
  });

  it('refuses neither a reason nor feedback with the spec text, and sends nothing', async () => {
    const { dialog, onSubmit, user } = renderDialog('subscription');
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(alertText(dialog)).toBe(CANCEL_VALIDATION_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a reason alone', async () => {
    const { dialog, onSubmit, user } = renderDialog('subscription');
    await user.click(within(dialog).getByRole('radio', { name: 'Dog passed away.' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Dog passed away.', otherReason: '' });
    expect(alertText(dialog)).toBe('');
  });

  it('takes feedback alone', async () => {
    const { dialog, onSubmit, user } = renderDialog('subscription');
    await user.type(within(dialog).getByRole('textbox'), ' Moving overseas ');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: '', otherReason: 'Moving overseas' });
  });

  it('the legacy form adds Other, needs a reason, and Other needs its text', async () => {
    const { dialog, onSubmit, user } = renderDialog('legacy');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual([...LEGACY_CANCEL_REASONS]);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(alertText(dialog)).toBe(CANCEL_VALIDATION_MESSAGE);

    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(alertText(dialog)).toBe(OTHER_REASON_REQUIRED_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Please specify' }), 'Home-cooking now');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Other', otherReason: 'Home-cooking now' });
  });

  it('is a labelled modal: focus inside, Escape and Keep My Subscription close it', async () => {
    const { dialog, onClose, user } = renderDialog('subscription');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Keep My Subscription' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while saving the submit button is disabled and says so', () => {
    const { dialog } = renderDialog('subscription', true);
    const button = within(dialog).getByRole('button', { name: 'Cancelling…' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });
});
