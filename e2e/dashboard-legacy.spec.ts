/**
 * The dashboard's legacy panel end to end (spec 001 §2, §5): its actions through the UI, each
 * checked on screen and then in the database through the API, with a fresh customer each.
 */

import { DASHBOARD_NOTICES } from '../src/copy/dashboard-notices';
import { formatLongDateUS } from '../src/domain/dates';
import { LEGACY_FREQUENCY_MESSAGE, OTHER_REASON_REQUIRED_MESSAGE } from '../src/domain/schemas/subscription-actions';

import { REORDER_SHIPPING_NOTE } from '../src/domain/reorder';
import { addInterval } from '../src/domain/renewals';
import { CANCEL_VALIDATION_MESSAGE, LEGACY_INACTIVE_MESSAGE } from '../src/domain/subscriptions';

import { logOut } from './fixtures/login';
import { dayFromToday, getLegacy, getOrders } from './pages/dashboard';
import { shopDayFromToday } from '../tests/factories/days';
import { test } from './fixtures/base';
import { BEEF_LIVER, CHICKEN_5_VARIANT, expect, freshDashboard, HOKI } from './fixtures/dashboard-specs';

// Each test walks several dialogs and reads the records back: more than the default 30 s each.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
test.afterEach(async ({ page }) => logOut(page));

test.describe('the legacy panel (no active subscription)', () => {
  test('Change Date, Change Frequency, Edit address and the recommended plans', async ({ page }) => {
    const { customer, dashboard } = await freshDashboard(page, { active: false });
    const panel = dashboard.legacyPanel();
    await expect(panel).toBeVisible();
    await expect(panel).not.toContainText(LEGACY_INACTIVE_MESSAGE);

    // Change Date: tomorrow … three months ahead.
    await panel.getByRole('button', { name: 'Change Date' }).click();
    const dateDialog = dashboard.dialog('Change Delivery Date');
    await expect(dateDialog.getByLabel('Date')).toHaveAttribute('min', shopDayFromToday(1));
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
