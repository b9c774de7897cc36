import { expect, test, type APIRequestContext, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { CONSOLE_SECTIONS } from '../src/copy/console';
import { consoleDateTime, consoleDay } from '../src/domain/console-time';
import { DEMO } from '../functions/db/demo/customers';
import type { ConsoleCampaigns, ConsoleCustomer, ConsoleForecast, ConsoleSubscribers, ConsoleToday } from '../src/domain/schemas/console';
import { cohortMonth, lineName, weekLines } from '../src/domain/console-labels';
import { expectNoSeriousA11yViolations } from './fixtures/axe';
import { logIn } from './fixtures/login';
import { createCustomer } from './pages/dashboard';
import { MobileDashboard } from './pages/mobile';
import { SHOP_ORIGIN } from './pages/origins';

/**
 * The shop's console (issues 36, 49) in the demo shop's demo admin, as a member of staff sees it in
 * Shopify admin: our /console framed, built from Polaris web components, with the local stand-ins
 * for App Bridge (tokens, toasts, the navigation) and Polaris (functions/routes/dev-console*.ts).
 */

/** What the console's API says, read with a token from the local stand-in, to compare the screen with. */
async function consoleApi<T>(request: APIRequestContext, path: string): Promise<T> {
  const { token } = (await (await request.get('/dev/console/id-token')).json()) as { token: string };
  const res = await request.get(`/api/console/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

type Scope = FrameLocator | Page;
const section = (scope: Scope, name: string) => scope.getByRole('region', { name, exact: true });
const figure = (scope: Scope, name: string, label: string) => section(scope, name).locator(`s-box[data-figure="${label}"] s-text[type="strong"]`);
/** A table's rows as arrays of cell texts. */
const rowsOf = (table: Locator) =>
  table
    .locator('s-table-body s-table-row')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('s-table-cell')].map((c) => (c.textContent ?? '').trim())));
const nav = (scope: Scope, label: string) => scope.getByRole('navigation', { name: 'App' }).getByRole('link', { name: label, exact: true });

// A visit from a campaign today, so Campaigns has a bar to draw. In each worker before any test of
// this file opens the console: the first console read computes the campaigns' snapshot
// (functions/console/snapshots.ts), and no cron runs under wrangler dev to take a later visit in.
test.beforeAll(async ({ playwright }, info) => {
  const baseURL = info.project.use.baseURL!;
  const request = await playwright.request.newContext({ baseURL });
  const visit = await request.post('/api/funnel-events', {
    headers: { origin: baseURL },
    data: { visitId: `consolevisit${Math.random().toString(36).slice(2, 10)}`, campaign: 'console-e2e', events: [{ name: 'funnel_viewed' }] },
  });
  expect(visit.status(), await visit.text()).toBe(204);
  await request.dispose();
});

test.describe('console in the demo admin', () => {
  let frame: FrameLocator;
  test.beforeEach(async ({ page }) => {
    await page.goto(new URL('/', SHOP_ORIGIN).href);
    await page.getByRole('link', { name: 'Demo admin: the Furbaby Plans console' }).click();
    frame = page.frameLocator('iframe[title="Furbaby Plans console"]');
    await expect(frame.getByRole('heading', { name: 'Furbaby Plans: Overview', level: 1 })).toBeVisible();
  });

  test('shows the overview figures the API counts, each section from the admin’s navigation', async ({ page, request }) => {
    // Other specs add customers meanwhile (fixtures): a screen and an API read of the same moment
    // agree, so a read that straddles such a change is made again.
    await expect(async () => {
      await page.reload();
      const [today, subs] = await Promise.all([consoleApi<ConsoleToday>(request, 'today'), consoleApi<ConsoleSubscribers>(request, 'subscribers')]);
      const quick = { timeout: 5_000 };
      await expect(figure(frame, 'Today', 'Renewals due this week')).toHaveText(String(today.renewals.dueThisWeek), quick);
      await expect(figure(frame, 'Today', 'Renewals charged today')).toHaveText(String(today.renewals.billedToday), quick);
      await nav(frame, 'Subscribers').click();
      await expect(frame.getByRole('heading', { name: 'Furbaby Plans: Subscribers', level: 1 })).toBeVisible(quick);
      await expect(figure(frame, 'Subscribers', 'Active')).toHaveText(String(subs.counts.active), quick);
      await expect(figure(frame, 'Subscribers', 'Paused')).toHaveText(String(subs.counts.paused), quick);
      await expect(figure(frame, 'Subscribers', 'Cancelled')).toHaveText(String(subs.counts.cancelled), quick);
      // The figures are the latest snapshot's, and say when it was taken: the shop's day, time and zone.
      await expect(section(frame, 'Subscribers').getByTestId('as-of')).toHaveText(`Figures as of ${consoleDateTime(subs.asOf)}`, quick);
      expect(subs.counts.active).toBeGreaterThan(0);
    }).toPass();
  });

  test('the forecast CSV downloads the lines the screen shows', async ({ page, request }) => {
    const { today } = await consoleApi<ConsoleForecast>(request, 'forecast');
    await expect(async () => {
      await page.reload();
      await nav(frame, 'Forecast').click();
      const forecast = section(frame, 'Kibble forecast');
      await forecast.getByLabel('Forecast window').selectOption('30');
      await expect(forecast.getByTestId('forecast-ship')).toBeVisible();
      const shown = (await rowsOf(forecast.getByTestId('forecast-ship'))).map((cells) => cells.join(','));
      expect(shown.length).toBeGreaterThan(0);

      const downloading = page.waitForEvent('download');
      await forecast.getByRole('button', { name: 'Download CSV' }).click();
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

  test('campaigns: the chart’s table has the API’s figures, and says when they were taken', async ({ page, request }) => {
    await expect(async () => {
      await page.reload();
      await nav(frame, 'Campaigns').click();
      const campaigns = await consoleApi<ConsoleCampaigns>(request, 'campaigns');
      const table = section(frame, 'Campaigns').getByTestId('campaign-table');
      const expected = [...campaigns.campaigns, { ...campaigns.total, key: 'All campaigns' }].map((r) => [
        r.key,
        ...r.counts.map((n, i) => (i === 0 ? `${n}` : `${n} (${r.conversions[i - 1] == null ? '–' : `${r.conversions[i - 1]}%`})`)),
      ]);
      expect(await rowsOf(table)).toEqual(expected);
      expect(campaigns.campaigns.length).toBeGreaterThan(0);
      // The latest snapshot's figures, as Subscribers and the forecast say theirs.
      await expect(section(frame, 'Campaigns').getByTestId('as-of')).toHaveText(`Figures as of ${consoleDateTime(campaigns.asOf)}`);
      await expect(section(frame, 'Campaigns').locator('[data-chart="campaigns"] svg').first()).toBeVisible();
    }).toPass();
  });

  test('Charge again bills a stopped renewal once, and it leaves the list', async ({ page, request }) => {
    const firstName = `Rua${Math.random().toString(36).slice(2, 8)}`;
    const { id, activeSubscriptionId } = await createCustomer(request, { firstName, deadLettered: true });
    await page.reload();
    const deadRow = () => frame.getByTestId('dead-renewals').locator('s-table-row', { hasText: `${firstName} Test` });
    const ordersOf = async () => (await consoleApi<ConsoleCustomer>(request, `customers/${id}`)).orders.length;
    const ordersBefore = await ordersOf();
    await deadRow()
      .getByRole('button', { name: /^Charge again/ })
      .click();
    await expect(deadRow().getByText('Charge queued')).toBeVisible();
    await expect
      .poll(async () => (await consoleApi<ConsoleToday>(request, 'today')).deadLettered.some((d) => d.subscriptionId === activeSubscriptionId))
      .toBe(false);
    expect(await ordersOf()).toBe(ordersBefore + 1);
    await page.reload();
    await expect(figure(frame, 'Today', 'Renewals due today')).toBeVisible();
    await expect(deadRow()).toHaveCount(0);
  });
});

/** Opens a customer's page from Customers. */
async function openCustomer(page: Page, query: string, name: string): Promise<Locator> {
  await nav(page, 'Customers').click();
  await page.getByLabel('E-mail or name').fill(query);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name, exact: true }).click();
  return section(page, name);
}

test('staff skip a customer’s next delivery, then put it back; the customer’s dashboard shows both as done by the shop', async ({ page, request }) => {
  const firstName = `Tui${Math.random().toString(36).slice(2, 8)}`;
  const customer = await createCustomer(request, { firstName });
  const sub = (await consoleApi<ConsoleCustomer>(request, `customers/${customer.id}`)).subscriptions.find((s) => s.status === 'ACTIVE')!;
  const next = sub.next!;

  await page.goto('/console');
  const page_ = await openCustomer(page, firstName, `${firstName} Test`);
  await page_.getByRole('button', { name: `Skip the delivery of ${consoleDay(next)}: ${sub.product}` }).click();
  await expect(page.getByRole('status').getByText(`Delivery of ${consoleDay(next)} skipped`)).toBeVisible();
  await page_.getByRole('button', { name: `Put back the delivery of ${consoleDay(next)}: ${sub.product}` }).click();
  await expect(page.getByRole('status').getByText(`Delivery of ${consoleDay(next)} put back`)).toBeVisible();
  await expect(page_.getByTestId('customer-history').locator('s-table-row').first()).toContainText('Skipped delivery put back');
  await expect(page_.getByTestId('customer-history').locator('s-table-row').first()).toContainText('Shop staff');

  await logIn(page, customer);
  const mobile = await MobileDashboard.open(page);
  await expect(mobile.recentActivity()).toContainText('skipped (changed by the shop)');
  await expect(mobile.recentActivity()).toContainText('put back (changed by the shop)');
});

test('staff cancel asks first in a modal, and keeping it changes nothing', async ({ page, request }) => {
  const firstName = `Kea${Math.random().toString(36).slice(2, 8)}`;
  const customer = await createCustomer(request, { firstName });
  await page.goto('/console');
  const page_ = await openCustomer(page, firstName, `${firstName} Test`);
  const before = await consoleApi<ConsoleCustomer>(request, `customers/${customer.id}`);
  const active = before.subscriptions.find((s) => s.status === 'ACTIVE')!;
  await page_
    .getByRole('button', { name: `Cancel: ${active.product}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the subscription' }).first();
  await expect(dialog).toBeVisible();
  // The modal's buttons are its slotted children (Polaris's s-modal), not the dialog's own descendants.
  await page.locator('s-modal[heading="Cancel the subscription"]').getByRole('button', { name: 'Keep as it is' }).first().click();
  await expect(dialog).toBeHidden();
  expect((await consoleApi<ConsoleCustomer>(request, `customers/${customer.id}`)).subscriptions).toEqual(before.subscriptions);
});

test('the forecast, subscriber and retention charts: their tables have the API’s figures', async ({ page, request }) => {
  await page.goto('/console');
  await expect(figure(page, 'Today', 'Renewals due today')).toBeVisible();
  // The snapshot holds for 30 minutes (functions/console/snapshots.ts): the screen and a read now agree, else read again.
  await expect(async () => {
    await page.reload();
    const [forecast, subs] = await Promise.all([consoleApi<ConsoleForecast>(request, 'forecast'), consoleApi<ConsoleSubscribers>(request, 'subscribers')]);
    const quick = { timeout: 5_000 };

    await nav(page, 'Forecast').click();
    const weeks = section(page, 'Kibble forecast').getByTestId('forecast-weeks');
    await expect(weeks).toBeVisible(quick);
    const names = weekLines(forecast.weeks);
    expect(names.length).toBeGreaterThan(0);
    expect(await rowsOf(weeks)).toEqual(
      forecast.weeks.map((w) => [
        consoleDay(w.start),
        ...names.map((n) => String(w.lines.find((l) => lineName(l) === n)?.kg ?? 0)),
        String(Math.round(w.lines.reduce((kg, l) => kg + l.kg, 0) * 10) / 10),
      ]),
    );
    await expect(section(page, 'Kibble forecast').locator('[data-chart="forecast-weeks"] svg').first()).toBeVisible(quick);

    await nav(page, 'Subscribers').click();
    const subscribers = section(page, 'Subscribers');
    await expect(subscribers.getByTestId('subscriber-weeks')).toBeVisible(quick);
    expect(await rowsOf(subscribers.getByTestId('subscriber-weeks'))).toEqual(
      subs.weeks.map((w) => [consoleDay(w.start), String(w.active), String(w.started), String(w.cancelled)]),
    );
    expect(subs.weeks).toHaveLength(26);
    await expect(subscribers.locator('[data-chart="subscriber-weeks"] svg').first()).toBeVisible(quick);
    expect(await rowsOf(subscribers.getByTestId('retention'))).toEqual(
      subs.retention.map((c) => [
        cohortMonth(c.month),
        String(c.customers),
        ...c.shares.map((share, k) => (share === null ? '–' : `${share}% (${c.still[k]} of ${c.customers})`)),
      ]),
    );
    // The heat map draws the months that have customers; the table has every month.
    if (subs.retention.some((c) => c.customers > 0)) await expect(subscribers.locator('[data-chart="retention"] svg').first()).toBeVisible(quick);
    else await expect(subscribers.locator('[data-chart="retention"]')).toHaveCount(0);
  }).toPass();
});

test('the console is Polaris web components: no classes of its own, and no serious accessibility findings in any section', async ({ page }) => {
  await page.goto('/console');
  await expect(figure(page, 'Today', 'Renewals due today')).toBeVisible();
  for (const { key, label } of CONSOLE_SECTIONS) {
    await nav(page, label).click();
    await expect(page.getByRole('heading', { name: `Furbaby Plans: ${label}`, level: 1 })).toBeVisible();
    if (key === 'customers') {
      await page.getByLabel('E-mail or name').fill('Sam');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Sam Taylor' }).click();
      await expect(section(page, 'Sam Taylor').getByText(DEMO.email, { exact: true })).toBeVisible();
    } else {
      await expect(page.locator('s-section s-paragraph', { hasText: 'Loading…' })).toHaveCount(0);
    }
    // Every element the console draws is Polaris's (s-*) or plain markup with no class; only a chart's own SVG (Observable Plot) has classes.
    const classed = await page.evaluate(() =>
      [...document.querySelectorAll('s-page [class]')].filter((e) => !e.closest('[data-chart]')).map((e) => e.outerHTML.slice(0, 80)),
    );
    expect(classed, key).toEqual([]);
    await expectNoSeriousA11yViolations(page, `console ${key}`);
  }
});
