/**
 * The dashboard's Manage My Subscription modal and My Next Order card end to end (spec 001 §4, §5):
 * each action through the UI, checked on screen and then in the database through the API as
 * the customer. Every test gets its own fresh customer shaped like the demo customer.
 */

import { DASHBOARD_NOTICES, pausedUntilNotice, resumesOnLabel, SKIP_TEXTS, skippedNotice, unskippedNotice } from '../src/copy/dashboard-notices';
import { formatLongDateUS } from '../src/domain/dates';

import { CITY_REQUIRED_MESSAGE } from '../src/domain/schemas/subscription';

import { REORDER_SHIPPING_NOTE } from '../src/domain/reorder';
import { addInterval } from '../src/domain/renewals';
import { CANCEL_VALIDATION_MESSAGE } from '../src/domain/subscriptions';

import { logOut, outbox } from './fixtures/login';
import { dayFromToday, getOrders, getSubscription } from './pages/dashboard';
import { shopDayFromToday } from '../tests/factories/days';
import { test } from './fixtures/base';
import { CHICKEN_15, expect, freshDashboard, LAMB_10_VARIANT, MIXED_2_5, MUSSEL_BITES, VENISON } from './fixtures/dashboard-specs';

// Each test walks several dialogs and reads the records back: more than the default 30 s each.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.afterEach(async ({ page }) => logOut(page));

