/**
 * Our pages on the shop's own domain through its app proxy (issue 33, decision 0012): the
 * shop's customer is signed in by the shop on every request, with no login step and no cookie or
 * bearer token of ours. Here Playwright also reads every API call's headers (no Authorization);
 * the funnel, the shop's login and a forged signature, with third-party cookies blocked, are
 * e2e/engines/app-proxy.spec.ts's, in Chromium, Firefox ESR and WebKit.
 */
import { ACCOUNT_LINK_TEXT } from '../src/copy/account-link';
import { DASHBOARD_NOTICES } from '../src/copy/dashboard-notices';
import { test } from './fixtures/base';
import { CHICKEN_15, expect } from './fixtures/dashboard-specs';
import { AppProxy, brokenImages, PROXY_PREFIX } from './pages/app-proxy';
import { createCustomer, Dashboard } from './pages/dashboard';
import { SHOP_ORIGIN } from './pages/origins';

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

test("every image of the shop's pages loads and every order link stays under the proxy (issue 47)", async ({ page }) => {
  const proxy = new AppProxy(page);
  const images = brokenImages(page);
  // Sam, the demo shop's customer: a dog with a photo and one without, products, treats and orders.
  for (const [path, ready] of [
    ['/dashboard', page.getByRole('heading', { name: 'My Order History' })],
    ['/your-pets', page.getByRole('img', { name: 'Photo of Biscuit' })],
    ['/manage-pets', page.getByRole('heading', { name: 'Manage My Furbabies' })],
    [
      '/free-trial/choose-recipe?name=Rex&weight=12&lifeStage=adult&activityLevel=typical&bodyCondition=aboutRight',
      page.getByRole('button', { name: /^Start FREE/ }),
    ],
  ] as const) {
    await proxy.goto(path, 'demo');
    await expect(ready.first()).toBeVisible();
    // Every image the page drew: loaded, not broken (a page's own images are drawn as it settles).
    await expect.poll(images.drawnBroken, { message: `${path}: images drawn broken` }).toEqual([]);
    if (path === '/dashboard') {
      const orderLinks = page.locator('a[href*="order-status"]');
      await expect(orderLinks.first()).toBeVisible();
      const hrefs = await orderLinks.evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href.startsWith(`${SHOP_ORIGIN}${PROXY_PREFIX}/order-status?`), href).toBe(true);
    }
  }
  expect(images.failed).toEqual([]);
  expect(proxy.requestsToOurOrigin()).toEqual([]);

  // An order link opens the order on the shop, for the shop's customer (not our login).
  await proxy.goto('/dashboard', 'demo');
  const link = page.locator('a[href*="order-status"]').first();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`^${SHOP_ORIGIN}${PROXY_PREFIX}/order-status\\?`));
  await expect(page.getByText('Log in to see your order')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Order #\d+/ }).first()).toBeVisible();
  await expect.poll(images.drawnBroken).toEqual([]);
  expect(images.failed).toEqual([]);
});

test('the proxied dashboard links the shop’s customer to their account, where Subscriptions & dogs lives (decision 0017)', async ({ page }) => {
  const customer = await createCustomer(page.request);
  const proxy = new AppProxy(page);
  await proxy.goto('/dashboard', customer.id);
  await new Dashboard(page).ready(customer);
  await page.getByRole('link', { name: ACCOUNT_LINK_TEXT }).click();
  await expect(page).toHaveURL(`${SHOP_ORIGIN}/account`);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});
