/**
 * A dashboard that speaks plainly (issue 47 §5), end to end on a fresh customer shaped like the
 * demo one (POST /dev/fixtures/customer): the next three deliveries with Skip on each, a skip of
 * the second one that leaves the next order where it is; and one message at a time, however many
 * actions in a row; the legacy plan's deliveries in the same timeline, with the total (issue 61 §2).
 * The screenshot of the list at 390 px goes to docs/screenshots/.
 */
import { SKIP_TEXTS, skippedNotice, unskippedNotice } from '../src/copy/dashboard-notices';
import { UPCOMING_TEXTS, skipDeliveryLabel, unskipDeliveryLabel } from '../src/copy/upcoming-deliveries';
import { formatLongDateUS } from '../src/domain/dates';
import { addInterval } from '../src/domain/renewals';
import { test } from './fixtures/base';
import { expect, freshDashboard } from './fixtures/dashboard-specs';
import { logOut } from './fixtures/login';
import { getSubscription } from './pages/dashboard';

test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.afterEach(async ({ page }) => logOut(page));

test('Upcoming deliveries: three with day, contents and price; the second one skipped and put back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { customer, dashboard } = await freshDashboard(page);
  const id = customer.activeSubscriptionId!;
  const sub = await getSubscription(page.request, id);
  const next = sub.next_charge_scheduled_at!.slice(0, 10);
  const days = [next, addInterval(next, sub.order_interval_frequency), addInterval(next, 2 * sub.order_interval_frequency)];

  const list = page.getByRole('region', { name: UPCOMING_TEXTS.title });
  // One timeline (issue 61 §2): the subscription's three and the active legacy plan's three, by day.
  const items = list.getByRole('listitem').filter({ hasNotText: UPCOMING_TEXTS.legacyTag });
  const legacyItems = list.getByRole('listitem').filter({ hasText: UPCOMING_TEXTS.legacyTag });
  await expect(items).toHaveCount(3);
  await expect(legacyItems).toHaveCount(3);
  await expect(legacyItems.getByRole('button')).toHaveCount(0);
  await expect(list.getByText(/^Total of these 6 deliveries: \$[\d,]+\.\d\d$/)).toBeVisible();
  for (const [i, day] of days.entries()) {
    await expect(items.nth(i)).toContainText(formatLongDateUS(day));
    await expect(items.nth(i)).toContainText(/\$\d/);
    await expect(items.nth(i).getByRole('button', { name: skipDeliveryLabel(day) })).toBeEnabled();
  }
  await expect(items.nth(1)).toContainText(sub.items.find((i) => i.is_main)!.title);
  await list.scrollIntoViewIfNeeded();
  await list.screenshot({ path: 'docs/screenshots/dashboard-upcoming-deliveries-390.png' });

  // Skip the second: the next order stays, the second is skipped, a fourth delivery joins the list.
  await list.getByRole('button', { name: skipDeliveryLabel(days[1]!) }).click();
  await expect(dashboard.notice(skippedNotice(days[1]!, next))).toBeVisible();
  await expect(list.getByRole('listitem', { name: `${formatLongDateUS(days[1]!)}, ${sub.product_name}, ${UPCOMING_TEXTS.skipped}` })).toBeVisible();
  await expect(list.getByText(/^Total of these 6 deliveries: /)).toBeVisible();
  await expect(items).toHaveCount(4);
  const after = await getSubscription(page.request, id);
  expect(after.next_charge_scheduled_at!.slice(0, 10)).toBe(next);
  expect(after.billing_attempts).toContainEqual(expect.objectContaining({ date: days[1], status: 'skipped' }));
  await expect(dashboard.nextOrder().getByText(formatLongDateUS(next), { exact: true })).toBeVisible();

  // Two actions in a row leave one message: the unskip's replaces the skip's.
  await list.getByRole('button', { name: unskipDeliveryLabel(days[1]!) }).click();
  await expect(dashboard.notice(unskippedNotice(days[1]!))).toBeVisible();
  const messages = page.getByRole('status', { name: 'Updates' });
  await expect(messages.getByRole('button', { name: 'Dismiss message' })).toHaveCount(1);
  await expect(dashboard.notice(skippedNotice(days[1]!, next))).toHaveCount(0);
  await expect(items).toHaveCount(3);
  expect((await getSubscription(page.request, id)).billing_attempts.some((a) => a.status === 'skipped')).toBe(false);

  // And a third, from the card: still one message.
  await dashboard
    .nextOrder()
    .getByRole('button', { name: new RegExp(`^${SKIP_TEXTS.skip}`) })
    .click();
  await expect(dashboard.notice(skippedNotice(next, days[1]!))).toBeVisible();
  await expect(messages.getByRole('button', { name: 'Dismiss message' })).toHaveCount(1);
});
