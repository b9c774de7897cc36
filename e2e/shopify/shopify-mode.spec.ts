/**
 * The product in Shopify mode (COMMERCE=shopify) against the fake Shopify, in the browser: a
 * free trial bought on the shop's checkout becomes a subscription the dashboard shows; each
 * action from the dashboard reaches the shop's contract (read back from the shop); a renewal
 * run bills the shop once and the order arrives in the history; a declined renewal raises the
 * banner and Retry Payment pays it; a price raised in the shop's admin is quoted by the pages at
 * once while the subscriber's contract renews at its own. The shop is SHOPIFY_FAKE_SHOP's: none of
 * the demo ids.
 */
import { configuredCron, scheduledUrl } from '../../scripts/lib/local-cron.mjs';
import { DASHBOARD_NOTICES } from '../../src/copy/dashboard-notices';
import { formatLongDateUS } from '../../src/domain/dates';
import { logOut } from '../fixtures/login';
import { test } from '../fixtures/base';
import { expect } from '../fixtures/dashboard-specs';
import { catalogueFrom } from '../fixtures/catalogue';
import { findKibbleVariant } from '../../src/domain/catalogue';
import { formatNzd } from '../../src/domain/money';
import { idOfGid } from '../../functions/shopify/commerce/gids';
import { kibbleVariantTitle } from '../../src/domain/renewals';
import { Dashboard, dayFromToday, getOrders } from '../pages/dashboard';
import { shopDayFromToday } from '../../tests/factories/days';
import { contractInShop, shopControl, shopDayOf, shopState, trialThroughShop } from '../pages/fake-shopify';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.afterEach(async ({ page }) => logOut(page));

