import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { BagNotSoldNotice } from '../../../src/components/dashboard/sections/BagNotSoldNotice';
import { bagNotSoldNotice } from '../../../src/copy/dashboard-notices';
import { $busy, $dialog, $subscriptions } from '../../../src/stores/dashboard';
import { makeSubscription } from './fixtures';

beforeEach(() => {
  $dialog.set(null);
  $busy.set(null);
});

describe('a subscription whose bag the shop no longer sells (issue 60)', () => {
  it('says so, names the bag, and opens the product dialog for that subscription', async () => {
    const gone = makeSubscription({ id: 'sub_gone', product_name: 'Garden Turkey 5kg', variant_offered: false });
    $subscriptions.set({ status: 'ready', items: [makeSubscription({ id: 'sub_fine' }), gone] });
    render(<BagNotSoldNotice />);
    const text = bagNotSoldNotice('Garden Turkey 5kg');
    const notice = screen.getByRole('status', { name: text.headline });
    expect(notice.textContent).toContain('Nothing is charged or sent for it.');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: text.action }));
    expect($dialog.get()).toEqual({ kind: 'product', target: { kind: 'subscription', id: 'sub_gone' } });
  });

  it('shows nothing when every bag is sold, or the subscription is cancelled', () => {
    $subscriptions.set({
      status: 'ready',
      items: [makeSubscription({ id: 'a' }), makeSubscription({ id: 'b', status: 'CANCELLED', variant_offered: false })],
    });
    const { container } = render(<BagNotSoldNotice />);
    expect(container.textContent).toBe('');
  });
});
