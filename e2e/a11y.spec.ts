/**
 * Accessibility: an axe-core audit of every page, logged out and logged in, and of every dialog
 * those pages open, failing on serious or critical violations (e2e/fixtures/axe.ts); and the
 * keyboard contract of each dialog: focus moves in, Tab and Shift+Tab stay inside, Escape
 * closes it.
 *
 * Changes nothing that another spec reads: the logged-in tests use their own fresh customers
 * (POST /dev/fixtures/customer), and no dialog is submitted. 'Update Credit Card' mails that
 * fresh customer a link, which is the only way to its 'Email Sent Successfully' dialog.
 */
import type { Locator, Page } from '@playwright/test';
import { MOBILE_TAB_LABELS, MOBILE_TEXTS } from '../src/domain/mobile';
import { NEW_PET_OVERLAY_TITLE } from '../src/copy/pet-labels';
import { expectDialogKeyboardSafe, expectNoSeriousA11yViolations } from './fixtures/axe';
import { logIn, logOut } from './fixtures/login';
import { expect, test } from './fixtures/base';
import { Dashboard, createCustomer, getOrders, type FixtureCustomer } from './pages/dashboard';
import { PetCalculator, waitForIslands } from './pages/pets';

/** Waits until the islands are live and nothing says it is still loading. */
async function settled(page: Page): Promise<void> {
  await waitForIslands(page);
  await expect(page.getByRole('status').filter({ hasText: /^\s*Loading/ })).toHaveCount(0);
}

/** Opens a page (a 2xx answer, or a 404 when `notFound`) and waits until it has settled. */
async function visit(page: Page, path: string, opts: { notFound?: boolean } = {}): Promise<void> {
  const res = await page.goto(path);
  expect(res?.status(), `${path} answered`).toBe(opts.notFound ? 404 : 200);
  await settled(page);
}

/** Audits an open dialog, then checks its keyboard contract (which closes it with Escape). */
async function auditDialog(page: Page, where: string, dialog: Locator, name: string): Promise<void> {
  await expect(dialog, `${name} is open`).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page, `${where}, '${name}' dialog`);
  await expectDialogKeyboardSafe(page, dialog, `'${name}'`);
}

/** A fresh customer like the demo customer, logged in. */
async function freshCustomer(page: Page, options: Parameters<typeof createCustomer>[1] = {}): Promise<FixtureCustomer> {
  const customer = await createCustomer(page.request, options);
  await logIn(page, customer);
  return customer;
}

// Each dialog is audited and walked through with the keyboard: slower than most specs.
test.describe.configure({ timeout: 120_000 });

test.afterEach(async ({ page }) => logOut(page));

// ─── Every page as a visitor sees it ───────────────────────────────────────────────────

const VISITOR_PAGES: { name: string; path: string; notFound?: boolean }[] = [
  { name: 'dashboard (logged out)', path: '/dashboard' },
  { name: 'mobile dashboard (logged out)', path: '/mobile' },
  { name: 'Manage My Furbabies (anonymous)', path: '/manage-pets' },
  { name: 'pet calculator', path: '/pet-calculator' },
  { name: 'Your Pets (anonymous)', path: '/your-pets' },
  { name: 'feeding guide creator (/get-started)', path: '/get-started' },
  { name: 'feeding guide creator (/feeding-guide)', path: '/feeding-guide' },
  { name: 'free-trial form', path: '/free-trial' },
  { name: 'trial recipe page', path: '/free-trial/choose-recipe?name=Rex&weight=12' },
  { name: 'first-order recipe page', path: '/choose-recipe?name=Rex&weight=12' },
  { name: 'cross-domain storage test', path: '/cookie-test' },
  { name: 'embedding check', path: '/embed-check' },
  { name: 'order status (logged out)', path: '/order-status' },
  { name: 'page not found', path: '/no-such-page', notFound: true },
];

test.describe('every page, as a visitor', () => {
  for (const p of VISITOR_PAGES) {
    test(`${p.name}: no serious violations`, async ({ page }) => {
      await visit(page, p.path, { notFound: p.notFound });
      await expectNoSeriousA11yViolations(page, p.name);
    });
  }
});

// ─── Pages with dialogs, as a visitor ──────────────────────────────────────────────────

