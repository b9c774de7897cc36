/**
 * The dog journey card and its chart (issue 50): loading, no weighings, three weighings drawn as
 * three points, the target line; the target weight set and cleared for a dog that is over or
 * under; and a weighing of today that updates My Furbabys' grams without a reload. The API is
 * faked at `fetch`; the real stores.
 */
import { formatLongDateUS } from '../../../src/domain/dates';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DogJourneyCard } from '../../../src/components/dashboard/journey/DogJourneyCard';
import { WeightChart } from '../../../src/components/dashboard/journey/WeightChart';
import { FurbabysSection } from '../../../src/components/dashboard/sections/FurbabysSection';
import { shopToday } from '../../../src/domain/renewals';
import { JOURNAL_WEIGHT_MESSAGE, type WeightsAnswer } from '../../../src/domain/schemas/weight-journal';
import { resetJourneysForTests } from '../../../src/stores/dog-journey';
import { $petData, $petsLoad, resetPetsForTests } from '../../../src/stores/pets';
import { $session } from '../../../src/stores/session';
import { CUSTOMER, fakeApi, holdAnswer, json, makeJourney, makePet, petsPayload, type FakeApi } from '../mobile/fakes';

const WEIGHTS = 'GET /api/pets/pet_demo_biscuit/weights';
const THREE = [
  { day: '2026-09-01', kg: 30, grams: 410 },
  { day: '2026-10-01', kg: 29, grams: 400 },
  { day: '2026-11-01', kg: 28, grams: 388 },
];
const points = () => document.querySelectorAll('circle.weight-point');
/** The error a field names in aria-describedby, as a screen reader reads it with the field. */
const errorOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;
const targetLine = () => document.querySelector('line.weight-target');
/** My Furbabys has loaded Biscuit, whose journey has no weighings yet. */
function biscuitInMyFurbabys() {
  act(() => {
    $petData.set(petsPayload([makePet()]) as never);
    $petsLoad.set({ status: 'ready' });
  });
  api.answers[WEIGHTS] = () => json(makeJourney('pet_demo_biscuit'));
}

let api: FakeApi;
beforeEach(() => {
  resetJourneysForTests();
  resetPetsForTests();
  $session.set({ status: 'loggedIn', customer: CUSTOMER });
  api = fakeApi({});
});
afterEach(() => {
  expect(api.unexpected).toEqual([]);
  vi.unstubAllGlobals();
});

describe('the weight chart', () => {
  it('without weighings says so and draws nothing', () => {
    render(<WeightChart name="Biscuit" journey={{ points: [], targetKg: null }} />);
    expect(screen.getByText('No weights yet. Each weight you save is kept here.')).toBeTruthy();
    expect(document.querySelector('svg')).toBeNull();
  });

  it('three weighings draw three points and no target line without a target', () => {
    render(<WeightChart name="Biscuit" journey={{ points: THREE, targetKg: null }} />);
    expect(points()).toHaveLength(3);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Biscuit’s weight, last 12 months: 3 weights from 30 kg to 28 kg');
    expect(targetLine()).toBeNull();
  });

  it('a target draws its line, named in the caption', () => {
    render(<WeightChart name="Biscuit" journey={{ points: THREE, targetKg: 25 }} />);
    expect(targetLine()).not.toBeNull();
    expect(screen.getByText('Biscuit’s weight, last 12 months · Target 25 kg')).toBeTruthy();
  });
});

