/**
 * Subscriptions & dogs in the shop's customer accounts (issue 46): the extensions as Shopify CLI
 * builds them, on the demo shop's /account host (scripts/demo-shop/account-host.mjs), with a
 * session token for the shop's customer, calling the Shopify-mode Worker, and the Customer Account
 * API answered by the fake Shopify. Skip, unskip, pause and resume reach the fake shop's contract
 * through the Customer Account API, then our record through its webhooks; pause until a date, the
 * plan-fit fix and the dogs go to our Worker, which changes the contract through the Admin API. A
 * new delivery address goes through the Customer Account API's delivery options and method, typed
 * or picked from the customer's address book. (The /account host runs in Shopify mode only; local
 * mode's address change is held by tests/api/customer-account-address.test.ts.)
 */
import type { FrameLocator, Page } from '@playwright/test';
import { CUSTOMER_ACCOUNT_TEXTS as T } from '../../src/copy/customer-account';
import { test } from '../fixtures/base';
import { expect } from '../fixtures/dashboard-specs';
import { contractInShop, shopControl, trialThroughShop } from '../pages/fake-shopify';
import { SHOP_ORIGIN } from '../pages/origins';
import { shopDayFromToday } from '../../tests/factories/days';
import { formatLongDateUS } from '../../src/domain/dates';
import { addInterval } from '../../src/domain/renewals';
import type { WeightsAnswer } from '../../src/domain/schemas/weight-journal';

test.describe.configure({ timeout: 90_000 });

async function accountPage(page: Page, customerId: string): Promise<FrameLocator> {
  await page.goto(`${SHOP_ORIGIN}/account?customer=${customerId}`);
  const account = page.frameLocator('iframe[title="Subscriptions & dogs"]');
  await expect(account.getByText(/^Next delivery: /)).toBeVisible({ timeout: 20_000 });
  return account;
}

/** The shop's contract is PAUSED (whichever way it was paused); Resume makes it, and the page, ACTIVE again. */
async function resumeFromPause(page: Page, account: FrameLocator, contractId: string): Promise<void> {
  expect((await contractInShop(page.request, contractId)).status).toBe('PAUSED');
  await account.getByRole('button', { name: T.resume }).click();
  await expect(account.getByText(T.statusActive, { exact: true })).toBeVisible();
  expect((await contractInShop(page.request, contractId)).status).toBe('ACTIVE');
}

