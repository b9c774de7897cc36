/**
 * Our dashboard on the shop's own domain through its app proxy (issue 33, decision 0012), in
 * every engine as each ships (Firefox's Total Cookie Protection, WebKit's third-party cookie
 * blocking): the page is the shop's first-party page, so no cookie of ours is needed; the shop's
 * customer sees their dashboard with no login step, and a pause made there is saved.
 */
import { DASHBOARD_NOTICES } from '../../src/copy/dashboard-notices';
import { createCustomer } from '../pages/dashboard';
import { APP_ORIGIN, SHOP_ORIGIN } from '../pages/origins';
import { PROXY_PREFIX } from '../pages/app-proxy';
import { test, expect } from './fixtures';
import { clickByName, clickField, showsText } from './framed-shop';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name pattern for markByName in any case: buttons' text may be capitalised by CSS, which innerText shows. */
const anyCase = (name: string) => `^${escape(name).replace(/[a-z]/gi, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`)}$`;

test("the shop's customer opens their dashboard through the proxy with no login, and a pause is saved", async ({ driver, request }) => {
  const customer = await createCustomer(request);
  const url = new URL(`${PROXY_PREFIX}/dashboard`, SHOP_ORIGIN);
  url.searchParams.set('customer', customer.id);
  await driver.goto(url.href);
  await showsText(driver, 'top', escape(`Hey ${customer.name} - welcome back!`), 30_000);
  await showsText(driver, 'top', 'My Next Order');

  await clickByName(driver, 'top', anyCase('Manage'));
  await clickByName(driver, 'top', anyCase('Pause'));
  await clickField(driver, 'top', anyCase('Until I resume it'));
  await clickByName(driver, 'top', anyCase('Pause Subscription'));
  await showsText(driver, 'top', escape(DASHBOARD_NOTICES.pausedUntilResumed));

  // Saved on the server: a fresh load through the proxy shows it.
  await driver.goto(url.href);
  await showsText(driver, 'top', escape(`Hey ${customer.name} - welcome back!`), 30_000);
  await showsText(driver, 'top', 'PAUSED');
  // Every request stayed on the shop's origin: our origin could not have set or read a cookie.
  const resources = await driver.run('top', () => performance.getEntriesByType('resource').map((e) => e.name), null);
  expect(resources.length).toBeGreaterThan(0);
  expect(resources.filter((r) => r.startsWith(APP_ORIGIN))).toEqual([]);
});