test('Manage My Furbabies (anonymous): the Add Dog form', async ({ page }) => {
  await visit(page, '/manage-pets');
  await page.getByRole('button', { name: 'Add Pet' }).click();
  await auditDialog(page, 'Manage My Furbabies', page.getByRole('dialog', { name: 'Add Dog' }), 'Add Dog');
  await expect(page.getByRole('button', { name: 'Add Pet' }), 'focus goes back to what opened the dialog').toBeFocused();
});

test('pet calculator: a dog, then Adjust Frequency', async ({ page }) => {
  const calc = await PetCalculator.open(page);
  await calc.addDog('Rex', 12);
  await expect(calc.summary).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'pet calculator with a dog');
  await calc.summary.getByRole('button', { name: 'Adjust Frequency' }).click();
  await auditDialog(page, 'pet calculator', page.getByRole('dialog', { name: 'Adjust Frequency' }), 'Adjust Frequency');
});

test('the local checkout page, reached from the trial recipe page', async ({ page }) => {
  await visit(page, '/free-trial/choose-recipe?name=Rex&weight=12');
  await page.getByRole('article', { name: 'Luxe Lamb' }).getByRole('button', { name: 'Start FREE Lamb Trial' }).click();
  await expect(page).toHaveURL(/\/checkout\/?\?session=chk_/);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Your order' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'local checkout');
});

// ─── The dashboard, logged in ─────────────────────────────────────────────────────────

/** The Manage My Subscription actions and the dialog each opens. */
const MANAGE_ACTIONS: { action: string; dialog: string }[] = [
  { action: 'Add Treats', dialog: 'Add Treats to Your Subscription' },
  { action: 'Reorder Now', dialog: 'Reorder Now' },
  { action: 'Next Order Date', dialog: 'Next Order Date' },
  { action: 'Change Frequency', dialog: 'Change Frequency' },
  { action: 'Change Address', dialog: 'Change Address' },
  { action: 'Pause', dialog: 'Pause My Subscription' },
  { action: 'Update Credit Card', dialog: 'Email Sent Successfully' },
  { action: 'Cancel Subscription', dialog: 'Bye for now!' },
];

