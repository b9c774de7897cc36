/**
 * The console's main flow (issue 49) in every engine: staff open the console, see the overview,
 * open a customer, skip the next delivery and put it back; the customer's own dashboard (/mobile,
 * through the shop's app proxy so no login step is needed) shows both as done by the shop. The
 * console here is /console on its own with the local stand-ins for App Bridge and Polaris
 * (functions/routes/dev-console*.ts), as Chromium's e2e/console.spec.ts opens it. A fresh
 * fixture customer of its own: no demo data changes.
 */
import { BY_SHOP } from '../../src/domain/activity';
import { PROXY_PREFIX } from '../pages/app-proxy';
import { createCustomer } from '../pages/dashboard';
import { APP_ORIGIN, SHOP_ORIGIN } from '../pages/origins';
import type { EngineDriver } from './driver';
import { expect, test } from './fixtures';
import { clickPolarisButton } from './polaris-buttons';
import { clickByName, lacksText, showsText, waitFor } from './framed-shop';

test.describe.configure({ timeout: 120_000 });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A figure of the overview (its `s-box[data-figure]`): the number shown, or null while it loads. */
const overviewFigure = (driver: EngineDriver, label: string) =>
  waitFor(
    driver,
    'top',
    (l) => document.querySelector(`s-box[data-figure="${l}"] s-text[type="strong"]`)?.textContent?.trim() || null,
    label,
    `the overview's "${label}"`,
    30_000,
  );

test('staff skip and put back a customer’s next delivery; the customer’s dashboard shows both as done by the shop', async ({ driver, request }) => {
  const firstName = `Eng${Math.random().toString(36).slice(2, 8)}`;
  const customer = await createCustomer(request, { firstName });
  const name = `${firstName} Test`;

  await driver.goto(`${APP_ORIGIN}/console`);
  expect(await overviewFigure(driver, 'Renewals due today')).toMatch(/^\d+$/);

  await clickByName(driver, 'top', 'Customers');
  await waitFor(
    driver,
    'top',
    () => document.querySelector('s-page')?.getAttribute('heading'),
    null,
    'the Customers section',
    20_000,
    (h) => String(h).endsWith('Customers'),
  );
  // The search field's input is in the component's shadow root, which WebDriver cannot reach:
  // the text is set as the field's value with the input event typing would fire.
  await driver.run(
    'top',
    (q) => {
      const field = document.querySelector<HTMLElement & { value: string }>('s-search-field')!;
      field.value = q;
      field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    },
    firstName,
  );
  await clickPolarisButton(driver, 'Search');
  await clickPolarisButton(driver, name);
  await showsText(driver, 'top', escape(customer.email), 30_000);

  // The fixture's active subscription: its next delivery, as the console's button names it.
  const skip = await waitFor(
    driver,
    'top',
    () =>
      [...document.querySelectorAll('s-button')].map((b) => b.getAttribute('accessibilitylabel') ?? '').find((l) => l.startsWith('Skip the delivery of ')) ??
      null,
    null,
    'a Skip next delivery button',
  );
  const day = skip.slice('Skip the delivery of '.length, skip.indexOf(':'));
  await clickPolarisButton(driver, skip);
  await showsText(driver, 'top', escape(`Delivery of ${day} skipped`));
  await clickPolarisButton(driver, skip.replace('Skip the delivery of ', 'Put back the delivery of '));
  await showsText(driver, 'top', escape(`Delivery of ${day} put back`));
  await waitFor(
    driver,
    'top',
    () => document.querySelector('[data-testid="customer-history"] s-table-body s-table-row')?.textContent ?? '',
    null,
    'the history to show the put-back by the shop',
    20_000,
    (row) => row.includes('Skipped delivery put back') && row.includes('Shop staff'),
  );

  // The customer's own dashboard, as the shop's customer opens it through the app proxy.
  const mobile = new URL(`${PROXY_PREFIX}/mobile`, SHOP_ORIGIN);
  mobile.searchParams.set('customer', customer.id);
  await driver.goto(mobile.href);
  await showsText(driver, 'top', escape(`skipped ${BY_SHOP}`), 30_000);
  await showsText(driver, 'top', escape(`put back ${BY_SHOP}`));
  await lacksText(driver, 'top', 'Something went wrong');
});
