/**
 * Offers before cancelling end to end (issue 21): 'Bye for now!' first offers what might keep the
 * subscription; one tap takes an offer (the record changes, the toast says so, the subscription
 * stays); the discount is not offered twice; 'No thanks, cancel' goes on to the spec's reasons.
 */
import { cancelOfferAcceptedNotice, CANCEL_OFFER_TEXTS } from '../src/copy/cancel-offers';
import { DASHBOARD_NOTICES } from '../src/copy/dashboard-notices';
import { CANCEL_OFFER_DISCOUNT_PERCENT } from '../src/domain/cancel-offers';
import { formatLongDateUS } from '../src/domain/dates';
import { addInterval } from '../src/domain/renewals';
import { test } from './fixtures/base';
import { CHICKEN_15, expect, freshDashboard } from './fixtures/dashboard-specs';
import { logOut } from './fixtures/login';
import { getSubscription } from './pages/dashboard';

/** The fresh customer's Nala eats a 15 kg bag in 52 days: plan fit suggests every 50 days instead of 28. */
const NALA_FREQUENCY = 50;

test.describe.configure({ timeout: 90_000 });
test.afterEach(async ({ page }) => logOut(page));

test('the offers come before the reasons; the discount is taken once and the subscription stays', async ({ page }) => {
  const { customer, dashboard } = await freshDashboard(page);
  const id = customer.activeSubscriptionId!;
  const next = (await getSubscription(page.request, id)).next_charge_scheduled_at!;

  let dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Cancel Subscription', 'Bye for now!');
  const offers = dialog.getByRole('list', { name: CANCEL_OFFER_TEXTS.offersLabel });
  await expect(offers.getByRole('button')).toHaveText([
    `Skip the delivery on ${formatLongDateUS(next)}`,
    'Pause for 30 days',
    `Deliver every ${NALA_FREQUENCY} days`,
    `Take ${CANCEL_OFFER_DISCOUNT_PERCENT}% off my next order`,
  ]);
  await offers.getByRole('button', { name: `Take ${CANCEL_OFFER_DISCOUNT_PERCENT}% off my next order` }).click();
  await expect(dashboard.notice(cancelOfferAcceptedNotice({ kind: 'discount', percent: CANCEL_OFFER_DISCOUNT_PERCENT }))).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await getSubscription(page.request, id)).toMatchObject({ status: 'ACTIVE', next_order_discount_percent: CANCEL_OFFER_DISCOUNT_PERCENT });

  // Asked again: no second discount; 'No thanks, cancel' leads to the reasons, and cancelling works.
  dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Cancel Subscription', 'Bye for now!');
  await expect(offers.getByRole('button')).toHaveCount(3);
  await expect(offers).not.toContainText('% off');
  await dashboard.declineCancelOffers(dialog);
  await dialog.getByRole('radio', { name: 'Too expensive' }).check();
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(dashboard.notice(DASHBOARD_NOTICES.cancelled)).toBeVisible();
  expect(await getSubscription(page.request, id)).toMatchObject({ status: 'CANCELLED', cancel_reason: 'Too expensive' });
});

test('skip and the frequency that fits the dogs are one tap each from the cancel dialog', async ({ page }) => {
  const { customer, dashboard } = await freshDashboard(page);
  const id = customer.activeSubscriptionId!;
  const next = (await getSubscription(page.request, id)).next_charge_scheduled_at!;

  let dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Cancel Subscription', 'Bye for now!');
  await dialog.getByRole('button', { name: `Skip the delivery on ${formatLongDateUS(next)}` }).click();
  await expect(dialog).toBeHidden();
  expect((await getSubscription(page.request, id)).next_charge_scheduled_at).toBe(addInterval(next, 28));

  dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Cancel Subscription', 'Bye for now!');
  await dialog.getByRole('button', { name: `Deliver every ${NALA_FREQUENCY} days` }).click();
  await expect(dashboard.notice(cancelOfferAcceptedNotice({ kind: 'frequency', frequency: NALA_FREQUENCY, currentFrequency: 28 }))).toBeVisible();
  await expect(dashboard.row(CHICKEN_15)).toContainText(`Every ${NALA_FREQUENCY} days`);
  expect(await getSubscription(page.request, id)).toMatchObject({ status: 'ACTIVE', order_interval_frequency: NALA_FREQUENCY });
});
