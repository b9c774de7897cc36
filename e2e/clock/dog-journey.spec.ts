/**
 * A dog that grows up end to end (issue 50): a puppy whose first birthday is 10 days away shows
 * the notice with its plan-fit effect and fix; the scheduled run after that day makes it an adult
 * and its daily grams halve; three weighings draw three points.
 *
 * A fresh customer (POST /dev/fixtures/customer) whose set is replaced by one puppy; the clock is
 * the Worker's cron, fired through wrangler dev's scheduled endpoint at a later time, as
 * e2e/shopify/shopify-mode.spec.ts fires renewals.
 */
import { DEMO_CATALOGUE } from '../../functions/db/demo/demo-catalogue';
import { birthdayNoticeText } from '../../src/copy/dog-journey';
import { planFitFixLabel } from '../../src/copy/plan-fit';
import { birthdayChange } from '../../src/domain/dog-journey';
import { petFeeding } from '../../src/domain/feeding';
import { boundaryAhead } from '../../src/domain/life-stage-dates';
import { planFitFix } from '../../src/domain/plan-fit-fix';
import { addInterval, shopToday } from '../../src/domain/renewals';
import { configuredCron, scheduledUrl } from '../../scripts/lib/local-cron.mjs';
import { test } from '../fixtures/base';
import { expect, freshDashboard } from '../fixtures/dashboard-specs';
import { logOut } from '../fixtures/login';
import { Dashboard, getSubscription } from '../pages/dashboard';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.afterEach(async ({ page }) => logOut(page));

const today = shopToday(new Date());
const PUPPY = {
  id: 'pet_e2e_biscuit',
  name: 'Biscuit',
  breed: 'Labrador Retriever',
  dob: addInterval(addInterval(today, 10, 'day'), -12, 'month'),
  weight: 10,
  life_stage: 'puppy',
  activity_level: 'typical',
  body_condition: 'aboutRight',
  percent_kibble: 100,
  includeInFamilyFeedingPlan: true,
  sex: 'male',
};

test('a puppy turning one: the notice and its plan fit, the stage on the day, three weighings', async ({ page }) => {
  const { customer } = await freshDashboard(page);
  expect((await page.request.post('/api/pets', { data: { pets: [PUPPY], productId: null } })).ok()).toBe(true);
  const subscription = await getSubscription(page.request, customer.activeSubscriptionId!);
  const plan = {
    catalogue: DEMO_CATALOGUE,
    kcalPerKg: 3380,
    bagKg: 15,
    frequency: subscription.order_interval_frequency,
    nextDelivery: subscription.next_charge_scheduled_at!.slice(0, 10),
  };
  const change = birthdayChange([PUPPY], PUPPY.id, boundaryAhead(PUPPY.dob, today)!, plan)!;
  const fix = planFitFix(DEMO_CATALOGUE, change.fitAfter!, subscription.items.find((i) => i.is_main)?.variant_id ?? subscription.variant_id)!;

  // Ten days ahead: what changes, and the fix for after it, one tap away.
  let dashboard = await Dashboard.open(page, customer);
  const card = page.getByRole('article', { name: `${PUPPY.name}’s journey` });
  // The journeys load when My Furbabys nears the screen.
  await dashboard.furbabys().scrollIntoViewIfNeeded();
  // The birthday notice (the weight form's own status says nothing until a weighing is saved).
  const notice = card.getByRole('status').filter({ hasText: birthdayNoticeText(change) });
  await expect(notice).toHaveText(birthdayNoticeText(change));
  expect(change.gramsAfter * 2).toBeGreaterThanOrEqual(change.gramsBefore - 1);
  await expect(card.getByRole('button', { name: planFitFixLabel(fix) })).toBeVisible();
  await expect(dashboard.furbabys().getByRole('button', { name: new RegExp(`^${PUPPY.name}`) })).toContainText(`${change.gramsBefore} g/day`);

  // The scheduled run the morning after the birthday: an adult, half the grams.
  const after = Date.parse(`${addInterval(today, 11, 'day')}T08:00:00+12:00`);
  expect((await page.request.get(scheduledUrl('', configuredCron(), after))).ok()).toBe(true);
  await expect
    .poll(async () => ((await (await page.request.get('/api/pets')).json()) as { pets: { life_stage: string }[] }).pets[0]!.life_stage, { timeout: 30_000 })
    .toBe('adult');
  dashboard = await Dashboard.open(page, customer);
  await dashboard.furbabys().scrollIntoViewIfNeeded();
  const adultGrams = petFeeding({ ...PUPPY, life_stage: 'adult' }).kibble_grams_per_day;
  await expect(dashboard.furbabys().getByRole('button', { name: new RegExp(`^${PUPPY.name}`) })).toContainText(`${adultGrams} g/day`);
  await expect(notice).toBeHidden();

  // Three weighings (a vet's 20 and 10 days ago, and today's) draw three points.
  for (const [days, kg] of [
    [-20, 9.2],
    [-10, 9.6],
    [0, 10.1],
  ] as const) {
    await card.getByLabel('Weight (kg)').fill(String(kg));
    await card.getByLabel('Day weighed').fill(addInterval(today, days, 'day'));
    await card.getByRole('button', { name: 'Save weight' }).click();
    await expect(card.getByRole('cell', { name: `${kg} kg`, includeHidden: true })).toBeAttached();
  }
  await expect(card.locator('.weight-point')).toHaveCount(3);
  await expect(card.getByRole('img', { name: /3 weights from 9.2 kg to 10.1 kg/ })).toBeVisible();
});
