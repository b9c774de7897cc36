/**
 * Plan fit on the cards end to end (issue 21): the My Next Order card says when the bag does not
 * fit the dogs, follows a dog's weight change, and its one-tap fix changes the subscription, after
 * which the notice goes; the mobile subscription card says the same.
 *
 * The test that changes a dog and the subscription uses a fresh customer shaped like the demo
 * customer (POST /dev/fixtures/customer): saving pets posts the whole set, so a save here could
 * drop another spec's dogs of the demo customer. The demo customer is only read.
 */
import { PLAN_FIT_TEXTS } from '../src/copy/plan-fit';
import { MESSAGE_TEXTS, planFitAppliedText, planFitUndoneText } from '../src/copy/dashboard-messages';
import { formatLongDateUS } from '../src/domain/dates';
import { test } from './fixtures/base';
import { CHICKEN_15, expect, freshDashboard } from './fixtures/dashboard-specs';
import { DEMO_CUSTOMER, logIn, logOut } from './fixtures/login';
import { getSubscription } from './pages/dashboard';
import { MobileDashboard, PHONE_VIEWPORT } from './pages/mobile';

/**
 * The fresh customer's dog (functions/routes/dev-fixtures.ts): Nala, an active 18 kg adult, eats
 * 290 g of chicken a day, so the 15 kg bag lasts 52 days against deliveries every 28.
 */
const NALA = { name: 'Nala', days: 52, pastDays: 24, suggested: 50 };
/** Nala at 55 kg eats 669 g a day: the bag lasts 22 days, 6 days before the next delivery. */
const NALA_HEAVIER = { weightKg: 55, days: 22, shortDays: 6, suggested: 22 };
/** The demo customer's Biscuit and Pip (functions/db/demo/customers.ts): 639 g a day, 23 days a bag. */
const DEMO_FAMILY = { days: 23, shortDays: 5, suggested: 23 };

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.afterEach(async ({ page }) => logOut(page));

test('My Next Order: the notice follows a dog’s weight, and the one-tap fix changes the frequency', async ({ page }) => {
  const { customer, dashboard } = await freshDashboard(page);
  const id = customer.activeSubscriptionId!;
  const next = formatLongDateUS((await getSubscription(page.request, id)).next_charge_scheduled_at!);

  // As created: one dog, far too much food.
  await expect(dashboard.planFitNotice()).toHaveText(
    `This 15 kg bag lasts your dog ${NALA.days} days, ${NALA.pastDays} days past the next delivery on ${next}.`,
  );
  await expect(dashboard.planFitFix(`Deliver every ${NALA.suggested} days`)).toBeVisible();

  // Nala's weight changes in her feeding guide: the card reads the fit again.
  await dashboard
    .furbabys()
    .getByRole('button', { name: new RegExp(`^${NALA.name}`) })
    .click();
  const guide = dashboard.dialog(`${NALA.name}'s feeding guide`);
  await guide.getByRole('textbox', { name: 'Weight (kg)' }).fill(String(NALA_HEAVIER.weightKg));
  // The editor says it first, as the card will read once the change is saved, with the same fix.
  await expect(
    guide.getByText(
      `${PLAN_FIT_TEXTS.afterChange} Your dog finishes this 15 kg bag in ${NALA_HEAVIER.days} days, ${NALA_HEAVIER.shortDays} days before the next delivery on ${next}.`,
    ),
  ).toBeVisible();
  await expect(guide.getByRole('button', { name: `Deliver every ${NALA_HEAVIER.suggested} days` })).toBeVisible();
  await guide.getByRole('button', { name: 'Save Pet' }).click();
  await expect(guide).toBeHidden();
  await expect(dashboard.planFitNotice()).toHaveText(
    `Your dog finishes this 15 kg bag in ${NALA_HEAVIER.days} days, ${NALA_HEAVIER.shortDays} days before the next delivery on ${next}.`,
  );

  // The one-tap fix: what it changes a month is said with it, before it is applied (issue 47 §5)…
  const fix = dashboard.planFitFix(`Deliver every ${NALA_HEAVIER.suggested} days`);
  await expect(fix).toHaveAccessibleDescription(/^About \$[\d,.]+ a month instead of \$[\d,.]+ \(\+\$[\d,.]+\)\.$/);
  await expect(dashboard.nextOrder().getByText(/^About \$[\d,.]+ a month instead of/)).toBeVisible();
  // …then the new frequency on the card and in the record, and the notice gone.
  await fix.click();
  await expect(dashboard.notice(planFitAppliedText(`Deliver every ${NALA_HEAVIER.suggested} days`))).toBeVisible();
  await expect(dashboard.nextOrder().getByText(`Repeats every ${NALA_HEAVIER.suggested} days`)).toBeVisible();
  await expect(dashboard.row(CHICKEN_15)).toContainText(`Every ${NALA_HEAVIER.suggested} days`);
  await expect(dashboard.planFitNotice()).toHaveCount(0);
  expect((await getSubscription(page.request, id)).order_interval_frequency).toBe(NALA_HEAVIER.suggested);

  // Undo, from the message that confirms it: back to every 28 days, and the notice with its fix again.
  await page.getByRole('status', { name: 'Updates' }).getByRole('button', { name: MESSAGE_TEXTS.undo }).click();
  await expect(dashboard.notice(planFitUndoneText(28))).toBeVisible();
  await expect(dashboard.nextOrder().getByText('Repeats every 28 days')).toBeVisible();
  await expect(dashboard.planFitFix(`Deliver every ${NALA_HEAVIER.suggested} days`)).toBeVisible();
  expect((await getSubscription(page.request, id)).order_interval_frequency).toBe(28);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });

  test('the mobile subscription card says the demo family’s bag runs out early, with the fix', async ({ page }) => {
    await logIn(page, DEMO_CUSTOMER);
    const mobile = await MobileDashboard.open(page, '#subscriptions');
    // Until the scheduled run bills today's renewal (and closes yesterday's decline, issue 47) the
    // next order waits and no day is named; after it (another spec fires the cron), its day is.
    const sentence = `Your dogs finish this 15 kg bag in ${DEMO_FAMILY.days} days, ${DEMO_FAMILY.shortDays} days before the next delivery`;
    await expect(mobile.planFitNotice(CHICKEN_15)).toHaveText(new RegExp(`^${sentence}( on [A-Z][a-z]+ \\d{1,2}, \\d{4})?\\.$`));
    await expect(mobile.subscription(CHICKEN_15).getByRole('button', { name: `Deliver every ${DEMO_FAMILY.suggested} days`, exact: true })).toBeVisible();
    await mobile.expectPhoneFriendly();
  });
});
