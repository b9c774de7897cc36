import { DEMO_CATALOGUE } from '../functions/db/demo/demo-catalogue';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/base';
import { TRIAL_ALREADY_CLAIMED_MESSAGE } from '../src/domain/checkout';
import { FIRST_ORDER_OFFER_LABEL, overTrialWeightText } from '../src/copy/first-order-offer';
import { TRIAL_CLAIMED_OFFER_TEXTS } from '../src/copy/trial-claimed';
import { normalisePetQuery } from '../src/domain/normalise';
import { FIRST_ORDER_BADGE_TEXT, formatNzd } from '../src/domain/money';
import { recommendedPlan } from '../src/domain/plans';
import { buildRecommendations } from '../src/domain/recommendations';
import { recipePageMetrics, trialCardFigures, type DailyMetrics } from '../src/domain/recipe-pages';
import { FREE_TRIAL_WEIGHT_LIMIT_REDIRECT_MESSAGE, RECIPE_PAGE_WEIGHT_NOTICE } from '../src/domain/weight';
import { newLinkFor, outbox } from './fixtures/login';
import { FreeTrialForm, LocalCheckoutPage, RecipePage, type Address, type Visitor } from './pages/trial';
import { CHECKOUT_DONE } from '../src/copy/checkout-done';

/** Stable test data; the e-mail and street are unique per run so a re-run never meets its own household. */
const RUN = Date.now().toString(36);
const AROHA: Visitor = { customerName: 'Aroha Smith', email: `aroha.${RUN}@example.com`, dogName: 'Rex', weight: '12', lifeStage: 'Adult' };
const AROHA_ADDRESS: Address = { street: `${RUN.length + 10} Karangahape Road ${RUN}`, city: 'Auckland', postcode: '1010' };

/** The plan the lamb card preselects for an adult of `kg` (nearest 30 days). */
const preselectedFrequency = (kg: number) => recommendedPlan(buildRecommendations([{ weight: kg }], DEMO_CATALOGUE, { trialOnly: true })[0]!.plans)!.frequency;

const metricTexts = (m: DailyMetrics) => [
  `${m.calories.toLocaleString('en-NZ')} calories/day`,
  `${m.grams.toLocaleString('en-NZ')} grams/day`,
  `${m.cups.toFixed(1)} cups/day`,
];

async function expectMetrics(list: ReturnType<RecipePage['metrics']>, metrics: DailyMetrics): Promise<void> {
  await expect(list.getByRole('listitem')).toHaveText(metricTexts(metrics));
}

/** The logged-in customer's records, through the API with the page's session cookie. */
async function customerRecords(request: APIRequestContext) {
  const session = await request.get('/api/auth/check-session');
  expect(session.status()).toBe(200);
  const { customerId, customerEmail } = (await session.json()) as { customerId: string; customerEmail: string };
  const subscriptions = await request.get(`/api/subscriptions/customer/${customerId}`);
  const orders = await request.get(`/api/orders/customer/${customerId}`);
  expect(subscriptions.status()).toBe(200);
  expect(orders.status()).toBe(200);
  const subs = (await subscriptions.json()) as unknown;
  return {
    customerEmail,
    subscriptions: (Array.isArray(subs) ? subs : (subs as { payload: unknown[] }).payload) as {
      status: string;
      product_name?: string;
      items?: { title: string }[];
      order_interval_frequency: number | string;
      next_charge_scheduled_at: string | null;
    }[],
    orders: ((await orders.json()) as { orders: { order_number: number | string; total_price: number | string; line_items: { title: string }[] }[] }).orders,
  };
}

