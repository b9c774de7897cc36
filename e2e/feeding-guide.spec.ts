import { expect, test } from './fixtures/base';
import { DELETE_PET_CONFIRM_PERMANENT } from '../src/copy/pet-labels';
import { formatNzd } from '../src/domain/money';
import { lowestPricePerDay } from '../src/domain/plans';
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
  const lowest = lowestPricePerDay(buildRecommendations([{ weight: 12 }]).flatMap((r) => r.plans))!;
  await expect(guide.recommendations()).toContainText(`Plans from ${formatNzd(lowest)} per day`);

  await page.getByRole('button', { name: '+ Add Dog' }).click();
  await guide.addDog('Pip', '6.5', 'Puppy 0-1 years');
  const both = lowestPricePerDay(buildRecommendations([{ weight: 12 }, { weight: 6.5, life_stage: 'puppy' }]).flatMap((r) => r.plans))!;
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
