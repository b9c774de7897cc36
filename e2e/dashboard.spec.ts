/**
 * The customer dashboard end to end (spec 001 §2, §4, §5, §8): every action of the Manage My
 * Subscription modal, the My Next Order card and the legacy panel through the UI, each checked
 * on screen and then in the database through the API as the customer; the failed-payment
 * banner; a double-clicked Reorder Now making one order.
 *
 * The demo customer's own records are used read-mostly (the overview) and for the payment
 * banner. Every test that changes subscriptions gets its own fresh customer shaped like the
 * demo customer (POST /dev/fixtures/customer), so nothing here races another spec file on the
 * shared database; the file still runs serially, as the lead asked of mutating specs.
 */
import { devices, type Page } from '@playwright/test';
import { PAYMENT_BANNER_ACTION, PAYMENT_BANNER_HEADLINE } from '../src/domain/billing';
import { DASHBOARD_NOTICES } from '../src/domain/dashboard-notices';
import { formatLongDateUS } from '../src/domain/dates';
import { LEGACY_FREQUENCY_MESSAGE, OTHER_REASON_REQUIRED_MESSAGE } from '../src/domain/schemas/subscription-actions';
import { CITY_REQUIRED_MESSAGE } from '../src/domain/schemas/subscription';
import { NEW_PET_OVERLAY_TITLE } from '../src/domain/pet-labels';
import { UPDATE_PENDING_LABEL } from '../src/domain/next-order';
import { REORDER_SHIPPING_NOTE } from '../src/domain/reorder';
import { addInterval } from '../src/domain/renewals';
import { CANCEL_VALIDATION_MESSAGE, LEGACY_INACTIVE_MESSAGE } from '../src/domain/subscriptions';
import { DEMO } from '../functions/db/demo/customers';
import { DEMO_CUSTOMER, logIn, logOut, outbox } from './fixtures/login';
import {
  Dashboard,
  createCustomer,
  dayFromToday,
  getLegacy,
  getOrders,
  getSubscription,
  hasFailedPayment,
  setCard,
  type FixtureCustomer,
  type FixtureOptions,
} from './pages/dashboard';
import { test, expect as baseExpect } from './fixtures/no-console-errors';

// Each test walks several dialogs and reads the records back; on a loaded machine (the suite
// shares two cores) that needs more than the default 30 s per test and 7 s per assertion.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** Catalogue names the tests choose (src/domain/catalogue.ts). */
const CHICKEN_15 = 'Chicken Dog Box 15kg';
const LAMB_5 = 'Luxe Lamb 5kg';
const MIXED_2_5 = 'Mixed Chicken & Lamb 2.5kg';
const MUSSEL_BITES = { title: 'Green-Lipped Mussel Bites', variantId: '48800000000021', subscriptionPrice: 17.09 };
const BEEF_LIVER = { title: 'Beef Liver Training Treats', variantId: '48800000000051' };
const VENISON = 'Venison Jerky Strips';
const HOKI = 'Hoki Fish Skins';
const LAMB_10_VARIANT = '47100000000202';
const CHICKEN_5_VARIANT = '47100000000101';

/** A fresh customer like the demo one, logged in, with the dashboard open. */
async function freshDashboard(page: Page, options: FixtureOptions = {}): Promise<{ customer: FixtureCustomer; dashboard: Dashboard }> {
  const customer = await createCustomer(page.request, options);
  await logIn(page, customer);
  const dashboard = await Dashboard.open(page, customer);
  return { customer, dashboard };
}

test.afterEach(async ({ page }) => logOut(page));

