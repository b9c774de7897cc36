/**
 * Plan fit on the My Next Order card (issue 21): the notice's words when the bag runs out early
 * or lasts too long, nothing when it fits or when the read fails, the one-tap fix through the
 * existing change calls (busy while it runs, the toast when done, the notice gone after the
 * re-read), and a re-read when a dog changes. The API is faked at `fetch`; the real stores.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { SubscriptionsSection } from '../../../src/components/dashboard/sections/SubscriptionsSection';
import { Toasts } from '../../../src/components/dashboard/sections/Toasts';
import { DASHBOARD_NOTICES } from '../../../src/copy/dashboard-notices';
import { PLAN_FIT_TEXTS } from '../../../src/copy/plan-fit';
import { MESSAGE_TEXTS, planFitAppliedText, planFitMoneyText, planFitUndoneText } from '../../../src/copy/dashboard-messages';
import { planFitFixMonthly } from '../../../src/domain/plan-fit-fix';
import { DEMO_CATALOGUE } from '../../../functions/db/demo/demo-catalogue';
import { formatLongDateUS } from '../../../src/domain/dates';
import type { PlanFit } from '../../../src/domain/plan-fit';
import { deliveryCostOf, followPlanFit, loadDashboard, resetDashboardForTests } from '../../../src/stores/dashboard';
import { $petData, $petsLoad, resetPetsForTests } from '../../../src/stores/pets';
import { savedPet } from '../../factories/pet';
import { CUSTOMER, deferred, fakeApi, json, makeSubscription, type Call } from './fixtures';

const SUB = makeSubscription();
const NEXT = SUB.next_charge_scheduled_at!;
const FIT = `GET /api/subscriptions/${SUB.id}/plan-fit`;
const FREQUENCY = `POST /subscriptions/${SUB.id}/change-frequency`;
const PRODUCT = `POST /subscriptions/${SUB.id}/change-product-and-frequency`;
const DOGS = [savedPet({ id: 'pet_biscuit', name: 'Biscuit', weight: 28 }), savedPet({ id: 'pet_pip', name: 'Pip', weight: 8 })];

/** The demo customer's state: Biscuit and Pip finish the 15 kg bag in 23 days, deliveries every 28. */
const RUNS_OUT_EARLY: PlanFit = {
  dailyGrams: 639,
  bagKg: 15,
  daysPerBag: 23,
  frequency: 28,
  runsOutOn: NEXT,
  nextDelivery: NEXT,
  status: 'runs_out_early',
  suggestion: { frequency: 23, bagKg: 15 },
};
const FITS: PlanFit = { ...RUNS_OUT_EARLY, frequency: 23, status: 'fits', suggestion: null };

let calls: Call[];
let answers: Record<string, () => Response | Promise<Response>>;

beforeEach(async () => {
  resetDashboardForTests();
  resetPetsForTests();
  answers = {
    [`GET /api/subscriptions/customer/${CUSTOMER.customerId}`]: () => json([SUB]),
    [`GET /api/orders/customer/${CUSTOMER.customerId}`]: () => json({ orders: [] }),
    [`GET /api/legacy-subscriptions/by-shopify-id/${CUSTOMER.customerId}`]: () => json([]),
    [FIT]: () => json(RUNS_OUT_EARLY),
  };
  calls = fakeApi(answers);
  await loadDashboard(CUSTOMER.customerId);
});

/** The dashboard with its dogs loaded and plan fit following them; the My Next Order card. */
function renderDashboard() {
  render(
    <>
      <SubscriptionsSection />
      <Toasts />
    </>,
  );
  act(() => {
    $petData.set({ ...$petData.get(), pets: DOGS });
    $petsLoad.set({ status: 'ready' });
    followPlanFit();
  });
  return screen.getByRole('region', { name: 'My Next Order' });
}

const fitReads = () => calls.filter((c) => `${c.method} ${c.path}` === FIT).length;

