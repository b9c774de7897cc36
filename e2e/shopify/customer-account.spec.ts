/**
 * Subscriptions & dogs in the shop's customer accounts (issue 46): the extensions as Shopify CLI
 * builds them, on the demo shop's /account host (scripts/demo-shop/account-host.mjs), with a
 * session token for the shop's customer, calling the Shopify-mode Worker; what they change
 * reaches the fake shop's contract.
 */
import { CUSTOMER_ACCOUNT_TEXTS as T } from '../../src/copy/customer-account';
import { test } from '../fixtures/base';
import { expect } from '../fixtures/dashboard-specs';
import { contractInShop, trialThroughShop } from '../pages/fake-shopify';
import { SHOP_ORIGIN } from '../pages/origins';
import { shopDayFromToday } from '../../tests/factories/days';

test.describe.configure({ timeout: 90_000 });

test('skip then unskip; pause until a date then resume, on the shop’s contract', async ({ page }) => {
  const { customer, contractId } = await trialThroughShop(page);
  await page.goto(`${SHOP_ORIGIN}/account?customer=${customer.id}`);
  const account = page.frameLocator('iframe[title="Subscriptions & dogs"]');
  await expect(account.getByText(/^Next delivery: /)).toBeVisible({ timeout: 20_000 });

  await account.getByRole('button', { name: T.skipNext }).click();
  await expect(account.getByText(/^Skipped: /)).toBeVisible();
  await account.getByRole('button', { name: T.unskip }).click();
  await expect(account.getByText(/^Skipped: /)).toHaveCount(0);

  const until = shopDayFromToday(40);
  await account.getByLabel(T.pauseUntilLabel).fill(until);
  await account.getByRole('button', { name: T.pause, exact: true }).click();
  await expect(account.getByText(T.statusPaused, { exact: true })).toBeVisible();
  expect((await contractInShop(page.request, contractId)).status).toBe('PAUSED');

  await account.getByRole('button', { name: T.resume }).click();
  await expect(account.getByText(T.statusActive, { exact: true })).toBeVisible();
  expect((await contractInShop(page.request, contractId)).status).toBe('ACTIVE');
});
