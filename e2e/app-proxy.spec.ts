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
import { AppProxy } from './pages/app-proxy';
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

test('the proxied dashboard links the shop’s customer to their account, where Subscriptions & dogs lives (decision 0017)', async ({ page }) => {
  const customer = await createCustomer(page.request);
  const proxy = new AppProxy(page);
  await proxy.goto('/dashboard', customer.id);
  await new Dashboard(page).ready(customer);
  await page.getByRole('link', { name: ACCOUNT_LINK_TEXT }).click();
  await expect(page).toHaveURL(`${SHOP_ORIGIN}/account`);
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
});