test('skip then unskip, pause and resume: through the Customer Account API to the shop’s contract, then our record', async ({ page }) => {
  const { customer, contractId } = await trialThroughShop(page);
  const account = await accountPage(page, customer.id);
  const next = await account.getByText(/^Next delivery: /).textContent();

  await account.getByRole('button', { name: T.skipNext }).click();
  await expect(account.getByText(/^Skipped: /)).toBeVisible();
  expect((await contractInShop(page.request, contractId)).skippedCycles).toHaveLength(1);
  // Our record follows by subscription_billing_cycles/skip: a fresh page reads it from the Worker.
  await expect(async () => {
    const again = await accountPage(page, customer.id);
    await expect(again.getByText(/^Skipped: /)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  await account.getByRole('button', { name: T.unskip }).click();
  await expect(account.getByText(/^Skipped: /)).toHaveCount(0);
  await expect(account.getByText(/^Next delivery: /)).toHaveText(next!);
  expect((await contractInShop(page.request, contractId)).skippedCycles).toEqual([]);

  await account.getByRole('button', { name: T.pauseIndefinitely }).click();
  await expect(account.getByText(T.pausedIndefinitely)).toBeVisible();
  await resumeFromPause(page, account, contractId);
});

test('pause until a date (our Worker) then resume (the Customer Account API)', async ({ page }) => {
  const { customer, contractId } = await trialThroughShop(page);
  const account = await accountPage(page, customer.id);
  const until = shopDayFromToday(40);
  await account.getByLabel(T.pauseUntilLabel).fill(until);
  await account.getByRole('button', { name: T.pause, exact: true }).click();
  await expect(account.getByText(/^Paused until /)).toBeVisible();
  await resumeFromPause(page, account, contractId);
});

test('a dog’s weight changed: the plan follows it, and its fix reaches the shop’s contract', async ({ page }) => {
  const { customer, contractId, productId } = await trialThroughShop(page);
  // The trial's dog, as the dashboard saves it (page.request is logged in as the customer).
  const saved = await page.request.post('/api/pets', {
    data: { pets: [{ name: 'Rua', weight: 12, life_stage: 'adult', activity_level: 'typical', body_condition: 'aboutRight' }], productId },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const account = await accountPage(page, customer.id);
  await expect(account.getByText('Rua', { exact: true })).toBeVisible();
  const before = await contractInShop(page.request, contractId);

  await account.getByLabel('Weight (kg) of Rua').fill('40');
  await account.getByRole('button', { name: T.saveWeight }).click();
  const warning = account.getByRole('status').filter({ hasText: /bag/ });
  await expect(warning).toBeVisible();
  await warning.getByRole('button').click();
  await expect(warning).toHaveCount(0);

  const after = await contractInShop(page.request, contractId);
  const plan = (c: typeof after) => [c.intervalCount, c.lines.map((l) => `${l.variantId}×${l.quantity}`).join()];
  expect(plan(after)).not.toEqual(plan(before));
});

test('a puppy turning one: the birthday notice and its fix reach the shop’s contract; three weighings draw three points', async ({ page }) => {
  const { customer, contractId, productId } = await trialThroughShop(page);
  // A small puppy eats as much as the trial's 12 kg adult; as an adult, half: the bag would last far past the next delivery.
  const puppy = {
    id: `pet_acct_${Date.now().toString(36)}`,
    name: 'Pipi',
    dob: addInterval(shopDayFromToday(10), -12, 'month'),
    weight: 6,
    life_stage: 'puppy',
    activity_level: 'typical',
    body_condition: 'aboutRight',
  };
  const saved = await page.request.post('/api/pets', { data: { pets: [puppy], productId } });
  expect(saved.status(), await saved.text()).toBe(200);
  const answer = (await (await page.request.get(`/api/pets/${puppy.id}/weights`)).json()) as WeightsAnswer;
  expect(answer.birthday?.suggestion).not.toBeNull();

  const account = await accountPage(page, customer.id);
  const notice = account.getByRole('status').filter({ hasText: answer.birthday!.text });
  await expect(notice).toBeVisible();
  const before = await contractInShop(page.request, contractId);
  await notice.getByRole('button').first().click();
  const plan = (c: typeof before) => [c.intervalCount, c.lines.map((l) => `${l.variantId}×${l.quantity}`).join()];
  await expect.poll(async () => plan(await contractInShop(page.request, contractId))).not.toEqual(plan(before));

  for (const [days, kg] of [
    [-60, '4.2'],
    [-30, '5.1'],
    [0, '6.3'],
  ] as const) {
    await account.getByLabel(T.journalWeightLabel.replace('{{name}}', puppy.name)).fill(kg);
    await account.getByLabel(T.journalDayLabel.replace('{{name}}', puppy.name)).fill(shopDayFromToday(days));
    await account.getByRole('button', { name: T.journalAdd }).click();
    await expect(account.getByText(formatLongDateUS(shopDayFromToday(days)), { exact: true })).toBeVisible();
  }
  // Today's weighing replaced the day's reading the save made: three points, one bar each.
  await expect(account.locator('s-progress')).toHaveCount(3);
});

test('change the delivery address: Shopify’s options, then the shop’s contract and our record', async ({ page }) => {
  const { customer, contractId } = await trialThroughShop(page);
  const account = await accountPage(page, customer.id);
  await expect(account.getByText(/^Delivering to: /)).toBeVisible();
  await account.getByRole('button', { name: T.changeAddress }).click();

  // The Chatham Islands are outside the shop's shipping zone: Shopify's reason, nothing changed.
  await account.getByLabel(T.address1Label).fill('1 Waitangi Wharf Road');
  await account.getByLabel(T.cityLabel).fill('Waitangi');
  await account.getByLabel(T.regionLabel).selectOption('CIT');
  await account.getByLabel(T.zipLabel).fill('8942');
  await account.getByRole('button', { name: T.findDelivery }).click();
  await expect(account.getByText(/^We cannot deliver to this address/)).toBeVisible();
  const before = (await contractInShop(page.request, contractId)).address;

  await account.getByLabel(T.address1Label).fill('9 Tory Street');
  await account.getByLabel(T.address2Label).fill('Flat 2');
  await account.getByLabel(T.cityLabel).fill('Wellington');
  await account.getByLabel(T.regionLabel).selectOption('WGN');
  await account.getByLabel(T.zipLabel).fill('6011');
  await account.getByRole('button', { name: T.findDelivery }).click();
  await expect(account.getByText('Standard · $6.99')).toBeVisible();
  expect((await contractInShop(page.request, contractId)).address).toEqual(before);
  await account.getByRole('button', { name: T.useAddress }).click();

  const shown = 'Delivering to: 9 Tory Street, Flat 2, Wellington 6011, New Zealand';
  await expect(account.getByText(shown)).toBeVisible();
  expect((await contractInShop(page.request, contractId)).address).toMatchObject({
    address1: '9 Tory Street',
    address2: 'Flat 2',
    city: 'Wellington',
    province: 'Wellington',
    zip: '6011',
  });
  // Our record follows by subscription_contracts/update: a fresh page reads it from the Worker.
  await expect(async () => {
    const again = await accountPage(page, customer.id);
    await expect(again.getByText(shown)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
});

test('pick a saved address: Shopify’s address book fills the form, and the shop’s contract moves there', async ({ page }) => {
  const { customer, contractId } = await trialThroughShop(page);
  const customerId = `gid://shopify/Customer/${customer.id}`;
  const names = { firstName: 'Mere', lastName: 'Tane' };
  await shopControl(page.request, 'customer-addresses', {
    customerId,
    address: { ...names, address1: '9 Tory Street', address2: 'Flat 2', city: 'Wellington', province: 'Wellington', zip: '6011', country: 'New Zealand' },
  });
  await shopControl(page.request, 'customer-addresses', {
    customerId,
    address: { ...names, address1: '1 George Street', address2: '', city: 'Sydney', province: 'New South Wales', zip: '2000', country: 'Australia' },
    territoryCode: 'AU',
    zoneCode: 'NSW',
  });
  const account = await accountPage(page, customer.id);
  await account.getByRole('button', { name: T.changeAddress }).click();

  const use = (line: string) => account.getByRole('button', { name: T.useSavedAddress.replace('{{address}}', line) });
  await expect(use('1 George Street, Sydney 2000, New South Wales, Australia')).toBeDisabled();
  await expect(account.getByText(T.savedAddressAbroad)).toBeVisible();
  await use('9 Tory Street, Flat 2, Wellington 6011, New Zealand').click();
  await expect(account.getByLabel(T.address1Label)).toHaveValue('9 Tory Street');
  await expect(account.getByLabel(T.regionLabel)).toHaveValue('WGN');
  await expect(account.getByLabel(T.zipLabel)).toHaveValue('6011');

  await account.getByRole('button', { name: T.findDelivery }).click();
  await expect(account.getByText('Standard · $6.99')).toBeVisible();
  await account.getByRole('button', { name: T.useAddress }).click();
  await expect(account.getByText('Delivering to: 9 Tory Street, Flat 2, Wellington 6011, New Zealand')).toBeVisible();
  expect((await contractInShop(page.request, contractId)).address).toMatchObject({ address1: '9 Tory Street', city: 'Wellington', zip: '6011' });
});
