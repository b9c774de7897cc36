/**
 * Issue 61 §1 on a phone: the feeding guide's household goes through the first-order page and
 * its checkout into the account, and the trial's one dog reaches the account too. The dogs are
 * read back from the API before any page of the account loads (that page would also merge this
 * browser's stored dogs): they are there because the checkout saved them.
 */
import { DEMO_CATALOGUE } from '../functions/db/demo/demo-catalogue';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/base';
import { recommendedPlan } from '../src/domain/plans';
import { buildRecommendations } from '../src/domain/recommendations';
import { firstOrderButtonLabel, householdSentence } from '../src/domain/recipe-pages';
import { firstOrderRecipeTitle } from '../src/domain/trial';
import { FeedingGuidePage } from './pages/feeding-guide';
import { FreeTrialForm, LocalCheckoutPage, RecipePage } from './pages/trial';

const RUN = Date.now().toString(36);
const PHONE = { width: 390, height: 844 };

/** The names of the logged-in customer's saved dogs, through the API with the page's session. */
async function savedDogNames(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/api/pets');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { pets: { name: string }[] }).pets.map((p) => p.name);
}

/** The bag the Luxe Lamb card preselects for these dogs (nearest 30 days). */
const lambBag = (pets: Parameters<typeof buildRecommendations>[0]) =>
  recommendedPlan(buildRecommendations(pets, DEMO_CATALOGUE, { trialOnly: true }).find((r) => r.title === 'Luxe Lamb')!.plans)!.bag_size;

test.use({ viewport: PHONE });

test('a two-dog household from the guide is priced together on the first-order page and both dogs reach the account', async ({ page }) => {
  const guide = await FeedingGuidePage.open(page);
  await guide.addDog('Poppy', '4', 'Puppy 0-1 years');
  await page.getByRole('button', { name: '+ Add Dog' }).click();
  await guide.addDog('Bruno', '38', 'Senior +8 years');
  const familyGrams = Number((await guide.summary().getByRole('definition').nth(1).textContent())!.replace(/\D/g, ''));
  await guide
    .recommendations()
    .getByRole('link', { name: /34% OFF/ })
    .click();

  const recipes = new RecipePage(page);
  await recipes.ready();
  await expect(recipes.heading()).toHaveText(firstOrderRecipeTitle('Poppy and Bruno'));
  await expect(page.getByText(householdSentence(['Poppy', 'Bruno'], familyGrams))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change your dogs' })).toHaveAttribute('href', /\/get-started$/);
  // The bag is the family's, not the first dog's.
  const family = lambBag([
    { weight: 4, life_stage: 'puppy' },
    { weight: 38, life_stage: 'senior' },
  ]);
  expect(family).toBeGreaterThan(lambBag([{ weight: 4, life_stage: 'puppy' }]));
  const lamb = recipes.card('Luxe Lamb');
  await expect(lamb).toContainText(`${family} kg`);
  await page.screenshot({ path: 'docs/screenshots/first-order-household-390.png', fullPage: true });

  await lamb.getByRole('button', { name: firstOrderButtonLabel('Lamb') }).click();
  const checkout = new LocalCheckoutPage(page);
  await checkout.ready();
  await expect(checkout.order()).toContainText(`${family}kg`);
  await checkout.field('First name').fill('Mere');
  await checkout.field('Last name').fill('Walker');
  await checkout.field('Email address').fill(`mere.${RUN}@example.com`);
  await checkout.fill({ street: `${RUN.length + 3} Cuba Street ${RUN}`, city: 'Wellington', postcode: '6011' });
  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(checkout.confirmation()).toBeFocused();
  expect((await savedDogNames(page.request)).sort()).toEqual(['Bruno', 'Poppy']);
});

test("the trial's dog reaches the account it was bought for", async ({ page }) => {
  const form = await FreeTrialForm.open(page);
  await form.fill({ customerName: 'Hemi Parata', email: `hemi.${RUN}@example.com`, dogName: 'Kiwi', weight: '9', lifeStage: 'Adult' });
  await form.submit().click();
  const recipes = new RecipePage(page);
  await recipes.ready();
  await recipes.card('Luxe Lamb').getByRole('button', { name: 'Start FREE Lamb Trial' }).click();
  const checkout = new LocalCheckoutPage(page);
  await checkout.ready();
  await checkout.fill({ street: `${RUN.length + 5} Tay Street ${RUN}`, city: 'Invercargill', postcode: '9810' });
  await checkout.placeTrial();
  await expect(checkout.confirmation()).toBeFocused();
  expect(await savedDogNames(page.request)).toEqual(['Kiwi']);
});
