import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CancelOffersDialog } from '../../../src/components/dashboard/sections/CancelOffersDialog';
import { CANCEL_OFFER_TEXTS } from '../../../src/copy/cancel-offers';
import type { CancelOffer } from '../../../src/domain/cancel-offers';

const OFFERS: CancelOffer[] = [
  { kind: 'skip', date: '2026-12-12', nextDelivery: '2027-01-09' },
  { kind: 'pause', days: 30, nextDelivery: '2027-01-11' },
  { kind: 'frequency', frequency: 23, currentFrequency: 28 },
  { kind: 'discount', percent: 15 },
];

function renderDialog(read: CancelOffer[] | null, accepting = false) {
  const props = { load: vi.fn(async () => read), onAccept: vi.fn(), onDecline: vi.fn(), onClose: vi.fn() };
  render(<CancelOffersDialog {...props} accepting={accepting} />);
  return { ...props, dialog: screen.getByRole('dialog', { name: 'Bye for now!' }), user: userEvent.setup() };
}

describe("'Bye for now!' offers before the reasons (issue 21)", () => {
  it('says it is loading, then offers each one in words with what follows from it', async () => {
    const { dialog } = renderDialog(OFFERS);
    expect(within(dialog).getByText(CANCEL_OFFER_TEXTS.loading)).toBeTruthy();
    const list = await within(dialog).findByRole('list', { name: CANCEL_OFFER_TEXTS.offersLabel });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Skip the delivery on December 12, 2026', 'Pause for 30 days', 'Deliver every 23 days', 'Take 15% off my next order']);
    expect(list.textContent).toContain('Next delivery January 9, 2027');
    expect(list.textContent).toContain('Instead of every 28 days: a bag that fits your dogs');
    expect(within(dialog).getByText(CANCEL_OFFER_TEXTS.intro)).toBeTruthy();
  });

  it('takes an offer with one tap, and goes on to the reasons with another', async () => {
    const { dialog, user, onAccept, onDecline } = renderDialog(OFFERS);
    await user.click(await within(dialog).findByRole('button', { name: 'Take 15% off my next order' }));
    expect(onAccept).toHaveBeenCalledWith({ kind: 'discount', percent: 15 });
    await user.click(within(dialog).getByRole('button', { name: CANCEL_OFFER_TEXTS.decline }));
    expect(onDecline).toHaveBeenCalledTimes(1);
  });

  it('goes straight on to the reasons with nothing to offer, or when the offers cannot be read', async () => {
    for (const read of [[], null]) {
      const { onDecline, unmount } = { ...renderDialog(read), unmount: () => document.body.replaceChildren() };
      await waitFor(() => expect(onDecline).toHaveBeenCalledTimes(1));
      unmount();
    }
  });

  it('holds every offer while one is being taken', async () => {
    const { dialog } = renderDialog(OFFERS, true);
    const list = await within(dialog).findByRole('list', { name: CANCEL_OFFER_TEXTS.offersLabel });
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(
      within(list)
        .getAllByRole('button')
        .every((b) => (b as HTMLButtonElement).disabled),
    ).toBe(true);
    expect((within(dialog).getByRole('button', { name: CANCEL_OFFER_TEXTS.decline }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByRole('button', { name: 'Keep My Subscription' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
