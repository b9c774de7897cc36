import { DEMO_CATALOGUE } from '../functions/db/demo/demo-catalogue';
import { expect, test } from './fixtures/base';
import { DELETE_PET_CONFIRM_PERMANENT } from '../src/copy/pet-labels';
import { formatNzd } from '../src/domain/money';
import { RECIPE_METRICS_NOTE } from '../src/copy/recipe-grams';
import { firstOrderLinkLabel, firstOrderRecipeTitles, guideFromPricePerDay, guidePlans } from '../src/domain/guide-plans';
import { buildRecommendations } from '../src/domain/recommendations';
import { outbox } from './fixtures/login';
import { FeedingGuidePage } from './pages/feeding-guide';
import { acceptNextConfirm } from './pages/pets';

const EMAIL = `guide.${Date.now().toString(36)}@example.com`;

test('an anonymous visitor builds a feeding guide, sees the lowest price per day and e-mails the plan', async ({ page }) => {
  const guide = await FeedingGuidePage.open(page);
  await expect(guide.heading()).toHaveText("Create Your Pet's Feeding Guide");

  // No dogs yet: the form is there at once.
  await guide.addDog('Rex', '12');
  await expect(guide.dog('Rex')).toContainText('187 g/day');
  await expect(guide.summary().getByRole('definition')).toHaveText(['632', '187', '1.6']);
  // "Plans from" is the cheapest plan the guide lists (issue 47 §6), and the 34% OFF link names the recipes /choose-recipe shows.
  const lowest = guideFromPricePerDay(guidePlans(buildRecommendations([{ weight: 12 }], DEMO_CATALOGUE)))!;
  await expect(guide.recommendations()).toContainText(`Plans from ${formatNzd(lowest)} per day`);
  await expect(
    guide
      .recommendations()
      .getByRole('listitem')
      .filter({ hasText: `${formatNzd(lowest)}/day` }),
  ).toHaveCount(1);
  const offer = guide
    .recommendations()
    .getByRole('link', { name: firstOrderLinkLabel(firstOrderRecipeTitles(DEMO_CATALOGUE, buildRecommendations([{ weight: 12 }], DEMO_CATALOGUE))) });
  await expect(offer).toHaveText('Get 34% OFF your first order of Luxe Lamb or Chicken Dog Box');
  await offer.click();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Luxe Lamb' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Chicken Dog Box' })).toBeVisible();
  // The recipe page says whose grams each figure is: the header's the standard kibble's, each card's its recipe's.
  await expect(page.getByText(RECIPE_METRICS_NOTE)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Luxe Lamb' }).getByText('Grams per day of Luxe Lamb')).toBeVisible();
  await page.goBack();
  await expect(guide.dog('Rex')).toBeVisible();

  await page.getByRole('button', { name: '+ Add Dog' }).click();
  await guide.addDog('Pip', '6.5', 'Puppy 0-1 years');
  const both = guideFromPricePerDay(guidePlans(buildRecommendations([{ weight: 12 }, { weight: 6.5, life_stage: 'puppy' }], DEMO_CATALOGUE)))!;
  await expect(guide.recommendations()).toContainText(`Plans from ${formatNzd(both)} per day`);

  const confirmed = acceptNextConfirm(page, DELETE_PET_CONFIRM_PERMANENT);
  await guide.furbabys().getByRole('button', { name: 'Delete Pip' }).click();
  await confirmed;
  await expect(guide.dog('Pip')).toHaveCount(0);
  await expect(guide.recommendations()).toContainText(`Plans from ${formatNzd(lowest)} per day`);

  await guide.summary().getByRole('textbox', { name: 'Email address' }).fill(EMAIL);
  await guide.summary().getByRole('button', { name: 'Email my feeding plan' }).click();
  await expect(guide.summary().getByRole('status')).toHaveText(`Your feeding plan is on its way to ${EMAIL}.`);
  await expect.poll(async () => (await outbox(page.request, EMAIL)).map((m) => m.subject)).toEqual(["Your furbaby's feeding plan"]);

  // Kept in this browser: the same guide after a reload, at the other address too.
  const again = await FeedingGuidePage.open(page, '/feeding-guide');
  await expect(again.dog('Rex')).toBeVisible();
});
