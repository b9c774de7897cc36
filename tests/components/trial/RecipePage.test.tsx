import { DEMO_CATALOGUE } from '../../../functions/db/demo/demo-catalogue';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { RecipePage } from '../../../src/components/trial/RecipePage';
import { MESSAGES } from '../../../src/copy/messages';
import { FIRST_ORDER_BADGE_TEXT } from '../../../src/domain/money';
import { RECOMMENDATIONS_LOADING_MESSAGE, firstOrderCardFigures, recipePageMetrics, trialCardFigures } from '../../../src/domain/recipe-pages';
import { CHECKOUT_LOADING_MESSAGES } from '../../../src/domain/trial';
import { discountNotAppliedMessage } from '../../../src/domain/checkout';
import { TIMERS_MS } from '../../../src/copy/timers';
import { RECIPE_METRICS_NOTE } from '../../../src/copy/recipe-grams';
import { $catalogue } from '../../../src/stores/catalogue';
import { POSTED_TRIAL_ELEMENT_ID, readTrialCustomer } from '../../../src/stores/trial-handover';
import {
  REX,
  type Dog,
  UNKNOWN_FIGURES,
  api,
  callsTo,
  cardFigures,
  chooseButton,
  expectedCards,
  figureTexts,
  holdRecommendations,
  json,
  metricTexts,
  openAt,
  setupRecipePageApi,
} from './recipe-page-fixtures';

setupRecipePageApi();

describe('RecipePage, as built (before the address is read)', () => {
  // The page's HTML is the island rendered at build time: what a visitor sees before any script runs.
  const builtPage = () => {
    document.body.innerHTML = renderToString(<RecipePage page="trial" />);
    return document.body;
  };
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds the two cards’ places with dashes, and names no recipe and no price: the built page has no catalogue', () => {
    const page = builtPage();
    expect(within(page).queryAllByRole('article')).toEqual([]);
    const slots = [...page.querySelectorAll<HTMLElement>('.recipe-card-slot')];
    expect(slots).toHaveLength(2);
    for (const slot of slots) {
      expect(slot.getAttribute('aria-hidden')).toBe('true');
      expect(cardFigures(slot)).toEqual(UNKNOWN_FIGURES);
    }
    expect([...page.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(['/images/default-dog.svg', '/images/default-dog.svg']);
    for (const k of DEMO_CATALOGUE.kibbles) expect(page.textContent).not.toContain(k.title);
    expect(page.textContent).not.toMatch(/\$\d/);
  });

  it('shows both trial recipes of the page’s catalogue once hydrated, the first image fetched first, with dashes for the dog’s figures', async () => {
    openAt('/free-trial/choose-recipe?name=Rex&weight=12');
    const cards = await screen.findAllByRole('article');
    expect(document.querySelectorAll('.recipe-card-slot')).toHaveLength(0);
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(expectedCards(REX).map((c) => c.title));
    const [lamb, chicken] = cards as [HTMLElement, HTMLElement];
    expect(
      within(lamb)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toContain('Gentle on sensitive tummies');
    expect(lamb.textContent).toContain('Get 1 week of Luxe Lamb For FREE - just pay shipping');
    expect(cardFigures(lamb)).toEqual(UNKNOWN_FIGURES);
    expect(chooseButton(lamb).textContent).toBe('Start FREE Lamb Trial');
    expect(chooseButton(lamb).disabled).toBe(true);
    expect(chooseButton(chicken).disabled).toBe(true);

    // The first card's image is the page's largest paint: sized, not lazy, fetched first.
    const [first, second] = document.querySelectorAll('img');
    expect([first!.getAttribute('width'), first!.getAttribute('height'), first!.getAttribute('loading'), first!.getAttribute('fetchpriority')]).toEqual([
      '160',
      '160',
      'eager',
      'high',
    ]);
    expect(second!.getAttribute('fetchpriority')).toBeNull();
    // Then the dog's figures fill the same cards.
    await waitFor(() => expect(cardFigures(lamb)).not.toEqual(UNKNOWN_FIGURES));
  });

  it('shows the trial recipes of another shop’s catalogue', async () => {
    $catalogue.set({ ...DEMO_CATALOGUE, kibbles: DEMO_CATALOGUE.kibbles.map((k) => ({ ...k, trial: k.name === 'Mixed', title: `${k.title} (shop)` })) });
    openAt('/free-trial/choose-recipe?name=Rex&weight=12');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 2 }).textContent)).toEqual(['Mixed Chicken & Lamb (shop)']);
    // The recommendations are the demo shop's here: the card shows the recipe, and no figures of another's.
    await waitFor(() => expect(callsTo('/api/pets/recommendations')).toHaveLength(1));
  });

  it('keeps the editor in the HTML (it works without JavaScript) and announces no metrics before the dog is known', () => {
    const page = builtPage();
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe("Start your dog's risk FREE 1 week trial");
    expect(within(page).getByRole('textbox', { name: "Dog's name" })).toBeTruthy();
    expect(within(page).queryByRole('list', { name: /daily feeding amounts/ })).toBeNull();
  });
});

