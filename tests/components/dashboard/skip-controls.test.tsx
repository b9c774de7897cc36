/**
 * Skip and Unskip on the My Next Order card (issue 21): one tap skips the next delivery through
 * POST /subscriptions/:id/skip with its day; the card then shows the day skipped with Unskip, and
 * the toast says where the next order went; Unskip puts it back. The API is faked at `fetch`.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SubscriptionsSection } from '../../../src/components/dashboard/sections/SubscriptionsSection';
import { Toasts } from '../../../src/components/dashboard/sections/Toasts';
import { SKIP_TEXTS, skippedNotice, unskippedNotice } from '../../../src/copy/dashboard-notices';
import { addInterval } from '../../../src/domain/renewals';
import { loadWithSkipApi, makeSubscription, skippedAttempt, type Call } from './fixtures';

const SUB = makeSubscription();
const DAY = SUB.next_charge_scheduled_at!.slice(0, 10);
const AFTER = addInterval(DAY, SUB.order_interval_frequency!, 'day');
const SKIPPED = makeSubscription({
  next_charge_scheduled_at: AFTER,
  billing_attempts: [skippedAttempt(DAY)],
} as never);

let calls: Call[];

beforeEach(async () => {
  calls = await loadWithSkipApi(SUB, SKIPPED);
});

describe('Skip this delivery', () => {
  it('skips the next delivery in one tap, shows it skipped with Unskip, and Unskip puts it back', async () => {
    render(
      <>
        <SubscriptionsSection />
        <Toasts />
      </>,
    );
    const card = screen.getByRole('region', { name: 'My Next Order' });
    await userEvent.click(within(card).getByRole('button', { name: new RegExp(`^${SKIP_TEXTS.skip}`) }));
    expect(calls.find((c) => c.path === `/subscriptions/${SUB.id}/skip`)?.body).toEqual({ date: DAY });
    expect(await screen.findByText(skippedNotice(DAY, AFTER))).toBeTruthy();

    const skipped = within(card).getByRole('list', { name: 'Skipped deliveries' });
    expect(skipped.textContent).toContain(SKIP_TEXTS.skipped(DAY));
    await userEvent.click(within(skipped).getByRole('button', { name: `${SKIP_TEXTS.unskip} ${SKIP_TEXTS.skipped(DAY)}` }));
    expect(calls.find((c) => c.path === `/subscriptions/${SUB.id}/unskip`)?.body).toEqual({ date: DAY });
    expect(await screen.findByText(unskippedNotice(DAY))).toBeTruthy();
    expect(within(card).queryByRole('list', { name: 'Skipped deliveries' })).toBeNull();
  });
});
