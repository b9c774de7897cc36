/**
 * The mobile dashboard end to end (spec 001 §2 'Mobile dashboard', §4, §8) on a
 * 390 × 844 phone: each tab with the demo customer's data, no sideways scrolling and 44 px tap
 * targets everywhere; editing a dog (with a photo) and reloading; deleting a dog; logged out.
 *
 * The demo customer's records are only read here. Saving pets posts the customer's whole set,
 * so a save here and one in another spec file for the same customer could drop each other's
 * dogs; the tests that change dogs therefore use a fresh customer shaped like the demo customer
 * (POST /dev/fixtures/customer, e2e/pages/dashboard.ts) with a dog of its own, plus one this
 * file adds.
 */
import { SKIP_TEXTS, skippedNotice } from '../src/copy/dashboard-notices';
import { MESSAGES } from '../src/copy/messages';
import { addInterval } from '../src/domain/renewals';
import { mobileDeletePetConfirm } from '../src/copy/pet-labels';
import { DEMO_CUSTOMER, logIn, logOut } from './fixtures/login';
import { makePng } from './fixtures/png';
import { createCustomer } from './pages/dashboard';
import { test, expect } from './pages/embed-fixtures';
import { PHONE_VIEWPORT, MobileDashboard, addDog, getPets } from './pages/mobile';
import { acceptNextConfirm, waitForIslands } from './pages/pets';
import { MANAGE_ACTIONS } from '../tests/factories/manage-sheet';

test.use({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });

const CHICKEN_15 = 'Chicken Dog Box 15kg';
const LAMB_5 = 'Luxe Lamb 5kg';
const SHORT_US_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;

test.describe('logged out', () => {
  // The session check answers 401, which Chromium logs as a failed load.
  test.use({ allowConsoleErrors: [/status of 401/] });

  test("'Authentication Required' and the button to /dashboard", async ({ page }) => {
    const mobile = await MobileDashboard.open(page);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText('Please log in to access the mobile dashboard.')).toBeVisible();
    await expect(mobile.tabBar()).toHaveCount(0);
    await mobile.expectPhoneFriendly();
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/?$/);
    await expect(page.getByRole('heading', { name: 'Login to access your dashboard' })).toBeVisible();
  });
});

