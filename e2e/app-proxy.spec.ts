/**
 * Our pages on the shop's own domain through its app proxy (issue 33, decision 0012): the
 * shop's customer is signed in by the shop on every request, with no login step and no cookie or
 * bearer token of ours; the funnel works for anyone; a visitor who is not logged in goes to the
 * shop's login and back; a forged signature shows an error page.
 */
import { PROXY_REFUSED_TITLE } from '../functions/routes/proxy';
import { DASHBOARD_NOTICES } from '../src/copy/dashboard-notices';
import { test } from './fixtures/base';
import { CHICKEN_15, expect } from './fixtures/dashboard-specs';
import { DEMO_CUSTOMER } from './fixtures/login';
import { AppProxy, PROXY_PREFIX } from './pages/app-proxy';
import { createCustomer, Dashboard } from './pages/dashboard';
import { SHOP_ORIGIN } from './pages/origins';
import { ManagePets, waitForIslands } from './pages/pets';
import { FreeTrialForm, LocalCheckoutPage, RecipePage } from './pages/trial';

// The dashboard walks a dialog and a reload on two shared cores.
test.describe.configure({ timeout: 60_000 });

test("the shop's customer opens their dashboard on the shop's domain with no login, and a pause is saved", async ({ page }) => {
  const customer = await createCustomer(page.request);
  const proxy = new AppProxy(page);
  await proxy.goto('/dashboard', customer.id);
  const dashboard = new Dashboard(page);
  await dashboard.ready(customer);
  expect(new URL(page.url()).origin).toBe(SHOP_ORIGIN);

  const dialog = await dashboard.manageAction(dashboard.row(CHICKEN_15), 'Pause', 'Pause My Subscription');
  await dialog.getByRole('radio', { name: 'Until I resume it' }).check();
  await dialog.getByRole('button', { name: 'Pause Subscription' }).click();
  await expect(dashboard.notice(DASHBOARD_NOTICES.pausedUntilResumed)).toBeVisible();

  // Saved: a fresh load through the proxy shows it.
  await page.reload();
  await dashboard.ready(customer);
  await expect(dashboard.row(CHICKEN_15).getByRole('rowheader')).toContainText('PAUSED');

  expect(proxy.requestsToOurOrigin()).toEqual([]);
  expect(await proxy.callsWithBearer()).toEqual([]);
  expect(await proxy.ourCookies()).toEqual([]);
});

test('the free-trial funnel through the proxy reaches the checkout, for a visitor who is not logged in', async ({ page }) => {
  const proxy = new AppProxy(page);
  await proxy.goto('/free-trial', 'none');
  await waitForIslands(page);
  const form = new FreeTrialForm(page);
  await form.fill({ customerName: 'Mere Proxy', email: `proxy.${Date.now()}@example.com`, dogName: 'Kuri', weight: '12' });
  await form.submit().click();
  await expect(page).toHaveURL(new RegExp(`^${SHOP_ORIGIN}${PROXY_PREFIX}/free-trial/choose-recipe\\?`));
  const recipes = new RecipePage(page);
  await recipes.ready();
  await expect(recipes.heading()).toHaveText("Start Kuri's risk FREE 1 week trial");
  await recipes.card('Luxe Lamb').getByRole('button', { name: 'Start FREE Lamb Trial' }).click();
  const checkout = new LocalCheckoutPage(page);
  await checkout.ready();
  await expect(checkout.order()).toContainText('Luxe Lamb – free 1 week trial');
});

test("a visitor who is not logged in is sent to the shop's login and comes back to the page, logged in", async ({ page }) => {
  const proxy = new AppProxy(page);
  await proxy.goto('/manage-pets', 'none');
  await expect(page).toHaveURL(`${SHOP_ORIGIN}/account/login?return_url=${encodeURIComponent(`${PROXY_PREFIX}/manage-pets`)}`);
  await page.getByRole('button', { name: new RegExp(`^Log in as ${DEMO_CUSTOMER.name}\\b`) }).click();
  await expect(page).toHaveURL(`${SHOP_ORIGIN}${PROXY_PREFIX}/manage-pets`);
  const manage = new ManagePets(page);
  await waitForIslands(page);
  await expect(manage.heading).toHaveText('Manage My Furbabies');
  expect(await proxy.ourCookies()).toEqual([]);
});

test('a request with a forged signature shows an error page', async ({ page }) => {
  const proxy = new AppProxy(page);
  await proxy.goto('/dashboard', 'forged');
  await expect(page.getByRole('heading', { name: PROXY_REFUSED_TITLE })).toBeVisible();
});