/** Sees the confirmation, then closes the confirmations: toasts stay until closed and would cover the next dialog's buttons. */
async function confirmed(dashboard: Dashboard, text: string) {
  await expect(dashboard.notice(text)).toBeVisible();
  const dismiss = dashboard.page.getByRole('status', { name: 'Updates' }).getByRole('button', { name: 'Dismiss message' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
}

test('a trial bought in the shop shows on the dashboard; pause, resume, date and frequency reach the shop', async ({ page }) => {
  const { customer, contractId, title } = await trialThroughShop(page);
  const dashboard = await Dashboard.open(page, customer);
  const row = dashboard.row(title);
  await expect(row.getByRole('rowheader')).toContainText('ACTIVE');

  let dialog = await dashboard.manageAction(row, 'Pause', 'Pause My Subscription');
  await dialog.getByRole('radio', { name: 'Until I resume it' }).check();
  await dialog.getByRole('button', { name: 'Pause Subscription' }).click();
  await confirmed(dashboard, DASHBOARD_NOTICES.pausedUntilResumed);
  expect((await contractInShop(page.request, contractId)).status).toBe('PAUSED');

  const resumeDay = dayFromToday(6);
  await dashboard.getResumeButton(row).click();
  await dashboard.pickDate(dashboard.dialog('Choose Resume Date'), resumeDay);
  await confirmed(dashboard, DASHBOARD_NOTICES.resumed);
  let contract = await contractInShop(page.request, contractId);
  expect([contract.status, shopDayOf(contract.nextBillingDate)]).toEqual(['ACTIVE', resumeDay]);

  const day = dayFromToday(15);
  dialog = await dashboard.manageAction(row, 'Next Order Date', 'Next Order Date');
  await dashboard.pickDate(dialog, day);
  await expect(dashboard.nextOrder().getByText(formatLongDateUS(day), { exact: true })).toBeVisible();
  expect(shopDayOf((await contractInShop(page.request, contractId)).nextBillingDate)).toBe(day);

  dialog = await dashboard.manageAction(row, 'Change Frequency', 'Change Frequency');
  await dialog.getByRole('combobox', { name: 'Deliver every' }).selectOption('46');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await confirmed(dashboard, DASHBOARD_NOTICES.frequencyChanged);
  contract = await contractInShop(page.request, contractId);
  expect([contract.interval, contract.intervalCount]).toEqual(['DAY', 46]);
});

test('address, product, treats and cancel reach the shop; Reorder Now waits after the trial’s order', async ({ page }) => {
  const { customer, contractId, title, productId } = await trialThroughShop(page);
  // Another of the shop's recipes, its smallest bag, and the shop's first treat.
  const cat = await catalogueFrom(page.request);
  const other = cat.kibbles.find((k) => k.id !== productId)!;
  const bag = other.variants.reduce((a, b) => (a.bagSizeKg <= b.bagSizeKg ? a : b));
  const treat = { title: cat.treats[0]!.title, variantId: cat.treats[0]!.variants[0]!.id };
  const dashboard = await Dashboard.open(page, customer);
  const row = dashboard.row(title);

  let dialog = await dashboard.manageAction(row, 'Change Address', 'Change Address');
  await dialog.getByRole('textbox', { name: 'Street address' }).fill('88 Queen Street');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Auckland');
  await dialog.getByRole('textbox', { name: 'Postcode' }).fill('1010');
  await dialog.getByRole('button', { name: 'Save Address' }).click();
  await expect(dialog).toBeHidden();
  expect((await contractInShop(page.request, contractId)).address).toMatchObject({ address1: '88 Queen Street', city: 'Auckland', zip: '1010' });

  await dashboard
    .nextOrder()
    .getByRole('button', { name: `Change product ${title}` })
    .click();
  dialog = dashboard.dialog('Change Product');
  await dialog.getByRole('radio', { name: other.title }).check();
  await dialog.getByRole('combobox', { name: 'Bag size' }).selectOption(bag.id);
  await dialog.getByRole('combobox', { name: 'Deliver every' }).selectOption('30');
  await dialog.getByRole('button', { name: 'Update Subscription' }).click();
  await confirmed(dashboard, DASHBOARD_NOTICES.productChanged);
  let contract = await contractInShop(page.request, contractId);
  expect(contract.lines.map((l) => l.variantId)).toEqual([`gid://shopify/ProductVariant/${bag.id}`]);
  expect(contract.intervalCount).toBe(30);
  const changed = dashboard.row(kibbleVariantTitle(other, bag));

  dialog = await dashboard.manageAction(changed, 'Add Treats', 'Add Treats to Your Subscription');
  const item = dialog.getByRole('listitem', { name: treat.title });
  await item.getByRole('button', { name: `Add ${treat.title}` }).click();
  await expect(item.getByRole('status')).toHaveText('Added ✓');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dashboard.nextOrderProducts()).toContainText(treat.title);
  contract = await contractInShop(page.request, contractId);
  const inShop = [...contract.lines, ...contract.nextCycleLines].map((l) => l.variantId);
  expect(inShop).toContain(`gid://shopify/ProductVariant/${treat.variantId}`);

  await dashboard
    .nextOrder()
    .getByRole('button', { name: `Remove ${treat.title}` })
    .click();
  await confirmed(dashboard, DASHBOARD_NOTICES.itemRemoved);
  contract = await contractInShop(page.request, contractId);
  expect([...contract.lines, ...contract.nextCycleLines].map((l) => l.variantId)).toEqual([`gid://shopify/ProductVariant/${bag.id}`]);

  // The trial's order, mirrored from the shop onto its subscription, was placed today: as in local
  // mode, Reorder Now waits RECENT_ORDER_WINDOW_DAYS, and nothing was billed in the shop.
  const manage = await dashboard.openManage(changed);
  await expect(manage.getByRole('button', { name: 'Reorder Now' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(manage).toBeHidden();
  expect((await shopState(page.request)).attempts.filter((a) => a.contractId === contractId)).toEqual([]);

  dialog = await dashboard.manageAction(changed, 'Cancel Subscription', 'Bye for now!');
  await dashboard.declineCancelOffers(dialog);
  await dialog.getByRole('radio', { name: 'Too expensive' }).check();
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  await confirmed(dashboard, DASHBOARD_NOTICES.cancelled);
  expect((await contractInShop(page.request, contractId)).status).toBe('CANCELLED');
});

/** Fires the Worker's cron as wrangler dev's scheduled endpoint does, at 08:00 on `day` in the shop's zone. */
async function renewalRun(page: import('@playwright/test').Page, day: string) {
  const time = Date.parse(`${day}T08:00:00+12:00`);
  const res = await page.request.get(scheduledUrl('', configuredCron(), time));
  expect(res.ok()).toBe(true);
}

/** A new subscriber from the shop's checkout whose next order, moved on the dashboard, is today. */
async function subscriberDueToday(page: import('@playwright/test').Page) {
  const { customer, contractId, title } = await trialThroughShop(page);
  const dashboard = await Dashboard.open(page, customer);
  // The shop's today (+12:00), which the server bills by; the browser's may be a day behind.
  const today = shopDayFromToday(0);
  await dashboard.pickDate(await dashboard.manageAction(dashboard.row(title), 'Next Order Date', 'Next Order Date'), today);
  await confirmed(dashboard, DASHBOARD_NOTICES.dateChanged);
  return { customer, contractId, today };
}

/**
 * A renewal run while the shop holds billing attempts undecided, as Shopify's often are: the
 * run leaves the day pending; once the shop decides, its webhook brings the outcome.
 */
async function renewalDecidedByWebhook(page: import('@playwright/test').Page, contractId: string, today: string) {
  await shopControl(page.request, 'hold-attempts', { hold: true });
  try {
    await renewalRun(page, today);
    await expect(async () => expect((await shopState(page.request)).attempts.filter((a) => a.contractId === contractId)).toHaveLength(1)).toPass({
      timeout: 15_000,
    });
    await renewalRun(page, today); // a second run the same day bills nothing more
    await shopControl(page.request, 'decide-attempts', {});
  } finally {
    await shopControl(page.request, 'hold-attempts', { hold: false });
  }
}

// Both fire the shop-wide renewal run and hold the shop's billing attempts: side by side, one
// test's run would bill the other's subscriber, or end the other's hold. One after the other.
test.describe('the renewal run in the shop', () => {
  test.describe.configure({ mode: 'default' });

  test('a renewal run bills the shop once; its success webhook adds the order to the history', async ({ page }) => {
    const { customer, contractId, today } = await subscriberDueToday(page);
    const before = (await getOrders(page.request, customer.id)).length;

    await renewalDecidedByWebhook(page, contractId, today);
    await expect(async () => expect(await getOrders(page.request, customer.id)).toHaveLength(before + 1)).toPass({ timeout: 15_000 });
    const attempts = (await shopState(page.request)).attempts.filter((a) => a.contractId === contractId);
    expect(attempts.map((a) => a.idempotencyKey)).toEqual([expect.stringMatching(new RegExp(`^renewal:.*:${today}$`))]);
    const dashboard = await Dashboard.open(page, customer);
    const orders = await getOrders(page.request, customer.id);
    await expect(dashboard.orderHistory()).toContainText(`#${orders[0]!.order_number}`);
  });

  test('a failure webhook raises the payment banner; Retry Payment pays it through the shop', async ({ page }) => {
    const { customer, contractId, today } = await subscriberDueToday(page);

    await shopControl(page.request, 'card', { email: customer.email, works: false });
    await renewalDecidedByWebhook(page, contractId, today);
    expect((await shopState(page.request)).attempts.filter((a) => a.contractId === contractId).map((a) => a.errorCode)).toEqual(['CARD_DECLINED']);
    const dashboard = await Dashboard.open(page, customer);
    const banner = dashboard.paymentBanner();
    await expect(async () => {
      await page.reload();
      await expect(banner).toHaveCount(1, { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });

    await shopControl(page.request, 'card', { email: customer.email, works: true });
    const before = (await getOrders(page.request, customer.id)).length;
    await banner.getByRole('button', { name: 'Retry Payment' }).click();
    await confirmed(dashboard, DASHBOARD_NOTICES.paymentRetried);
    await expect(banner).toHaveCount(0);
    expect(await getOrders(page.request, customer.id)).toHaveLength(before + 1);
    expect((await shopState(page.request)).attempts.filter((a) => a.contractId === contractId).map((a) => a.errorCode)).toEqual(['CARD_DECLINED', null]);
  });

  test('a price raised in the shop’s admin: pages quote it at once, the subscriber’s contract renews at its own price', async ({ page }) => {
    const { customer, contractId, today } = await subscriberDueToday(page);
    const [line] = (await contractInShop(page.request, contractId)).lines;
    const variantId = idOfGid(line!.variantId);
    const { product, variant } = findKibbleVariant(await catalogueFrom(page.request), variantId)!;
    const raised = (variant.priceCents + 1000) / 100;

    await shopControl(page.request, 'variant-price', { variantId: line!.variantId, price: raised.toFixed(2) });
    // products/update reaches the app in the webhook's own time; the catalogue takes it then.
    await expect
      .poll(async () => findKibbleVariant(await catalogueFrom(page.request), variantId)!.variant.priceCents, { timeout: 15_000 })
      .toBe(variant.priceCents + 1000);
    // The page's first paint carries the catalogue (functions/catalogue/inject.ts), so its card quotes the new list price.
    await page.goto('/choose-recipe?name=Rua&weight=12&lifeStage=adult&activityLevel=typical&bodyCondition=aboutRight');
    await expect(page.getByRole('article', { name: product.title })).toContainText(`(was ${formatNzd(raised)})`);
    // The subscriber's dashboard and renewal keep the contract's price, as Shopify's contracts do.
    const dashboard = await Dashboard.open(page, customer);
    await expect(dashboard.row(kibbleVariantTitle(product, variant))).toContainText(formatNzd(Number(line!.price)));
    const before = (await getOrders(page.request, customer.id)).length;
    await renewalDecidedByWebhook(page, contractId, today);
    await expect(async () => expect(await getOrders(page.request, customer.id)).toHaveLength(before + 1)).toPass({ timeout: 15_000 });
    const renewal = (await shopState(page.request)).orders.filter((o) => o.contractId === contractId && o.sourceName === 'subscription_contract').at(-1)!;
    expect(renewal.lines.map((l) => [l.variantId, l.price])).toEqual([[line!.variantId, line!.price]]);
  });
});