async function startLambTrial(page: Page, dogName: string): Promise<LocalCheckoutPage> {
  const recipes = new RecipePage(page);
  await recipes.ready();
  await expect(recipes.heading()).toHaveText(`Start ${dogName}'s risk FREE 1 week trial`);
  await expect(recipes.card('Luxe Lamb')).toBeVisible();
  await expect(recipes.card('Chicken Dog Box')).toBeVisible();
  await recipes.card('Luxe Lamb').getByRole('button', { name: 'Start FREE Lamb Trial' }).click();
  const checkout = new LocalCheckoutPage(page);
  await checkout.ready();
  return checkout;
}

test('a visitor claims the lamb trial for a 12 kg adult, lands logged in on the dashboard and has a subscription and an order', async ({ page }) => {
  const form = await FreeTrialForm.open(page);
  await expect(form.heading()).toHaveText("Claim your dog's 7 day FREE trial!");
  await form.fill(AROHA);
  await expect(form.heading()).toHaveText("Claim Rex's 7 day FREE trial!");
  await expectMetrics(form.metrics('Rex'), recipePageMetrics({ weight: 12, life_stage: 'adult' }));
  await form.submit().click();

  // The visit's id comes along (issue 35: a frame whose storage is blocked has no other way).
  await expect(page).toHaveURL(
    /\/free-trial\/choose-recipe\/?\?name=Rex&weight=12&lifeStage=adult&activityLevel=typical&bodyCondition=aboutRight&visit=[a-z0-9]{16,40}$/,
  );
  const checkout = await startLambTrial(page, 'Rex');
  await expect(checkout.order()).toContainText('Luxe Lamb – free 1 week trial');
  await expect(checkout.order()).toContainText('Due today$6.99');
  await expect(checkout.order()).toContainText('One free trial per household');
  // The free-trial form's details came along (never through the address).
  await expect(checkout.field('First name')).toHaveValue('Aroha');
  await expect(checkout.field('Last name')).toHaveValue('Smith');
  await expect(checkout.field('Email address')).toHaveValue(AROHA.email);

  const before = new Set((await outbox(page.request, AROHA.email)).map((m) => m.id));
  await checkout.fill(AROHA_ADDRESS);
  await checkout.placeTrial();
  await expect(checkout.confirmation()).toBeFocused();
  const orderNumber = Number((await checkout.confirmation().textContent())!.match(/#(\d+)/)![1]);
  // The account this checkout created is logged in by it (issue 47): no login wall after paying.
  await expect(page.getByText(CHECKOUT_DONE.loggedIn)).toBeVisible();
  await expect(page.getByText('tell us who you are', { exact: false })).toBeHidden();
  // The login link was mailed as well, for another device.
  expect(await newLinkFor(page.request, AROHA.email, before)).toMatch(/\/dashboard\?token=/);
  await page.getByRole('link', { name: CHECKOUT_DONE.goToDashboard }).click();
  await expect(page.getByRole('heading', { name: 'Hey Aroha - welcome back!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Login to access your dashboard' })).toHaveCount(0);

  // The new subscription and the trial's order, on the dashboard…
  const frequency = preselectedFrequency(12);
  const subscriptionRow = page.getByRole('region', { name: 'My Subscriptions' }).getByRole('row').filter({ hasText: 'Luxe Lamb' });
  await expect(subscriptionRow).toHaveCount(1);
  await expect(subscriptionRow).toContainText('ACTIVE');
  await expect(subscriptionRow).toContainText(`Every ${frequency} days`);
  const orderRow = page
    .getByRole('region', { name: 'My Order History' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Order #${orderNumber}` }) });
  await expect(orderRow).toContainText('$6.99');

  // …and the same records through the API, as the logged-in customer.
  const records = await customerRecords(page.request);
  expect(records.customerEmail).toBe(AROHA.email);
  expect(records.subscriptions).toHaveLength(1);
  expect(records.subscriptions[0]).toMatchObject({ status: 'ACTIVE' });
  expect(JSON.stringify(records.subscriptions[0])).toContain('Luxe Lamb');
  expect(records.orders).toHaveLength(1);
  expect(Number(records.orders[0]!.order_number)).toBe(orderNumber);
  expect(Number(records.orders[0]!.total_price)).toBe(6.99);
  expect(records.orders[0]!.line_items[0]!.title).toMatch(/^Luxe Lamb – free 1 week trial \(\d+ g\)$/);
});

test('a second trial for the same address is refused with a clear message, and the first order is one button away', async ({ page }) => {
  const address: Address = { street: `7 Cuba Street ${RUN}`, city: 'Wellington', postcode: '6011' };
  const first = await FreeTrialForm.open(page);
  await first.fill({ customerName: 'Mere Parata', email: `mere.${RUN}@example.com`, dogName: 'Kuri', weight: '8' });
  await first.submit().click();
  const checkout = await startLambTrial(page, 'Kuri');
  await checkout.fill(address);
  await checkout.placeTrial();
  await expect(checkout.confirmation()).toBeVisible();

  // Someone else in the same house, the address typed a little differently.
  const second = await FreeTrialForm.open(page);
  await second.fill({ customerName: 'Hemi Parata', email: `hemi.${RUN}@example.com`, dogName: 'Poppy', weight: '15' });
  await second.submit().click();
  const again = await startLambTrial(page, 'Poppy');
  await again.fill({ ...address, street: address.street.replace('Street', 'St').toUpperCase(), city: 'wellington' });
  await again.placeTrial();
  await expect(again.alert()).toContainText(TRIAL_ALREADY_CLAIMED_MESSAGE);
  await expect(again.alert()).toBeFocused();
  await expect(again.confirmation()).toHaveCount(0);

  // No dead end (issue 47 §4): the discounted first order of the same recipe and bag, by keyboard.
  const offer = again.alert().getByRole('button', { name: TRIAL_CLAIMED_OFFER_TEXTS.button });
  await expect(offer).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(offer).toBeFocused();
  await page.keyboard.press('Enter');
  const firstOrder = new LocalCheckoutPage(page);
  await firstOrder.ready();
  await expect(firstOrder.order()).toContainText('Luxe Lamb');
  await expect(firstOrder.order()).toContainText(FIRST_ORDER_BADGE_TEXT);
  await expect(page.getByRole('button', { name: /^Place order \(/ })).toBeVisible();
  await expect(firstOrder.field('Email address')).toHaveValue(`hemi.${RUN}@example.com`);
});

test('a dog over 30 kg keeps the trial cap and goes on to the discounted first order for that dog', async ({ page }) => {
  const form = await FreeTrialForm.open(page);
  await form.fill({ customerName: 'Tama Ngata', email: `tama.${RUN}@example.com`, dogName: 'Moose', weight: '38' });
  const offer = page.getByRole('link', { name: FIRST_ORDER_OFFER_LABEL });
  await expect(offer).toBeVisible();
  await expect(page.getByText(overTrialWeightText('Moose', 30))).toBeVisible();
  await expect(page.getByText('Please adjust the weight')).toHaveCount(0);
  // The trial itself is still refused, with the cap; the weight takes focus, the offer is next to it.
  await form.submit().click();
  await expect(form.weight()).toBeFocused();
  await offer.click();
  await expect(page).toHaveURL(/\/choose-recipe\/?\?name=Moose&weight=38&/);
  const recipes = new RecipePage(page);
  await recipes.ready();
  await expect(recipes.card('Luxe Lamb').getByText(FIRST_ORDER_BADGE_TEXT, { exact: true })).toBeVisible();
  await recipes.card('Luxe Lamb').getByRole('button').click();
  const checkout = new LocalCheckoutPage(page);
  await checkout.ready();
  await expect(checkout.order()).toContainText(FIRST_ORDER_BADGE_TEXT);
  await expect(checkout.field('Email address')).toHaveValue(`tama.${RUN}@example.com`);
});

test('the recipe pages show the domain module’s calories, grams and cups for the dog in the address', async ({ page }) => {
  const query = 'name=Bella&weight=23.5&lifeStage=senior&activityLevel=hyperactive&bodyCondition=ideal';
  const dog = normalisePetQuery(new URLSearchParams(query));
  const expected = recipePageMetrics({ ...dog, weight: dog.weight ?? 0 });
  expect(dog.weight).toBe(23.5);
  const trial = await RecipePage.open(page, `/free-trial/choose-recipe?${query}`);
  await expect(trial.heading()).toHaveText("Start Bella's risk FREE 1 week trial");
  await expectMetrics(trial.metrics('Bella'), expected);
  await expect(page.getByRole('heading', { name: 'How the Trial Works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();

  const firstOrder = await RecipePage.open(page, `/choose-recipe?${query}`);
  await expect(firstOrder.heading()).toHaveText("We've calculated Bella's ideal calorie intake!");
  await expectMetrics(firstOrder.metrics('Bella'), expected);
  await expect(firstOrder.card('Luxe Lamb')).toContainText('34% OFF your first order');
  await expect(page.getByRole('heading', { name: 'Terms and Conditions' })).toHaveCount(0);
});

test('a dog over 45 kg in the address is sent back to the free-trial form with the weight message', async ({ page }) => {
  await page.goto('/free-trial/choose-recipe?name=Moose&weight=46');
  await expect(page).toHaveURL(/\/free-trial\?error=weight_limit$/);
  const form = new FreeTrialForm(page);
  await expect(form.alert()).toHaveText(FREE_TRIAL_WEIGHT_LIMIT_REDIRECT_MESSAGE);
  await expect(form.weight()).toHaveAttribute('aria-invalid', 'true');
});

test('a weight edited above 45 kg is clamped to 45 with the 2-second notice', async ({ page }) => {
  const recipes = await RecipePage.open(page, '/free-trial/choose-recipe?name=Moose&weight=30');
  await recipes.openEditor('Moose');
  await recipes.weight().fill('50');
  await recipes.weight().press('Tab');
  await expect(recipes.weight()).toHaveValue('45');
  await expect(recipes.notice()).toHaveText(RECIPE_PAGE_WEIGHT_NOTICE);
  await expectMetrics(recipes.metrics('Moose'), recipePageMetrics({ weight: 45 }));
  await expect(page).toHaveURL(/weight=45/);
  // The notice goes after 2 seconds.
  await expect(recipes.notice()).toHaveCount(0, { timeout: 4_000 });
});

test.describe('on a phone (the Lighthouse mobile preset’s screen)', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  /** The page's layout shifts so far (the sum Lighthouse calls CLS), read from the browser's own record. */
  const layoutShift = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0))).observe({
            type: 'layout-shift',
            buffered: true,
          });
          // No entry at all: nothing moved.
          setTimeout(() => resolve(0), 500);
        }),
    );

  test('the trial recipe page does not move when the dog’s figures fill in', async ({ page }) => {
    const recipes = await RecipePage.open(page, '/free-trial/choose-recipe?name=Rex&weight=12');
    const lamb = buildRecommendations([{ weight: 12 }], DEMO_CATALOGUE, { trialOnly: true })[0]!;
    const figures = trialCardFigures(recommendedPlan(lamb.plans)!);
    await expect(recipes.card(lamb.title)).toContainText(formatNzd(figures.pricePerDay));
    await expectMetrics(recipes.metrics('Rex'), recipePageMetrics({ weight: 12 }));
    // docs/performance.md: CLS < 0.05 (it was 0.77 when the cards and metrics came in late).
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });

  test('a visit with no dog opens with the dog editor in place: nothing moves when the page starts', async ({ page }) => {
    const recipes = await RecipePage.open(page, '/free-trial/choose-recipe');
    await expect(recipes.weight()).toBeVisible();
    await expect(recipes.weight()).toHaveValue('');
    // It was 0.17–0.37 when the editor opened only once the island had read the address.
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});
