/**
 * The recipe pages' component tests' shared parts: the API faked at `fetch` (recommendations
 * built by the domain module), the stores reset after each test, and readers of the cards.
 */
import { DEMO_CATALOGUE } from '../../../functions/db/demo/demo-catalogue';
import { render, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { RecipePage } from '../../../src/components/trial/RecipePage';
import { formatNzd } from '../../../src/domain/money';
import type { PetQuery } from '../../../src/domain/normalise';
import { recommendedPlan, type RecommendationPlan } from '../../../src/domain/plans';
import { recipePageMetrics, type RecipeCardFigures } from '../../../src/domain/recipe-pages';
import { buildRecommendations } from '../../../src/domain/recommendations';
import { $checkoutStart, $recipeHousehold, $recipePet, $recipeReady, $recipeRecommendations, EMPTY_RECIPE_PET } from '../../../src/stores/trial';

export type Dog = PetQuery & { weight: number };
export const REX: Dog = { ...EMPTY_RECIPE_PET, name: 'Rex', weight: 12 };
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The recipes the API's trial form answers for `dog` (it builds them with the domain module), and their preselected plans. */
export function expectedCards(dog: Dog): { title: string; plan: RecommendationPlan }[] {
  return buildRecommendations([dog], DEMO_CATALOGUE, { trialOnly: true }).map((r) => ({ title: r.title, plan: recommendedPlan(r.plans)! }));
}

export const metricTexts = (dog: Dog) => {
  const m = recipePageMetrics(dog);
  return [`${m.calories.toLocaleString('en-NZ')} calories/day`, `${m.grams.toLocaleString('en-NZ')} grams/day`, `${m.cups.toFixed(1)} cups/day`];
};

/** A card's four figures, as its definition list reads them (the grams' label without its recipe, tested on its own below). */
export function cardFigures(card: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    [...card.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')!.textContent!.replace(/^(Grams per day) of .+$/, '$1'),
      row.querySelector('dd')!.textContent,
    ]),
  );
}
export const figureTexts = (f: RecipeCardFigures) => ({
  'Grams per day': `${f.gramsPerDay} g`,
  'Bag size': `${f.bagSizeKg} kg`,
  'Delivered every': `${f.frequencyDays} days`,
  'Price per day': formatNzd(f.pricePerDay),
});
export const UNKNOWN_FIGURES = { 'Grams per day': '–', 'Bag size': '–', 'Delivered every': '–', 'Price per day': '–' };
export const chooseButton = (card: HTMLElement) => within(card).getByRole('button', { name: /^Start / }) as HTMLButtonElement;

/** The API as the page meets it: the embedding bridge's config, and the recommendations built by the domain module. */
export let api: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
export const callsTo = (path: string) => api.mock.calls.filter(([url]) => url.includes(path));
const recommendationsFor = async (init?: RequestInit) =>
  json({ recommendations: buildRecommendations(JSON.parse(String(init!.body)).pets, DEMO_CATALOGUE, { trialOnly: true }) });

/** Fakes the API at `fetch` before each test and puts the page's stores back after it. */
export function setupRecipePageApi(): void {
  beforeEach(() => {
    api = vi.fn(async (url: string, init?: RequestInit) =>
      url.includes('/api/pets/recommendations') ? recommendationsFor(init) : json({ shopOrigins: [], storeDomain: 'furbaby.co.nz', local: true }),
    );
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => api(String(input), init));
  });
  afterEach(() => {
    window.history.replaceState(null, '', '/');
    $recipePet.set(EMPTY_RECIPE_PET);
    $recipeHousehold.set(null);
    window.localStorage.clear();
    $recipeReady.set(false);
    $recipeRecommendations.set({ status: 'idle' });
    $checkoutStart.set(null);
  });
}

export function openAt(address: string, page: 'trial' | 'first-order' = 'trial') {
  window.history.replaceState(null, '', address);
  return render(<RecipePage page={page} />);
}

/** Holds the next recommendations call until `answer()`; `fail()` answers it with a server error. */
export function holdRecommendations() {
  let release: (res: Response | Promise<Response>) => void = () => {};
  let body: RequestInit | undefined;
  const answerNow = api.getMockImplementation()!;
  let held = false;
  api.mockImplementation(async (url, init) => {
    if (held || !url.includes('/api/pets/recommendations')) return answerNow(url, init);
    held = true;
    body = init;
    return new Promise<Response>((resolve) => (release = resolve));
  });
  return { answer: () => release(recommendationsFor(body)), fail: () => release(json({ error: 'unavailable' }, 503)) };
}
