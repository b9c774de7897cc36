/**
 * Plan fit on the mobile subscription card (issue 21): the same notice and one-tap fix as the
 * My Next Order card, read once the subscriptions and the dogs are in; nothing when it fits or
 * the read fails.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { planFitAppliedText } from '../../../src/copy/dashboard-messages';
import { formatLongDateUS } from '../../../src/domain/dates';
import { CUSTOMER, failure, json, makePlanFit, makeSubscription, networkFailure } from './fakes';
import { mobileTestWorld, startMobile } from './harness';
import { SKIP_TEXTS } from '../../../src/copy/dashboard-notices';

const { SubscriptionsTab } = await import('../../../src/components/mobile/SubscriptionsTab');
const { Toasts } = await import('../../../src/components/dashboard/sections/Toasts');

const SUB = makeSubscription();
const NEXT = SUB.next_charge_scheduled_at!;
const FIT = `GET /api/subscriptions/${SUB.id}/plan-fit`;
const RUNS_OUT_EARLY = makePlanFit({ dailyGrams: 639, daysPerBag: 23, nextDelivery: NEXT, status: 'runs_out_early', suggestion: { frequency: 23, bagKg: 15 } });

const api = mobileTestWorld();

function renderTab() {
  render(
    <>
      <SubscriptionsTab />
      <Toasts />
    </>,
  );
  startMobile(CUSTOMER.customerId);
  return userEvent.setup();
}

const card = () => screen.findByRole('article', { name: 'Chicken Dog Box 15kg' });
const fitReads = () => api.calls.filter((c) => c.key === FIT).length;

describe('the mobile card’s plan fit', () => {
  it('says the bag runs out before the next delivery; the fix changes the frequency and the notice goes', async () => {
    api.answers[FIT] = () => json(RUNS_OUT_EARLY);
    api.answers[`POST /subscriptions/${SUB.id}/change-frequency`] = () => {
      api.answers[FIT] = () => json(makePlanFit({ daysPerBag: 23, frequency: 23 }));
      return json({ ...SUB, order_interval_frequency: 23 });
    };
    const user = renderTab();
    const article = await card();
    const notice = await within(article).findByRole('status');
    expect(notice.textContent).toBe(`Your dogs finish this 15 kg bag in 23 days, 5 days before the next delivery on ${formatLongDateUS(NEXT)}.`);

    await user.click(within(article).getByRole('button', { name: 'Deliver every 23 days' }));
    // The fix's own message (with Undo) replaces the change's: one message at a time (issue 47 §5).
    expect(await screen.findByText(planFitAppliedText('Deliver every 23 days'))).toBeTruthy();
    expect(api.calls.find((c) => c.key === `POST /subscriptions/${SUB.id}/change-frequency`)?.body).toEqual({ newFrequency: 23 });
    expect(within(article).getByText('Every 23 days')).toBeTruthy();
    await waitFor(() => expect(fitReads()).toBe(2));
    await waitFor(() => expect(within(article).queryByRole('status')).toBeNull());
  });

  it('fits: nothing on the card', async () => {
    renderTab();
    const article = await card();
    await waitFor(() => expect(fitReads()).toBe(1));
    expect(within(article).queryByRole('status')).toBeNull();
    expect(
      within(article)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([SKIP_TEXTS.skip, 'Manage']); // no fix to offer
  });

  it.each([
    ['an error answer', () => failure(500)],
    ['a network failure', networkFailure],
  ])('a failed read (%s): nothing on the card, no error shown', async (_, answer) => {
    api.answers[FIT] = answer;
    renderTab();
    const article = await card();
    await waitFor(() => expect(fitReads()).toBe(1));
    expect(within(article).queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert', { name: 'Problems' })?.textContent ?? '').toBe('');
  });

  it('a paused subscription is not read', async () => {
    api.answers[`GET /api/subscriptions/customer/${CUSTOMER.customerId}`] = () => json([makeSubscription({ status: 'PAUSED' })]);
    renderTab();
    await card();
    await waitFor(() => expect(api.calls.some((c) => c.key === 'GET /api/pets')).toBe(true));
    expect(fitReads()).toBe(0);
  });
});