describe('RecipePage, once it has read the address', () => {
  it('shows the dog’s metrics at once, and each recipe’s preselected plan when the recommendations answer', async () => {
    const call = holdRecommendations();
    openAt('/free-trial/choose-recipe?name=Rex&weight=12');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("Start Rex's risk FREE 1 week trial");
    expect(
      within(screen.getByRole('list', { name: "Rex's daily feeding amounts" }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(metricTexts(REX));
    // The editor is closed (the dog is complete); the dog's name opens it.
    expect(screen.queryByRole('textbox', { name: "Dog's name" })).toBeNull();
    expect(screen.getByRole('button', { name: 'Rex' }).getAttribute('aria-expanded')).toBe('false');

    // While the call runs, the cards wait in place and say so to screen readers.
    expect(screen.getByText(RECOMMENDATIONS_LOADING_MESSAGE)).toBeTruthy();
    for (const card of screen.getAllByRole('article')) {
      expect(cardFigures(card)).toEqual(UNKNOWN_FIGURES);
      expect(chooseButton(card).disabled).toBe(true);
    }
    // The call goes once the API client has loaded (after the first screen, issue 48).
    await waitFor(() => expect(callsTo('/api/pets/recommendations')).toHaveLength(1));
    const [, init] = callsTo('/api/pets/recommendations')[0]!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ pets: [{ name: 'Rex', weight: 12, life_stage: 'adult' }], discount: 'FREE7DAYTRIAL' });

    call.answer();
    for (const { title, plan } of expectedCards(REX)) {
      const card = screen.getByRole('article', { name: title });
      const figures = trialCardFigures(plan);
      await waitFor(() => expect(cardFigures(card)).toEqual(figureTexts(figures)));
      expect(card.textContent).toContain(figures.renewalText);
      expect(chooseButton(card).disabled).toBe(false);
    }
    expect(screen.queryByText(RECOMMENDATIONS_LOADING_MESSAGE)).toBeNull();
  });

  it('answering the free-trial form posted natively: the dog moves into the address, the visitor into the hand-over', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = POSTED_TRIAL_ELEMENT_ID;
    block.textContent = JSON.stringify({ query: 'name=Rex&weight=12', customer: { name: 'Mere Tane', email: 'mere@example.com' } });
    document.head.appendChild(block);
    openAt('/free-trial/choose-recipe');
    expect(await screen.findByRole('heading', { level: 1, name: "Start Rex's risk FREE 1 week trial" })).toBeTruthy();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/free-trial/choose-recipe?name=Rex&weight=12');
    expect(readTrialCustomer()).toEqual({ name: 'Mere Tane', email: 'mere@example.com' });
    expect(document.getElementById(POSTED_TRIAL_ELEMENT_ID)).toBeNull();
    sessionStorage.clear();
  });

  it('refetches and shows new figures when the weight is edited', async () => {
    const user = userEvent.setup();
    openAt('/free-trial/choose-recipe?name=Rex&weight=12');
    await user.click(await screen.findByRole('button', { name: 'Rex' }));
    const weight = screen.getByRole('spinbutton', { name: 'Weight (kg)' });
    await user.clear(weight);
    await user.type(weight, '30');
    await user.tab();

    const bigger = { ...REX, weight: 30 };
    expect(
      within(screen.getByRole('list', { name: "Rex's daily feeding amounts" }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(metricTexts(bigger));
    for (const { title, plan } of expectedCards(bigger)) {
      await waitFor(() => expect(cardFigures(screen.getByRole('article', { name: title }))).toEqual(figureTexts(trialCardFigures(plan))));
    }
    expect(window.location.search).toContain('weight=30');
    expect(JSON.parse(String(callsTo('/api/pets/recommendations').at(-1)![1]!.body)).pets[0].weight).toBe(30);
  });

  it('first-order page: the cards carry the first-order offer and its prices', async () => {
    openAt('/choose-recipe?name=Rex&weight=12', 'first-order');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("We've calculated Rex's ideal calorie intake!");
    for (const { title, plan } of expectedCards(REX)) {
      const card = screen.getByRole('article', { name: title });
      const figures = firstOrderCardFigures(plan);
      await waitFor(() => expect(cardFigures(card)).toEqual(figureTexts(figures)));
      expect(card.textContent).toContain(FIRST_ORDER_BADGE_TEXT);
      expect(card.textContent).toContain(figures.renewalText);
    }
    expect(screen.getByRole('button', { name: 'Start Lamb Subscription' })).toBeTruthy();
  });

  it('a weight that is not a number: the editor stays open, no metrics, and no recipe can be chosen yet', async () => {
    openAt('/free-trial/choose-recipe?name=Rex&weight=abc');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe("Start Rex's risk FREE 1 week trial");
    expect(screen.getByRole('spinbutton', { name: 'Weight (kg)' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: /daily feeding amounts/ })).toBeNull();
    for (const card of screen.getAllByRole('article')) {
      expect(cardFigures(card)).toEqual(UNKNOWN_FIGURES);
      expect(chooseButton(card).disabled).toBe(true);
    }
    expect(callsTo('/api/pets/recommendations')).toEqual([]);
  });

  it('a failed call: the alert offers Try again, the cards keep their places, and a retry fills them', async () => {
    const user = userEvent.setup();
    const call = holdRecommendations();
    openAt('/free-trial/choose-recipe?name=Rex&weight=12');
    await screen.findByRole('button', { name: 'Rex' });
    call.fail();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.failedToGetRecommendationsAlert);
    expect(screen.getAllByRole('article').map(cardFigures)).toEqual([UNKNOWN_FIGURES, UNKNOWN_FIGURES]);

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const [lamb] = expectedCards(REX);
    await waitFor(() => expect(cardFigures(screen.getByRole('article', { name: lamb!.title }))).toEqual(figureTexts(trialCardFigures(lamb!.plan))));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('choosing a recipe asks for the checkout of its preselected plan; a refused call ends the overlay', async () => {
    const user = userEvent.setup();
    openAt('/free-trial/choose-recipe?name=Rex&weight=12');
    const lambButton = await screen.findByRole('button', { name: 'Start FREE Lamb Trial' });
    await waitFor(() => expect((lambButton as HTMLButtonElement).disabled).toBe(false));

    let refuse = () => {};
    api.mockImplementationOnce(() => new Promise<Response>((resolve) => (refuse = () => resolve(json({ error: 'unavailable' }, 503)))));
    await user.click(lambButton);
    expect(screen.getByText(CHECKOUT_LOADING_MESSAGES[0])).toBeTruthy();
    expect((lambButton as HTMLButtonElement).disabled).toBe(true);
    const [lamb] = expectedCards(REX);
    const [url, init] = api.mock.calls.at(-1)!;
    expect(url).toContain('/api/pets/checkout-url');
    expect(JSON.parse(String(init!.body))).toMatchObject({
      variantId: lamb!.plan.variantId,
      sellingPlanId: lamb!.plan.selling_plan_id,
      discount: 'FREE7DAYTRIAL',
    });

    refuse();
    await waitFor(() => expect(screen.queryByText(CHECKOUT_LOADING_MESSAGES[0])).toBeNull());
    expect((lambButton as HTMLButtonElement).disabled).toBe(false);
  });

  it('a campaign link’s code that does not apply: the page’s own offer is used, and the overlay says so before the checkout opens', async () => {
    const user = userEvent.setup();
    openAt('/choose-recipe?name=Rex&weight=12&discount=SPRING10', 'first-order');
    const button = await screen.findByRole('button', { name: 'Start Lamb Subscription' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    const notice = discountNotAppliedMessage('SPRING10', 'WELCOME20');
    // The checkout opens in this document (a fragment), so the test's page stays.
    const checkoutUrl = `${window.location.href.split('#')[0]}#checkout`;
    api.mockImplementationOnce(async () => json({ checkout_url: checkoutUrl, discount_notice: notice }));
    await user.click(button);

    const [, init] = callsTo('/api/pets/checkout-url').at(-1)!;
    expect(JSON.parse(String(init!.body))).toMatchObject({ discount: 'SPRING10', pageDiscount: 'WELCOME20' });
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(window.location.hash).toBe('');
    await waitFor(() => expect(window.location.hash).toBe('#checkout'), { timeout: TIMERS_MS.discountNotice + 2_000 });
  });
});

describe('numbers that agree (issue 47 §6)', () => {
  it("labels the header's grams and each card's, which differ for the same dog", async () => {
    window.history.replaceState(null, '', '/free-trial/choose-recipe?name=Rex&weight=30');
    render(<RecipePage page="trial" metricsNote={RECIPE_METRICS_NOTE} />);
    const dog: Dog = { ...REX, weight: 30 };
    const header = recipePageMetrics(dog).grams;
    expect(await screen.findByText(RECIPE_METRICS_NOTE)).toBeTruthy();
    for (const { title, plan } of expectedCards(dog)) {
      const card = screen.getByRole('article', { name: title });
      const grams = trialCardFigures(plan).gramsPerDay;
      expect(grams).not.toBe(header); // the reason for the labels: 290 g in the header, 303 g and 294 g on the cards
      await waitFor(() => expect(within(card).getByText(`${grams} g`).previousElementSibling?.textContent).toBe(`Grams per day of ${title}`));
    }
  });
});
