import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FreeTrialForm } from '../../../src/components/trial/FreeTrialForm';
import { recipePageMetrics } from '../../../src/domain/recipe-pages';
import { FREE_TRIAL_REQUIRED_FIELDS_MESSAGE } from '../../../src/domain/trial';
import { FREE_TRIAL_WEIGHT_LIMIT_REDIRECT_MESSAGE, FREE_TRIAL_WEIGHT_TOO_HIGH_MESSAGE, WEIGHT_TOO_LOW_MESSAGE } from '../../../src/domain/weight';
import { FIRST_ORDER_OFFER_LABEL, overTrialWeightText } from '../../../src/copy/first-order-offer';
import { REQUIRED_FIELD_TEXT } from '../../../src/copy/trial-form';
import { FREE_TRIAL_PARAMS_KEY } from '../../../src/stores/free-trial';

beforeEach(() => {
  // The embedding bridge asks the API for the shop origins; here nobody frames us.
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify({ shopOrigins: [], storeDomain: 'furbaby.co.nz', local: true }), { headers: { 'content-type': 'application/json' } }),
  );
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

describe('FreeTrialForm', () => {
  it('puts the dog’s name in the title and shows the metrics once name and weight are set', async () => {
    const user = userEvent.setup();
    render(<FreeTrialForm />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain("Claim your dog's 7 day FREE trial!");
    expect(screen.queryByRole('list', { name: /daily feeding amounts/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: "Dog's name" }), 'Rex');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain("Claim Rex's 7 day FREE trial!");
    await user.type(screen.getByRole('spinbutton', { name: 'Weight (kg)' }), '12');
    const m = recipePageMetrics({ weight: 12 });
    expect(
      within(screen.getByRole('list', { name: "Rex's daily feeding amounts" }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`${m.calories} calories/day`, `${m.grams} grams/day`, `${m.cups} cups/day`]);
  });

  it('asks for every required field with the spec’s words and focuses the first one missing', async () => {
    const user = userEvent.setup();
    render(<FreeTrialForm />);
    await user.click(screen.getByRole('button', { name: 'Get started for FREE!' }));
    expect(screen.getByRole('alert').textContent).toContain(FREE_TRIAL_REQUIRED_FIELDS_MESSAGE);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your full name' })));
    expect(screen.getByRole('textbox', { name: 'Your full name' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows every error at once, each under its field, and focuses the first (issue 47 §4)', async () => {
    const user = userEvent.setup();
    render(<FreeTrialForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-address');
    await user.type(screen.getByRole('spinbutton', { name: 'Weight (kg)' }), '0.5');
    await user.click(screen.getByRole('button', { name: 'Get started for FREE!' }));
    const name = screen.getByRole('textbox', { name: 'Your full name' });
    await waitFor(() => expect(document.activeElement).toBe(name));
    // Four fields wrong, four errors on screen, each the field's description.
    for (const field of [name, screen.getByRole('textbox', { name: 'Email address' }), screen.getByRole('textbox', { name: "Dog's name" })]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toBeTruthy();
    }
    const description = (el: HTMLElement) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(description(name)).toBe(REQUIRED_FIELD_TEXT);
    expect(description(screen.getByRole('spinbutton', { name: 'Weight (kg)' }))).toContain(WEIGHT_TOO_LOW_MESSAGE);
    expect(document.querySelectorAll('.field-error')).toHaveLength(4);
  });

  it('keeps the 30 kg cap and offers the discounted first order for a heavier dog instead (issue 47 §4)', async () => {
    const user = userEvent.setup();
    render(<FreeTrialForm />);
    await user.type(screen.getByRole('textbox', { name: 'Your full name' }), 'Aroha Smith');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'aroha@example.com');
    await user.type(screen.getByRole('textbox', { name: "Dog's name" }), 'Moose');
    await user.type(screen.getByRole('spinbutton', { name: 'Weight (kg)' }), '38');
    const offer = await screen.findByRole('link', { name: FIRST_ORDER_OFFER_LABEL });
    const href = new URL(offer.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/choose-recipe');
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ name: 'Moose', weight: '38' });
    expect(screen.getByText(overTrialWeightText('Moose', 30), { exact: false })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Please adjust the weight');
    // The trial itself is still refused, with the cap, and the weight takes focus.
    await user.click(screen.getByRole('button', { name: 'Get started for FREE!' }));
    expect(screen.getByRole('alert').textContent).toContain(FREE_TRIAL_WEIGHT_TOO_HIGH_MESSAGE);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('spinbutton', { name: 'Weight (kg)' })));
  });

  it('shows the weight-limit message a recipe page sent the visitor back with', async () => {
    window.history.replaceState(null, '', '/free-trial?error=weight_limit');
    render(<FreeTrialForm />);
    expect(await screen.findByText(FREE_TRIAL_WEIGHT_LIMIT_REDIRECT_MESSAGE)).toBeTruthy();
  });

  it('prefills from freeTrialParams once and removes them', async () => {
    localStorage.setItem(
      FREE_TRIAL_PARAMS_KEY,
      JSON.stringify({
        customerName: 'Mere',
        customerEmail: 'mere@example.com',
        name: 'Kuri',
        weight: '8',
        lifeStage: 'Puppy',
        activityLevel: 'Lazy Bones',
        bodyCondition: 'Over weight',
      }),
    );
    render(<FreeTrialForm />);
    expect(await screen.findByDisplayValue('Kuri')).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Weight (kg)' }) as HTMLInputElement).value).toBe('8');
    expect((screen.getByRole('radio', { name: 'Puppy' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Lazy Bones' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Over weight' }) as HTMLInputElement).checked).toBe(true);
    expect(localStorage.getItem(FREE_TRIAL_PARAMS_KEY)).toBeNull();
  });
});