test.describe('as the demo customer', () => {
  test('the overview: table order, manage and resume, next order, latest order and history', async ({ page }) => {
    await logIn(page, DEMO_CUSTOMER);
    const dashboard = await Dashboard.open(page, DEMO_CUSTOMER);

    // ACTIVE, PAUSED, CANCELLED; only the active row opens Manage, the others resume.
    await expect(dashboard.rowTitles()).toHaveText([
      new RegExp(`^${CHICKEN_15} ACTIVE`),
      new RegExp(`^${LAMB_5} PAUSED`),
      /^Mixed Chicken & Lamb 2\.5kg CANCELLED/,
    ]);
    const active = dashboard.row(CHICKEN_15);
    await expect(active.getByRole('cell').first()).toHaveText('Every 28 days');
    await expect(dashboard.getManageButton(active)).toBeVisible();
    await expect(dashboard.getResumeButton(active)).toHaveCount(0);
    for (const title of [LAMB_5, MIXED_2_5]) {
      await expect(dashboard.getManageButton(dashboard.row(title))).toHaveCount(0);
      await expect(dashboard.getResumeButton(dashboard.row(title))).toBeVisible();
    }

    // My Next Order: the treat add-on, subtotal and the default shipping.
    const card = dashboard.nextOrder();
    await expect(card.getByText('Repeats every 28 days')).toBeVisible();
    await expect(card.getByText('12 Ponsonby Road, Flat 3, Auckland 1011, New Zealand')).toBeVisible();
    await expect(dashboard.nextOrderProducts().getByRole('listitem')).toHaveCount(2);
    await expect(card.getByRole('definition').filter({ hasText: '$6.99' })).toBeVisible();

    // The latest order and the history, dated long US-style.
    const orders = await getOrders(page.request, DEMO.customerId);
    const newest = orders[0]!;
    await expect(dashboard.orderCard()).toContainText(newest.fulfillment_status === 'fulfilled' ? 'My Last Order' : 'My Current Order');
    await expect(dashboard.orderCard().getByRole('link', { name: `Order #${newest.order_number}`, exact: true })).toHaveAttribute(
      'href',
      newest.order_status_url,
    );
    const history = dashboard.orderHistory();
    await expect(history.getByRole('columnheader')).toHaveText(['Order', 'Date', 'Total', 'Order Status', 'Payment Status']);
    const rows = history.getByRole('row').filter({ has: page.getByRole('rowheader') });
    await expect(rows).toHaveCount(orders.length);
    for (const [i, order] of orders.entries()) {
      await expect(rows.nth(i).getByRole('cell').first()).toHaveText(formatLongDateUS(order.created_at));
    }
    await expect(dashboard.legacyPanel()).toHaveCount(0); // an active subscription exists
    await expect(dashboard.recommendedPlans()).toHaveCount(0);

    // The order status page behind the order link.
    await history.getByRole('link', { name: `Order #${newest.order_number}`, exact: true }).click();
    await expect(page).toHaveURL(/\/order-status\/?\?order=/);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${newest.order_number}` })).toBeVisible();
  });

  test('the failed-payment banner shows once; retry fails while the card declines and clears it once the card works', async ({ page }) => {
    await logIn(page, DEMO_CUSTOMER);
    const dashboard = await Dashboard.open(page, DEMO_CUSTOMER);
    const banner = dashboard.paymentBanner();
    await expect(banner).toHaveCount(1);
    await expect(banner.getByRole('paragraph')).toHaveText([PAYMENT_BANNER_HEADLINE, 'Your card was declined.', PAYMENT_BANNER_ACTION]);
    expect(await hasFailedPayment(page.request, DEMO.activeSubscriptionId)).toBe(true);
    const ordersBefore = (await getOrders(page.request, DEMO.customerId)).length;

    // The card still declines: the banner stays and says why.
    await setCard(page.request, 'declines');
    await banner.getByRole('button', { name: 'Retry Payment' }).click();
    await expect(banner.getByText('Your card was declined.')).toHaveCount(2);
    expect(await hasFailedPayment(page.request, DEMO.activeSubscriptionId)).toBe(true);

    // 'click here' is the card page (the local payment switch): use a card that works.
    await banner.getByRole('link', { name: 'click here' }).click();
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a card that works' }).click();
    await expect(page.getByRole('status')).toHaveText('Your card currently works.');
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await dashboard.ready(DEMO_CUSTOMER);

    await expect(banner).toHaveCount(1);
    await banner.getByRole('button', { name: 'Retry Payment' }).click();
    await expect(dashboard.notice(DASHBOARD_NOTICES.paymentRetried)).toBeVisible();
    await expect(banner).toHaveCount(0);

    // In the database: the attempt is paid and exactly one order was made for it.
    expect(await hasFailedPayment(page.request, DEMO.activeSubscriptionId)).toBe(false);
    const orders = await getOrders(page.request, DEMO.customerId);
    expect(orders).toHaveLength(ordersBefore + 1);
    expect(orders[0]!.subscription_id).toBe(DEMO.activeSubscriptionId);
    await page.reload();
    await dashboard.ready(DEMO_CUSTOMER);
    await expect(banner).toHaveCount(0);
  });
});

test.describe('while it loads', () => {
  test('before any script has run, the page is already the dashboard: the greeting heading and a loading status', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const dashboard = new Dashboard(await context.newPage());
    await dashboard.page.goto('/dashboard');
    await expect(dashboard.page.getByRole('heading', { level: 1, name: 'Hey there - welcome back!' })).toBeVisible();
    await expect(dashboard.loading()).toBeVisible();
    await context.close();
  });

  test('on a phone, nothing on screen moves while the demo customer’s sections arrive, and nothing is wider than the screen', async ({ browser }) => {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    // A phone's slower processor (Lighthouse's 4×): the sections' data and code arrive over several frames.
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await logIn(page, DEMO_CUSTOMER);
    await Dashboard.recordLayoutShifts(page);
    const dashboard = await Dashboard.open(page, DEMO_CUSTOMER);
    await expect(dashboard.orderHistory()).toBeVisible();
    await expect(dashboard.loading()).toHaveCount(0);
    expect(await dashboard.layoutShift()).toBeLessThan(0.05);
    expect(await dashboard.widerThanScreen()).toBe(false);
    await logOut(page);
    await context.close();
  });
});

test.describe('the payment banner', () => {
  test('closes and stays closed when the data reloads', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page, { failedPayment: true });
    const banner = dashboard.paymentBanner();
    await expect(banner).toHaveCount(1);
    // The failed attempt's day is the next order's date, more than a day ago: 'update pending'.
    await expect(dashboard.nextOrder().getByText(UPDATE_PENDING_LABEL)).toBeVisible();
    await banner.getByRole('button', { name: 'Close payment message' }).click();
    await expect(banner).toHaveCount(0);
    await dashboard.nextOrder().getByRole('button', { name: 'Re-check' }).click();
    await expect(dashboard.nextOrder().getByRole('button', { name: 'Re-check' })).toBeEnabled();
    await expect(banner).toHaveCount(0);
    expect(await hasFailedPayment(page.request, customer.activeSubscriptionId!)).toBe(true);
  });
});

test.describe('Manage My Subscription', () => {
  test('Next Order Date: Save waits for a date, then the new date is shown and stored at 07:00 +12:00', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    const day = dayFromToday(14);
    const dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Next Order Date', 'Next Order Date');
    await expect(dialog.getByLabel('Date')).toHaveAttribute('min', dayFromToday(0));
    await dashboard.pickDate(dialog, day);
    await expect(dashboard.notice(DASHBOARD_NOTICES.dateChanged)).toBeVisible();
    await expect(dashboard.nextOrder().getByText(formatLongDateUS(day))).toBeVisible();
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
    await expect(dashboard.nextOrder().getByText(formatLongDateUS(later))).toBeVisible();
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
    await expect(dashboard.nextOrder().getByText(formatLongDateUS(day))).toBeVisible();
    expect(await getSubscription(page.request, id)).toMatchObject({ status: 'ACTIVE', next_charge_scheduled_at: day });
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

test.describe('the legacy panel (no active subscription)', () => {
  test('Change Date, Change Frequency, Edit address and the recommended plans', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page, { active: false });
    const panel = dashboard.legacyPanel();
    await expect(panel).toBeVisible();
    await expect(panel).not.toContainText(LEGACY_INACTIVE_MESSAGE);

    // Change Date: tomorrow … three months ahead.
    await panel.getByRole('button', { name: 'Change Date' }).click();
    const dateDialog = dashboard.dialog('Change Delivery Date');
    await expect(dateDialog.getByLabel('Date')).toHaveAttribute('min', dayFromToday(1));
    const day = dayFromToday(30);
    await dashboard.pickDate(dateDialog, day);
    await expect(panel.getByText(formatLongDateUS(day))).toBeVisible();
    expect((await getLegacy(page.request, customer.id)).nextDelivery).toBe(day);

    // Change Frequency: 7–90 days.
    await panel.getByRole('button', { name: 'Change Frequency' }).click();
    const frequency = dashboard.dialog('Change Frequency');
    const days = frequency.getByRole('spinbutton', { name: 'Deliver every (days)' });
    await days.fill('5');
    await frequency.getByRole('button', { name: 'Update' }).click();
    await expect(frequency.getByRole('alert')).toHaveText(LEGACY_FREQUENCY_MESSAGE);
    await days.fill('42');
    await frequency.getByRole('button', { name: 'Update' }).click();
    await expect(panel.getByText('Every 42 days')).toBeVisible();
    expect((await getLegacy(page.request, customer.id)).frequency).toBe(42);

    // Edit address.
    await panel.getByRole('button', { name: 'Edit address' }).click();
    const address = dashboard.dialog('Edit address');
    await address.getByRole('textbox', { name: 'Street address' }).fill('1 Lambton Quay');
    await address.getByRole('textbox', { name: 'City' }).fill('Wellington');
    await address.getByRole('textbox', { name: 'Region (optional)' }).fill('Wellington');
    await address.getByRole('textbox', { name: 'Postcode' }).fill('6011');
    await address.getByRole('button', { name: 'Save Address' }).click();
    await expect(panel.getByText('1 Lambton Quay, Wellington 6011, New Zealand')).toBeVisible();
    expect((await getLegacy(page.request, customer.id)).shippingAddress).toMatchObject({ address1: '1 Lambton Quay', city: 'Wellington', zip: '6011' });

    // Without an active subscription: the recommended plans, lamb, mixed, chicken, with a bag-size toggle.
    const plans = dashboard.recommendedPlans();
    await expect(plans.getByRole('heading', { level: 3 })).toHaveText(['Luxe Lamb', 'Mixed Chicken & Lamb', 'Chicken Dog Box']);
    const lamb = plans.getByRole('group', { name: 'Luxe Lamb' });
    await lamb.getByRole('radio', { name: '20 kg' }).check();
    await expect(lamb.getByText(/^A 20 kg bag every \d+ days$/)).toBeVisible();
    await expect(lamb.getByRole('link', { name: 'Subscribe to Luxe Lamb, 20 kg' })).toHaveAttribute(
      'href',
      /\/products\/luxe-lamb-dog-food-size-variants\?variant=47100000000204&size=20&frequency=\d+$/,
    );
  });

  test('Add Treats, remove an add-on, change the product, and a double-clicked Reorder Now makes one order', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page, { active: false });
    const panel = dashboard.legacyPanel();
    const products = panel.getByRole('list', { name: 'Products in your original subscription' });

    await panel.getByRole('button', { name: 'Add Treats' }).click();
    const treats = dashboard.dialog('Add Treats to Your Subscription');
    await treats
      .getByRole('listitem', { name: BEEF_LIVER.title })
      .getByRole('button', { name: `Add ${BEEF_LIVER.title}` })
      .click();
    await expect(treats.getByRole('listitem', { name: BEEF_LIVER.title }).getByRole('status')).toHaveText('Added ✓');
    await treats.getByRole('button', { name: 'Done' }).click();
    await expect(products).toContainText(BEEF_LIVER.title);

    await panel.getByRole('button', { name: `Remove ${HOKI}` }).click();
    await expect(products).not.toContainText(HOKI);
    let legacy = await getLegacy(page.request, customer.id);
    expect(legacy.additionalItems.map((i) => i.shopify_variant_id)).toEqual([BEEF_LIVER.variantId]);

    await panel.getByRole('button', { name: /^Change product / }).click();
    const product = dashboard.dialog('Change Product');
    await product.getByRole('radio', { name: 'Chicken Dog Box' }).check();
    await product.getByRole('combobox', { name: 'Bag size' }).selectOption(CHICKEN_5_VARIANT);
    await product.getByRole('spinbutton', { name: 'Deliver every (days)' }).fill('28');
    await product.getByRole('button', { name: 'Update Subscription' }).click();
    await expect(products).toContainText('Chicken Dog Box 5kg');
    await expect(panel.getByText('Every 28 days')).toBeVisible();
    legacy = await getLegacy(page.request, customer.id);
    expect(legacy.mainProduct.shopify_variant_id).toBe(CHICKEN_5_VARIANT);
    expect(legacy.frequency).toBe(28);

    const before = await getOrders(page.request, customer.id);
    await panel.getByRole('button', { name: 'Reorder Now' }).click();
    const reorder = dashboard.dialog('Reorder Now');
    await expect(reorder).toContainText(REORDER_SHIPPING_NOTE);
    await reorder.getByRole('button', { name: 'Confirm Reorder' }).dblclick();
    await expect(dashboard.notice(DASHBOARD_NOTICES.reorderPlaced)).toBeVisible();
    const after = await getOrders(page.request, customer.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]!.subscription_id).toBe(customer.legacySubscriptionId);
    expect(after[0]!.line_items.map((l) => l.title)).toEqual(['Chicken Dog Box 5kg', BEEF_LIVER.title]);
    await expect(panel.getByRole('button', { name: 'Reorder Now' })).toBeDisabled();
    expect((await getLegacy(page.request, customer.id)).has_recent_order).toBe(true);
  });

  test("Cancel: 'Are you sure?' offers a pause first; then the reason dialog clears the panel", async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page, { active: false });
    const panel = dashboard.legacyPanel();
    const before = (await getLegacy(page.request, customer.id)).nextDelivery!;

    await panel.getByRole('button', { name: 'Cancel' }).click();
    let retention = dashboard.dialog('Are you sure?');
    await retention.getByRole('button', { name: 'Pause for 14 days' }).click();
    await expect(dashboard.notice(DASHBOARD_NOTICES.paused)).toBeVisible();
    const paused = addInterval(before, 14, 'day');
    await expect(panel.getByText(formatLongDateUS(paused))).toBeVisible();
    expect(await getLegacy(page.request, customer.id)).toMatchObject({ is_active: true, nextDelivery: paused });

    await panel.getByRole('button', { name: 'Cancel' }).click();
    retention = dashboard.dialog('Are you sure?');
    await retention.getByRole('button', { name: 'Yes, cancel' }).click();
    const reason = dashboard.dialog('Bye for now!');
    await reason.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(reason.getByRole('alert')).toHaveText(CANCEL_VALIDATION_MESSAGE);
    await reason.getByRole('radio', { name: 'Other' }).check();
    await reason.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(reason.getByRole('alert')).toHaveText(OTHER_REASON_REQUIRED_MESSAGE);
    await reason.getByRole('textbox', { name: 'Please specify' }).fill('Feeding raw now');
    await reason.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(dashboard.notice(DASHBOARD_NOTICES.cancelled)).toBeVisible();
    await expect(panel).toHaveCount(0);
    expect(await getLegacy(page.request, customer.id)).toMatchObject({ is_active: false, cancel_reason: 'Other', cancel_other_reason: 'Feeding raw now' });
  });

  test('an inactive one says so and Confirm & Pay goes to the shop’s checkout', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page, { active: false, legacyActive: false });
    const panel = dashboard.legacyPanel();
    await expect(panel).toContainText(LEGACY_INACTIVE_MESSAGE);
    await expect(panel.getByRole('button', { name: 'Change Date' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Reorder Now' })).toHaveCount(0);
    const legacy = await getLegacy(page.request, customer.id);
    // The shop is not reachable from the test machine: answer its checkout here.
    await page.route('https://furbaby.co.nz/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Shop checkout</h1>' }));
    await panel.getByRole('button', { name: 'Confirm & Pay' }).click();
    const checkout = new URL(legacy.quick_checkout_url);
    await expect(page).toHaveURL((url) => url.origin === checkout.origin && url.pathname === checkout.pathname);
    await expect(page.getByRole('heading', { name: 'Shop checkout' })).toBeVisible();
  });
});

test.describe('My Furbabys and the feeding plan', () => {
  test("'+ Add Dog' opens the pet overlay and saves the dog; 'Email my feeding plan' sends it", async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page);
    const furbabys = dashboard.furbabys();
    await furbabys.getByRole('button', { name: /^Nala/ }).click();
    const edit = dashboard.dialog("Nala's feeding guide");
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'Close' }).click();

    await furbabys.getByRole('button', { name: '+ Add Dog' }).click();
    const overlay = dashboard.dialog(NEW_PET_OVERLAY_TITLE);
    await overlay.getByRole('textbox', { name: 'Name' }).fill('Miro');
    await overlay.getByRole('textbox', { name: 'Weight (kg)' }).fill('7');
    await overlay.getByRole('button', { name: 'Save Pet' }).click();
    await expect(overlay).toBeHidden();
    await expect(furbabys.getByRole('button', { name: /^Miro/ })).toBeVisible();
    const pets = (await (await page.request.get('/api/pets')).json()) as { pets: { name: string }[] };
    expect(pets.pets.map((p) => p.name).sort()).toEqual(['Miro', 'Nala']);

    const plan = dashboard.feedingPlan();
    await expect(plan).toContainText('Nala and');
    await plan.getByRole('button', { name: 'Email my feeding plan' }).click();
    await expect(plan.getByRole('textbox', { name: 'Email address' })).toHaveValue(customer.email);
    await plan.getByRole('button', { name: 'Send' }).click();
    await expect(dashboard.dialog('Email Sent Successfully')).toContainText(customer.email);
    await expect.poll(async () => (await outbox(page.request, customer.email)).length).toBe(1);
  });
});
