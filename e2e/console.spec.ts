import { expect, test, type APIRequestContext, type FrameLocator } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { DEMO } from '../functions/db/demo/customers';
import type { ConsoleForecast, ConsoleSubscribers, ConsoleToday } from '../src/domain/schemas/console';
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

  test('shows the overview figures the API counts', async ({ request }) => {
    const [today, subs] = await Promise.all([consoleApi<ConsoleToday>(request, 'today'), consoleApi<ConsoleSubscribers>(request, 'subscribers')]);
    await expect(figure(frame, 'Today', 'Due this week')).toHaveText(String(today.renewals.dueThisWeek));
    await expect(figure(frame, 'Today', 'Billed today')).toHaveText(String(today.renewals.billedToday));
    await expect(figure(frame, 'Subscribers', 'Active')).toHaveText(String(subs.counts.active));
    await expect(figure(frame, 'Subscribers', 'Paused')).toHaveText(String(subs.counts.paused));
    await expect(figure(frame, 'Subscribers', 'Cancelled')).toHaveText(String(subs.counts.cancelled));
    expect(subs.counts.active).toBeGreaterThan(0);
  });

  test('the forecast CSV downloads the lines the screen shows', async ({ page, request }) => {
    const forecast = await consoleApi<ConsoleForecast>(request, 'forecast');
    const section = frame.getByRole('region', { name: 'Kibble forecast' });
    await section.getByLabel('Next').selectOption('30');
    const shown = await section
      .getByTestId('forecast-ship')
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent ?? '').join(',')));
    expect(shown.length).toBe(forecast.windows.find((w) => w.days === 30)!.ship.length);
    expect(shown.length).toBeGreaterThan(0);

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`kibble-forecast-${forecast.today}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const inCsv = csv
      .trim()
      .split('\r\n')
      .slice(1)
      .filter((line) => line.startsWith('30,'))
      .map((line) => line.slice('30,'.length).replace(/"/g, ''));
    expect(inCsv).toEqual(shown);
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
});