test.describe('Manage My Subscription', () => {
  test('Next Order Date: Save waits for a date, then the new date is shown and stored at 07:00 +12:00', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    const day = dayFromToday(14);
    const dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Next Order Date', 'Next Order Date');
    await expect(dialog.getByLabel('Date')).toHaveAttribute('min', shopDayFromToday(0));
    await dashboard.pickDate(dialog, day);
    await expect(dashboard.notice(DASHBOARD_NOTICES.dateChanged)).toBeVisible();
    await expect(dashboard.nextOrder().getByText(formatLongDateUS(day), { exact: true })).toBeVisible();
    await expect(dashboard.row(CHICKEN_15)).toContainText(formatLongDateUS(day));
    expect((await getSubscription(page.request, customer.activeSubscriptionId!)).next_charge_scheduled_at).toBe(day);
  });

  test('Change Frequency: Update waits for a choice; the new frequency is shown and stored', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    const dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Change Frequency', 'Change Frequency');
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Deliver every' }).selectOption('46');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dashboard.nextOrder().getByText('Repeats every 46 days')).toBeVisible();
    await expect(dashboard.notice(DASHBOARD_NOTICES.frequencyChanged)).toBeVisible();
    await expect(dashboard.row(CHICKEN_15)).toContainText('Every 46 days');
    expect((await getSubscription(page.request, customer.activeSubscriptionId!)).order_interval_frequency).toBe(46);
  });

  test('Change Address: required fields are checked, the new address is shown and stored', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    const dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Change Address', 'Change Address');
    await dialog.getByRole('textbox', { name: 'Street address' }).fill('88 Queen Street');
    await dialog.getByRole('textbox', { name: 'City' }).fill('');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog.getByText(CITY_REQUIRED_MESSAGE)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'City' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'City' }).fill('Auckland');
    await dialog.getByRole('textbox', { name: 'Region (optional)' }).fill('Auckland');
    await dialog.getByRole('textbox', { name: 'Postcode' }).fill('1010');
    await dialog.getByRole('button', { name: 'Save Address' }).click();
    await expect(dialog).toBeHidden();
    await expect(dashboard.nextOrder().getByText('88 Queen Street, Auckland 1010, New Zealand')).toBeVisible();
    expect((await getSubscription(page.request, customer.activeSubscriptionId!)).shipping_address).toMatchObject({
      address1: '88 Queen Street',
      address2: '',
      city: 'Auckland',
      province: 'Auckland',
      zip: '1010',
      country: 'New Zealand',
    });
  });

  test('Pause 14 days moves the next order; pause until resumed, then RESUME with a chosen date', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    const id = customer.activeSubscriptionId!;
    const before = (await getSubscription(page.request, id)).next_charge_scheduled_at!;
    const later = addInterval(before, 14, 'day');

    let dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Pause', 'Pause My Subscription');
    await expect(dialog.getByRole('button', { name: 'Pause Subscription' })).toBeDisabled();
    await dialog.getByRole('radio', { name: /^14 days/ }).check();
    await dialog.getByRole('button', { name: 'Pause Subscription' }).click();
    await expect(dashboard.notice(DASHBOARD_NOTICES.paused)).toBeVisible();
    await expect(dashboard.nextOrder().getByText(formatLongDateUS(later), { exact: true })).toBeVisible();
    expect(await getSubscription(page.request, id)).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: later });

    dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Pause', 'Pause My Subscription');
    await dialog.getByRole('radio', { name: 'Until I resume it' }).check();
    await dialog.getByRole('button', { name: 'Pause Subscription' }).click();
    await expect(dashboard.notice(DASHBOARD_NOTICES.pausedUntilResumed)).toBeVisible();
    const row = dashboard.row(CHICKEN_15);
    await expect(row.getByRole('rowheader')).toContainText('PAUSED');
    await expect(dashboard.getManageButton(row)).toHaveCount(0);
    await expect(dashboard.nextOrder()).toHaveCount(0);
    expect(await getSubscription(page.request, id)).toMatchObject({ status: 'PAUSED', next_charge_scheduled_at: null });

    const day = dayFromToday(5);
    await dashboard.getResumeButton(row).click();
    await dashboard.pickDate(dashboard.dialog('Choose Resume Date'), day);
    await expect(dashboard.notice(DASHBOARD_NOTICES.resumed)).toBeVisible();
    await expect(row.getByRole('rowheader')).toContainText('ACTIVE');
    await expect(dashboard.nextOrder().getByText(formatLongDateUS(day), { exact: true })).toBeVisible();
    expect(await getSubscription(page.request, id)).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: day });
  });

  test('Pause until a date: the day is asked for, and My Subscriptions says when deliveries start again', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    const id = customer.activeSubscriptionId!;
    const until = dayFromToday(40);

    const dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Pause', 'Pause My Subscription');
    await dialog.getByRole('radio', { name: 'Until a date' }).check();
    await expect(dialog.getByRole('button', { name: 'Pause Subscription' })).toBeDisabled();
    await dialog.getByLabel('Start my deliveries again on').fill(until);
    await dialog.getByRole('button', { name: 'Pause Subscription' }).click();
    await expect(dashboard.notice(pausedUntilNotice(until))).toBeVisible();
    const row = dashboard.row(CHICKEN_15);
    await expect(row.getByRole('rowheader')).toContainText('PAUSED');
    await expect(row.getByRole('cell', { name: resumesOnLabel(until) })).toBeVisible();
    expect(await getSubscription(page.request, id)).toMatchObject({ status: 'PAUSED', next_charge_scheduled_at: null, paused_until: until });
  });

  test('Skip this delivery moves the next order on by one cycle; Unskip puts it back', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    const id = customer.activeSubscriptionId!;
    const { next_charge_scheduled_at, order_interval_frequency } = await getSubscription(page.request, id);
    const day = next_charge_scheduled_at!.slice(0, 10);
    const after = addInterval(day, Number(order_interval_frequency), 'day');

    await dashboard
      .nextOrder()
      .getByRole('button', { name: new RegExp(`^${SKIP_TEXTS.skip}`) })
      .click();
    await expect(dashboard.notice(skippedNotice(day, after))).toBeVisible();
    await expect(dashboard.nextOrder().getByText(formatLongDateUS(after), { exact: true })).toBeVisible();
    const skipped = dashboard.nextOrder().getByRole('list', { name: 'Skipped deliveries' });
    await expect(skipped).toContainText(SKIP_TEXTS.skipped(day));
    const stored = await getSubscription(page.request, id);
    expect(stored.next_charge_scheduled_at!.slice(0, 10)).toBe(after);
    expect(stored.billing_attempts).toContainEqual(expect.objectContaining({ date: day, status: 'skipped' }));

    await skipped.getByRole('button', { name: `${SKIP_TEXTS.unskip} ${SKIP_TEXTS.skipped(day)}` }).click();
    await expect(dashboard.notice(unskippedNotice(day))).toBeVisible();
    await expect(dashboard.nextOrder().getByText(formatLongDateUS(day), { exact: true })).toBeVisible();
    await expect(skipped).toHaveCount(0);
    expect((await getSubscription(page.request, id)).next_charge_scheduled_at!.slice(0, 10)).toBe(day);
  });

  test('RESUME brings a cancelled subscription back on the chosen date', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    const row = dashboard.row(MIXED_2_5);
    await dashboard.getResumeButton(row).click();
    const dialog = dashboard.dialog('Choose Resume Date');
    await dashboard.pickDate(dialog, dayFromToday(30));
    await expect(row.getByRole('rowheader')).toContainText('ACTIVE');
    await expect(dashboard.getManageButton(row)).toBeVisible();
    expect(await getSubscription(page.request, customer.cancelledSubscriptionId)).toMatchObject({
      status: 'ACTIVE',
      next_charge_scheduled_at: dayFromToday(30),
      cancel_reason: null,
    });
  });

  // Issue 39: a browser on UTC is a day behind the shop from noon UTC on; the picker offered
  // that day and the server refused it. Both zones must offer exactly the shop's days.
  for (const timezoneId of ['UTC', 'Pacific/Auckland']) {
    test.describe(`a browser on ${timezoneId}`, () => {
      test.use({ timezoneId });
      test("RESUME offers the shop's today first, and the server takes it", async ({ page }) => {
        const { customer, dashboard } = await freshDashboard(page);
        const row = dashboard.row(MIXED_2_5);
        await dashboard.getResumeButton(row).click();
        const dialog = dashboard.dialog('Choose Resume Date');
        const today = shopDayFromToday(0);
        await expect(dialog.getByLabel('Date')).toHaveAttribute('min', today);
        await dashboard.pickDate(dialog, today);
        await expect(row.getByRole('rowheader')).toContainText('ACTIVE');
        expect((await getSubscription(page.request, customer.cancelledSubscriptionId)).next_charge_scheduled_at).toBe(today);
      });
    });
  }

  test('Update Credit Card e-mails a card-update link: Email Sent Successfully', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    const modal = await dashboard.openManage(dashboard.row(CHICKEN_15));
    await modal.getByRole('button', { name: 'Update Credit Card' }).click();
    const sent = dashboard.dialog('Email Sent Successfully');
    await expect(sent).toContainText(customer.email);
    const mails = await outbox(page.request, customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Update your payment details' });
    expect(mails[0]!.links[0]).toMatch(/\/dev\/payment-method$/);
    await sent.getByRole('button', { name: 'OK' }).click();
    await expect(sent).toBeHidden();
  });

  test("Cancel Subscription: 'Bye for now!' needs a reason or feedback; then it is cancelled", async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    const dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Cancel Subscription', 'Bye for now!');
    await dashboard.declineCancelOffers(dialog);
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(CANCEL_VALIDATION_MESSAGE);
    await dialog.getByRole('radio', { name: 'Too expensive' }).check();
    await dialog.getByRole('textbox', { name: 'Anything else you would like to tell us?' }).fill('Back in winter');
    await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(dashboard.notice(DASHBOARD_NOTICES.cancelled)).toBeVisible();
    const row = dashboard.row(CHICKEN_15);
    await expect(row.getByRole('rowheader')).toContainText('CANCELLED');
    await expect(dashboard.getResumeButton(row)).toBeVisible();
    await expect(dashboard.nextOrder()).toHaveCount(0);
    // No active subscription any more: the legacy panel and the recommendations appear.
    await expect(dashboard.legacyPanel()).toBeVisible();
    await expect(dashboard.recommendedPlans()).toBeVisible();
    expect(await getSubscription(page.request, customer.activeSubscriptionId!)).toMatchObject({
      status: 'CANCELLED',
      cancel_reason: 'Too expensive',
      cancel_feedback: 'Back in winter',
      next_charge_scheduled_at: null,
    });
  });

  test('Add Treats adds at the subscription price; Remove takes an add-on off', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    const dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Add Treats', 'Add Treats to Your Subscription');
    const treat = dialog.getByRole('listitem', { name: MUSSEL_BITES.title });
    await expect(treat).toContainText('$17.09');
    await treat.getByRole('combobox', { name: 'Quantity' }).selectOption('2');
    await treat.getByRole('button', { name: `Add ${MUSSEL_BITES.title}` }).click();
    await expect(treat.getByRole('status')).toHaveText('Added ✓');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dashboard.nextOrderProducts()).toContainText(MUSSEL_BITES.title);
    let sub = await getSubscription(page.request, customer.activeSubscriptionId!);
    expect(sub.items.find((i) => i.variant_id === MUSSEL_BITES.variantId)).toMatchObject({
      quantity: 2,
      final_price: MUSSEL_BITES.subscriptionPrice,
      one_time: false,
    });

    await dashboard
      .nextOrder()
      .getByRole('button', { name: `Remove ${VENISON}` })
      .click();
    await expect(dashboard.notice(DASHBOARD_NOTICES.itemRemoved)).toBeVisible();
    await expect(dashboard.nextOrderProducts()).not.toContainText(VENISON);
    sub = await getSubscription(page.request, customer.activeSubscriptionId!);
    expect(sub.items.map((i) => i.title)).toEqual([CHICKEN_15, MUSSEL_BITES.title]);
  });

  test('change the main product and frequency from My Next Order', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    await dashboard
      .nextOrder()
      .getByRole('button', { name: `Change product ${CHICKEN_15}` })
      .click();
    const dialog = dashboard.dialog('Change Product');
    await dialog.getByRole('radio', { name: 'Luxe Lamb' }).check();
    await dialog.getByRole('combobox', { name: 'Bag size' }).selectOption(LAMB_10_VARIANT);
    await dialog.getByRole('combobox', { name: 'Deliver every' }).selectOption('30');
    await dialog.getByRole('button', { name: 'Update Subscription' }).click();
    await expect(dashboard.notice(DASHBOARD_NOTICES.productChanged)).toBeVisible();
    await expect(dashboard.row('Luxe Lamb 10kg')).toContainText('Every 30 days');
    await expect(dashboard.nextOrder().getByText('Repeats every 30 days')).toBeVisible();
    // Chicken to Lamb (issue 50): the first bag's switch-over on the card and in the mail.
    const days = dashboard.nextOrder().getByRole('region', { name: 'Switching over, day by day' }).getByRole('listitem');
    await expect(days).toHaveCount(7);
    await expect(days.first()).toHaveText(/^Day 1: 25% Lamb \(\d+ g\), \d+ g Chicken$/);
    const mail = (await outbox(page.request, customer.email)).find((m) => m.kind === 'recipe-switch');
    expect(mail?.subject).toBe('Switching from Chicken to Lamb, day by day');
    expect(mail?.text).toContain('Day 7: 100% Lamb');
    expect(await getSubscription(page.request, customer.activeSubscriptionId!)).toMatchObject({
      variant_id: LAMB_10_VARIANT,
      product_name: 'Luxe Lamb 10kg',
      order_interval_frequency: 30,
    });
  });

  test('a double-clicked Reorder Now makes one order; then Reorder Now is disabled', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    const before = await getOrders(page.request, customer.id);
    const dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Reorder Now', 'Reorder Now');
    await expect(dialog).toContainText(REORDER_SHIPPING_NOTE);
    await dialog.getByRole('button', { name: 'Confirm Reorder' }).dblclick();
    await expect(dashboard.notice(DASHBOARD_NOTICES.reorderPlaced)).toBeVisible();
    await expect(dialog).toBeHidden();

    const after = await getOrders(page.request, customer.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.subscription_id).toBe(customer.activeSubscriptionId);
    await expect(dashboard.orderCard()).toContainText('My Current Order');
    await expect(dashboard.orderCard().getByRole('link', { name: `Order #${after[0]!.order_number}`, exact: true })).toBeVisible();
    expect((await getSubscription(page.request, customer.activeSubscriptionId!)).has_recent_order).toBe(true);

    const modal = await dashboard.openManage(dashboard.row(CHICKEN_15));
    await expect(modal.getByRole('button', { name: 'Reorder Now' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    // Nothing more arrived later.
    expect(await getOrders(page.request, customer.id)).toHaveLength(before.length + 1);
  });
});
