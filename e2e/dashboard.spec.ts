/**
 * The customer dashboard end to end (spec 001 §2, §4, §5, §8): every action of the Manage My
 * Subscription modal, the My Next Order card and the legacy panel through the UI, each checked
 * on screen and then in the database through the API as the customer; the failed-payment
 * banner; a double-clicked Reorder Now making one order.
 *
 * The demo customer's own records are only read (the overview), as every spec does: other spec
 * files read them in parallel. Every test that changes subscriptions, orders or the card gets its
 * own fresh customer shaped like the demo customer (POST /dev/fixtures/customer), so nothing here
 * races another spec file on the shared database; the file still runs serially.
 */
import { devices } from '@playwright/test';
import { PAYMENT_BANNER_ACTION, PAYMENT_BANNER_HEADLINE } from '../src/domain/billing';
import { DASHBOARD_NOTICES } from '../src/copy/dashboard-notices';
import { RECHECK_TEXTS } from '../src/copy/dashboard-messages';
import { formatLongDateUS } from '../src/domain/dates';

import { NEW_PET_OVERLAY_TITLE } from '../src/copy/pet-labels';
import { UPDATE_PENDING_LABEL } from '../src/domain/next-order';

import { DEMO } from '../functions/db/demo/customers';
import { DEMO_CUSTOMER, logIn, logOut, outbox } from './fixtures/login';
import { Dashboard, getOrders, hasFailedPayment } from './pages/dashboard';
import { test } from './fixtures/base';
import { CHICKEN_15, expect, freshDashboard, LAMB_5, MIXED_2_5 } from './fixtures/dashboard-specs';

// Each test walks several dialogs and reads the records back: more than the default 30 s each.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
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
});

test.describe('a customer whose renewal was declined', () => {
  test('the failed-payment banner shows once; retry fails while the card declines and clears it once the card works', async ({ page }) => {
    // A fresh customer whose latest renewal was declined: paying it changes orders and attempts.
    const { customer, dashboard } = await freshDashboard(page, { failedPayment: true, cardDeclines: true });
    const id = customer.activeSubscriptionId!;
    const banner = dashboard.paymentBanner();
    await expect(banner).toHaveCount(1);
    // The spec's words, then which delivery and what amount Retry Payment pays for (issue 47).
    await expect(banner.getByRole('paragraph')).toHaveText([
      PAYMENT_BANNER_HEADLINE,
      'Your card was declined.',
      PAYMENT_BANNER_ACTION,
      /^Retry Payment pays \$\d+\.\d\d for your delivery of \w+ \d{1,2}, \d{4}\.$/,
    ]);
    expect(await hasFailedPayment(page.request, id)).toBe(true);
    const ordersBefore = (await getOrders(page.request, customer.id)).length;

    // The card still declines: the banner stays and says why.
    await banner.getByRole('button', { name: 'Retry Payment' }).click();
    await expect(banner.getByText('Your card was declined.')).toHaveCount(2);
    expect(await hasFailedPayment(page.request, id)).toBe(true);

    // 'click here' is the card page (the local payment switch): use a card that works.
    await banner.getByRole('link', { name: 'click here' }).click();
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    await page.getByRole('button', { name: 'Use a card that works' }).click();
    await expect(page.getByRole('status')).toHaveText('Your card currently works.');
    await page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await dashboard.ready(customer);

    await expect(banner).toHaveCount(1);
    await banner.getByRole('button', { name: 'Retry Payment' }).click();
    await expect(dashboard.notice(DASHBOARD_NOTICES.paymentRetried)).toBeVisible();
    await expect(banner).toHaveCount(0);

    // In the database: the attempt is paid and exactly one order was made for it.
    expect(await hasFailedPayment(page.request, id)).toBe(false);
    const orders = await getOrders(page.request, customer.id);
    expect(orders).toHaveLength(ordersBefore + 1);
    expect(orders[0]!.subscription_id).toBe(id);
    await page.reload();
    await dashboard.ready(customer);
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
    await dashboard.nextOrder().getByRole('button', { name: RECHECK_TEXTS.idle }).click();
    await expect(dashboard.nextOrder().getByRole('button', { name: RECHECK_TEXTS.idle })).toBeEnabled();
    await expect(banner).toHaveCount(0);
    expect(await hasFailedPayment(page.request, customer.activeSubscriptionId!)).toBe(true);
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