describe('the journey card', () => {
  it('says it is loading until the journey is read', async () => {
    const release = holdAnswer(api, WEIGHTS);
    render(<DogJourneyCard pet={{ id: 'pet_demo_biscuit', name: 'Biscuit' }} />);
    expect(screen.getByText('Loading Biscuit’s weights…')).toBeTruthy();
    await release(json(makeJourney('pet_demo_biscuit', { points: THREE })));
    expect(points()).toHaveLength(3);
  });

  it('offers no target for a dog of the right condition', async () => {
    api.answers[WEIGHTS] = () => json(makeJourney('pet_demo_biscuit'));
    render(<DogJourneyCard pet={{ id: 'pet_demo_biscuit', name: 'Biscuit', body_condition: 'aboutRight' }} />);
    await screen.findByRole('article', { name: 'Biscuit’s journey' });
    expect(screen.queryByLabelText('Target weight (kg)')).toBeNull();
  });

  it('sets and clears the target of an overweight dog through POST …/journey', async () => {
    let journey: WeightsAnswer = makeJourney('pet_demo_biscuit', { points: THREE });
    api.answers[WEIGHTS] = () => json(journey);
    api.answers['POST /api/pets/pet_demo_biscuit/journey'] = async (request) => {
      const { targetKg } = (await request.json()) as { targetKg: number | null };
      journey = { ...journey, targetKg };
      return json(journey);
    };
    render(<DogJourneyCard pet={{ id: 'pet_demo_biscuit', name: 'Biscuit', body_condition: 'overweight' }} />);
    const input = await screen.findByLabelText('Target weight (kg)');
    expect(screen.queryByRole('button', { name: 'Clear target' })).toBeNull();
    await userEvent.type(input, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Set target' }));
    expect(await screen.findByText('Biscuit’s weight, last 12 months · Target 25 kg')).toBeTruthy();
    expect(targetLine()).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear target' }));
    expect(await screen.findByText('Biscuit’s weight, last 12 months')).toBeTruthy();
    expect(targetLine()).toBeNull();
    expect(api.calls.filter((c) => c.key === 'POST /api/pets/pet_demo_biscuit/journey').map((c) => c.body)).toEqual([{ targetKg: 25 }, { targetKg: null }]);
  });

  it('today’s weight updates My Furbabys’ grams without a reload', async () => {
    biscuitInMyFurbabys();
    api.answers['POST /api/pets/pet_demo_biscuit/weights'] = () =>
      json(
        makeJourney('pet_demo_biscuit', { entries: [{ day: shopToday(new Date()), kg: 32 }], points: [{ day: shopToday(new Date()), kg: 32, grams: 430 }] }),
      );
    api.answers['GET /api/pets'] = () => json(petsPayload([makePet({ weight: 32, kibble_grams_per_day: 430, grams_per_day: 430 })]));
    render(
      <>
        <FurbabysSection />
        <DogJourneyCard pet={{ id: 'pet_demo_biscuit', name: 'Biscuit' }} />
      </>,
    );
    const dogButton = screen.getByRole('button', { name: /Biscuit/ });
    expect(within(dogButton).getByText('388 g/day')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Add a weight' });
    await userEvent.type(within(form).getByLabelText('Weight (kg)'), '32');
    await userEvent.click(within(form).getByRole('button', { name: 'Save weight' }));
    expect(await within(dogButton).findByText('430 g/day')).toBeTruthy();
    expect(api.calls.map((c) => c.key)).toContain('GET /api/pets');
    // The weighing is confirmed where it was entered (issue 61 §4).
    expect(within(form).getByRole('status').textContent).toBe(`Saved: 32 kg on ${formatLongDateUS(shopToday(new Date()))}.`);
  });

  it.each(['0', '101'])('a weighing of %s kg shows the API schema’s message on the field and sends nothing', async (typed) => {
    api.answers[WEIGHTS] = () => json(makeJourney('pet_demo_biscuit'));
    render(<DogJourneyCard pet={{ id: 'pet_demo_biscuit', name: 'Biscuit' }} />);
    const form = await screen.findByRole('form', { name: 'Add a weight' });
    const kg = within(form).getByLabelText('Weight (kg)');
    await userEvent.type(kg, typed);
    await userEvent.click(within(form).getByRole('button', { name: 'Save weight' }));
    expect(errorOf(kg)).toBe(JOURNAL_WEIGHT_MESSAGE);
    expect(kg.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(kg);
    expect(api.calls.map((c) => c.key)).not.toContain('POST /api/pets/pet_demo_biscuit/weights');
    // Changing the weight takes the message away.
    await userEvent.type(kg, '{Backspace}');
    expect(kg.getAttribute('aria-describedby')).toBeNull();
  });

  it.each(['0', '101'])('a target of %s kg shows the API schema’s message on the field and sends nothing', async (typed) => {
    api.answers[WEIGHTS] = () => json(makeJourney('pet_demo_biscuit'));
    render(<DogJourneyCard pet={{ id: 'pet_demo_biscuit', name: 'Biscuit', body_condition: 'overweight' }} />);
    const input = await screen.findByLabelText('Target weight (kg)');
    await userEvent.type(input, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Set target' }));
    expect(errorOf(input)).toBe(JOURNAL_WEIGHT_MESSAGE);
    expect(api.calls.map((c) => c.key)).not.toContain('POST /api/pets/pet_demo_biscuit/journey');
  });

  it('keeps the next weighing typed while My Furbabys is read again', async () => {
    biscuitInMyFurbabys();
    api.answers['POST /api/pets/pet_demo_biscuit/weights'] = () =>
      json(makeJourney('pet_demo_biscuit', { points: [{ day: '2026-11-01', kg: 31, grams: 420 }] }));
    const pets = holdAnswer(api, 'GET /api/pets');
    render(<DogJourneyCard pet={{ id: 'pet_demo_biscuit', name: 'Biscuit' }} />);
    const form = await screen.findByRole('form', { name: 'Add a weight' });
    const kg = within(form).getByLabelText<HTMLInputElement>('Weight (kg)');
    await userEvent.type(kg, '31');
    await userEvent.click(within(form).getByRole('button', { name: 'Save weight' }));
    await screen.findByRole('cell', { name: '31 kg' });
    await userEvent.clear(kg);
    await userEvent.type(kg, '30.5');
    await pets(json(petsPayload([makePet({ weight: 31 })])));
    expect(kg.value).toBe('30.5');
  });

  it('the reminders switch says its state and turns them off through POST …/journey', async () => {
    let journey: WeightsAnswer = makeJourney('pet_demo_biscuit');
    api.answers[WEIGHTS] = () => json(journey);
    api.answers['POST /api/pets/pet_demo_biscuit/journey'] = async (request) => {
      journey = { ...journey, ...((await request.json()) as { remindersOff: boolean }) };
      return json(journey);
    };
    render(<DogJourneyCard pet={{ id: 'pet_demo_biscuit', name: 'Biscuit' }} />);
    const toggle = await screen.findByRole('switch', { name: 'Monthly weigh-in reminders' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(toggle);
    await vi.waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(api.calls.filter((c) => c.key === 'POST /api/pets/pet_demo_biscuit/journey').map((c) => c.body)).toEqual([{ remindersOff: true }]);
  });
});
