/** Each dog's weight journal on "Subscriptions & dogs" (issue 50): the chart's points, a weighing, the target, the birthday notice and its fix. */
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SubscriptionsPage } from '../../extensions/customer-account-page/src/SubscriptionsPage';
import { CUSTOMER_ACCOUNT_TEXTS as T } from '../../src/copy/customer-account';
import { DOG_JOURNEY_TEXTS as J } from '../../src/copy/dog-journey';
import { formatLongDateUS } from '../../src/domain/dates';
import { addInterval, shopToday } from '../../src/domain/renewals';
import { JOURNAL_WEIGHT_MESSAGE } from '../../src/domain/schemas/weight-journal';
import { dogs, journey, sandbox, subscription } from './extension-world';

/** What Polaris' field does when the customer types: its `value` changes, then `change`. */
function typeInto(label: string, value: string) {
  const field = document.querySelector(`[label="${label}"]`)!;
  Object.defineProperty(field, 'value', { value, configurable: true });
  fireEvent(field, new Event('change'));
}

const today = () => shopToday(new Date());

describe('a dog’s weight journal on the account page', () => {
  it('says so when there is no weight yet', async () => {
    sandbox({ subscriptions: [subscription()], pets: dogs() });
    render(<SubscriptionsPage />);
    expect(await screen.findByText(T.journalEmpty)).toBeTruthy();
  });

  it('lists the last 12 months’ points with their day, weight and daily grams, and the target’s progress', async () => {
    const points = [
      { day: '2026-06-01', kg: 22, grams: 310 },
      { day: '2026-09-01', kg: 20.5, grams: 295 },
    ];
    const progress = { targetKg: 18, startKg: 22, currentKg: 20.5, toGoKg: 2.5, share: 0.38 };
    sandbox({ subscriptions: [subscription()], pets: dogs(), journeys: { pet_rex: journey('pet_rex', { entries: points, points, targetKg: 18, progress }) } });
    render(<SubscriptionsPage />);
    expect(await screen.findByText(J.chartTitle('Rex'))).toBeTruthy();
    expect(screen.getByText(formatLongDateUS('2026-06-01'))).toBeTruthy();
    expect(screen.getByText('20.5')).toBeTruthy();
    expect(screen.getByText('295')).toBeTruthy();
    expect(document.querySelectorAll('s-progress')).toHaveLength(3); // a bar per point, and the target's
    expect(screen.getByText(`${J.target(18)} · ${J.toGo(2.5)}`)).toBeTruthy();
  });

  it('adds a vet’s weighing for a past day with the session token, draws its point, and reads the dogs again', async () => {
    const { calls } = sandbox({ subscriptions: [subscription()], pets: dogs() });
    render(<SubscriptionsPage />);
    await screen.findByText(T.journalEmpty);
    const day = addInterval(today(), -10, 'day');
    typeInto(T.journalWeightLabel.replace('{{name}}', 'Rex'), '21.4');
    typeInto(T.journalDayLabel.replace('{{name}}', 'Rex'), day);
    fireEvent.click(screen.getByText(T.journalAdd));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/pets/pet_rex/weights')).toMatchObject({
        body: { day, kg: 21.4 },
        authorization: 'Bearer session-token',
      }),
    );
    expect(await screen.findByText(formatLongDateUS(day))).toBeTruthy();
    expect(screen.getByText('428')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/pets')).toHaveLength(2));
  });

  it.each(['0', '101'])('a weighing of %s kg shows the API schema’s message on the field and sends nothing', async (typed) => {
    const { calls } = sandbox({ subscriptions: [subscription()], pets: dogs() });
    render(<SubscriptionsPage />);
    await screen.findByText(T.journalEmpty);
    const label = T.journalWeightLabel.replace('{{name}}', 'Rex');
    typeInto(label, typed);
    fireEvent.click(screen.getByText(T.journalAdd));
    // Polaris' field shows its `error` under it and ties it to the input for screen readers.
    await waitFor(() => expect(document.querySelector(`[label="${label}"]`)!.getAttribute('error')).toBe(JOURNAL_WEIGHT_MESSAGE));
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/pets/pet_rex/weights')).toEqual([]);
    typeInto(label, '21.4');
    await waitFor(() => expect(document.querySelector(`[label="${label}"]`)!.getAttribute('error')).toBeNull());
  });

  it('shows the birthday notice; its plan-fit fix changes the subscription the notice measures', async () => {
    const s = subscription();
    const birthday = {
      day: addInterval(today(), 10, 'day'),
      years: 1,
      from: 'puppy' as const,
      to: 'adult' as const,
      text: 'Rex turns 1 on 3 December: their food drops from 580 g to 290 g a day; your next delivery would last 46 days instead of 23',
      subscriptionId: s.id,
      bagKg: 15,
      suggestion: { frequency: 46, bagKg: 15 },
    };
    const { calls } = sandbox({ subscriptions: [s], pets: dogs(), journeys: { pet_rex: journey('pet_rex', { birthday }) } });
    render(<SubscriptionsPage />);
    expect(await screen.findByText(birthday.text)).toBeTruthy();
    fireEvent.click(screen.getByText('Deliver every 46 days'));
    await waitFor(() => expect(calls.find((c) => c.path === `/subscriptions/${s.id}/change-frequency`)?.body).toEqual({ newFrequency: 46 }));
  });

  it('keeps the old food when the owner asks, and the notice goes', async () => {
    const birthday = {
      day: '2026-12-20',
      years: 8,
      from: 'adult' as const,
      to: 'senior' as const,
      text: 'Rex turns 8',
      subscriptionId: null,
      bagKg: null,
      suggestion: null,
    };
    const { calls } = sandbox({ subscriptions: [subscription()], pets: dogs(), journeys: { pet_rex: journey('pet_rex', { birthday }) } });
    render(<SubscriptionsPage />);
    fireEvent.click(await screen.findByText(J.keepStage('adult')));
    await waitFor(() => expect(calls.find((c) => c.path === '/pets/pet_rex/journey')?.body).toEqual({ keepLifeStage: true }));
    await waitFor(() => expect(screen.queryByText('Rex turns 8')).toBeNull());
  });
});