test.describe('as the demo customer', () => {
  test.afterEach(async ({ page }) => logOut(page));

  test('each tab shows the demo data, fits the phone and has 44 px tap targets', async ({ page, context }) => {
    await logIn(page, DEMO_CUSTOMER);
    const mobile = await MobileDashboard.open(page);

    // Home: real figures.
    await expect(mobile.title()).toHaveText('Dashboard');
    await expect(mobile.tab('home')).toHaveAttribute('aria-current', 'page');
    await expect(mobile.stat('Dogs')).toHaveText(/^\d+ Dogs$/);
    await expect(mobile.stat('Active subscriptions')).toHaveText('1 Active subscriptions');
    await expect(mobile.stat('Orders')).toHaveText(/^([4-9]|\d\d+) Orders$/);
    await expect(mobile.nextDelivery()).toContainText(CHICKEN_15);
    await expect(mobile.nextDelivery()).toContainText('Every 28 days');
    await expect(mobile.recentActivity()).toContainText('Order #1004 placed');
    await mobile.expectPhoneFriendly();

    // Pets: the Your Pets list.
    await mobile.showTab('pets');
    await expect(page.getByRole('heading', { name: 'Your Pets' })).toBeVisible();
    await expect(mobile.petCard('Biscuit').getByRole('img', { name: 'Photo of Biscuit' })).toBeVisible();
    await expect(mobile.petCard('Pip')).toContainText('Cavoodle');
    await expect(mobile.petCard('Pip')).toContainText(/\d+ kcal\/day · \d+ g\/day · \d+\.\d cups\/day/);
    // The dogs' journey cards too, once they have loaded (their fields and switch are tap targets).
    await expect(page.getByRole('switch', { name: 'Monthly weigh-in reminders' }).first()).toBeVisible();
    await mobile.expectPhoneFriendly();

    // Subscriptions: a card each, in table order.
    await mobile.showTab('subscriptions');
    await expect(page.getByRole('heading', { name: 'My Subscriptions' })).toBeVisible();
    const active = mobile.subscription(CHICKEN_15);
    await expect(active).toContainText('Every 28 days');
    await expect(active.locator('.dash-chip')).toHaveText('active');
    await expect(active.locator('.dash-chip')).toHaveClass(/dash-chip-success/);
    await expect(active.getByText('Next delivery').locator('xpath=following-sibling::dd')).toHaveText(SHORT_US_DATE);
    await expect(active).toContainText('Auckland, Auckland');
    await expect(active.locator('.mobile-total')).toHaveText(/^\$\d[\d,]*$/);
    await expect(mobile.subscription(LAMB_5).locator('.dash-chip')).toHaveClass(/dash-chip-warning/);
    await expect(mobile.subscription('Mixed Chicken & Lamb 2.5kg').locator('.dash-chip')).toHaveClass(/dash-chip-error/);
    await expect(page.getByRole('button', { name: 'Add Subscription' })).toBeVisible();
    await mobile.expectPhoneFriendly();

    // Manage: the desktop's actions in a phone-sized sheet, closed with Escape.
    await mobile.getManageButton(CHICKEN_15).click();
    const sheet = mobile.sheet('Manage My Subscription');
    await expect(sheet).toBeVisible();
    for (const action of MANAGE_ACTIONS) {
      await expect(sheet.getByRole('button', { name: action, exact: true })).toBeVisible();
    }
    const box = (await sheet.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await mobile.expectPhoneFriendly();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(mobile.getManageButton(CHICKEN_15)).toBeFocused();

    // Orders: the first two items and '+N more items' on #1001 (4 items).
    await mobile.showTab('orders');
    await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible();
    const order = mobile.order(1001);
    await expect(order.getByRole('listitem')).toHaveCount(2);
    await expect(order.getByRole('listitem').first()).toContainText('Qty: 1');
    await expect(order).toContainText('+2 more items');
    await expect(order).toContainText('Track: NZ100100101');
    await expect(order.locator('.dash-chip')).toHaveText('delivered');
    await expect(mobile.order(1004).locator('.dash-chip')).toHaveText('processing');
    await expect(mobile.order(1003)).not.toContainText('more item');
    await mobile.expectPhoneFriendly();
    const [statusPage] = await Promise.all([context.waitForEvent('page'), order.getByRole('link', { name: /^View Details/ }).click()]);
    await expect(statusPage).toHaveURL(/\/order-status\?order=order_demo_1001$/);
    await statusPage.close();

    // Profile: name, e-mail, shipping address and Logout.
    await mobile.showTab('profile');
    const main = page.getByRole('main');
    await expect(main).toContainText('Sam Taylor');
    await expect(main).toContainText(DEMO_CUSTOMER.email);
    await expect(main.locator('address')).toContainText('12 Ponsonby Road');
    await expect(main.getByRole('button', { name: 'Logout' })).toBeVisible();
    await mobile.expectPhoneFriendly();

    // The menu: a focus-trapped panel with the short pages; Escape closes it.
    await mobile.menuButton().click();
    await expect(mobile.menu()).toBeVisible();
    await mobile.expectPhoneFriendly();
    await page.keyboard.press('Escape');
    await expect(mobile.menu()).toHaveCount(0);
    await expect(mobile.menuButton()).toBeFocused();
    for (const pageTitle of ['Settings', 'Help & Support', 'About']) {
      await mobile.menuButton().click();
      await mobile.menu().getByRole('button', { name: pageTitle }).click();
      await expect(mobile.title()).toHaveText(pageTitle);
      await expect(page.getByRole('region', { name: pageTitle })).toBeVisible();
      await mobile.expectPhoneFriendly();
    }
  });
});

test.describe("a customer's own dogs", () => {
  test.afterEach(async ({ page }) => logOut(page));

  test('editing a dog (with a new photo) and reloading shows the change', async ({ page }) => {
    const customer = await createCustomer(page.request, { firstName: 'Aroha', legacy: false });
    await logIn(page, customer);
    const mobile = await MobileDashboard.open(page, '#pets');
    await expect(mobile.title()).toHaveText('My Pets');
    await mobile.petCard('Nala').click();

    await expect(mobile.title()).toHaveText('Edit Pet');
    await expect(mobile.tabBar()).toHaveCount(0);
    await mobile.expectPhoneFriendly();
    await mobile.field('Breed').fill('Huntaway');
    await mobile.field('Weight (kg)').fill('21.5');
    await mobile.field('Activity Level').selectOption({ label: 'Low Activity' });
    await page.getByLabel('Add a photo of Nala').setInputFiles({ name: 'nala.png', mimeType: 'image/png', buffer: makePng(900, 600) });
    await expect(page.getByRole('img', { name: 'Photo of Nala' })).toBeVisible();
    await mobile.saveButton().click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(page.getByText(MESSAGES.petUpdated)).toBeVisible();
    await expect(mobile.title()).toHaveText('My Pets');
    await expect(mobile.tabBar()).toBeVisible();
    await expect(mobile.petCard('Nala')).toContainText('Huntaway');

    await page.reload();
    await waitForIslands(page);
    await expect(mobile.title()).toHaveText('My Pets'); // the tab is kept in the address
    await expect(mobile.petCard('Nala')).toContainText('Huntaway');
    await expect(mobile.petCard('Nala').getByRole('img', { name: 'Photo of Nala' })).toBeVisible();
    await mobile.petCard('Nala').click();
    await expect(mobile.field('Weight (kg)')).toHaveValue('21.5');
    await expect(mobile.field('Activity Level')).toHaveValue('lazy');

    const [nala] = await getPets(page.request);
    expect(nala).toMatchObject({ name: 'Nala', breed: 'Huntaway', weight: 21.5, activity_level: 'lazy' });
    expect(nala!.photo_url).toMatch(/^\/api\/photos\/.+\.png$/);
  });

  test('deleting a dog asks with its name and removes it', async ({ page }) => {
    const customer = await createCustomer(page.request, { firstName: 'Manaia', legacy: false });
    await logIn(page, customer);
    await addDog(page.request, { name: 'Miro', breed: 'Beagle', weight: 12 });
    const mobile = await MobileDashboard.open(page, '#pets');
    await mobile.petCard('Miro').click();
    await expect(mobile.title()).toHaveText('Edit Pet');

    const asked = acceptNextConfirm(page, mobileDeletePetConfirm('Miro'));
    await mobile.deleteButton('Miro').click();
    await asked;
    await expect(mobile.title()).toHaveText('My Pets');
    await expect(mobile.petCard('Miro')).toHaveCount(0);
    await expect(mobile.petCard('Nala')).toBeVisible();

    await page.reload();
    await waitForIslands(page);
    await expect(mobile.petCard('Nala')).toBeVisible();
    await expect(mobile.petCard('Miro')).toHaveCount(0);
    expect((await getPets(page.request)).map((p) => p.name)).toEqual(['Nala']);
  });

  test('Skip this delivery on the subscription card, with Unskip after it', async ({ page }) => {
    const customer = await createCustomer(page.request, { firstName: 'Aroha', legacy: false });
    await logIn(page, customer);
    const mobile = await MobileDashboard.open(page, '#subscriptions');
    const card = mobile.subscription(CHICKEN_15);
    const res = await page.request.get(`/api/subscriptions/${customer.activeSubscriptionId}`);
    const { next_charge_scheduled_at, order_interval_frequency } = (await res.json()) as { next_charge_scheduled_at: string; order_interval_frequency: number };
    const day = next_charge_scheduled_at.slice(0, 10);

    await card.getByRole('button', { name: new RegExp(`^${SKIP_TEXTS.skip}`) }).click();
    await expect(page.getByText(skippedNotice(day, addInterval(day, order_interval_frequency, 'day')))).toBeVisible();
    const skipped = card.getByRole('list', { name: 'Skipped deliveries' });
    await expect(skipped).toContainText(SKIP_TEXTS.skipped(day));
    await expect(skipped.getByRole('button', { name: `${SKIP_TEXTS.unskip} ${SKIP_TEXTS.skipped(day)}` })).toBeVisible();
    await mobile.expectPhoneFriendly();
  });

  test('Logout on the Profile tab ends the session', async ({ page }) => {
    const customer = await createCustomer(page.request, { firstName: 'Tama', legacy: false });
    await logIn(page, customer);
    const mobile = await MobileDashboard.open(page, '#profile');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    expect((await page.request.get('/api/auth/check-session')).status()).toBe(401);
    await expect(mobile.tabBar()).toHaveCount(0);
  });
});
