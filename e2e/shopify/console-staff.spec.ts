/**
 * The shop's console in Shopify mode (issue 49): a member of staff pauses a customer's
 * subscription until a date from the console, and the pause reaches the shop's contract (read
 * back from the fake Shopify) through the same action runner and back end as the customer's own.
 */
import { test } from '../fixtures/base';
import { expect } from '../fixtures/dashboard-specs';
import { logOut } from '../fixtures/login';
import { dayFromToday } from '../pages/dashboard';
import { contractInShop, trialThroughShop } from '../pages/fake-shopify';

test.describe.configure({ timeout: 120_000 });

test('staff pause a subscription until a date; the shop’s contract is paused', async ({ page }) => {
  const { customer, contractId } = await trialThroughShop(page);
  await logOut(page);
  expect((await contractInShop(page.request, contractId)).status).toBe('ACTIVE');

  await page.goto('/console');
  await page.getByRole('navigation', { name: 'App' }).getByRole('link', { name: 'Customers', exact: true }).click();
  await page.getByLabel('E-mail or name').fill(customer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  // The one customer of that e-mail: the button on its row opens the customer's page.
  await expect(page.getByTestId('customers-found').locator('s-table-body s-table-row')).toHaveCount(1);
  await page.getByTestId('customers-found').locator('s-table-body s-button').click();
  await page
    .getByRole('button', { name: /^Pause: / })
    .first()
    .click();
  const until = dayFromToday(20);
  await page.getByLabel('Resume on (shop’s day)').fill(until);
  await page.locator('s-modal[heading="Pause the subscription"]').getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(page.getByRole('status').getByText('Subscription paused')).toBeVisible();

  await expect.poll(async () => (await contractInShop(page.request, contractId)).status, { timeout: 15_000 }).toBe('PAUSED');
});