describe('the plan-fit notice', () => {
  it('runs out early: says when, against the next delivery, with the fix to deliver sooner', async () => {
    const card = renderDashboard();
    const notice = await within(card).findByRole('status');
    expect(notice.textContent).toBe(`Your dogs finish this 15 kg bag in 23 days, 5 days before the next delivery on ${formatLongDateUS(NEXT)}.`);
    expect(within(card).getByRole('button', { name: 'Deliver every 23 days' })).toBeTruthy();
    expect(fitReads()).toBe(1);
  });

  it('too much: says how long it lasts past the next delivery; one dog is "your dog"', async () => {
    answers[FIT] = () => json({ ...RUNS_OUT_EARLY, daysPerBag: 40, status: 'too_much', suggestion: { frequency: 40, bagKg: 15 } });
    const card = renderDashboard();
    act(() => $petData.set({ ...$petData.get(), pets: [DOGS[0]!, { ...DOGS[1]!, includeInFamilyFeedingPlan: false }] }));
    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toBe(
        `This 15 kg bag lasts your dog 40 days, 12 days past the next delivery on ${formatLongDateUS(NEXT)}.`,
      ),
    );
    expect(within(card).getByRole('button', { name: 'Deliver every 40 days' })).toBeTruthy();
  });

  it('fits: says nothing and offers nothing', async () => {
    answers[FIT] = () => json(FITS);
    const card = renderDashboard();
    await waitFor(() => expect(fitReads()).toBe(1));
    await act(async () => undefined);
    expect(within(card).queryByRole('status')).toBeNull();
    expect(within(card).queryByRole('button', { name: /^Deliver every|^Switch to/ })).toBeNull();
  });

  it.each([
    ['an error answer', () => json({ error: 'This subscription is PAUSED.', code: 'invalid_state' }, 409)],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('a failed read (%s) shows nothing and leaves the card working', async (_, answer) => {
    answers[FIT] = answer;
    const card = renderDashboard();
    await waitFor(() => expect(fitReads()).toBe(1));
    await act(async () => undefined);
    expect(within(card).queryByRole('status')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Change Frequency' })).toBeTruthy();
  });
});

describe('the one-tap fix', () => {
  it('changes the frequency to the suggestion, busy while it runs; then the card shows it and the notice goes', async () => {
    const changed = deferred();
    answers[FREQUENCY] = () => changed.promise;
    const card = renderDashboard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Deliver every 23 days' }));

    const busy = within(card).getByRole('button', { name: PLAN_FIT_TEXTS.fixing });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: `/subscriptions/${SUB.id}/change-frequency`, body: { newFrequency: 23 } });

    answers[FIT] = () => json(FITS);
    changed.resolve(json({ ...SUB, order_interval_frequency: 23 }));
    expect(await screen.findByText(DASHBOARD_NOTICES.frequencyChanged)).toBeTruthy();
    expect(within(card).getByText('Repeats every 23 days')).toBeTruthy();
    await waitFor(() => expect(fitReads()).toBe(2));
    await act(async () => undefined);
    expect(within(card).queryByRole('status')).toBeNull();
  });

  it('a suggestion of another bag switches to that size of the same kibble at its frequency', async () => {
    answers[FIT] = () =>
      json({ ...RUNS_OUT_EARLY, dailyGrams: 1200, bagKg: 15, daysPerBag: 13, status: 'runs_out_early', suggestion: { frequency: 17, bagKg: 20 } });
    answers[PRODUCT] = () => json({ ...SUB, variant_id: '47100000000104', order_interval_frequency: 17 });
    const card = renderDashboard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Switch to 20 kg every 17 days' }));
    // Chicken's 20 kg bag (src/domain/catalogue.ts).
    await waitFor(() => expect(calls.find((c) => `${c.method} ${c.path}` === PRODUCT)?.body).toEqual({ variantId: '47100000000104', frequency: 17 }));
    // The fix's own message replaces the change's: one message, with Undo.
    expect(await screen.findByText(planFitAppliedText('Switch to 20 kg every 17 days'))).toBeTruthy();
    expect(screen.queryByText(DASHBOARD_NOTICES.productChanged)).toBeNull();
  });

  it('says what it changes a month before it is applied, and Undo in its message puts the frequency back (issue 47 §5)', async () => {
    answers[FREQUENCY] = () => json({ ...SUB, order_interval_frequency: 23 });
    const card = renderDashboard();
    const fix = await within(card).findByRole('button', { name: 'Deliver every 23 days' });
    const money = planFitMoneyText(planFitFixMonthly(DEMO_CATALOGUE, deliveryCostOf(SUB), { kind: 'frequency', frequency: 23 }));
    expect(money).toMatch(/^About \$[\d,.]+ a month instead of \$[\d,.]+ \(\+\$[\d,.]+\)\.$/);
    // Read with the button (its description), before anything changes.
    expect(document.getElementById(fix.getAttribute('aria-describedby')!)?.textContent).toBe(money);
    expect(calls.some((c) => `${c.method} ${c.path}` === FREQUENCY)).toBe(false);

    await userEvent.click(fix);
    const status = await screen.findByRole('status', { name: 'Updates' });
    await waitFor(() => expect(status.textContent).toContain(planFitAppliedText('Deliver every 23 days')));
    answers[FREQUENCY] = () => json({ ...SUB, order_interval_frequency: 28 });
    await userEvent.click(within(status).getByRole('button', { name: MESSAGE_TEXTS.undo }));
    await waitFor(() => expect(status.textContent).toContain(planFitUndoneText(28)));
    expect(calls.filter((c) => `${c.method} ${c.path}` === FREQUENCY).map((c) => c.body)).toEqual([{ newFrequency: 23 }, { newFrequency: 28 }]);
    // One message at a time: the undo's replaced the fix's.
    expect(within(status).queryByRole('button', { name: MESSAGE_TEXTS.undo })).toBeNull();
  });

  it('a failed change keeps the notice and its fix, with the change’s own failure toast', async () => {
    answers[FREQUENCY] = () => json({ error: 'Something went wrong.', code: 'internal_error' }, 500);
    const card = renderDashboard();
    await userEvent.click(await within(card).findByRole('button', { name: 'Deliver every 23 days' }));
    expect(await screen.findByText('Failed to update frequency')).toBeTruthy();
    expect(within(card).getByRole('status').textContent).toContain('5 days before the next delivery');
    expect(within(card).getByRole('button', { name: 'Deliver every 23 days' })).toHaveProperty('disabled', false);
    expect(fitReads()).toBe(1);
  });
});

describe('following the dogs', () => {
  it('a dog’s weight change reads the fit again and the notice follows', async () => {
    const card = renderDashboard();
    await within(card).findByRole('status');
    answers[FIT] = () => json({ ...RUNS_OUT_EARLY, daysPerBag: 20, suggestion: { frequency: 20, bagKg: 15 } });
    act(() => $petData.set({ ...$petData.get(), pets: [{ ...DOGS[0]!, weight: 34 }, DOGS[1]!] }));
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Deliver every 20 days' })).toBeTruthy());
    expect(within(card).getByRole('status').textContent).toContain('in 20 days, 8 days before');
    expect(fitReads()).toBe(2);

    // A change that is not a feeding detail (a name) reads nothing.
    act(() => $petData.set({ ...$petData.get(), pets: [{ ...DOGS[0]!, weight: 34, name: 'Biscuit II' }, DOGS[1]!] }));
    await act(async () => undefined);
    expect(fitReads()).toBe(2);
  });
});
