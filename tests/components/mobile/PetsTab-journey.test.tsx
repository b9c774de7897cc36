/**
 * The Pets tab's dog journeys (issue 50): the dashboard's card under the Your Pets list, one per
 * saved dog, with its chart, birthday notice and the form to add a weight.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeJourney } from './fakes';
import { mobileTestWorld } from './harness';

const { default: MobileApp } = await import('../../../src/components/mobile/MobileApp');

const api = mobileTestWorld({ path: '/mobile#pets' });

describe('Pets tab: each dog’s journey', () => {
  it('shows the chart with three points, the birthday notice and the weight form', async () => {
    api.answers['GET /api/pets/pet_demo_biscuit/weights'] = () =>
      json(
        makeJourney('pet_demo_biscuit', {
          points: [
            { day: '2026-09-01', kg: 27, grams: 380 },
            { day: '2026-10-01', kg: 27.5, grams: 384 },
            { day: '2026-11-01', kg: 28, grams: 388 },
          ],
          birthday: {
            day: '2026-12-03',
            years: 8,
            from: 'adult',
            to: 'senior',
            text: 'Biscuit turns 8 on 3 December: his food drops from 388 g to 310 g a day',
            subscriptionId: null,
            bagKg: null,
            suggestion: null,
          },
        }),
      );
    render(<MobileApp />);
    const card = await screen.findByRole('article', { name: 'Biscuit’s journey' });
    expect(card.querySelectorAll('circle.weight-point')).toHaveLength(3);
    // The birthday notice; the weight form's own status says nothing until a weighing is saved.
    expect(
      within(card)
        .getAllByRole('status')
        .map((s) => s.textContent),
    ).toEqual(['Biscuit turns 8 on 3 December: his food drops from 388 g to 310 g a day', '']);
    expect(within(card).getByRole('form', { name: 'Add a weight' })).toBeTruthy();
    // Pip has no weighings yet: its card says so.
    const pip = await screen.findByRole('article', { name: 'Pip’s journey' });
    expect(within(pip).getByText('No weights yet. Each weight you save is kept here.')).toBeTruthy();
  });
});
