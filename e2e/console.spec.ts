import { expect, test, type APIRequestContext, type FrameLocator } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO } from '../functions/db/demo/customers';
import { formatShopTime } from '../src/domain/dates';
import type { ConsoleCustomer, ConsoleForecast, ConsoleSubscribers, ConsoleToday } from '../src/domain/schemas/console';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { createCustomer } from './pages/dashboard';
import { SHOP_ORIGIN } from './pages/origins';

/**
 * The shop's console (issue 36) in the demo shop's demo admin, as a member of staff sees it in
 * Shopify admin: our /console framed, with the local stand-in for App Bridge handing its tokens.
 */

/** What the console's API says, read with a token from the local stand-in, to compare the screen with. */
async function consoleApi<T>(request: APIRequestContext, path: string): Promise<T> {
  const { token } = (await (await request.get('/dev/console/id-token')).json()) as { token: string };
  const res = await request.get(`/api/console/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

const figure = (frame: FrameLocator, section: string, label: string) =>
  frame
    .getByRole('region', { name: section })
    .locator('.console-figure', { has: frame.getByText(label, { exact: true }) })
    .locator('dd');

test.describe('console in the demo admin', () => {
  let frame: FrameLocator;
  test.beforeEach(async ({ page }) => {
    await page.goto(new URL('/', SHOP_ORIGIN).href);
    await page.getByRole('link', { name: 'Demo admin: the Furbaby Plans console' }).click();
    frame = page.frameLocator('iframe[title="Furbaby Plans console"]');
    await expect(frame.getByRole('heading', { name: 'Furbaby Plans console', level: 1 })).toBeVisible();
  });

  test('shows the overview figures the API counts', async ({ page, request }) => {
    // Other specs add customers meanwhile (fixtures): a screen and an API read of the same moment
    // agree, so a read that straddles such a change is made again.
    await expect(async () => {
      await page.reload();
      const [today, subs] = await Promise.all([consoleApi<ConsoleToday>(request, 'today'), consoleApi<ConsoleSubscribers>(request, 'subscribers')]);
      const quick = { timeout: 5_000 };
      await expect(figure(frame, 'Today', 'Due this week')).toHaveText(String(today.renewals.dueThisWeek), quick);
      await expect(figure(frame, 'Today', 'Billed today')).toHaveText(String(today.renewals.billedToday), quick);
      await expect(figure(frame, 'Subscribers', 'Active')).toHaveText(String(subs.counts.active), quick);
      await expect(figure(frame, 'Subscribers', 'Paused')).toHaveText(String(subs.counts.paused), quick);
      await expect(figure(frame, 'Subscribers', 'Cancelled')).toHaveText(String(subs.counts.cancelled), quick);
      // The figures are the latest snapshot's (functions/console/snapshots.ts), and say when it was taken.
      await expect(frame.getByRole('region', { name: 'Subscribers' }).getByTestId('as-of')).toHaveText(`As of ${formatShopTime(subs.asOf)}`, quick);
      expect(subs.counts.active).toBeGreaterThan(0);
    }).toPass();
  });

  test('the forecast CSV downloads the lines the screen shows', async ({ page, request }) => {
    const { today } = await consoleApi<ConsoleForecast>(request, 'forecast');
    // As for the overview: a fixture another spec adds between the screen's read and the CSV's changes both; read again.
    await expect(async () => {
      await page.reload();
      const section = frame.getByRole('region', { name: 'Kibble forecast' });
      await section.getByLabel('Next').selectOption('30');
      const shown = await section
        .getByTestId('forecast-ship')
        .locator('tbody tr')
        // The recipe heads its row (<th scope="row">), the figures follow.
        .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '').join(',')));
      expect(shown.length).toBeGreaterThan(0);

      const downloading = page.waitForEvent('download');
      await section.getByRole('button', { name: 'Download CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`kibble-forecast-${today}.csv`);
      const inCsv = (await readFile(await download.path(), 'utf8'))
        .trim()
        .split('\r\n')
        .slice(1)
        .filter((line) => line.startsWith('30,'))
        .map((line) => line.slice('30,'.length).replace(/"/g, ''));
      expect(inCsv).toEqual(shown);
    }).toPass();
  });

  test('customer lookup finds the demo customer and sends a login link', async () => {
    const lookup = frame.getByRole('region', { name: 'Customer lookup' });
    await lookup.getByLabel('E-mail or name').fill(DEMO.email.slice(0, 6));
    await lookup.getByRole('button', { name: 'Search' }).click();
    await lookup.getByRole('button', { name: 'Sam Taylor' }).click();
    const customer = frame.getByRole('region', { name: 'Sam Taylor' });
    await expect(customer.getByText(DEMO.email, { exact: true })).toBeVisible();
    await customer.getByRole('button', { name: 'Send login link' }).click();
    await expect(customer.getByRole('status')).toHaveText('Login link sent.');
  });

  test('Retry now bills a dead-lettered renewal once, and it leaves the list', async ({ page, request }) => {
    // A fresh customer whose renewal two days ago failed every retry; the console reads it on reload.
    const firstName = `Rua${Math.random().toString(36).slice(2, 8)}`;
    const { id, activeSubscriptionId } = await createCustomer(request, { firstName, deadLettered: true });
    await page.reload();
    const deadRow = () => frame.getByTestId('dead-renewals').getByRole('row', { name: new RegExp(`${firstName} Test`) });
    const ordersOf = async () => (await consoleApi<ConsoleCustomer>(request, `customers/${id}`)).orders.length;
    const ordersBefore = await ordersOf();
    const dead = deadRow();
    await dead.getByRole('button', { name: /^Retry now/ }).click();
    await expect(dead.getByText('Retry queued')).toBeVisible();
    // The renewal queue bills it: one order, and Today no longer lists it.
    await expect
      .poll(async () => (await consoleApi<ConsoleToday>(request, 'today')).deadLettered.some((d) => d.subscriptionId === activeSubscriptionId))
      .toBe(false);
    expect(await ordersOf()).toBe(ordersBefore + 1);
    await page.reload();
    await expect(figure(frame, 'Today', 'Due today')).toBeVisible();
    await expect(deadRow()).toHaveCount(0);
  });
});

test('the console alone: searched by keyboard, no serious accessibility violations', async ({ page }) => {
  await page.goto('/console');
  await expect(page.getByRole('region', { name: 'Subscribers' }).getByText('Active', { exact: true })).toBeVisible();
  await page.getByLabel('E-mail or name').focus();
  await page.keyboard.type('Sam');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Sam Taylor' }).press('Enter');
  await expect(page.getByRole('region', { name: 'Sam Taylor' }).getByText(DEMO.email, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'console');
});
