/**
 * The first-order page with the feeding guide's household (issue 61 §1): the dogs the pet
 * screens stored, priced and checked out together; the trial stays one dog. The API is faked at
 * `fetch` (./recipe-page-fixtures.tsx).
 */
import { DEMO_CATALOGUE } from '../../../functions/db/demo/demo-catalogue';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { recommendedPlan } from '../../../src/domain/plans';
import { firstOrderCardFigures } from '../../../src/domain/recipe-pages';
import { buildRecommendations } from '../../../src/domain/recommendations';
import { callsTo, cardFigures, chooseButton, figureTexts, openAt, setupRecipePageApi } from './recipe-page-fixtures';

setupRecipePageApi();

describe("the feeding guide's household (issue 61)", () => {
  const POPPY = { id: 'pet_poppy', name: 'Poppy', weight: 4, life_stage: 'puppy', activity_level: 'active', body_condition: 'aboutRight' };
  const BRUNO = { id: 'pet_bruno', name: 'Bruno', weight: 38, life_stage: 'senior', activity_level: 'lazy', body_condition: 'aboutRight' };
  const KIBBLE = { kibble_calories_per_day: 400, kibble_grams_per_day: 118 };
  beforeEach(() => {
    const pets = [
      { ...POPPY, ...KIBBLE, percent_kibble: 100, includeInFamilyFeedingPlan: true },
      { ...BRUNO, kibble_calories_per_day: 1262, kibble_grams_per_day: 373, percent_kibble: 100, includeInFamilyFeedingPlan: true },
      { ...BRUNO, id: 'pet_old', name: 'Old Tom', percent_kibble: 100, includeInFamilyFeedingPlan: false },
    ];
    window.localStorage.setItem('mfb_pet_data', JSON.stringify({ pets, kcal_per_kg: 3380, productId: null }));
  });
  const dogsSent = (path: string) => JSON.parse(String(callsTo(path).at(-1)![1]!.body)).pets.map((p: { name: string }) => p.name);

  it('first-order page: names the dogs in the plan, shows what they eat together, prices and checks out their food', async () => {
    const user = userEvent.setup();
    openAt('/choose-recipe', 'first-order');
    expect((await screen.findByRole('heading', { level: 1, name: "We've calculated Poppy and Bruno's ideal calorie intake!" })).textContent).toBeTruthy();
    expect(screen.getByText('Poppy and Bruno eat 491 g a day.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change your dogs' }).getAttribute('href')).toMatch(/\/get-started$/);
    expect(
      within(screen.getByRole('list', { name: "Poppy and Bruno's daily feeding amounts" }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1,662 calories/day', '491 grams/day', '4.1 cups/day']);
    const lamb = buildRecommendations([POPPY, BRUNO], DEMO_CATALOGUE, { trialOnly: true })[0]!;
    const card = screen.getByRole('article', { name: lamb.title });
    await waitFor(() => expect(cardFigures(card)).toEqual(figureTexts(firstOrderCardFigures(recommendedPlan(lamb.plans)!))));
    expect(dogsSent('/api/pets/recommendations')).toEqual(['Poppy', 'Bruno']);

    await user.click(chooseButton(card));
    await waitFor(() => expect(callsTo('/api/pets/checkout-url')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/api/pets/checkout-url')[0]![1]!.body)).pets).toEqual([
      {
        name: 'Poppy',
        weight: 4,
        life_stage: 'puppy',
        activity_level: 'active',
        body_condition: 'aboutRight',
        percent_kibble: 100,
        includeInFamilyFeedingPlan: true,
      },
      {
        name: 'Bruno',
        weight: 38,
        life_stage: 'senior',
        activity_level: 'lazy',
        body_condition: 'aboutRight',
        percent_kibble: 100,
        includeInFamilyFeedingPlan: true,
      },
    ]);
  });

  it('the trial stays one dog: the first of the plan, with its own editable sentence', async () => {
    openAt('/free-trial/choose-recipe');
    expect((await screen.findByRole('heading', { level: 1, name: "Start Poppy's risk FREE 1 week trial" })).textContent).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change your dogs' })).toBeNull();
    await waitFor(() => expect(callsTo('/api/pets/recommendations')).toHaveLength(1));
    expect(dogsSent('/api/pets/recommendations')).toEqual(['Poppy']);
  });

  it('a dog in the address is the page’s only dog, and the one its checkout saves', async () => {
    const user = userEvent.setup();
    openAt('/choose-recipe?name=Rex&weight=12', 'first-order');
    const button = await screen.findByRole('button', { name: 'Start Lamb Subscription' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await user.click(button);
    await waitFor(() => expect(callsTo('/api/pets/checkout-url')).toHaveLength(1));
    expect(dogsSent('/api/pets/checkout-url')).toEqual(['Rex']);
  });
});