test.describe('the dashboard, logged in', () => {
  test('the page, Manage My Subscription and every dialog it opens', async ({ page }) => {
    const customer = await freshCustomer(page);
    const dashboard = await Dashboard.open(page, customer);
    await expectNoSeriousA11yViolations(page, 'dashboard, logged in');

    const row = dashboard.row('Chicken Dog Box 15kg');
    const manage = await dashboard.openManage(row);
    await auditDialog(page, 'dashboard', manage, 'Manage My Subscription');
    await expect(dashboard.getManageButton(row), 'focus goes back to Manage').toBeFocused();

    for (const { action, dialog } of MANAGE_ACTIONS) {
      await test.step(action, async () => {
        const opened = await dashboard.manageAction(row, action, dialog);
        await auditDialog(page, 'dashboard', opened, dialog);
      });
    }
  });

  test('the next order, a paused subscription and the dogs: their dialogs', async ({ page }) => {
    const customer = await freshCustomer(page);
    const dashboard = await Dashboard.open(page, customer);
    const next = dashboard.nextOrder();

    await next
      .getByRole('button', { name: /^Change product / })
      .first()
      .click();
    await auditDialog(page, 'dashboard, next order', dashboard.dialog('Change Product'), 'Change Product');
    await next.getByRole('button', { name: 'Change Date' }).click();
    await auditDialog(page, 'dashboard, next order', dashboard.dialog('Next Order Date'), 'Next Order Date');

    await dashboard.getResumeButton(dashboard.row('Luxe Lamb 5kg')).click();
    await auditDialog(page, 'dashboard, paused subscription', dashboard.dialog('Choose Resume Date'), 'Choose Resume Date');

    const furbabys = dashboard.furbabys();
    await furbabys.getByRole('button', { name: '+ Add Dog' }).click();
    await auditDialog(page, 'dashboard, My Furbabys', dashboard.dialog(NEW_PET_OVERLAY_TITLE), 'new dog');
    await furbabys.getByRole('listitem').first().getByRole('button').click();
    await auditDialog(page, 'dashboard, My Furbabys', page.getByRole('dialog', { name: /feeding guide$/ }), "a dog's feeding guide");
  });

  test('the legacy subscription panel and its dialogs', async ({ page }) => {
    const customer = await freshCustomer(page, { active: false, legacy: true, legacyActive: true });
    await page.goto('/dashboard');
    const dashboard = new Dashboard(page);
    await settled(page);
    const panel = dashboard.legacyPanel();
    await expect(panel).toBeVisible();
    await expectNoSeriousA11yViolations(page, `dashboard with a legacy subscription (${customer.name})`);

    const dialogs: { button: string | RegExp; dialog: string }[] = [
      { button: 'Change Date', dialog: 'Change Delivery Date' },
      { button: 'Change Frequency', dialog: 'Change Frequency' },
      { button: 'Edit address', dialog: 'Edit address' },
      { button: /^Change product /, dialog: 'Change Product' },
      { button: 'Add Treats', dialog: 'Add Treats to Your Subscription' },
      { button: 'Reorder Now', dialog: 'Reorder Now' },
      { button: 'Cancel', dialog: 'Are you sure?' },
    ];
    for (const { button, dialog } of dialogs) {
      await test.step(String(button), async () => {
        await panel.getByRole('button', { name: button, exact: typeof button === 'string' }).click();
        await auditDialog(page, 'legacy panel', dashboard.dialog(dialog), dialog);
      });
    }
    // 'Yes, cancel' goes on to the reason dialog (legacy variant).
    await panel.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dashboard.dialog('Are you sure?').getByRole('button', { name: 'Yes, cancel' }).click();
    await auditDialog(page, 'legacy panel', dashboard.dialog('Bye for now!'), 'Bye for now! (legacy)');
  });

  test('the order status page of an order', async ({ page }) => {
    const customer = await freshCustomer(page);
    const [order] = await getOrders(page.request, customer.id);
    expect(order, 'the fixture customer has orders').toBeTruthy();
    await visit(page, new URL(order!.order_status_url).pathname + new URL(order!.order_status_url).search);
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order!.order_number}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'order status, logged in');
  });

  test('Manage My Furbabies and Your Pets, logged in: the Edit Dog form', async ({ page }) => {
    await freshCustomer(page);
    await visit(page, '/your-pets');
    await expectNoSeriousA11yViolations(page, 'Your Pets, logged in');
    await visit(page, '/manage-pets');
    await expectNoSeriousA11yViolations(page, 'Manage My Furbabies, logged in');
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: /^Edit Details/ }).click();
    await auditDialog(page, 'Manage My Furbabies', page.getByRole('dialog', { name: 'Edit Dog' }), 'Edit Dog');
  });
});

// ─── The mobile dashboard, logged in ───────────────────────────────────────────────────

test('the mobile dashboard, logged in: every tab, the menu and the Manage dialog', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await freshCustomer(page);
  await visit(page, '/mobile');
  const tabs = page.getByRole('navigation', { name: 'Dashboard sections' });
  await expect(tabs).toBeVisible();

  for (const label of Object.values(MOBILE_TAB_LABELS)) {
    await test.step(label, async () => {
      await tabs.getByRole('button', { name: label }).click();
      await expect(tabs.getByRole('button', { name: label })).toHaveAttribute('aria-current', 'page');
      await settled(page);
      await expectNoSeriousA11yViolations(page, `mobile dashboard, ${label} tab`);
    });
  }

  await page.getByRole('button', { name: 'Open menu' }).click();
  await auditDialog(page, 'mobile dashboard', page.getByRole('dialog', { name: 'Menu' }), 'Menu');
  await expect(page.getByRole('button', { name: 'Open menu' }), 'focus goes back to the menu button').toBeFocused();

  await tabs.getByRole('button', { name: MOBILE_TAB_LABELS.subscriptions }).click();
  await settled(page);
  await page
    .getByRole('button', { name: new RegExp(`^${MOBILE_TEXTS.manage} `) })
    .first()
    .click();
  await auditDialog(page, 'mobile dashboard', page.getByRole('dialog', { name: 'Manage My Subscription' }), 'Manage My Subscription');

  await tabs.getByRole('button', { name: MOBILE_TAB_LABELS.pets }).click();
  await settled(page);
  await page.getByRole('main').getByRole('button').first().click();
  await settled(page);
  await expectNoSeriousA11yViolations(page, 'mobile dashboard, Edit Pet screen');
});
